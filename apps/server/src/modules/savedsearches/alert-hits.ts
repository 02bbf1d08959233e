import { paths } from '@vaga/contract';
import type { Notice } from '../notifications/outbox-write.ts';
import type { SavedSearchesRepository, Trx } from './savedsearches.repository.ts';

/** A saved search that found a vacancy, as the fan-out records it. */
export interface AlertHit {
  searchId: number;
  accountId: number;
  /** The search's name (its notice names it). */
  name: string;
  /** instant (a notice now) or daily (the digest). */
  mode: string;
  jobOfferId: number;
}

/** The app screen of a vacancy. */
export const vacancyLink = (jobOfferId: number) => paths.makeAppointment(jobOfferId);

/**
 * Records the hits not recorded before, each with an instant search's notice, in one transaction
 * of a few statements (the hits, the notices, their deliveries); answers how many were new. A
 * hit recorded before (the primary key of saved_search_hit) adds nothing, so a step run again
 * (a retried job, a restarted worker) never notifies twice. The service runs it on its own
 * connection; on an SQLite file a worker thread runs it on another (alert-hits.worker.ts).
 */
export async function recordHits(
  repository: Pick<SavedSearchesRepository, 'transaction' | 'addHits'>,
  writeNotices: (trx: Trx, notices: Notice[]) => Promise<void>,
  hits: AlertHit[],
  now: string,
): Promise<number> {
  return repository.transaction(async (trx) => {
    const added = await repository.addHits(
      trx,
      hits.map((hit) => ({
        searchId: hit.searchId,
        jobOfferId: hit.jobOfferId,
        foundAt: now,
        digestedAt: hit.mode === 'instant' ? now : null,
      })),
    );
    const notices: Notice[] = hits
      .filter((hit) => hit.mode === 'instant' && added.has(`${hit.searchId}:${hit.jobOfferId}`))
      .map((hit) => ({
        to: { accountId: hit.accountId },
        event: 'alert.instant',
        params: { jobOfferId: hit.jobOfferId, search: hit.name },
        link: vacancyLink(hit.jobOfferId),
        key: `alert:${hit.searchId}:${hit.jobOfferId}`,
      }));
    await writeNotices(trx, notices);
    return added.size;
  });
}
