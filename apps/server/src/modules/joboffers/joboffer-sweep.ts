import type { App } from '../../platform/types.ts';

/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The scheduled vacancy sweep (and, on close, the write of the gathered keyword counts): indexes vacancies changed since they were indexed and persists
 * removals (joboffer-validity.ts). Both steps are idempotent set operations, so several server
 * instances may run them at the same time; nothing depends on the sweep having run, since
 * every read computes validity from the clock.
 */
export function scheduleJobOfferSweep(app: App): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = running.then(async () => {
      try {
        await app.services.jobOfferSearch.indexPending();
        await app.services.jobOfferList.sweepRemoved();
      } catch (error) {
        app.log.error({ err: error }, 'vacancy sweep failed');
      }
    });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await app.services.jobOfferSearch
      .flushKeywordCounts()
      .catch((error: unknown) => app.log.error({ err: error }, 'keyword counts not saved'));
  });
}
