import {
  EventBannerListSchema,
  EventDetailSchema,
  EventIdParamsSchema,
  EventInitialValidateResultSchema,
  EventInitialValidateSchema,
  EventListQuerySchema,
  EventPageSchema,
  EventParamsSchema,
  EventRegisterInputSchema,
  EventRegistrationSchema,
  EventSessionStockSchema,
  EventStatisticsQuerySchema,
  EventStatisticsSchema,
  PATHS,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['events'];
const security = [{ bearer: [] }];
const publicRoute = { auth: 'public' as const };
/** Registering for an event is the residents' (spec §5, §6). */
const resident = { auth: 'resident' as const };

/** Job-matching events and registration (spec §7 Events). */
export async function eventsRoutes(app: App): Promise<void> {
  const events = () => app.services.events;
  const registrations = () => app.services.eventRegistrations;
  const seeker = (account: { id: number; age: number | null }) => ({
    id: account.id,
    age: account.age,
  });

  app.get(
    PATHS.events,
    {
      config: publicRoute,
      schema: { tags, querystring: EventListQuerySchema, response: { 200: EventPageSchema } },
    },
    async (request) => events().list(request.query, requestLanguage(request)),
  );

  app.get(
    PATHS.event,
    {
      config: publicRoute,
      schema: { tags, params: EventParamsSchema, response: { 200: EventDetailSchema } },
    },
    async (request) => events().detail(request.params.id, requestLanguage(request)),
  );

  app.get(
    PATHS.eventV1,
    {
      config: publicRoute,
      schema: { tags, params: EventIdParamsSchema, response: { 200: EventDetailSchema } },
    },
    async (request) => events().detail(request.params.eventId, requestLanguage(request)),
  );

  app.get(
    PATHS.eventSessionStock,
    {
      config: publicRoute,
      schema: { tags, params: EventParamsSchema, response: { 200: EventSessionStockSchema } },
    },
    async (request) => events().sessionStock(request.params.id),
  );

  app.get(
    PATHS.eventBanners,
    { config: publicRoute, schema: { tags, response: { 200: EventBannerListSchema } } },
    async (request) => events().banners(requestLanguage(request)),
  );

  app.post(
    PATHS.eventRegisterInitialValidate,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: EventInitialValidateSchema,
        response: { 200: EventInitialValidateResultSchema },
      },
    },
    async (request) =>
      registrations().initialValidate(
        seeker(requireAccount(request)),
        request.body.eventId,
        requestLanguage(request),
      ),
  );

  app.post(
    PATHS.eventRegisters,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: EventRegisterInputSchema,
        response: { 200: EventRegistrationSchema },
      },
    },
    async (request) =>
      registrations().register(
        seeker(requireAccount(request)),
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    PATHS.eventRegisterByEvent,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: EventIdParamsSchema,
        response: { 200: EventRegistrationSchema },
      },
    },
    async (request) =>
      registrations().mine(
        requireAccount(request).id,
        request.params.eventId,
        requestLanguage(request),
      ),
  );

  app.get(
    PATHS.eventRegisterStatistics,
    {
      config: resident,
      schema: {
        tags,
        security,
        querystring: EventStatisticsQuerySchema,
        response: { 200: EventStatisticsSchema },
      },
    },
    async (request) =>
      registrations().statistics(requireAccount(request).id, request.query.eventIds),
  );
}
