import type { FastifyRequest } from 'fastify';
import { apiLanguageFrom, languagesInUse, type ApiLanguage } from '@vaga/contract';
import { setBounded } from './bounded-map.ts';

/**
 * Clients send few distinct `Accept-Language` values: each is read once (at most this many kept,
 * the oldest dropped first).
 */
const HEADERS_KEPT = 64;

/**
 * Each header's language, per list of languages in use (switching the test languages on or off
 * gives another list, so a header is read again under it).
 */
const languagesOf = new WeakMap<ReturnType<typeof languagesInUse>, Map<string, ApiLanguage>>();

/** The request's language from Accept-Language: zh (default), pt or en. */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const header = request.headers['accept-language'];
  if (!header) return apiLanguageFrom(header);
  const inUse = languagesInUse();
  let known = languagesOf.get(inUse);
  if (!known) languagesOf.set(inUse, (known = new Map()));
  let language = known.get(header);
  if (language === undefined) {
    language = apiLanguageFrom(header);
    setBounded(known, header, language, HEADERS_KEPT);
  }
  return language;
}
