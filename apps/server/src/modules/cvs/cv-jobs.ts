import type { App } from '../../platform/types.ts';

/** How often stored CV files no row knows are swept. */
export const CV_FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const CV_FILE_SWEEP_JOB = 'cvs.sweep-files';

/**
 * Removes stored CV files no row knows (a crash between the rename of an upload into place and
 * the commit of its row): hourly, once across instances, and when the server starts.
 */
export function scheduleCvJobs(app: App): void {
  const cvs = () => app.services.cvs;
  app.scheduler.every(CV_FILE_SWEEP_JOB, CV_FILE_SWEEP_INTERVAL_MS, async () => {
    await cvs().sweepOrphans();
  });
  app.addHook('onReady', async () => {
    // A store out of reach does not stop the start: the hourly job sweeps later.
    const swept = await cvs()
      .sweepOrphans()
      .catch((err: unknown) => app.log.warn({ err }, 'CV files not swept at start'));
    if (swept) app.log.warn({ swept }, 'removed CV files no row knows');
  });
}
