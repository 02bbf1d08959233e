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

/** A vacancy's own page: public, so the alert opens it for a reader not logged in too. */
export const vacancyLink = (jobOfferId: number) => paths.jobOffer(jobOfferId);

/** Hits grouped by account and vacancy, in the order first found. */
function byReader(hits: AlertHit[]): AlertHit[][] {
  const groups = new Map<string, AlertHit[]>();
  for (const hit of hits) {
    const key = `${hit.accountId}:${hit.jobOfferId}`;
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups.values()];
}

/**
 * The searches of a round less, when the round was full, those of its last account (read again
 * whole in the next round); an account holds far fewer
 * (SAVED_SEARCHES_MAX) than a round reads.
 */
export function wholeAccounts<T extends { account_id: number }>(searches: T[], full: boolean): T[] {
  if (!full) return searches;
  const last = searches[searches.length - 1]!.account_id;
  const whole = searches.filter((search) => search.account_id !== last);
  return whole.length > 0 ? whole : searches;
}

/**
 * A round's hits in steps of about `size`, an account's hits of one vacancy in the same step
 * (they make one notice).
 */
export function hitChunks(hits: AlertHit[], size: number): AlertHit[][] {
  const chunks: AlertHit[][] = [];
  let chunk: AlertHit[] = [];
  for (const group of byReader(hits)) {
    chunk.push(...group);
    if (chunk.length >= size) {
      chunks.push(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * An instant alert's notice for each account and vacancy: one vacancy found by several of an
 * account's searches is one notice naming them all (by search id). Its key is the
 * first search's with the vacancy: each hit is new once, so the key is written once.
 */
function alertNotices(hits: AlertHit[]): Notice[] {
  return byReader(hits).map((found) => {
    const group = [...found].sort((x, y) => x.searchId - y.searchId);
    const [first] = group as [AlertHit, ...AlertHit[]];
    return {
      to: { accountId: first.accountId },
      event: 'alert.instant',
      params: {
        jobOfferId: first.jobOfferId,
        searches: JSON.stringify(group.map((hit) => hit.name)),
      },
      link: vacancyLink(first.jobOfferId),
      key: `alert:${first.searchId}:${first.jobOfferId}`,
    };
  });
}

/**
 * Records the hits not recorded before, with their instant alerts' notices, in one transaction
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
    const notices = alertNotices(
      hits.filter(
        (hit) => hit.mode === 'instant' && added.has(`${hit.searchId}:${hit.jobOfferId}`),
      ),
    );
    await writeNotices(trx, notices);
    return added.size;
  });
}
