import { parse } from 'node:querystring';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hasOtherLineBreaks, normalizeLineBreaks } from '@vaga/contract';

/** Distinct query strings whose parsed object is kept (the busiest pages and searches). */
export const QUERIES_KEPT = 1000;

const EMPTY = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * The router's query-string parser: the same query string answers the same parsed object while
 * it is kept (QUERIES_KEPT, oldest dropped first), frozen, since every request of that string
 * reads it. A kept answer is asked for by the same few query strings over and over (a class's
 * pages, the hot searches); with the object the same, its validated value is found by identity
 * (keptValidatorCompiler) instead of being worked out again by zod at every request.
 */
export function keptQueryParser(
  max = QUERIES_KEPT,
): (query: string) => Readonly<Record<string, unknown>> {
  const parsed = new Map<string, Readonly<Record<string, unknown>>>();
  return (query) => {
    if (query.length === 0) return EMPTY;
    let value = parsed.get(query);
    if (value === undefined) {
      value = Object.freeze(withLineFeeds(parse(query)));
      if (parsed.size >= max) {
        const oldest = parsed.keys().next();
        if (!oldest.done) parsed.delete(oldest.value);
      }
      parsed.set(query, value);
    }
    return value;
  };
}

/**
 * A parsed query string with every other line break written as a line feed: the safe-input guard
 * does that in place for every request part, and a kept query is frozen, so it is done here once.
 */
function withLineFeeds(
  parsed: Record<string, string | string[] | undefined>,
): Record<string, unknown> {
  const fed = (text: string) => (hasOtherLineBreaks(text) ? normalizeLineBreaks(text) : text);
  for (const [key, item] of Object.entries(parsed)) {
    if (typeof item === 'string') parsed[key] = fed(item);
    else if (Array.isArray(item)) parsed[key] = item.map(fed);
  }
  return parsed;
}

type Validation = ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>;

/**
 * zod's validator compiler, with each query's valid result kept by the parsed object it was
 * worked out from (keptQueryParser): the same object validates to the same frozen value, once.
 * A refusal is worked out again each time (its error is the request's own). Params, bodies and
 * headers are new objects at each request and are validated as they are.
 */
export const keptValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const results = new WeakMap<object, Validation>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return validate(data);
    const known = results.get(data);
    if (known) return known;
    const result = validate(data) as Validation;
    if (result && typeof result === 'object' && 'value' in result && !('error' in result)) {
      if (typeof result.value === 'object' && result.value !== null) Object.freeze(result.value);
      results.set(data, result);
    }
    return result;
  };
};
