import {
  UNEMPLOYMENT_STATES,
  type ApiLanguage,
  type ConsoleUnemploymentCard,
  type ConsoleUnemploymentDetail,
  type Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import {
  supplementNotice,
  unemploymentApprovedNotice,
  unemploymentRefusedNotice,
} from './unemployment-notices.ts';
import type { UnemploymentFilesService } from './unemployment-files.service.ts';
import type { UnemploymentPresenter } from './unemployment-presenter.ts';
import type {
  RegistrationChange,
  RegistrationRow,
  UnemploymentRepository,
} from './unemployment.repository.ts';
import { stateDesc } from './unemployment-view.ts';

const { draft, underReview, supplementRequested, approved, refused } = UNEMPLOYMENT_STATES;

/** Staff acting: only a staff account (the routes' level refuses employers too). */
function staffOf(account: AuthAccount): number {
  if (account.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
  return account.id;
}

/**
 * The staff console's side of the unemployment registration: the queue by state (oldest
 * submission first; drafts are the seeker's and never shown), a registration with its files,
 * requests and history (naming the staff accounts), and the decisions from underReview:
 * approve, refuse with a reason, ask for supplements. Another state answers
 * BE_UNEMPLOYMENT_STATE_INVALID; every action writes the history with the staff account and time.
 */
export class UnemploymentConsoleService {
  constructor(
    private readonly repository: PublicMembers<UnemploymentRepository>,
    private readonly deps: { clock: Clock },
    private readonly seekers: () => { presenter: UnemploymentPresenter },
    private readonly accounts: () => Pick<AuthService, 'profile'>,
    private readonly files: () => Pick<UnemploymentFilesService, 'download'>,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  /** Writes the seeker's notice inside the decision's transaction (the outbox). */
  private async notify(tx: UnemploymentRepository, notice: Notice): Promise<void> {
    await this.notifications?.().write(tx.transaction(), [notice]);
  }

  /** A file of a submitted registration. */
  async download(account: AuthAccount, id: number, attachmentId: string) {
    staffOf(account);
    return this.files().download({ registrationId: id }, attachmentId);
  }

  private async submitted(id: number): Promise<RegistrationRow> {
    const row = await this.repository.find(id);
    if (!row || row.state === draft) throw new AppError('NOT_FOUND');
    return row;
  }

  private async names(ids: Iterable<number>, lang: ApiLanguage): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const id of new Set(ids)) {
      const profile = await this.accounts()
        .profile(id, lang)
        .catch(() => null);
      if (profile) names.set(id, profile.name);
    }
    return names;
  }

  async list(
    account: AuthAccount,
    query: { state: number; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<ConsoleUnemploymentCard>> {
    staffOf(account);
    const { rows, total } = await this.repository.page(
      query.state,
      query.page * query.size,
      query.size,
    );
    const names = await this.names(
      rows.map((row) => row.account_id),
      lang,
    );
    return {
      content: rows.map((row) => ({
        id: row.id,
        referenceNo: row.reference_no ?? '',
        submittedAt: row.submitted_at ?? row.created_at,
        state: row.state,
        stateDesc: stateDesc(row.state, lang),
        seekerName: names.get(row.account_id) ?? '',
        lastEmployCompanyName: row.company_name ?? '',
        resignedDate: row.resigned_date ?? '',
        fileCount: Number(row.file_count),
      })),
      totalElements: total,
    };
  }

  /** The home's count: registrations under review (the queue's first tab). */
  async queueCount(account: AuthAccount): Promise<{ count: number; oldestAt: string | null }> {
    staffOf(account);
    return this.repository.queueCount(UNEMPLOYMENT_STATES.underReview);
  }

  async detail(
    account: AuthAccount,
    id: number,
    lang: ApiLanguage,
  ): Promise<ConsoleUnemploymentDetail> {
    staffOf(account);
    const row = await this.submitted(id);
    const [events, supplements] = await Promise.all([
      this.repository.history(row.id),
      this.repository.supplements(row.id),
    ]);
    const names = await this.names(
      [
        row.account_id,
        ...events.flatMap((e) => (e.actor_account_id === null ? [] : [e.actor_account_id])),
        ...supplements.map((s) => s.requested_by),
      ],
      lang,
    );
    const seeker = await this.accounts().profile(row.account_id, lang);
    return {
      ...(await this.seekers().presenter.registration(row, lang, names)),
      seekerAccountId: row.account_id,
      seekerName: seeker.name,
      docNum: seeker.identityNo ?? null,
      supplementList: supplements.map((s) => ({
        id: s.id,
        request: s.request,
        requestedAt: s.requested_at,
        requestedBy: names.get(s.requested_by) ?? '',
        answeredAt: s.answered_at,
        remark: s.remark,
      })),
    };
  }

  /** Moves a registration under review to another state with its history row, in one transaction. */
  private async decide(
    id: number,
    change: RegistrationChange,
    event: { action: string; staffId: number; detail: string | null },
    notice: (row: RegistrationRow) => Notice,
  ): Promise<void> {
    await this.submitted(id);
    await this.repository.inTransaction(async (tx) => {
      const row = await tx.lock(id);
      if (!row || row.state !== underReview) throw new AppError('BE_UNEMPLOYMENT_STATE_INVALID');
      const at = this.deps.clock.now().toISOString();
      await tx.update(id, { ...change, updated_at: at });
      await tx.addEvent({
        registration_id: id,
        action: event.action,
        actor: 'staff',
        actor_account_id: event.staffId,
        detail: event.detail,
        at,
      });
      await this.notify(tx, notice(row));
    });
    await this.notifications?.().relayQuietly();
  }

  /** underReview → approved. */
  async approve(account: AuthAccount, id: number): Promise<void> {
    const staffId = staffOf(account);
    const at = this.deps.clock.now().toISOString();
    await this.decide(
      id,
      { state: approved, open: null, decided_at: at },
      { action: 'approved', staffId, detail: null },
      unemploymentApprovedNotice,
    );
  }

  /** underReview → refused, with the reason the seeker reads. */
  async refuse(account: AuthAccount, id: number, reason: string): Promise<void> {
    const staffId = staffOf(account);
    const at = this.deps.clock.now().toISOString();
    await this.decide(
      id,
      { state: refused, open: null, decided_at: at, refusal_reason: reason.trim() },
      { action: 'refused', staffId, detail: reason.trim() },
      (row) => unemploymentRefusedNotice(row, reason.trim()),
    );
  }

  /** underReview → supplementRequested, with what is asked. */
  async requestSupplement(account: AuthAccount, id: number, request: string): Promise<void> {
    const staffId = staffOf(account);
    const text = request.trim();
    await this.submitted(id);
    await this.repository.inTransaction(async (tx) => {
      const row = await tx.lock(id);
      if (!row || row.state !== underReview) throw new AppError('BE_UNEMPLOYMENT_STATE_INVALID');
      const at = this.deps.clock.now().toISOString();
      await tx.update(id, { state: supplementRequested, updated_at: at });
      await tx.insertSupplement({
        registration_id: id,
        request: text,
        requested_by: staffId,
        requested_at: at,
        answered_at: null,
        remark: null,
      });
      await tx.addEvent({
        registration_id: id,
        action: 'supplementRequested',
        actor: 'staff',
        actor_account_id: staffId,
        detail: text,
        at,
      });
      await this.notify(tx, supplementNotice(row, at, text));
    });
    await this.notifications?.().relayQuietly();
  }
}
