import type { FastifyInstance } from 'fastify';
import {
  hasOtherLineBreaks,
  isSafeText,
  normalizeLineBreaks,
  validationMessage,
} from '@vaga/contract';
import { AppError } from './app-error.ts';

const MAX_DEPTH = 12;

/**
 * The path of the first string (or key, named `?`) holding a character isSafeText() refuses, or
 * null. On the way, every string value with a line break other than a line feed is written back
 * with line feeds (normalizeLineBreaks), in place. The walk builds nothing for safe input, the
 * check of every request: the path is made on the way back from a refused string only.
 */
export function unsafeTextPath(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [];
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!isSafeText(key)) return ['?'];
    const item = record[key];
    if (typeof item === 'string' && hasOtherLineBreaks(item)) {
      record[key] = normalizeLineBreaks(item);
    }
    const found = unsafeTextPath(record[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * One guard for every route, whatever its schema: a path parameter, query string or body that
 * holds NUL, another control character, a bidirectional control or another character of
 * isSafeText() answers VALIDATION_FAIL naming the field (with the form's message for a body
 * field), before a handler or a database sees it; every other line break (CR, NEL, U+2028,
 * U+2029) becomes a line feed, so no stored text holds one. The contract's own text schemas
 * refuse the same characters, so forms show it too.
 */
export function installSafeInput(app: FastifyInstance): void {
  // A kept query (platform/kept-queries.ts) is the same frozen object for every request of its
  // string, its line breaks already line feeds: found safe once, it is not walked again.
  const safeQueries = new WeakSet<object>();
  const unsafeQuery = (query: unknown): AppError | null => {
    if (typeof query !== 'object' || query === null || !Object.isFrozen(query))
      return unsafeField('querystring', query);
    if (safeQueries.has(query)) return null;
    const refused = unsafeField('querystring', query);
    if (!refused) safeQueries.add(query);
    return refused;
  };
  // Not async: a request with nothing unsafe (nearly all) goes on with no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused =
      unsafeField('params', request.params) ??
      unsafeQuery(request.query) ??
      unsafeField('body', request.body);
    done(refused ?? undefined);
  });
}

/** VALIDATION_FAIL naming the first unsafe field of `value` (with the form's message in a body). */
function unsafeField(context: 'params' | 'querystring' | 'body', value: unknown): AppError | null {
  const path = unsafeTextPath(value);
  if (!path) return null;
  const field = [context, ...path].join('.');
  return new AppError(
    'VALIDATION_FAIL',
    context === 'body' ? [field, validationMessage('validation.unsafeText')] : [field],
  );
}
