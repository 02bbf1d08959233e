import type { App } from './types.ts';

/** How often the `.part` files a crash left are swept. */
export const PART_FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const PART_FILE_SWEEP_JOB = 'files.sweep-parts';

/**
 * An upload cut by a crash leaves its `.part` in the store (a file in the local folder, an object
 * in object storage): those last written more than an hour ago (PARTIAL_GRACE_MS, by the store's
 * own clock) are removed when the server starts and hourly by the scheduler, once across
 * instances sharing the store.
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
