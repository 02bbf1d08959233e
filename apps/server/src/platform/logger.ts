import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
 * Whether the server writes request lines (at `info` and below: AccessLogController): not when
 * the level drops them all, so that no request is timed for nothing.
 */
export function logsRequests(config: AppConfig): boolean {
  return ['info', 'debug', 'trace'].includes(config.logLevel);
}

/**
 * The request lines. Fastify's own are two `info` lines per request, which cost the default
 * level (`info`) most of its speed on light routes (docs/benchmarks.md); here:
 * - `debug`: Fastify's two lines of every request (`incoming request`, `request completed`);
 * - `info`: one `request completed` line (method, path, status, time) for every answer of 500 or
 *   more, every request of `slowMs` or more (`slow: true`), and one in `every` of the others
 *   (`sampled: every`, counted on this instance; 0: none of them);
 * - a request that failed while answering: `request errored` at `error`, as Fastify writes it.
 */
export class AccessLogController extends LogController {
  private counted = 0;

  constructor(private readonly rules: AppConfig['accessLog']) {
    super({ disableRequestLogging: false });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const slow = responseTime >= this.rules.slowMs;
    if (slow || reply.statusCode >= 500) {
      reply.log.info(
        { req: request, res: reply, responseTime, ...(slow && { slow }) },
        'request completed',
      );
      return;
    }
    const every = this.rules.every;
    if (every > 0 && ++this.counted >= every) {
      this.counted = 0;
      reply.log.info(
        { req: request, res: reply, responseTime, sampled: every },
        'request completed',
      );
      return;
    }
    reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/** Fastify's writer of request lines for `config` (AccessLogController; none above `info`). */
export function requestLogController(config: AppConfig): LogController {
  return logsRequests(config)
    ? new AccessLogController(config.accessLog)
    : new LogController({ disableRequestLogging: true });
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
