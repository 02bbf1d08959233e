import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '@vaga/contract';
import { withLoggingApp } from '../../test/logging-app.ts';
import { REDACTED_PATHS } from './logger.ts';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

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
    await withLoggingApp('info', async (app, lines) => {
      await app.inject({ url: PATHS.healthz });
      await app.inject({ url: PATHS.healthz });
      const requests = lines
        .map((l) => JSON.parse(l) as { msg: string; reqId?: string })
        .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      expect(requests).toHaveLength(4);
      expect(new Set(requests.map((l) => l.reqId)).size).toBe(2);
      expect(requests.every((l) => typeof l.reqId === 'string')).toBe(true);
    });
  });
});

describe('the request lines', () => {
  it('are written at info and below, and not built when the level drops them', async () => {
    for (const [level, expected] of [
      ['info', 2],
      ['warn', 0],
    ] as const) {
      await withLoggingApp(level, async (app, lines) => {
        const built = vi.spyOn(RequestLogger.prototype, 'info');
        await app.inject({ url: PATHS.healthz });
        expect(built, level).toHaveBeenCalledTimes(expected);
        built.mockRestore();
        const requestLines = lines.filter((l) =>
          /"msg":"(incoming request|request completed)"/.test(l),
        );
        expect(requestLines, level).toHaveLength(expected);
      });
    }
  });
});
