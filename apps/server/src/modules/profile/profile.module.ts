import { defineModule } from '../../platform/module-manifest.ts';
import { ProfileStatisticsRepository } from './profile-statistics.repository.ts';
import { ProfileStatisticsService } from './profile-statistics.service.ts';
import { ProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { ProfileService } from './profile.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    profile: ProfileService;
    /** The resumes' figures for the statistics (counts computed by the database). */
    profileStatistics: ProfileStatisticsService;
  }
}

/** A seeker's resume. */
export const profileModule = defineModule({
  name: 'profile',
  services: ({ db, deps, services }) => ({
    profile: new ProfileService(
      new ProfileRepository(db),
      deps,
      () => services.references,
      () => services.auth,
    ),
    profileStatistics: new ProfileStatisticsService(new ProfileStatisticsRepository(db)),
  }),
  // Notices reach a seeker at the e-mail address and mobile number of their resume.
  start: (services) =>
    services.notificationPorts.answerContactOf((accountId) =>
      services.profile.findInput(accountId),
    ),
  routes: [profileRoutes],
});
