/**
 * The embedded single-account provider running alone, as another issuer would: tests start it
 * with tsx and point the server at it with OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET.
 * Env: CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, POST_LOGOUT_REDIRECT_URI, PORT (0 = a free one).
 * Prints one JSON line `{ "issuer": "…" }` once it listens.
 */
import { createServer } from 'node:net';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { AuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createEmbeddedIssuer } from '../src/modules/auth/embedded-issuer.ts';
import { OidcStoreRepository } from '../src/modules/auth/oidc-store.repository.ts';
import { oidcRoutes } from '../src/modules/auth/oidc.routes.ts';
import { systemClock } from '../src/platform/clock.ts';
import { earlyRefusal, rateLimitPlugin } from '../src/platform/rate-limit.ts';
import { RefusalGate } from '../src/platform/rate-limit-gate.ts';
import { installRouteAccess } from '../src/platform/route-access.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const env = process.env;
const port = Number(env.PORT ?? 0) || (await freePort());
const issuer = `http://127.0.0.1:${port}/oidc`;
const database = createDatabase('sqlite::memory:');
await migrateToLatest(database.db);
const store = new OidcStoreRepository(database.db);

const embedded = await createEmbeddedIssuer({
  issuer,
  clients: [
    {
      client_id: env.CLIENT_ID ?? 'external-client',
      client_secret: env.CLIENT_SECRET ?? 'external-secret',
      redirect_uris: [env.REDIRECT_URI ?? 'http://localhost:3000/profile'],
      post_logout_redirect_uris: [env.POST_LOGOUT_REDIRECT_URI ?? 'http://localhost:3000/service'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  store,
  secrets: new AuthRepository(database.db),
  clock: systemClock,
});

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
installRouteAccess(app);
const gate = new RefusalGate();
await app.register(rateLimitPlugin, { counter: store, clock: systemClock, gate });
await app.register(earlyRefusal, { clock: systemClock, gate });
await app.register(oidcRoutes, { embedded });
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ issuer })}\n`);

const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
