import { z } from 'zod';
import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';
import { safeString } from './validation.ts';

/** A counted keyword as staff see it (the hot searches show those not hidden, from enough clients). */
export const HotKeywordSchema = z.object({
  /** The keyword's folded search terms: what staff hide by. */
  folded: z.string(),
  /** The keyword as the hot searches show it. */
  keyword: z.string(),
  /** Searches counted, once per client per day. */
  searchCount: z.number().int().min(0),
  /** Distinct clients that searched it. */
  clientCount: z.number().int().min(0),
  hidden: z.boolean(),
});
export type HotKeyword = z.infer<typeof HotKeywordSchema>;

export const HotKeywordListSchema = z.array(HotKeywordSchema);

/** PUT v1/console/hot-searches: hide a keyword from the hot searches, or show it again. */
export const HotKeywordVisibilitySchema = z.object({
  folded: safeString().min(1).max(120),
  hidden: z.boolean(),
});
export type HotKeywordVisibility = z.infer<typeof HotKeywordVisibilitySchema>;

/** Staff review the counted keywords and hide those the hot searches must not show. */
export const HOT_SEARCH_ENDPOINTS = endpoints('console', {
  getHotSearches: {
    method: 'GET',
    path: PATHS.consoleHotSearches,
    access: 'staff',
    operationId: 'getHotSearches',
    summary: 'The counted keywords, hidden or shown',
    response: HotKeywordListSchema,
  },
  setHotSearches: {
    method: 'PUT',
    path: PATHS.consoleHotSearches,
    access: 'staff',
    operationId: 'setHotSearches',
    summary: 'Hide or show a keyword in the hot searches',
    body: HotKeywordVisibilitySchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
});
