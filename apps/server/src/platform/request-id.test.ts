import { describe, expect, it } from 'vitest';
import { withLoggingApp } from '../../test/logging-app.ts';
import type { App } from './types.ts';

/** A route that writes a line of its own, beside the request's access-log line. */
function testRoutes(app: App): void {
  app.get('/test/logs', { config: { auth: 'public' } }, async (request) => {
    request.log.info('inside the handler');
    return { id: request.id };
  });
}

/** Every request in the access log (not one in ACCESS_LOG_EVERY's default). */
const EVERY_REQUEST = { ACCESS_LOG_EVERY: '1' };
const BEHIND_PROXY = { TRUST_PROXY: '127.0.0.1', ...EVERY_REQUEST };
const reqIds = (lines: string[]) =>
  lines.map((l) => (JSON.parse(l) as { reqId?: string }).reqId).filter((id) => id !== undefined);

describe('request ids', () => {
  it("behind a proxy, every line of a request carries the trusted proxy's X-Request-Id, returned in the answer", async () => {
    await withLoggingApp(
      'info',
      async (app, lines) => {
        const response = await app.inject({
          url: '/test/logs',
          headers: { 'x-request-id': '3f2b9c0d8e7a41f6a5b4c3d2e1f00a9b' },
        });
        expect(response.headers['x-request-id']).toBe('3f2b9c0d8e7a41f6a5b4c3d2e1f00a9b');
        expect(response.json()).toEqual({ id: '3f2b9c0d8e7a41f6a5b4c3d2e1f00a9b' });
        // The handler's own line and the access log's "request completed".
        expect(lines).toHaveLength(2);
        expect(reqIds(lines)).toEqual(Array(2).fill('3f2b9c0d8e7a41f6a5b4c3d2e1f00a9b'));
      },
      testRoutes,
      BEHIND_PROXY,
    );
  });

  it('ignores the header from anyone but a trusted proxy, and one too long or with unsafe characters', async () => {
    await withLoggingApp(
      'info',
      async (app, lines) => {
        const sent = [
          { remoteAddress: '203.0.113.9', id: 'chosen-by-the-client' },
          { remoteAddress: '127.0.0.1', id: 'a'.repeat(129) },
          { remoteAddress: '127.0.0.1', id: 'forged"} {"reqId":"x' },
          { remoteAddress: '127.0.0.1', id: 'two words' },
        ];
        const answered = new Set<string>();
        for (const { remoteAddress, id } of sent) {
          lines.length = 0;
          const response = await app.inject({
            url: '/test/logs',
            remoteAddress,
            headers: { 'x-request-id': id },
          });
          const own = response.headers['x-request-id'] as string;
          expect(own).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
          expect(response.json()).toEqual({ id: own });
          expect(reqIds(lines)).toEqual(Array(2).fill(own));
          answered.add(own);
        }
        // Each request got an id of its own.
        expect(answered.size).toBe(sent.length);
      },
      testRoutes,
      BEHIND_PROXY,
    );
  });

  it('without TRUST_PROXY no header is believed and none is added', async () => {
    await withLoggingApp(
      'info',
      async (app, lines) => {
        const response = await app.inject({
          url: '/test/logs',
          headers: { 'x-request-id': 'chosen-by-the-client' },
        });
        expect(response.headers['x-request-id']).toBeUndefined();
        const { id } = response.json<{ id: string }>();
        expect(id).not.toBe('chosen-by-the-client');
        expect(reqIds(lines)).toEqual(Array(2).fill(id));
      },
      testRoutes,
      EVERY_REQUEST,
    );
  });
});
