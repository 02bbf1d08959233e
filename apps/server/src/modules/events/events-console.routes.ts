import {
  CONSOLE_EVENT_PATHS,
  ConsoleEmployerEventBookingPageSchema,
  ConsoleEmployerEventBookingQuerySchema,
  ConsoleEventCheckinInputSchema,
  ConsoleEventCheckinSchema,
  ConsoleEventDetailSchema,
  ConsoleEventInputSchema,
  ConsoleEventListQuerySchema,
  ConsoleEventParamsSchema,
  ConsoleEventRegistrationInputSchema,
  ConsoleEventRegistrationPageSchema,
  ConsoleEventSessionInputSchema,
  ConsoleEventSessionParamsSchema,
  ConsoleEventVacanciesInputSchema,
  EventPageSchema,
  PageQuerySchema,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
/** Staff only: employers answer FORBIDDEN_ROLE. */
const staff = { auth: 'staff' as const };
const P = CONSOLE_EVENT_PATHS;
const detail = { 200: ConsoleEventDetailSchema };
const params = ConsoleEventParamsSchema;

/** The console's events: staff manage them and check seekers in; employers see bookings. */
export async function eventsConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.eventsConsole;

  app.get(
    P.consoleEvents,
    {
      config: staff,
      schema: {
        tags,
        security,
        querystring: ConsoleEventListQuerySchema,
        response: { 200: EventPageSchema },
      },
    },
    async (request) => app.services.events.list(request.query, requestLanguage(request)),
  );

  app.post(
    P.consoleEvents,
    { config: staff, schema: { tags, security, body: ConsoleEventInputSchema, response: detail } },
    async (request) =>
      service().create(requireAccount(request), request.body, requestLanguage(request)),
  );

  app.get(
    P.consoleEvent,
    { config: staff, schema: { tags, security, params, response: detail } },
    async (request) => service().detail(request.params.id, requestLanguage(request)),
  );

  app.put(
    P.consoleEvent,
    {
      config: staff,
      schema: { tags, security, params, body: ConsoleEventInputSchema, response: detail },
    },
    async (request) =>
      service().update(
        requireAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    P.consoleEventSessions,
    {
      config: staff,
      schema: { tags, security, params, body: ConsoleEventSessionInputSchema, response: detail },
    },
    async (request) =>
      service().addSession(
        requireAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.put(
    P.consoleEventSession,
    {
      config: staff,
      schema: {
        tags,
        security,
        params: ConsoleEventSessionParamsSchema,
        body: ConsoleEventSessionInputSchema,
        response: detail,
      },
    },
    async (request) =>
      service().updateSession(
        requireAccount(request),
        request.params.id,
        request.params.sessionId,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    P.consoleEventVacancies,
    {
      config: staff,
      schema: { tags, security, params, body: ConsoleEventVacanciesInputSchema, response: detail },
    },
    async (request) =>
      service().setVacancies(
        requireAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    P.consoleEventRegistration,
    {
      config: staff,
      schema: {
        tags,
        security,
        params,
        body: ConsoleEventRegistrationInputSchema,
        response: detail,
      },
    },
    async (request) =>
      service().setRegistration(
        requireAccount(request),
        request.params.id,
        request.body.open,
        requestLanguage(request),
      ),
  );

  app.post(
    P.consoleEventCheckins,
    {
      config: staff,
      schema: {
        tags,
        security,
        params,
        body: ConsoleEventCheckinInputSchema,
        response: { 200: ConsoleEventCheckinSchema },
      },
    },
    async (request) =>
      service().checkIn(requireAccount(request), request.params.id, request.body.ticket),
  );

  app.get(
    P.consoleEventRegistrations,
    {
      config: staff,
      schema: {
        tags,
        security,
        params,
        querystring: PageQuerySchema,
        response: { 200: ConsoleEventRegistrationPageSchema },
      },
    },
    async (request) =>
      service().registrationList(request.params.id, request.query.page, request.query.size),
  );

  app.get(
    P.consoleEmployerEventBookings,
    {
      config: { auth: 'employer' as const },
      schema: {
        tags,
        security,
        querystring: ConsoleEmployerEventBookingQuerySchema,
        response: { 200: ConsoleEmployerEventBookingPageSchema },
      },
    },
    async (request) => {
      const employerId = requireAccount(request).employerId;
      if (employerId === null) throw new AppError('FORBIDDEN_ROLE');
      return app.services.eventBookings.employerBookings(
        employerId,
        request.query,
        requestLanguage(request),
      );
    },
  );
}
