import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { LIMITS } from './limits.ts';
import { DE } from './paths.ts';
import { safeString } from './validation.ts';

/**
 * Suggestions as you type: job titles (JOBTITLE reference options), job classes and
 * job-class groups whose name, in the request's language, matches what has been typed.
 *
 * - `keyword`: at most LIMITS.keywordMaxLength characters; fewer than
 *   SUGGESTION_MIN_HAN Chinese characters and SUGGESTION_MIN_LETTERS other letters or digits
 *   answer an empty list;
 * - the answer: at most SUGGESTIONS_MAX names, each once, prefix matches first.
 *   Choosing one searches for its `text`.
 */
export const SUGGESTION_PATHS = {
  jobOfferSuggestions: `${DE}/v1/joboffers/suggestions`,
} as const;

export const SUGGESTIONS_MAX = 8;
/** Chinese characters enough for suggestions. */
export const SUGGESTION_MIN_HAN = 2;
/** Latin (or other non-Chinese) letters and digits enough for suggestions. */
export const SUGGESTION_MIN_LETTERS = 3;

/** Where a suggested name comes from (its `id` is of that table). */
export const SUGGESTION_KINDS = ['JOB_TITLE', 'JOB_CLASS', 'JOB_CLASS_GROUP'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const JobOfferSuggestionQuerySchema = z.object({
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    safeString().max(LIMITS.keywordMaxLength),
  ),
});
export type JobOfferSuggestionQuery = z.infer<typeof JobOfferSuggestionQuerySchema>;

export const JobOfferSuggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int(),
});
export type JobOfferSuggestion = z.infer<typeof JobOfferSuggestionSchema>;

export const JobOfferSuggestionListSchema = z.array(JobOfferSuggestionSchema).max(SUGGESTIONS_MAX);
export type JobOfferSuggestionList = z.infer<typeof JobOfferSuggestionListSchema>;

/** Suggestions as one types (public, rate-limited). */
export const SUGGESTION_ENDPOINTS = endpoints('joboffers', {
  jobOfferSuggestions: {
    method: 'GET',
    path: SUGGESTION_PATHS.jobOfferSuggestions,
    access: 'public',
    operationId: 'suggestJobOffers',
    summary: 'Search suggestions as one types',
    query: JobOfferSuggestionQuerySchema,
    response: JobOfferSuggestionListSchema,
  },
});
