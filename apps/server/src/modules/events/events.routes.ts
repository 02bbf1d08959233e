import { EVENT_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** Job-matching events and registration (spec §7 Events). */
export async function eventsRoutes(app: App): Promise<void> {
  const events = () => app.services.events;
  const registrations = () => app.services.eventRegistrations;
  const seeker = (account: { id: number; age: number | null }) => ({
    id: account.id,
    age: account.age,
  });

  route(app, E.events, async (request) =>
    events().listKept(request.query, requestLanguage(request)),
  );

  route(app, E.event, async (request) =>
    events().detailKept(request.params.id, requestLanguage(request)),
  );

  route(app, E.eventV1, async (request) =>
    events().detail(request.params.eventId, requestLanguage(request)),
  );

  route(app, E.eventSessionStock, async (request) => events().sessionStock(request.params.id));

  route(app, E.eventBanners, async (request) => events().bannersKept(requestLanguage(request)));

  route(app, E.eventRegisterInitialValidate, async (request) =>
    registrations().initialValidate(
      seeker(requireAccount(request)),
      request.body.eventId,
      requestLanguage(request),
    ),
  );

  route(app, E.eventRegisters, async (request) =>
    registrations().register(
      seeker(requireAccount(request)),
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.eventRegisterByEvent, async (request) =>
    registrations().mine(
      requireAccount(request).id,
      request.params.eventId,
      requestLanguage(request),
    ),
  );

  route(app, E.eventRegisterStatistics, async (request) =>
    registrations().statistics(requireAccount(request).id, request.query.eventIds),
  );
}
