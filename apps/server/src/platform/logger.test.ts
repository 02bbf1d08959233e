import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { withLoggingApp } from '../../test/logging-app.ts';
import type { App } from './types.ts';

/** A route that fails, and one that counts its answer's listeners. */
function testRoutes(app: App): void {
  app.get('/test/fails', { config: { auth: 'public' } }, async () => {
    throw Object.assign(new Error('the disk is gone'), { token: 'secret-token' });
  });
  app.get('/test/listeners', { config: { auth: 'public' } }, async (_request, reply) => ({
    finish: reply.raw.listenerCount('finish'),
  }));
}

const withServer = (level: 'info' | 'warn', use: (app: App, lines: string[]) => Promise<void>) =>
  withLoggingApp(level, use, testRoutes);

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('the server logger at warn (no request lines)', () => {
  it('still logs an unhandled error with its request id, redacted, and app.log is the same logger', async () => {
    await withServer('warn', async (app, lines) => {
      const response = await app.inject({ url: '/test/fails' });
      expect(response.statusCode).toBe(500);
      app.log.warn({ session: { token: 'secret-token' } }, 'from the app');
      const [failure, fromApp] = parsed(lines);
      expect(failure).toMatchObject({
        level: 50,
        msg: 'unhandled error',
        reqId: expect.any(String),
        err: { message: 'the disk is gone', token: '[redacted]' },
      });
      expect(fromApp).toMatchObject({ level: 40, msg: 'from the app' });
      expect(lines).toHaveLength(2);
      expect(lines.join('')).not.toContain('secret-token');
    });
  });

  it('adds no listener to every answer, where the request lines at info need one', async () => {
    const counts: Record<string, number> = {};
    for (const level of ['info', 'warn'] as const) {
      await withServer(level, async (app) => {
        counts[level] = (await app.inject({ url: '/test/listeners' })).json().finish;
        // Both still answer the health probe as before.
        expect((await app.inject({ url: PATHS.healthz })).json()).toEqual({ status: 'ok' });
      });
    }
    expect(counts.warn).toBe(counts.info - 1);
  });
});
