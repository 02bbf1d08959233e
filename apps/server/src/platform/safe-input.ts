import type { FastifyInstance } from 'fastify';
import { isSafeText, validationMessage } from '@vaga/contract';
import { AppError } from './app-error.ts';

const MAX_DEPTH = 12;

/**
 * Whether a string or key within `value` holds a character isSafeText() refuses: the check of
 * every request, which builds nothing (the path is worked out only for a refused one).
 */
export function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!isSafeText(key) || holdsUnsafeText(record[key], depth + 1)) return true;
  }
  return false;
}

/** The path of the first string holding a character isSafeText() refuses, or null. */
export function unsafeTextPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(key)) return [...path, '?'];
    const found = unsafeTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guard for every route, whatever its schema: a path parameter, query string or body that
 * holds NUL, another control character or a bidirectional control answers VALIDATION_FAIL
 * naming the field (with the form's message for a body field), before a handler or a database
 * sees it. The contract's own text schemas refuse the same characters, so forms show it too.
 */
export function installSafeInput(app: FastifyInstance): void {
  // Not async: a request with nothing unsafe (nearly all) goes on with no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      !holdsUnsafeText(request.params) &&
      !holdsUnsafeText(request.query) &&
      !holdsUnsafeText(request.body)
    ) {
      done();
      return;
    }
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unsafeTextPath(value);
      if (!path) continue;
      const field = [context, ...path].join('.');
      done(
        new AppError(
          'VALIDATION_FAIL',
          context === 'body' ? [field, validationMessage('validation.unsafeText')] : [field],
        ),
      );
      return;
    }
    done();
  });
}
