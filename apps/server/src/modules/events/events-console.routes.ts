import { CONSOLE_EVENT_ENDPOINTS as E } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** The console's events: staff manage them and check seekers in; employers see bookings. */
export async function eventsConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.eventsConsole;

  route(app, E.listConsoleEvents, async (request) =>
    app.services.events.list(request.query, requestLanguage(request)),
  );

  route(app, E.createConsoleEvent, async (request) =>
    service().create(requireAccount(request), request.body, requestLanguage(request)),
  );

  route(app, E.getConsoleEvent, async (request) =>
    service().detail(request.params.id, requestLanguage(request)),
  );

  route(app, E.updateConsoleEvent, async (request) =>
    service().update(
      requireAccount(request),
      request.params.id,
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.consoleEventSessions, async (request) =>
    service().addSession(
      requireAccount(request),
      request.params.id,
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.consoleEventSession, async (request) =>
    service().updateSession(
      requireAccount(request),
      request.params.id,
      request.params.sessionId,
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.consoleEventVacancies, async (request) =>
    service().setVacancies(
      requireAccount(request),
      request.params.id,
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.consoleEventRegistration, async (request) =>
    service().setRegistration(
      requireAccount(request),
      request.params.id,
      request.body.open,
      requestLanguage(request),
    ),
  );

  route(app, E.consoleEventCheckins, async (request) =>
    service().checkIn(requireAccount(request), request.params.id, request.body.ticket),
  );

  route(app, E.consoleEventRegistrations, async (request) =>
    service().registrationList(request.params.id, request.query.page, request.query.size),
  );

  route(app, E.consoleEmployerEventBookings, async (request) => {
    const employerId = requireAccount(request).employerId;
    if (employerId === null) throw new AppError('FORBIDDEN_ROLE');
    return app.services.eventBookings.employerBookings(
      employerId,
      request.query,
      requestLanguage(request),
    );
  });
}
