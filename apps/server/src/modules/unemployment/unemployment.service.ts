import {
  UNEMPLOYMENT_STATES,
  macaoToday,
  type ApiLanguage,
  type UnemploymentCurrent,
  type UnemploymentFields,
  type UnemploymentRegistration,
  type UnemploymentSupplementList,
  type UnemploymentSupplementsInput,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { DRAFT_WARNING_DAYS, draftExpiringNotice } from './unemployment-notices.ts';
import type { UnemploymentFilesService } from './unemployment-files.service.ts';
import { UnemploymentPresenter, type OptionLookup } from './unemployment-presenter.ts';
import {
  EMPTY_FIELDS,
  assertOptionsActive,
  changeOf,
  checkSubmission,
  merged,
} from './unemployment-submit.ts';
import {
  isUniqueViolation,
  type RegistrationRow,
  type UnemploymentRepository,
} from './unemployment.repository.ts';
import {
  draftCutoff,
  draftExpiresAt,
  isExpiredDraft,
  toAttachment,
  toSupplement,
} from './unemployment-view.ts';

const { draft, underReview, supplementRequested } = UNEMPLOYMENT_STATES;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Drafts read per step of the expiring-draft notices (one transaction each). */
const NOTICE_BATCH = 500;

/** The reference number: `SD` + the Macao day of submission + `-` + the id on 6 digits. */
export function referenceNumber(id: number, at: Date): string {
  return `SD${macaoToday(at).replaceAll('-', '')}-${String(id % 1_000_000).padStart(6, '0')}`;
}

/**
 * The seeker's side of the involuntary-unemployment registration (spec §3, §7 Unemployment): the
 * draft kept on the server (saved field by field, resumable for draftDays after its last
 * change), its atomic submission, and the answers to staff's requests for supplements. One
 * registration is open at a time (a unique index decides under concurrent requests).
 */
export class UnemploymentService {
  readonly presenter: UnemploymentPresenter;

  constructor(
    private readonly repository: PublicMembers<UnemploymentRepository>,
    private readonly deps: { clock: Clock },
    private readonly references: () => OptionLookup,
    private readonly files: () => Pick<UnemploymentFilesService, 'discardIfExpired'>,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {
    this.presenter = new UnemploymentPresenter(repository, references);
  }

  private latest(accountId: number): Promise<RegistrationRow | undefined> {
    return this.repository.latest(accountId, draftCutoff(this.deps.clock.now()));
  }

  /** GET sd: the latest registration (an expired draft counts as gone), or null. */
  async current(accountId: number, lang: ApiLanguage): Promise<UnemploymentCurrent> {
    const row = await this.latest(accountId);
    return { registration: row ? await this.presenter.registration(row, lang) : null };
  }

  /**
   * The seeker's open registration as a draft to change: a draft past its days is discarded
   * first (files included); one under review answers BE_UNEMPLOYMENT_UNDER_REVIEW.
   */
  private async openDraft(accountId: number): Promise<RegistrationRow | undefined> {
    const open = await this.repository.lockOpen(accountId);
    if (open && isExpiredDraft(open, this.deps.clock.now())) {
      await this.files().discardIfExpired(open.id);
      return undefined;
    }
    if (open && open.state !== draft) throw new AppError('BE_UNEMPLOYMENT_UNDER_REVIEW');
    return open;
  }

  /** POST sd `save`: stores the given fields into the open draft, creating it when there is none. */
  async save(accountId: number, input: UnemploymentFields, lang: ApiLanguage) {
    await this.openDraft(accountId);
    const change = changeOf(input);
    const write = () =>
      this.repository.inTransaction(async (tx) => {
        const at = this.deps.clock.now().toISOString();
        const open = await tx.lockOpen(accountId);
        if (open && open.state !== draft) throw new AppError('BE_UNEMPLOYMENT_UNDER_REVIEW');
        const row = open ?? (await tx.createDraft(accountId, at));
        await tx.update(row.id, { ...change, updated_at: at });
      });
    await write().catch((error: unknown) => {
      if (isUniqueViolation(error)) return write();
      throw error;
    });
    return this.current(accountId, lang);
  }

  /**
   * POST sd `submit`: the fields saved and the whole draft submitted in one transaction, or
   * nothing changed: every field checked, the options active, a separation document attached;
   * the registration gets its reference number and goes to review.
   */
  async submit(accountId: number, input: UnemploymentFields, lang: ApiLanguage) {
    const before = await this.openDraft(accountId);
    const change = changeOf(input);
    const now = this.deps.clock.now();
    const fields = checkSubmission(merged(before ?? EMPTY_FIELDS, change), macaoToday(now));
    await assertOptionsActive(this.references(), fields, lang);
    if (!before) throw new AppError('BE_UNEMPLOYMENT_DOCUMENT_REQUIRED');
    await this.repository.inTransaction(async (tx) => {
      const row = await tx.lock(before.id);
      if (!row || row.state !== draft) throw new AppError('BE_UNEMPLOYMENT_UNDER_REVIEW');
      const files = await tx.attachments(row.id);
      if (!files.some((file) => file.kind === 'separation'))
        throw new AppError('BE_UNEMPLOYMENT_DOCUMENT_REQUIRED');
      const at = now.toISOString();
      await tx.update(row.id, {
        ...fields,
        state: underReview,
        reference_no: referenceNumber(row.id, now),
        submitted_at: at,
        updated_at: at,
      });
      await tx.addEvent({
        registration_id: row.id,
        action: 'submitted',
        actor: 'seeker',
        actor_account_id: accountId,
        detail: null,
        at,
      });
    });
    return this.current(accountId, lang);
  }

  /**
   * Every registration of the seeker as the seeker reads it (attachments, supplements and history
   * included), oldest first: the export of my data. Expired drafts are left out.
   */
  async allOf(accountId: number, lang: ApiLanguage): Promise<UnemploymentRegistration[]> {
    const now = this.deps.clock.now();
    const rows = (await this.repository.ofAccount(accountId)).filter(
      (row) => !isExpiredDraft(row, now),
    );
    return Promise.all(rows.map((row) => this.presenter.registration(row, lang)));
  }

  /** GET sd/supplements: the latest registration's requests, newest first, and unsent files. */
  async supplements(accountId: number): Promise<UnemploymentSupplementList> {
    const row = await this.latest(accountId);
    if (!row) return { supplementList: [], pendingAttachments: [] };
    const [requests, files] = await Promise.all([
      this.repository.supplements(row.id),
      this.repository.attachments(row.id),
    ]);
    return {
      supplementList: requests.map((request) => toSupplement(request, files)),
      pendingAttachments: files
        .filter((file) => file.kind === 'supplement' && file.supplement_id === null)
        .map(toAttachment),
    };
  }

  /**
   * POST sd/supplements: answers the open request with the given unsent supplement files and
   * a remark; the registration returns to review. All in one transaction.
   */
  async sendSupplements(accountId: number, input: UnemploymentSupplementsInput, lang: ApiLanguage) {
    const ids = input.supplementList.map((item) => item.attachmentId);
    const remark = input.remark?.trim() || null;
    await this.repository.inTransaction(async (tx) => {
      const row = await tx.lockOpen(accountId);
      const request =
        row?.state === supplementRequested
          ? (await tx.supplements(row.id)).find((s) => s.answered_at === null)
          : undefined;
      if (!row || !request) throw new AppError('BE_UNEMPLOYMENT_STATE_INVALID');
      if ((await tx.sendSupplementFiles(row.id, ids, request.id)) !== ids.length)
        throw new AppError('NOT_FOUND');
      const at = this.deps.clock.now().toISOString();
      await tx.answerSupplement(request.id, at, remark);
      await tx.update(row.id, { state: underReview, updated_at: at });
      await tx.addEvent({
        registration_id: row.id,
        action: 'supplemented',
        actor: 'seeker',
        actor_account_id: accountId,
        detail: remark,
        at,
      });
    });
    return this.current(accountId, lang);
  }

  /**
   * The scheduler's job: tells the holder of every draft that will be deleted within
   * DRAFT_WARNING_DAYS (draftDays after its last change), once per last change (the key).
   */
  async noticeExpiringDrafts(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return 0;
    const now = this.deps.clock.now();
    const from = draftCutoff(now);
    const to = draftCutoff(new Date(now.getTime() + DRAFT_WARNING_DAYS * DAY_MS));
    let seen = 0;
    for (let after = 0; ;) {
      const rows = await this.repository.draftsChangedBetween(from, to, after, NOTICE_BATCH);
      if (rows.length === 0) break;
      await this.repository.inTransaction((tx) =>
        notifications().write(
          tx.transaction(),
          rows.map((row) =>
            draftExpiringNotice(row, row.updated_at, draftExpiresAt(row.updated_at)),
          ),
        ),
      );
      seen += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    if (seen > 0) await notifications().relayQuietly();
    return seen;
  }
}
