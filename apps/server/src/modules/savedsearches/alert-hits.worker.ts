import { parentPort } from 'node:worker_threads';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { WorkerReply } from '../../platform/worker-pool.ts';
import { noticeWriter } from '../notifications/outbox-write.ts';
import { recordHits, type AlertHit } from './alert-hits.ts';
import { SavedSearchesRepository } from './savedsearches.repository.ts';

/** What the fan-out sends its worker: the database, a step's hits and the instant they are found. */
export interface AlertHitsInput {
  databaseUrl: string;
  hits: AlertHit[];
  now: string;
}

/**
 * Records a job-alert fan-out's hits and notices in a worker thread with a connection of its own
 * (SavedSearchesService on an SQLite file): better-sqlite3 runs every statement synchronously, so
 * writing thousands of notices on the server's own connection would stop its event loop for as
 * long, and SQLite's checkpoints of the write-ahead log run in the connection that commits. The
 * connection is opened at the first step and kept. Answers how many hits were new.
 */
let open: { url: string; handle: DatabaseHandle } | null = null;

function connection(url: string): DatabaseHandle {
  if (open?.url !== url) open = { url, handle: createDatabase(url) };
  return open.handle;
}

parentPort?.on('message', (input: AlertHitsInput) => {
  const { db } = connection(input.databaseUrl);
  const writeNotices = noticeWriter(db);
  recordHits(
    new SavedSearchesRepository(db),
    (trx, notices) => writeNotices(trx, notices, new Date(input.now)),
    input.hits,
    input.now,
  ).then(
    (added) => parentPort?.postMessage({ ok: true, value: added } satisfies WorkerReply),
    (error: unknown) =>
      parentPort?.postMessage({ ok: false, error: String(error) } satisfies WorkerReply),
  );
});
