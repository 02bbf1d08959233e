import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import {
  CONSOLE_DELIVERY_ENDPOINTS as C,
  CONTACT_EMAIL_ENDPOINTS as M,
  NOTIFICATION_ENDPOINTS as E,
  apiLanguageFrom,
  localeOfApiLanguage,
  type Locale,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import type { App } from '../../platform/types.ts';
import { unsubscribePageRoutes } from './unsubscribe-page.routes.ts';

/** The language a request names (Accept-Language), or null when it names none. */
function requestLocale(request: FastifyRequest): Locale | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  return localeOfApiLanguage(apiLanguageFrom(header));
}

/**
 * The inbox, preferences, the one-click unsubscribe, a resident's browsers for Web Push and the
 * staff's failed deliveries.
 */
export async function notificationsRoutes(app: App): Promise<void> {
  const service = () => app.services.notifications;
  // The one-click unsubscribe is posted as a form (RFC 8058: `List-Unsubscribe=One-Click`).
  await app.register(formbody);

  route(app, E.notifications, async (request) =>
    service().page(requireAccount(request), request.query, requestLocale(request)),
  );

  route(app, E.notificationRead, async (request, reply) => {
    await service().markRead(requireAccount(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, E.notificationsReadAll, async (request, reply) => {
    await service().markAllRead(requireAccount(request));
    return reply.status(204).send(null);
  });

  route(app, E.getNotificationPreferences, async (request) =>
    service().preferences(requireAccount(request), requestLocale(request)),
  );

  route(app, E.setNotificationPreferences, async (request) =>
    service().savePreferences(requireAccount(request), request.body, requestLocale(request)),
  );

  // The link of an e-mail: no login, the signed token is the proof. A GET only reads the token
  // (link checkers follow links); the one-click POST switches the kind's e-mail off.
  route(app, E.checkUnsubscribeLink, async (request) => {
    const { kind } = await service().verifyUnsubscribe(request.query.token);
    return { kind, message: '' };
  });

  route(app, E.unsubscribe, async (request) =>
    service().unsubscribe(request.query.token, requestLocale(request) ?? 'zh-Hant'),
  );

  // The page a person's click on that link opens (its button posts a form).
  unsubscribePageRoutes(app);

  // A console account's contact e-mail: nothing goes to it before its link is opened.
  route(app, M.getContactEmail, async (request) => service().contactEmail(requireAccount(request)));

  route(app, M.setContactEmail, async (request) =>
    service().setContactEmail(requireAccount(request), request.body.email, requestLocale(request)),
  );

  route(app, M.removeContactEmail, async (request, reply) => {
    await service().removeContactEmail(requireAccount(request));
    return reply.status(204).send(null);
  });

  route(app, M.confirmContactEmail, async (request) =>
    service().confirmContactEmail(requireAccount(request), request.body.token),
  );

  // Web Push: a resident's browsers. Writes take the default rate limit.
  route(app, E.pushKey, async () => service().pushKey());

  route(app, E.subscribePush, async (request, reply) => {
    await service().subscribePush(requireAccount(request), request.body);
    return reply.status(204).send(null);
  });

  route(app, E.unsubscribePush, async (request, reply) => {
    await service().unsubscribePush(requireAccount(request), request.body.endpoint);
    return reply.status(204).send(null);
  });

  route(app, E.notificationsMailbox, async (request) =>
    service().mailbox(requireAccount(request), request.query),
  );

  route(app, C.consoleFailedDeliveries, async (request) =>
    service().failedDeliveries(request.query, requestLocale(request)),
  );

  route(app, C.consoleDeliveryRetry, async (request, reply) => {
    await service().retry(request.params.id);
    return reply.status(204).send(null);
  });
}
