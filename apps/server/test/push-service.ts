import type { IncomingMessage, RequestListener } from 'node:http';
import { createServer, globalAgent, request } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll } from 'vitest';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
}
interface TestingServer {
  _app: RequestListener;
  setRequestHandlers(): void;
}

/** A browser subscribed at the push service: what `PushSubscription.toJSON()` gives. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * A real local push service for the tests (the `web-push-testing` package) on a free port, over
 * https as the browsers' push services are (a certificate made for the test, trusted by this
 * test process's https agent only). It keeps each browser's private keys and decrypts what it
 * receives as the browser would (RFC 8291); it answers 410 for an expired subscription.
 */
export async function startPushService(): Promise<{
  origin: string;
  subscribe(applicationServerKey: string): Promise<TestBrowser>;
  /** The decrypted messages a browser received. */
  messages(browser: TestBrowser): Promise<string[]>;
  /** The browser unsubscribed: the push service answers 410 from now on. */
  expire(browser: TestBrowser): Promise<void>;
}> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => TestingServer;
  const model = new PushApiModel();
  const testing = new Server(model, 0);
  testing.setRequestHandlers();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, testing._app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://localhost:${port}`;
  model.notifyUrl = `${origin}/notify/`;
  // This process trusts the test certificate (as a server trusts the real services' CAs).
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = [pems.cert];
  afterAll(async () => {
    globalAgent.options.ca = trusted;
    globalAgent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const call = (path: string, body: unknown) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const sent = request(
        `${origin}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res: IncomingMessage) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              json: res.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(body));
    });

  return {
    origin,
    async subscribe(applicationServerKey) {
      const res = await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (res.status !== 200) throw new Error(`subscribe: ${JSON.stringify(res.json)}`);
      return (res.json as { data: TestBrowser }).data;
    },
    async messages(browser) {
      const res = await call('/get-notifications', { clientHash: browser.clientHash });
      if (res.status !== 200) throw new Error(`get-notifications: ${JSON.stringify(res.json)}`);
      return (res.json as { data: { messages: string[] } }).data.messages;
    },
    async expire(browser) {
      const res = await call(`/expire-subscription/${browser.clientHash}`, {});
      if (res.status !== 200) throw new Error(`expire: ${JSON.stringify(res.json)}`);
    },
  };
}
