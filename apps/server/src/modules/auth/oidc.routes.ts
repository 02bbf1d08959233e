import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@vaga/contract';
import { z } from 'zod';
import { byAddress } from '../../platform/rate-limit.ts';
import { DEFAULT_WRITE_RATE_LIMIT } from '../../platform/route-access.ts';
import type { App } from '../../platform/types.ts';
import { DEMO_PASSWORD, demoSubject, isDemoUsername } from './demo-accounts.ts';
import type { EmbeddedIssuer } from './embedded-issuer.ts';
import { errorPage, loginPage, pageLocale } from './login-page.ts';
import { LOGIN_SCOPE } from './relying-party.ts';

export interface OidcRoutesOptions {
  embedded: EmbeddedIssuer;
}

/** Password tries on the provider's login form, per client address (shared by all instances). */
export const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: 60_000, keyGenerator: byAddress };

const UidParams = z.object({ uid: z.string().min(1).max(128) });
const LangQuery = z.object({ lang: z.enum(LOCALES).optional() });
const LoginBody = z.object({
  username: z.string().max(100).default(''),
  password: z.string().max(200).default(''),
  lang: z.enum(LOCALES).optional(),
});

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Mounts the embedded provider under its issuer path (koa app behind raw req/res, before any
 * body parsing) and serves its login interaction: a page in zh-Hant / pt / en listing the demo
 * accounts, and the form post that ends the login.
 */
export async function oidcRoutes(app: App, options: OidcRoutesOptions): Promise<void> {
  const { provider, handler, mountPath } = options.embedded;
  await app.register(formbody);

  async function passToProvider(request: FastifyRequest, reply: FastifyReply) {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    }
    reply.hijack();
    await handler(request.raw, reply.raw);
  }

  // The provider's own endpoints are public (it authenticates its own way). Its write
  // endpoints get the default write limit, checked before the provider takes the request over.
  app.route({
    method: 'GET',
    url: `${mountPath}/*`,
    config: { auth: 'public' },
    schema: { hide: true },
    onRequest: passToProvider,
    handler: async () => undefined,
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${mountPath}/*`,
    config: { auth: 'public', rateLimit: false },
    schema: { hide: true },
    onRequest: [app.rateLimit(DEFAULT_WRITE_RATE_LIMIT), passToProvider],
    handler: async () => undefined,
  });

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return null;
    }
  }

  app.get(
    `${mountPath}/interaction/:uid`,
    {
      config: { auth: 'public' },
      schema: { hide: true, params: UidParams, querystring: LangQuery },
    },
    async (request, reply) => {
      const interaction = await details(request, reply);
      const acceptLanguage = request.headers['accept-language'];
      if (!interaction || interaction.uid !== request.params.uid) {
        return html(
          reply,
          400,
          errorPage(pageLocale({ lang: request.query.lang, acceptLanguage })),
        );
      }
      const locale = pageLocale({
        lang: request.query.lang,
        uiLocales: interaction.params.ui_locales,
        acceptLanguage,
      });
      if (interaction.prompt.name === 'login') {
        return html(
          reply,
          200,
          loginPage({
            locale,
            action: `${mountPath}/interaction/${interaction.uid}/login`,
            selfPath: `${mountPath}/interaction/${interaction.uid}`,
          }),
        );
      }
      // Any other prompt is the consent of our first-party client: grant what it asks.
      const accountId = interaction.session?.accountId;
      const clientId = String(interaction.params.client_id);
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId });
      if (!grant || !accountId) return html(reply, 400, errorPage(locale));
      grant.addOIDCScope(LOGIN_SCOPE);
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } });
    },
  );

  app.post(
    `${mountPath}/interaction/:uid/login`,
    {
      config: { auth: 'public', rateLimit: PASSWORD_RATE_LIMIT },
      schema: { hide: true, params: UidParams, body: LoginBody },
    },
    async (request, reply) => {
      const interaction = await details(request, reply);
      const { username, password, lang } = request.body;
      const locale = pageLocale({ lang, acceptLanguage: request.headers['accept-language'] });
      if (
        !interaction ||
        interaction.uid !== request.params.uid ||
        interaction.prompt.name !== 'login'
      ) {
        return html(reply, 400, errorPage(locale));
      }
      if (!isDemoUsername(username) || password !== DEMO_PASSWORD) {
        return html(
          reply,
          401,
          loginPage({
            locale,
            action: `${mountPath}/interaction/${interaction.uid}/login`,
            selfPath: `${mountPath}/interaction/${interaction.uid}`,
            username,
            invalid: true,
          }),
        );
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: demoSubject(username) } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
