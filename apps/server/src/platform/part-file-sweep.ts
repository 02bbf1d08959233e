import type { App } from './types.ts';

/** How often the `.part` files a crash left are swept. */
export const PART_FILE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
export const PART_FILE_SWEEP_JOB = 'files.sweep-parts';

/**
 * An upload cut by a crash (`kill -9`, a machine lost) leaves its `.part` in the store (a file in
 * the local folder, an object in object storage). A live process moves the time of the `.part`
 * files it holds every minute (LocalFileStore), so one whose time stood still for
 * PARTIAL_GRACE_MS (10 minutes; an hour for objects, OBJECT_PART_GRACE_MS) is no process's: such
 * files are removed when the server starts and every 10 minutes by the scheduler, once across
 * instances sharing the store. A `.part` this process holds is never removed.
 */
export function schedulePartFileSweep(app: App): void {
  const sweep = async () => {
    const swept = await app.services.files.sweepPartial();
    if (swept > 0) app.log.warn({ swept }, 'removed files left half-written by a crash');
  };
  app.scheduler.every(PART_FILE_SWEEP_JOB, PART_FILE_SWEEP_INTERVAL_MS, sweep);
  // A store out of reach does not stop the start: the hourly job sweeps later.
  app.addHook('onReady', () =>
    sweep().catch((err: unknown) => app.log.warn({ err }, '.part files not swept at start')),
  );
}
