import { defineModule } from '../../platform/module-manifest.ts';
import { JobMatchDayCounts } from './jobmatch-day-counts.ts';
import { JobMatchErasure } from './jobmatch-erasure.ts';
import { scheduleInvitationExpiry, scheduleUnreportedInterviewClosing } from './jobmatch-expiry.ts';
import { registerInterviewEntries } from './jobmatch-mail-calendar.ts';
import {
  ARRANGED_NOTICES,
  INVITATION_NOTICES,
  interviewNoticeCheck,
} from './jobmatch-notice-checks.ts';
import { JobMatchesConsoleRepository } from './jobmatches-console.repository.ts';
import { jobMatchesConsoleRoutes } from './jobmatches-console.routes.ts';
import { JobMatchesConsoleService } from './jobmatches-console.service.ts';
import { JobMatchReferralRepository } from './jobmatches-referral.repository.ts';
import { JobMatchReferralService } from './jobmatches-referral.service.ts';
import { JobMatchStatisticsRepository } from './jobmatch-statistics.repository.ts';
import { JobMatchStatisticsService } from './jobmatch-statistics.service.ts';
import { JobMatchesRepository } from './jobmatches.repository.ts';
import { jobMatchesRoutes } from './jobmatches.routes.ts';
import { JobMatchesService } from './jobmatches.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    jobMatches: JobMatchesService;
    jobMatchReferrals: JobMatchReferralService;
    jobMatchesConsole: JobMatchesConsoleService;
    /** An erasure's part in interview matches: the active ones and their withdrawal. */
    jobMatchErasure: JobMatchErasure;
    /** The matching figures for the statistics (counts computed by the database). */
    jobMatchStatistics: JobMatchStatisticsService;
  }
}

/**
 * Job matches: a seeker's applications and interview invitations, staff referrals and the
 * console's matching (after joboffers: it reads the vacancy lists at once).
 */
export const jobMatchesModule = defineModule({
  name: 'jobmatches',
  services: ({ db, dialect, deps, services }) => ({
    jobMatchStatistics: new JobMatchStatisticsService(
      new JobMatchStatisticsRepository(db, dialect, new JobMatchDayCounts(db, dialect, deps.clock)),
    ),
    jobMatchErasure: new JobMatchErasure(
      new JobMatchesRepository(db, dialect),
      deps.clock,
      services.jobOfferList,
      () => services.notifications,
    ),
    jobMatches: new JobMatchesService(
      new JobMatchesRepository(db, dialect),
      deps,
      services.jobOfferList,
      () => services.profile,
      () => services.cvs,
      () => services.notifications,
    ),
    jobMatchReferrals: new JobMatchReferralService(
      new JobMatchReferralRepository(db, dialect),
      deps,
      () => services.jobOfferList,
    ),
    jobMatchesConsole: new JobMatchesConsoleService(
      new JobMatchesConsoleRepository(db, dialect),
      deps,
      () => services.profile,
      () => services.cvs,
      () => services.jobOfferList,
      () => services.auth,
      () => services.jobOfferCatalog,
      () => services.notifications,
    ),
  }),
  start: (services) => {
    // The interview e-mails carry the calendar entry as it stands when each is written.
    registerInterviewEntries(services.notificationPorts.attachments, async (id, lang) => {
      const [vacancy] = await services.jobOfferList.detailsIncludingRemoved([id], lang);
      return vacancy;
    });
    // An erasure withdraws the seeker's active matches, the employer told.
    services.erasureRegistry.register('jobmatches', services.jobMatchErasure);
    // An invitation, its reminder or an arranged interview is not sent once it no longer holds.
    services.notificationPorts.checks.register(
      [...INVITATION_NOTICES, ...ARRANGED_NOTICES],
      interviewNoticeCheck((accountId, uid) => services.jobMatches.noticeFacts(accountId, uid)),
    );
  },
  routes: [jobMatchesConsoleRoutes, jobMatchesRoutes],
  jobs: [scheduleInvitationExpiry, scheduleUnreportedInterviewClosing],
});
