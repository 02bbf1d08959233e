/**
 * The second reference of `bench:compare`: a bare Fastify 5 server (Node's defaults, like
 * bench/bare-fastify.ts) that answers each path with the very bytes Vaga answered it with once
 * (bench/same-bytes.ts): the same status, headers and compressed body, looked up by the request's
 * URL. What Vaga spends beyond it on a kept answer is its own work, not the cost of the bytes.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { RecordedAnswer } from './same-bytes.ts';

const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>(
  (JSON.parse(readFileSync(process.env.ANSWERS_FILE!, 'utf8')) as RecordedAnswer[]).map((a) => [
    a.path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});
// Stopped by the bench with SIGTERM: it closes and exits with 0, so a profile asked with
// --cpu-prof is written (Node's default on SIGTERM ends the process before it can be).
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
