import {
  erasureWithdrawalReason,
  JOB_MATCH_STATUS,
  paths,
  type ApiLanguage,
  type OpenItem,
  type OpenItemKind,
} from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobMatchesRepository, JobMatchRow } from './jobmatches.repository.ts';
import { writeWithdrawal, type InterviewOutbox } from './jobmatch-notices.ts';
import type { JobOfferLookup } from './jobmatches.service.ts';

/** The open item each active status is. */
const KIND_OF: Partial<Record<number, OpenItemKind>> = {
  [JOB_MATCH_STATUS.requested]: 'interviewRequest',
  [JOB_MATCH_STATUS.invited]: 'invitation',
  [JOB_MATCH_STATUS.arranged]: 'interview',
};

/**
 * A seeker's interview matches in an erasure (decisions: "Erasure never strands anyone"): the
 * active ones are open items, and the erasure withdraws each (status withdrawn, a history row
 * with the reason, the reminder cancelled, the employer told), since the person can no longer be
 * reached by e-mail or SMS and would otherwise let an invitation lapse.
 */
export class JobMatchErasure {
  constructor(
    private readonly repository: Pick<
      PublicMembers<JobMatchesRepository>,
      'activeOf' | 'transition'
    >,
    private readonly clock: Clock,
    private readonly jobOffers: Pick<JobOfferLookup, 'detailsIncludingRemoved'>,
    private readonly notifications?: () => InterviewOutbox,
  ) {}

  private async items(rows: JobMatchRow[], lang: ApiLanguage): Promise<OpenItem[]> {
    const ids = [...new Set(rows.map((r) => r.job_offer_id))];
    const details = await this.jobOffers.detailsIncludingRemoved(ids, lang);
    const titles = new Map(details.map((d) => [d.id, d.jobOfferTitle]));
    return rows.map((row) => ({
      kind: KIND_OF[row.status] ?? 'interview',
      id: row.uid,
      title: titles.get(row.job_offer_id) ?? '',
      at: row.status === JOB_MATCH_STATUS.invited ? row.reply_due_at : row.interview_at,
      link: paths.interviewDetails(row.uid),
      onErasure: 'withdrawn',
    }));
  }

  /** The seeker's matches waiting on someone or arranged, oldest first. */
  async openItems(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const rows = await this.repository.activeOf(accountId, this.clock.now().toISOString());
    return this.items(rows, lang);
  }

  /** Withdraws every active match of the seeker; answers those withdrawn. */
  async withdraw(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const at = this.clock.now().toISOString();
    const moved: JobMatchRow[] = [];
    for (const row of await this.repository.activeOf(accountId, at)) {
      const outbox = this.notifications?.();
      const done = await this.repository.transition(
        row.id,
        row.status,
        { status: JOB_MATCH_STATUS.withdrawn },
        {
          actor: 'seeker',
          actorAccountId: accountId,
          reason: erasureWithdrawalReason('en'),
          at,
        },
        // An invitation is withdrawn only while it may still be answered.
        row.status === JOB_MATCH_STATUS.invited && row.reply_due_at !== null ? at : undefined,
        outbox && ((trx, match) => writeWithdrawal(outbox, trx, match)),
      );
      if (done) moved.push(row);
    }
    if (moved.length > 0) await this.notifications?.().relayQuietly();
    return this.items(moved, lang);
  }
}
