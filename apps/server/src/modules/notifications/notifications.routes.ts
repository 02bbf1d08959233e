import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_LANGUAGES,
  DemoMailPageSchema,
  FailedDeliveryPageSchema,
  LOCALES,
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  PATHS,
  PageQuerySchema,
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  apiLanguageFrom,
  type Locale,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import type { App } from '../../platform/types.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];
/** Every kind of account has an inbox (employers are told of requests and replies). */
const config = { auth: 'account' as const };
const NoContentSchema = z.null();

/** The language a request names (Accept-Language), or null when it names none. */
function requestLocale(request: FastifyRequest): Locale | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  return LOCALES[API_LANGUAGES.indexOf(apiLanguageFrom(header))];
}

/**
 * The inbox, preferences, the one-click unsubscribe, a resident's browsers for Web Push and the
 * staff's failed deliveries.
 */
export async function notificationsRoutes(app: App): Promise<void> {
  const service = () => app.services.notifications;
  // The one-click unsubscribe is posted as a form (RFC 8058: `List-Unsubscribe=One-Click`).
  await app.register(formbody);

  app.get(
    PATHS.notifications,
    {
      config,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) =>
      service().page(requireAccount(request), request.query, requestLocale(request)),
  );

  app.post(
    PATHS.notificationRead,
    {
      config,
      schema: {
        tags,
        security,
        params: NotificationIdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await service().markRead(requireAccount(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    PATHS.notificationsReadAll,
    { config, schema: { tags, security, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await service().markAllRead(requireAccount(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    PATHS.notificationPreferences,
    { config, schema: { tags, security, response: { 200: NotificationPreferencesSchema } } },
    async (request) => service().preferences(requireAccount(request), requestLocale(request)),
  );

  app.put(
    PATHS.notificationPreferences,
    {
      config,
      schema: {
        tags,
        security,
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) =>
      service().savePreferences(requireAccount(request), request.body, requestLocale(request)),
  );

  // The link of an e-mail: no login, the signed token is the proof. A GET only reads the token
  // (link checkers follow links); the one-click POST switches the kind's e-mail off.
  app.get(
    PATHS.notificationsUnsubscribe,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => {
      const { kind } = await service().verifyUnsubscribe(request.query.token);
      return { kind, message: '' };
    },
  );

  app.post(
    PATHS.notificationsUnsubscribe,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) =>
      service().unsubscribe(request.query.token, requestLocale(request) ?? 'zh-Hant'),
  );

  // Web Push: a resident's browsers. Writes take the default rate limit.
  const resident = { auth: 'resident' as const };
  app.get(
    PATHS.pushKey,
    { config: resident, schema: { tags, security, response: { 200: PushKeySchema } } },
    async () => service().pushKey(),
  );

  app.post(
    PATHS.pushSubscriptions,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: PushSubscriptionInputSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await service().subscribePush(requireAccount(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    PATHS.pushSubscriptions,
    {
      config: resident,
      schema: { tags, security, body: PushUnsubscribeSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await service().unsubscribePush(requireAccount(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    PATHS.notificationsMailbox,
    {
      config,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: DemoMailPageSchema },
      },
    },
    async (request) => service().mailbox(requireAccount(request), request.query),
  );

  app.get(
    PATHS.consoleFailedDeliveries,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['console'],
        security,
        querystring: PageQuerySchema,
        response: { 200: FailedDeliveryPageSchema },
      },
    },
    async (request) => service().failedDeliveries(request.query),
  );

  app.post(
    PATHS.consoleDeliveryRetry,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['console'],
        security,
        params: NotificationIdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await service().retry(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
