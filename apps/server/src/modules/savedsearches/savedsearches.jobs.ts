import type { App } from '../../platform/types.ts';
import { ALERT_DIGEST_JOB, ALERT_MATCH_JOB } from './savedsearches.service.ts';

/** Job alerts on the platform scheduler: the fan-out of a newly listed vacancy, the digests. */
export function scheduleSavedSearchJobs(app: App): void {
  app.scheduler.define(ALERT_MATCH_JOB, async (job) => {
    const { jobOfferId } = job.payload as { jobOfferId: number };
    await app.services.savedSearches.match([jobOfferId]);
  });
  app.scheduler.define(ALERT_DIGEST_JOB, async () => {
    await app.services.savedSearches.digest();
  });
}
