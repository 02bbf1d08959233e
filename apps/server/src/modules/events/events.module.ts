import { defineModule } from '../../platform/module-manifest.ts';
import { EventBookingsRepository } from './event-bookings.repository.ts';
import { EventBookingsService } from './event-bookings.service.ts';
import { EventErasureRepository } from './event-erasure.repository.ts';
import { EventTicketErasure } from './event-erasure.ts';
import { EventStatisticsRepository } from './event-statistics.repository.ts';
import { EventStatisticsService } from './event-statistics.service.ts';
import { scheduleEventJobs } from './event-jobs.ts';
import { EVENT_NOTICES, eventNoticeCheck } from './event-notice-checks.ts';
import { EventRegistrationsRepository } from './event-registrations.repository.ts';
import { EventRegistrationsService } from './event-registrations.service.ts';
import { eventVacanciesRoutes } from './event-vacancies.routes.ts';
import { EventsConsoleRepository } from './events-console.repository.ts';
import { eventsConsoleRoutes } from './events-console.routes.ts';
import { EventsConsoleService } from './events-console.service.ts';
import { EventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { EventsService } from './events.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    events: EventsService;
    eventRegistrations: EventRegistrationsService;
    eventBookings: EventBookingsService;
    eventsConsole: EventsConsoleService;
    /** An erasure's part in events: open tickets and their withdrawal. */
    eventTicketErasure: EventTicketErasure;
    /** The events' figures the statistics compose. */
    eventStatistics: EventStatisticsService;
  }
}

/** Recruitment events: registrations, interview bookings and the console's events. */
export const eventsModule = defineModule({
  name: 'events',
  services: ({ db, dialect, deps, services }) => {
    const eventsRepository = new EventsRepository(db);
    const registrationsRepository = new EventRegistrationsRepository(db);
    const bookingsRepository = new EventBookingsRepository(db);
    const events = new EventsService(eventsRepository, deps, () => services.jobOfferCatalog);
    const eventRegistrations = new EventRegistrationsService(
      registrationsRepository,
      eventsRepository,
      deps,
      () => events,
      () => services.profile,
      () => services.references,
      () => services.jobSeeks,
      () => services.notifications,
    );
    return {
      events,
      eventStatistics: new EventStatisticsService(new EventStatisticsRepository(db, dialect)),
      eventRegistrations,
      eventTicketErasure: new EventTicketErasure(
        new EventErasureRepository(db),
        deps,
        () => eventRegistrations,
        () => services.auth,
      ),
      eventBookings: new EventBookingsService(
        bookingsRepository,
        deps,
        () => events,
        () => eventRegistrations,
        () => ({
          detail: (id, lang) => services.jobOfferList.detail(id, lang),
          detailsIncludingRemoved: (ids, lang) =>
            services.jobOfferList.detailsIncludingRemoved(ids, lang),
          bookingFacts: (id) => services.jobOfferEvents.bookingFacts(id),
        }),
        () => services.cvs,
        () => services.auth,
      ),
      eventsConsole: new EventsConsoleService(
        new EventsConsoleRepository(db),
        registrationsRepository,
        bookingsRepository,
        deps,
        () => events,
        () => eventRegistrations,
        () => services.jobOfferEvents,
        () => services.auth,
      ),
    };
  },
  start: (services) => {
    // An erasure withdraws the seeker's tickets of events to come.
    services.erasureRegistry.register('events', services.eventTicketErasure);
    // A registration's confirmation or reminder is not sent once the event is over.
    services.notificationPorts.checks.register(
      EVENT_NOTICES,
      eventNoticeCheck(
        async (id) => (await services.events.rowsByIds([id]))[0]?.end_date ?? null,
        () => services.events.now(),
      ),
    );
  },
  routes: [eventsRoutes, eventVacanciesRoutes, eventsConsoleRoutes],
  jobs: [scheduleEventJobs],
});
