import { parse } from 'node:querystring';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hasOtherLineBreaks, normalizeLineBreaks } from '@vaga/contract';
import { setBounded } from './bounded-map.ts';

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
      setBounded(parsed, query, value, max);
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

/** Distinct path parameters whose validated value is kept, per route (the busiest vacancies). */
export const PARAMS_KEPT = 1000;

/** Whether a validation passed; its value is then frozen, as every request of it reads it. */
function keptIfValid(result: Validation): boolean {
  if (!result || typeof result !== 'object' || !('value' in result) || 'error' in result)
    return false;
  if (typeof result.value === 'object' && result.value !== null) Object.freeze(result.value);
  return true;
}

/**
 * zod's validator compiler, with valid results kept: a query's by the parsed object it was worked
 * out from (keptQueryParser), the same object validating to the same frozen value, once; path
 * parameters of one name (a vacancy's id, an event's) by their text, per route, at most
 * PARAMS_KEPT of them (the oldest dropped first). A refusal is worked out again each time (its
 * error is the request's own). Bodies and headers are validated as they are.
 */
export const keptValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart === 'params') return keptParams(validate);
  if (route.httpPart !== 'querystring') return validate;
  const results = new WeakMap<object, Validation>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return validate(data);
    const known = results.get(data);
    if (known) return known;
    const result = validate(data) as Validation;
    if (keptIfValid(result)) results.set(data, result);
    return result;
  };
};

/** The text of the one parameter of `data`, or null when it holds none or several. */
function onlyParameter(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  let text: string | null = null;
  for (const key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (text !== null || typeof value !== 'string') return null;
    text = value;
  }
  return text;
}

/** A route's path-parameter validator, its valid results kept by the parameter's text. */
export function keptParams(
  validate: (data: unknown) => Validation,
  max = PARAMS_KEPT,
): (data: unknown) => Validation {
  const results = new Map<string, Validation>();
  return (data) => {
    const text = onlyParameter(data);
    if (text === null) return validate(data);
    const known = results.get(text);
    if (known) return known;
    const result = validate(data);
    if (keptIfValid(result)) setBounded(results, text, result, max);
    return result;
  };
}
