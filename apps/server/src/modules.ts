import type { App } from './platform/types.ts';
import { referencesRoutes } from './modules/references/references.routes.ts';
import { jobOfferCatalogRoutes } from './modules/joboffers/joboffer-catalog.routes.ts';
import { authGuard } from './platform/auth-guard.ts';
import { rateLimitPlugin } from './platform/rate-limit.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { jobOfferListRoutes } from './modules/joboffers/joboffer-list.routes.ts';
import { hotSearchesRoutes } from './modules/joboffers/hot-searches.routes.ts';
import { scheduleJobOfferSweep } from './modules/joboffers/joboffer-sweep.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { serviceHomeRoutes } from './modules/servicehome/servicehome.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { cvsRoutes } from './modules/cvs/cvs.routes.ts';
import { scheduleCvJobs } from './modules/cvs/cv-jobs.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { jobMatchesConsoleRoutes } from './modules/jobmatches/jobmatches-console.routes.ts';
import { jobMatchesRoutes } from './modules/jobmatches/jobmatches.routes.ts';
import { jobSeeksRoutes } from './modules/jobseeks/jobseeks.routes.ts';
import { jobSeeksConsoleRoutes } from './modules/jobseeks/jobseeks-console.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { eventVacanciesRoutes } from './modules/events/event-vacancies.routes.ts';
import { eventsConsoleRoutes } from './modules/events/events-console.routes.ts';
import { scheduleJobSeekExpiry } from './modules/jobseeks/jobseek-expiry.ts';
import { unemploymentRoutes } from './modules/unemployment/unemployment.routes.ts';
import { unemploymentConsoleRoutes } from './modules/unemployment/unemployment-console.routes.ts';
import { scheduleUnemploymentJobs } from './modules/unemployment/unemployment-jobs.ts';
import {
  scheduleInvitationExpiry,
  scheduleUnreportedInterviewClosing,
} from './modules/jobmatches/jobmatch-expiry.ts';
import { jobOfferPostingsRoutes } from './modules/joboffer-postings/joboffer-postings.routes.ts';
import { jobOfferReportsRoutes } from './modules/joboffer-reports/joboffer-reports.routes.ts';
import { jobOfferSuggestionsRoutes } from './modules/joboffers/joboffer-suggestions.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { scheduleNotificationJobs } from './modules/notifications/notification-jobs.ts';
import { scheduleEventJobs } from './modules/events/event-jobs.ts';
import { scheduleFavoriteJobs } from './modules/favorites/favorite-jobs.ts';
import { savedSearchesRoutes } from './modules/savedsearches/savedsearches.routes.ts';
import { scheduleSavedSearchJobs } from './modules/savedsearches/savedsearches.jobs.ts';
import { myDataRoutes } from './modules/mydata/mydata.routes.ts';
import { scheduleMyDataJobs } from './modules/mydata/mydata.jobs.ts';

/** Registers every feature module's routes. */
export async function registerModules(app: App): Promise<void> {
  // First: the rate limits and the auth guard apply to every module's routes registered after
  // them. The counters live in the database (auth's rate_limits table): instances share them.
  // The rate limits come first so that their early refusal runs before the session lookup.
  const auth = app.services.auth;
  await app.register(rateLimitPlugin, { counter: auth.store, clock: app.clock });
  await app.register(authGuard, { authenticate: (token) => auth.authenticate(token) });
  await app.register(authRoutes);
  await app.register(referencesRoutes);
  await app.register(jobOfferCatalogRoutes);
  await app.register(jobOfferListRoutes);
  await app.register(favoritesRoutes);
  await app.register(serviceHomeRoutes);
  await app.register(profileRoutes);
  await app.register(cvsRoutes);
  await app.register(recommendationsRoutes);
  await app.register(consoleRoutes);
  await app.register(hotSearchesRoutes);
  await app.register(jobMatchesConsoleRoutes);
  await app.register(jobMatchesRoutes);
  await app.register(jobSeeksRoutes);
  await app.register(jobSeeksConsoleRoutes);
  await app.register(unemploymentRoutes);
  await app.register(unemploymentConsoleRoutes);
  await app.register(eventsRoutes);
  await app.register(eventVacanciesRoutes);
  await app.register(eventsConsoleRoutes);
  await app.register(jobOfferPostingsRoutes);
  await app.register(jobOfferReportsRoutes);
  await app.register(jobOfferSuggestionsRoutes);
  await app.register(notificationsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(myDataRoutes);
  await app.register(seoRoutes);
  scheduleJobOfferSweep(app);
  scheduleInvitationExpiry(app);
  scheduleUnreportedInterviewClosing(app);
  scheduleJobSeekExpiry(app);
  scheduleUnemploymentJobs(app);
  scheduleCvJobs(app);
  scheduleNotificationJobs(app);
  scheduleEventJobs(app);
  scheduleFavoriteJobs(app);
  scheduleSavedSearchJobs(app);
  scheduleMyDataJobs(app);
}
