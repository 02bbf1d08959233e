import { z } from 'zod';
import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { JobOfferFiltersSchema, salaryBoundsInOrder } from './joboffer-search.ts';
import { PATHS } from './paths.ts';
import { requiredText, rowId, rowIdParam } from './validation.ts';

/**
 * Job alerts: a saved search holds the job list's keyword and filters (the local
 * vacancy search, JobOfferFiltersSchema), a name, a mode and a pause switch. A vacancy newly
 * listed that the search finds is sent once per search: at once (`instant`) or in the daily
 * digest at 09:00 Macao time (`daily`, at most SAVED_SEARCH_DIGEST_MAX listed, with a link to
 * the full list). At most SAVED_SEARCHES_MAX per account.
 */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 50;
export const SAVED_SEARCH_DIGEST_MAX = 20;
/** The Macao hour of the daily digest. */
export const SAVED_SEARCH_DIGEST_HOUR = 9;
export const SAVED_SEARCH_MODES = ['instant', 'daily'] as const;
export type SavedSearchMode = (typeof SAVED_SEARCH_MODES)[number];

export const SavedSearchFiltersSchema = JobOfferFiltersSchema.refine(salaryBoundsInOrder, {
  path: ['equivalentMonthlySalaryFrom'],
});
export type SavedSearchFilters = z.infer<typeof SavedSearchFiltersSchema>;

/** POST (create) and PUT (replace) of a saved search. */
export const SavedSearchInputSchema = z.object({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  filters: SavedSearchFiltersSchema,
  mode: z.enum(SAVED_SEARCH_MODES),
  paused: z.boolean(),
});
export type SavedSearchInput = z.infer<typeof SavedSearchInputSchema>;

/** The filters as answered (what was saved; the input's rules applied then). */
export const SavedSearchFiltersViewSchema = z.object({
  keyword: z.string().optional(),
  categoryGroupId: z.number().int().optional(),
  categoryId: z.number().int().optional(),
  equivalentMonthlySalaryFrom: z.number().int().optional(),
  equivalentMonthlySalaryTo: z.number().int().optional(),
  typeEducationId: z.number().int().optional(),
  experience: z.number().int().optional(),
  experienceRequiredYears: z.number().int().optional(),
});

export const SavedSearchSchema = z.object({
  id: rowId(),
  name: z.string(),
  filters: SavedSearchFiltersViewSchema,
  mode: z.enum(SAVED_SEARCH_MODES),
  paused: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET savedsearches: the account's saved searches, the oldest first. */
export const SavedSearchListSchema = z.array(SavedSearchSchema);

export const SavedSearchIdParamsSchema = z.object({ id: rowIdParam() });

/** Job alerts belong to seekers who may use the job services (as favourites do). */
const resident = 'resident' as const;

export const SAVED_SEARCH_ENDPOINTS = endpoints('savedsearches', {
  listSavedSearches: {
    method: 'GET',
    path: PATHS.savedSearches,
    access: resident,
    operationId: 'listSavedSearches',
    summary: 'My job alerts (saved searches)',
    response: SavedSearchListSchema,
  },
  createSavedSearch: {
    method: 'POST',
    path: PATHS.savedSearches,
    access: resident,
    operationId: 'createSavedSearch',
    summary: 'Save a job search as a job alert',
    body: SavedSearchInputSchema,
    response: SavedSearchSchema,
    status: 201,
    errors: ['BE_SAVED_SEARCH_EXCEED_MAX'],
  },
  updateSavedSearch: {
    method: 'PUT',
    path: PATHS.savedSearch,
    access: resident,
    operationId: 'updateSavedSearch',
    summary: 'Change a job alert (name, filters, mode, pause)',
    params: SavedSearchIdParamsSchema,
    body: SavedSearchInputSchema,
    response: SavedSearchSchema,
    errors: ['NOT_FOUND'],
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: PATHS.savedSearch,
    access: resident,
    operationId: 'deleteSavedSearch',
    summary: 'Delete a job alert',
    params: SavedSearchIdParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
});
