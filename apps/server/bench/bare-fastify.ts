import Fastify from 'fastify';

/**
 * The reference of `npm run bench`: a bare Fastify 5 server on the same machine answering
 * `{ status: "ok" }`. Every ratio of the benchmark is measured against it.
 */
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
