import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LANGUAGE_QUERY,
  LOCALE_TO_API_LANGUAGE,
  PATHS,
  UnsubscribeQuerySchema,
  apiLanguageFrom,
  normalizeLocale,
  withSearch,
  type Locale,
  type NotificationKind,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { App } from '../../platform/types.ts';
import {
  invalidUnsubscribePage,
  unsubscribedPage,
  unsubscribeQuestionPage,
} from './unsubscribe-page.ts';

/** The page's language: its `language` query (the e-mail's), else the browser's. */
function pageLocale(request: FastifyRequest): Locale {
  const named = (request.query as Record<string, unknown>)[LANGUAGE_QUERY];
  return (
    (typeof named === 'string' ? normalizeLocale(named) : null) ??
    normalizeLocale(apiLanguageFrom(request.headers['accept-language'])) ??
    DEFAULT_LOCALE
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/**
 * The page a person's click on "Stop these e-mails" opens (PATHS.unsubscribePage), served by the
 * server in the e-mail's language, no login (the signed token is the proof). Its GET only asks
 * (link checkers and previews follow links); its one button posts the form, which switches that
 * kind's e-mail off and confirms, with the way to the settings where it is switched on again.
 * Mail programs' one-click POST (RFC 8058) stays the API's (PATHS.notificationsUnsubscribe).
 */
export function unsubscribePageRoutes(app: App): void {
  const service = () => app.services.notifications;

  /** The link's token and kind, or null when the link is not ours. */
  const linkOf = async (
    request: FastifyRequest,
    act: (token: string) => Promise<{ kind: NotificationKind }>,
  ): Promise<{ token: string; kind: NotificationKind } | null> => {
    const query = UnsubscribeQuerySchema.safeParse(request.query);
    if (!query.success) return null;
    try {
      return { token: query.data.token, kind: (await act(query.data.token)).kind };
    } catch (error) {
      if (error instanceof AppError && error.code === 'BE_UNSUBSCRIBE_LINK_INVALID') return null;
      throw error;
    }
  };

  app.get(
    PATHS.unsubscribePage,
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const link = await linkOf(request, (token) => service().verifyUnsubscribe(token));
      if (!link) return html(reply, 400, invalidUnsubscribePage(locale));
      const action = withSearch(PATHS.unsubscribePage, {
        token: link.token,
        [LANGUAGE_QUERY]: LOCALE_TO_API_LANGUAGE[locale],
      });
      return html(reply, 200, unsubscribeQuestionPage(locale, link.kind, action));
    },
  );

  app.post(
    PATHS.unsubscribePage,
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const locale = pageLocale(request);
      const link = await linkOf(request, (token) => service().unsubscribe(token, locale));
      if (!link) return html(reply, 400, invalidUnsubscribePage(locale));
      return html(reply, 200, unsubscribedPage(locale, link.kind));
    },
  );
}
