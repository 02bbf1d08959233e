import {
  erasureWithdrawalReason,
  JOB_SEEK_RESULTS,
  JOB_SEEK_STATES,
  macaoToday,
  paths,
  type ApiLanguage,
  type JobSeekState,
  type OpenItem,
} from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobSeekRow, JobSeeksRepository } from './jobseeks.repository.ts';

const CURRENT: readonly JobSeekState[] = [JOB_SEEK_STATES.processing, JOB_SEEK_STATES.valid];

/** The registration's title in the erasure dialog: its number (the record's own name). */
function itemOf(row: JobSeekRow): OpenItem {
  return {
    kind: 'jobSeek',
    id: row.ent_no,
    title: row.ent_no,
    at: row.valid_until,
    link: paths.recordDetails(row.id),
    onErasure: 'withdrawn',
  };
}

/**
 * A seeker's job-seeking registration in an erasure (decisions: "Erasure never strands anyone"):
 * the current one (processing or valid) is an open item; the erasure closes it as withdrawn by
 * the seeker, with the erasure's reason in its history, where staff read it. Staff refer a
 * registered seeker to vacancies by the resume the erasure removes, so it cannot go on.
 */
export class JobSeekErasure {
  constructor(
    private readonly repository: Pick<PublicMembers<JobSeeksRepository>, 'current' | 'transition'>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
  ) {}

  async openItems(accountId: number, _lang: ApiLanguage): Promise<OpenItem[]> {
    const row = await this.repository.current(accountId);
    return row ? [itemOf(row)] : [];
  }

  async withdraw(accountId: number, _lang: ApiLanguage): Promise<OpenItem[]> {
    const row = await this.repository.current(accountId);
    if (!row) return [];
    const now = this.deps.clock.now();
    const done = await this.repository.transition(
      row.id,
      CURRENT,
      macaoToday(now),
      { state: JOB_SEEK_STATES.completed, current: null, result_id: JOB_SEEK_RESULTS.withdrawn },
      {
        action: 'withdrawn',
        actor: 'seeker',
        actorAccountId: accountId,
        detail: erasureWithdrawalReason('en'),
        at: now.toISOString(),
      },
    );
    return done ? [itemOf(row)] : [];
  }
}
