import { authModule } from './modules/auth/auth.module.ts';
import { referencesModule } from './modules/references/references.module.ts';
import { employerModule } from './modules/employer/employer.module.ts';
import { jobOffersModule } from './modules/joboffers/joboffers.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { favoritesModule } from './modules/favorites/favorites.module.ts';
import { serviceHomeModule } from './modules/servicehome/servicehome.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { cvsModule } from './modules/cvs/cvs.module.ts';
import { recommendationsModule } from './modules/recommendations/recommendations.module.ts';
import { consoleModule } from './modules/console/console.module.ts';
import { jobMatchesModule } from './modules/jobmatches/jobmatches.module.ts';
import { jobSeeksModule } from './modules/jobseeks/jobseeks.module.ts';
import { unemploymentModule } from './modules/unemployment/unemployment.module.ts';
import { jobOfferPostingsModule } from './modules/joboffer-postings/joboffer-postings.module.ts';
import { jobOfferReportsModule } from './modules/joboffer-reports/joboffer-reports.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { savedSearchesModule } from './modules/savedsearches/savedsearches.module.ts';
import { myDataModule } from './modules/mydata/mydata.module.ts';
import { seoModule } from './modules/seo/seo.module.ts';
import { statisticsModule } from './modules/statistics/statistics.module.ts';
import { authGuard } from './platform/auth-guard.ts';
import type { ModuleManifest } from './platform/module-manifest.ts';
import {
  buildServices,
  registerModuleRoutes,
  type BuiltServices,
} from './platform/module-composition.ts';
import { earlyRefusal, rateLimitPlugin } from './platform/rate-limit.ts';
import { RefusalGate } from './platform/rate-limit-gate.ts';
import type { ServiceDeps } from './platform/service-deps.ts';
import type { Services } from './platform/services.ts';
import type { App } from './platform/types.ts';

/**
 * The server's modules, in dependency order: a module that takes another's service at once
 * (not through `() => services.x`) comes after it. Their services are built, their routes
 * registered and their jobs defined in this order. The pages module is not listed: its routes
 * need the web build, and app.ts registers them after the web app.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  referencesModule,
  employerModule,
  jobOffersModule,
  eventsModule,
  favoritesModule,
  serviceHomeModule,
  profileModule,
  cvsModule,
  recommendationsModule,
  consoleModule,
  jobMatchesModule,
  jobSeeksModule,
  unemploymentModule,
  jobOfferPostingsModule,
  jobOfferReportsModule,
  notificationsModule,
  savedSearchesModule,
  myDataModule,
  seoModule,
  statisticsModule,
];

/** Every module's services over one database, and the steps that stop them on app close. */
export function composeServices(deps: ServiceDeps): BuiltServices {
  return buildServices(MODULES, deps);
}

/** Every module's services (one-off scripts: their worker pools start only when used). */
export function createServices(deps: ServiceDeps): Services {
  return composeServices(deps).services;
}

/** Registers every module's routes and jobs behind the platform's rate limits and auth guard. */
export async function registerModules(app: App): Promise<void> {
  // First: the rate limits and the auth guard apply to every module's routes registered after
  // them. The counters live in the database (auth's rate_limits table): instances share them.
  // Each puts its hook first on the routes added after it: the early refusal, registered last,
  // runs before the session lookup, and the rate limit's count after it.
  const auth = app.services.auth;
  const gate = new RefusalGate();
  await app.register(rateLimitPlugin, { counter: auth.store, clock: app.clock, gate });
  await app.register(authGuard, { authenticate: (token) => auth.authenticate(token) });
  await app.register(earlyRefusal, { clock: app.clock, gate });
  await registerModuleRoutes(app, MODULES);
}
