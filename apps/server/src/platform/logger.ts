import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

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

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
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
