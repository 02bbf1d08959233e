import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '@vaga/contract';
import { withLoggingApp } from '../../test/logging-app.ts';
import { REDACTED_PATHS } from './logger.ts';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';
import type { App } from './types.ts';

function parentLogger(level: string) {
  const lines: string[] = [];
  const logger = pino(
    { level, timestamp: false, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

const child = (parent: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  requestLoggerFactory.call(
    null as never,
    parent,
    { reqId: 'req-7' },
    options,
    null as never,
  ) as unknown as pino.Logger;

describe('the request logger', () => {
  it('writes nothing and makes no pino child for lines under the level', () => {
    const { logger, lines } = parentLogger('warn');
    const made = vi.spyOn(logger, 'child');
    const log = child(logger);
    expect(log).toBeInstanceOf(RequestLogger);
    log.info({ req: { url: '/x' } }, 'incoming request');
    log.debug('detail');
    log.trace('detail');
    expect(lines).toEqual([]);
    expect(made).not.toHaveBeenCalled();
  });

  it('writes the lines of pino’s own child, bindings and redaction included', () => {
    const { logger, lines } = parentLogger('warn');
    const log = child(logger);
    log.warn({ session: { token: 'secret-token' } }, 'renewed');
    log.error(new Error('broken'), 'failed');
    logger.child({ reqId: 'req-7' }).warn({ session: { token: 'secret-token' } }, 'renewed');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(lines[2]);
    expect(JSON.parse(lines[0])).toMatchObject({
      reqId: 'req-7',
      msg: 'renewed',
      session: { token: '[redacted]' },
    });
    expect(JSON.parse(lines[1])).toMatchObject({ reqId: 'req-7', msg: 'failed', level: 50 });
    expect(lines.join('')).not.toContain('secret-token');
  });

  it('follows the level, and hands children and a level of their own to pino', () => {
    const { logger, lines } = parentLogger('info');
    const log = child(logger);
    expect(log.level).toBe('info');
    log.info('seen');
    log.child({ step: 'upload' }).info('inner');
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { reqId: 'req-7', msg: 'seen' },
      { reqId: 'req-7', step: 'upload', msg: 'inner' },
    ]);
    const quiet = child(logger, { level: 'error' });
    expect(quiet).not.toBeInstanceOf(RequestLogger);
    quiet.warn('dropped');
    expect(lines).toHaveLength(2);
  });

  it('carries each request’s id on the server’s request lines', async () => {
    await withLoggingApp('debug', async (app, lines) => {
      await app.inject({ url: PATHS.healthz });
      await app.inject({ url: PATHS.healthz });
      const requests = requestLines(lines);
      expect(requests).toHaveLength(4);
      expect(new Set(requests.map((l) => l.reqId)).size).toBe(2);
      expect(requests.every((l) => typeof l.reqId === 'string')).toBe(true);
    });
  });
});

type Line = {
  msg: string;
  level: number;
  reqId?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  sampled?: number;
  slow?: boolean;
};
const requestLines = (lines: string[]) =>
  lines
    .map((l) => JSON.parse(l) as Line)
    .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');

/** Routes that answer 503 and that take 30 ms. */
function accessLogRoutes(app: App): void {
  app.get('/test/busy', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.status(503).send({ busy: true }),
  );
  app.get('/test/slow', { config: { auth: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { slow: true };
  });
}

describe('the request lines', () => {
  it('are both written at debug, sampled at info, and not built at warn', async () => {
    for (const [level, expected] of [
      ['debug', 2],
      ['info', 0],
      ['warn', 0],
    ] as const) {
      await withLoggingApp(level, async (app, lines) => {
        const built = vi.spyOn(RequestLogger.prototype, 'info');
        await app.inject({ url: PATHS.healthz });
        expect(built, level).toHaveBeenCalledTimes(0);
        built.mockRestore();
        expect(requestLines(lines), level).toHaveLength(expected);
      });
    }
  });

  it('at info, log one request in ACCESS_LOG_EVERY, with its method, path, status and time', async () => {
    await withLoggingApp(
      'info',
      async (app, lines) => {
        for (let i = 0; i < 7; i += 1) await app.inject({ url: `${PATHS.healthz}?n=${i}` });
        const sampled = requestLines(lines);
        expect(sampled).toHaveLength(2);
        for (const line of sampled) {
          expect(line).toMatchObject({
            level: 30,
            msg: 'request completed',
            req: { method: 'GET', path: PATHS.healthz },
            res: { statusCode: 200 },
            sampled: 3,
            responseTime: expect.any(Number),
          });
        }
        expect(JSON.stringify(sampled)).not.toContain('n=');
      },
      () => {},
      { ACCESS_LOG_EVERY: '3' },
    );
  });

  it('at info, always log the answers of 500 and more and the slow requests; 0 samples none', async () => {
    await withLoggingApp(
      'info',
      async (app, lines) => {
        for (let i = 0; i < 5; i += 1) await app.inject({ url: PATHS.healthz });
        expect(requestLines(lines)).toEqual([]);
        await app.inject({ url: '/test/busy' });
        await app.inject({ url: '/test/slow' });
        expect(requestLines(lines)).toMatchObject([
          { level: 30, req: { path: '/test/busy' }, res: { statusCode: 503 } },
          { level: 30, req: { path: '/test/slow' }, res: { statusCode: 200 }, slow: true },
        ]);
        expect(requestLines(lines)[0].slow).toBeUndefined();
      },
      accessLogRoutes,
      { ACCESS_LOG_EVERY: '0', SLOW_REQUEST_MS: '20' },
    );
  });
});
