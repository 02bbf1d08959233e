import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../config.ts';
import { requestLoggerFactory } from './request-logger.ts';

/**
 * Structured logs that never carry tokens, codes or identity numbers: requests are logged by
 * method and path only (no query string, no headers), and any field with a sensitive name is
 * redacted wherever it appears.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.identityNo',
  '*.docNum',
  '*.code',
  '*.password',
];

export function loggerOptions(config: AppConfig): pino.LoggerOptions | null {
  if (config.logLevel === 'silent') return null;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // `err` and `res` as Fastify gives a logger it makes itself; `req` without query or headers.
    serializers: {
      err: pino.stdSerializers.err,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
    },
  };
}

/**
 * Whether Fastify writes its two lines of every request (at `info`): not when the level drops
 * them, so that no request builds them for nothing.
 */
export function logsRequests(config: AppConfig): boolean {
  return ['info', 'debug', 'trace'].includes(config.logLevel);
}

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void };

/** The server's pino logger (null when `silent`). */
export function createServerLogger(config: AppConfig, stream?: LogStream): pino.Logger | null {
  const options = loggerOptions(config);
  if (options === null) return null;
  return stream ? pino(options, stream) : pino(options);
}

/**
 * How Fastify gets the logger. At `info` and below it writes each request's two lines, so it is
 * given the logger. Above `info` (`warn`, production's choice) no request line is ever written,
 * yet a Fastify holding a logger still times every request and listens for the end of every
 * answer to log it: there it is given none, and each request's logger (a RequestLogger on ours,
 * made by the child factory) and `app.log` (adoptLogger) are still ours.
 */
export function fastifyLogging(
  log: pino.Logger | null,
  config: AppConfig,
): Pick<FastifyServerOptions, 'loggerInstance' | 'childLoggerFactory'> {
  if (log === null) return {};
  if (logsRequests(config))
    return { loggerInstance: log, childLoggerFactory: requestLoggerFactory };
  return {
    childLoggerFactory(_none, bindings, options, request) {
      return requestLoggerFactory.call(
        this,
        log as unknown as FastifyBaseLogger,
        bindings,
        options,
        request,
      );
    },
  };
}

/** Makes `log` the server's `app.log` when Fastify was given no logger (fastifyLogging). */
export function adoptLogger(
  app: FastifyInstance,
  log: pino.Logger | null,
  config: AppConfig,
): void {
  if (log !== null && !logsRequests(config)) {
    (app as { log: FastifyBaseLogger }).log = log as unknown as FastifyBaseLogger;
  }
}
