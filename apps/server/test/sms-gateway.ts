import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedSms {
  to: string;
  text: string;
  idempotencyKey: string;
}

/**
 * A real HTTP SMS gateway on a free port for the tests: records what it is sent and answers
 * `state.status` (set it to 500 to make it fail). Closed after the file's tests.
 */
export async function startSmsGateway(): Promise<{
  url: string;
  received: ReceivedSms[];
  state: { status: number };
}> {
  const received: ReceivedSms[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (state.status === 200) received.push(JSON.parse(body) as ReceivedSms);
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, received, state };
}
