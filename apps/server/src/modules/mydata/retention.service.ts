import { macaoToday } from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { EventRegistrationsService } from '../events/event-registrations.service.ts';
import type { JobMatchesService } from '../jobmatches/jobmatches.service.ts';
import type { JobSeeksService } from '../jobseeks/jobseeks.service.ts';
import type { UnemploymentFilesService } from '../unemployment/unemployment-files.service.ts';
import type { AccessLogService } from './access-log.service.ts';

/** The modules whose kept records the retention job deletes, each through its own service. */
export interface RetentionTargets {
  jobMatches: () => Pick<JobMatchesService, 'purgeClosedBefore'>;
  jobSeeks: () => Pick<JobSeeksService, 'purgeClosedBefore'>;
  unemploymentFiles: () => Pick<UnemploymentFilesService, 'purgeClosedBefore'>;
  events: () => Pick<EventRegistrationsService, 'purgeEndedBefore'>;
  accessLog: () => Pick<AccessLogService, 'purgeExpired'>;
}

export interface RetentionOutcome {
  jobMatches: number;
  jobSeeks: number;
  unemployment: number;
  events: number;
  accessLog: number;
}

/**
 * The retention rule: what the service must keep (interview matches, job-seeking and
 * unemployment registrations, event attendance, the access log) is deleted DATA_RETENTION_YEARS
 * after the record closed: a match or registration at its last change in a final state, event
 * attendance at the event's last day, an access-log row when it was written. Matches go before
 * registrations (a registration a match still refers to waits for it).
 */
export class MyDataRetentionService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'>,
    private readonly targets: RetentionTargets,
  ) {}

  /** The instant before which closed records go. */
  cutoff(): Date {
    const cutoff = new Date(this.deps.clock.now());
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - this.deps.config.dataRetentionYears);
    return cutoff;
  }

  async run(): Promise<RetentionOutcome> {
    const t = this.targets;
    const cutoff = this.cutoff();
    const at = cutoff.toISOString();
    const jobMatches = await t.jobMatches().purgeClosedBefore(at);
    const jobSeeks = await t.jobSeeks().purgeClosedBefore(at);
    const unemployment = await t.unemploymentFiles().purgeClosedBefore(at);
    const events = await t.events().purgeEndedBefore(macaoToday(cutoff));
    const accessLog = await t.accessLog().purgeExpired();
    return { jobMatches, jobSeeks, unemployment, events, accessLog };
  }
}
