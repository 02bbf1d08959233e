import type { PublicMembers } from '../../platform/public-members.ts';
import type { WorkerPool } from '../../platform/worker-pool.ts';
import type {
  ClassCount,
  JobOfferCatalogRepository,
  Totals,
} from './joboffer-catalog.repository.ts';

/** The local vacancies' counts the catalog and the summary show, as of `validSince`. */
export interface CatalogCounts {
  counts: ClassCount[];
  totals: Totals;
}

/** What the catalog's count worker is sent: the SQLite file and the first valid publication. */
export interface CatalogCountsInput {
  databaseUrl: string;
  validSince: string;
}

/** Counts the catalog's vacancies by class and in all (both statements asked at once). */
export async function countCatalog(
  repository: Pick<PublicMembers<JobOfferCatalogRepository>, 'countsByClass' | 'totals'>,
  validSince: string,
): Promise<CatalogCounts> {
  const [counts, totals] = await Promise.all([
    repository.countsByClass(validSince),
    repository.totals(validSince),
  ]);
  return { counts, totals };
}

/** The catalog's counts read by a worker thread on the SQLite file `databaseUrl`. */
export function countsInWorker(
  pool: WorkerPool<CatalogCountsInput, CatalogCounts>,
  databaseUrl: string,
): (validSince: string) => Promise<CatalogCounts> {
  return (validSince) => pool.run({ databaseUrl, validSince });
}
