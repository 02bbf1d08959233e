import type { App } from '../../platform/types.ts';

/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** The sweep's name on the platform scheduler. */
export const SWEEP_JOB = 'joboffers.sweep';

/**
 * The vacancy sweep, a recurring job of the platform scheduler (once across instances, every
 * SWEEP_INTERVAL_MS of the clock): indexes vacancies changed since they were indexed and
 * persists removals (joboffer-validity.ts), and forgets old hot-search clients. The steps are idempotent set operations, and
 * nothing depends on the sweep having run, since every read computes validity from the clock.
 * When the server stops, the gathered keyword counts are written.
 */
export function scheduleJobOfferSweep(app: App): void {
  app.scheduler.every(SWEEP_JOB, SWEEP_INTERVAL_MS, async () => {
    await app.services.jobOfferSearch.indexPending();
    await app.services.jobOfferList.sweepRemoved();
    await app.services.jobOfferSearch.forgetOldKeywordClients();
  });
  app.addHook('onClose', async () => {
    await app.services.jobOfferSearch
      .flushKeywordCounts()
      .catch((error: unknown) => app.log.error({ err: error }, 'keyword counts not saved'));
  });
}
