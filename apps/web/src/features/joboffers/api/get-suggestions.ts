import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SUGGESTION_MIN_HAN,
  SUGGESTION_MIN_LETTERS,
  SUGGESTION_ENDPOINTS as E,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';

/** Suggestions of a keyword are asked again after this long (they change with the catalog). */
const SUGGESTIONS_STALE_MS = 5 * 60_000;

const HAN = /\p{Script=Han}/gu;
const LETTER = /[\p{L}\p{N}]/gu;

/**
 * Whether the server would suggest anything for a keyword: 2 Chinese characters or 3 other
 * letters or digits (shorter keywords are not sent).
 */
export function suggestible(keyword: string): boolean {
  const han = keyword.match(HAN)?.length ?? 0;
  const others = keyword.replace(HAN, '').match(LETTER)?.length ?? 0;
  return han >= SUGGESTION_MIN_HAN || others >= SUGGESTION_MIN_LETTERS;
}

/**
 * GET v1/joboffers/suggestions: job titles and classes matching a keyword, in the app's
 * language. Quiet: a failure only means no suggestions.
 */
export function getSuggestions(keyword: string, signal?: AbortSignal) {
  return call(E.jobOfferSuggestions, { query: { keyword } }, { signal, quiet: true });
}

/**
 * The suggestions of a (debounced) keyword. The request takes the query's signal, so a
 * keyword typed further cancels the request of the one before.
 */
export function useSuggestions(keyword: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: jobOfferKeys.suggestions(language, keyword),
      queryFn: ({ signal }) => getSuggestions(keyword, signal),
      enabled: suggestible(keyword),
      staleTime: SUGGESTIONS_STALE_MS,
      retry: false,
      placeholderData: keepPreviousData,
    }),
  );
}
