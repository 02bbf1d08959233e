import { parentPort } from 'node:worker_threads';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { WorkerReply } from '../../platform/worker-pool.ts';
import { JobOfferCatalogRepository } from './joboffer-catalog.repository.ts';
import { countCatalog, type CatalogCountsInput } from './catalog-counts.ts';

/**
 * Counts the job-class catalog's vacancies and the summary's totals in a worker thread, on a
 * connection of its own (JobOfferCatalogService on an SQLite file): better-sqlite3 runs each
 * statement synchronously, and the two counts read every valid vacancy's index entry (about
 * 0.1 s at 100,000 vacancies, every CATALOG_CACHE_MS), which on the server's connection would
 * stop its event loop for as long. The connection is opened at the first count and kept.
 */
let open: { url: string; handle: DatabaseHandle } | null = null;

function connection(url: string): DatabaseHandle {
  if (open?.url !== url) open = { url, handle: createDatabase(url) };
  return open.handle;
}

parentPort?.on('message', (input: CatalogCountsInput) => {
  const { db } = connection(input.databaseUrl);
  countCatalog(new JobOfferCatalogRepository(db), input.validSince).then(
    (value) => parentPort?.postMessage({ ok: true, value } satisfies WorkerReply),
    (error: unknown) =>
      parentPort?.postMessage({ ok: false, error: String(error) } satisfies WorkerReply),
  );
});
