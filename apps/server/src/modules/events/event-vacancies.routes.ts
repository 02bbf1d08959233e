import { EVENT_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { requestClient } from '../../platform/request-client.ts';
import type { App } from '../../platform/types.ts';

/**
 * An event's vacancies (the local lists' shapes, restricted to the event) and the seeker's
 * bookings of them (spec §7 Events, jobmatchevents).
 */
export async function eventVacanciesRoutes(app: App): Promise<void> {
  const list = () => app.services.jobOfferList;
  const catalog = () => app.services.jobOfferCatalog;
  const events = () => app.services.events;
  const bookings = () => app.services.eventBookings;

  route(app, E.eventJobOffers, async (request) => {
    await events().assertExists(request.params.eventId);
    return list().localVacancies(request.query, requestLanguage(request), {
      client: requestClient(request),
      eventId: request.params.eventId,
    });
  });

  route(app, E.eventJobOffersSearch, async (request) => {
    await events().assertExists(request.params.eventId);
    return list().searchVacancies(request.query, requestLanguage(request), {
      localOnly: false,
      eventId: request.params.eventId,
      client: requestClient(request),
    });
  });

  route(app, E.eventJobOffersSummary, async (request) => {
    await events().assertExists(request.params.eventId);
    return catalog().eventSummary(request.params.eventId);
  });

  route(app, E.eventJobOffersCatalog, async (request) => {
    await events().assertExists(request.params.eventId);
    return catalog().eventCatalog(request.params.eventId, requestLanguage(request));
  });

  route(app, E.eventVacancies, async (request) => {
    await events().assertExists(request.params.id);
    return list().searchVacancies(request.query, requestLanguage(request), {
      localOnly: false,
      eventId: request.params.id,
      client: requestClient(request),
    });
  });

  route(app, E.eventVacancy, async (request) =>
    bookings().vacancy(
      request.params.eventId,
      request.params.jobOfferId,
      request.account?.accountType === 'personal' ? request.account.id : null,
      requestLanguage(request),
    ),
  );

  route(app, E.jobMatchEvents, async (request) =>
    bookings().list(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  route(app, E.applyEventVacancy, async (request) =>
    bookings().apply(requireAccount(request).id, request.body),
  );
}
