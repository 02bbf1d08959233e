import {
  ApplyEventVacancyResultSchema,
  ApplyEventVacancySchema,
  EventBookingPageSchema,
  EventBookingQuerySchema,
  EventIdParamsSchema,
  EventParamsSchema,
  EventVacancyDetailSchema,
  EventVacancyParamsSchema,
  EventVacancyQuerySchema,
  JobClassListSchema,
  JobOfferPageSchema,
  JobOfferSearchQuerySchema,
  JobOfferSummarySchema,
  LocalVacancyQuerySchema,
  PATHS,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { requestClient } from '../../platform/request-client.ts';
import type { App } from '../../platform/types.ts';

const tags = ['events'];
const security = [{ bearer: [] }];
const publicRoute = { auth: 'public' as const };
const resident = { auth: 'resident' as const };

/**
 * An event's vacancies (the local lists' shapes, restricted to the event) and the seeker's
 * bookings of them (spec §7 Events, jobmatchevents).
 */
export async function eventVacanciesRoutes(app: App): Promise<void> {
  const list = () => app.services.jobOfferList;
  const catalog = () => app.services.jobOfferCatalog;
  const events = () => app.services.events;
  const bookings = () => app.services.eventBookings;

  app.get(
    PATHS.eventJobOffers,
    {
      config: publicRoute,
      schema: {
        tags,
        params: EventIdParamsSchema,
        querystring: LocalVacancyQuerySchema,
        response: { 200: JobOfferPageSchema },
      },
    },
    async (request) => {
      await events().assertExists(request.params.eventId);
      return list().localVacancies(request.query, requestLanguage(request), {
        client: requestClient(request),
        eventId: request.params.eventId,
      });
    },
  );

  app.get(
    PATHS.eventJobOffersSearch,
    {
      config: publicRoute,
      schema: {
        tags,
        params: EventIdParamsSchema,
        querystring: JobOfferSearchQuerySchema,
        response: { 200: JobOfferPageSchema },
      },
    },
    async (request) => {
      await events().assertExists(request.params.eventId);
      return list().searchVacancies(request.query, requestLanguage(request), {
        localOnly: false,
        eventId: request.params.eventId,
        client: requestClient(request),
      });
    },
  );

  app.get(
    PATHS.eventJobOffersSummary,
    {
      config: publicRoute,
      schema: { tags, params: EventIdParamsSchema, response: { 200: JobOfferSummarySchema } },
    },
    async (request) => {
      await events().assertExists(request.params.eventId);
      return catalog().eventSummary(request.params.eventId);
    },
  );

  app.get(
    PATHS.eventJobOffersCatalog,
    {
      config: publicRoute,
      schema: { tags, params: EventIdParamsSchema, response: { 200: JobClassListSchema } },
    },
    async (request) => {
      await events().assertExists(request.params.eventId);
      return catalog().eventCatalog(request.params.eventId, requestLanguage(request));
    },
  );

  app.get(
    PATHS.eventVacancies,
    {
      config: publicRoute,
      schema: {
        tags,
        params: EventParamsSchema,
        querystring: EventVacancyQuerySchema,
        response: { 200: JobOfferPageSchema },
      },
    },
    async (request) => {
      await events().assertExists(request.params.id);
      return list().searchVacancies(request.query, requestLanguage(request), {
        localOnly: false,
        eventId: request.params.id,
        client: requestClient(request),
      });
    },
  );

  app.get(
    PATHS.eventVacancy,
    {
      config: publicRoute,
      schema: {
        tags,
        params: EventVacancyParamsSchema,
        response: { 200: EventVacancyDetailSchema },
      },
    },
    async (request) =>
      bookings().vacancy(
        request.params.eventId,
        request.params.jobOfferId,
        request.account?.accountType === 'personal' ? request.account.id : null,
        requestLanguage(request),
      ),
  );

  app.get(
    PATHS.jobMatchEvents,
    {
      config: resident,
      schema: {
        tags,
        security,
        querystring: EventBookingQuerySchema,
        response: { 200: EventBookingPageSchema },
      },
    },
    async (request) =>
      bookings().list(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  app.post(
    PATHS.applyEventVacancy,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: ApplyEventVacancySchema,
        response: { 200: ApplyEventVacancyResultSchema },
      },
    },
    async (request) => bookings().apply(requireAccount(request).id, request.body),
  );
}
