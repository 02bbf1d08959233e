import { z } from 'zod';
import { JobOfferCardSchema } from './joboffers.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';

/**
 * Recommended vacancies (spec §7 `recommendvacancy`, `localvancancy/recommend`). The list is
 * computed for the seeker and kept; `POST recommendvacancy/refresh` recomputes it at most once a
 * calendar day in Macao time (else BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY).
 */
export const RecommendationSchema = z.object({
  content: z.array(JobOfferCardSchema),
  totalElements: z.number().int().min(0),
  /** When the list was computed (ISO instant). */
  computedAt: z.string(),
  /** Whether the seeker may still refresh today. */
  canRefresh: z.boolean(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** GET v1/joboffers/localvancancy/recommend: the same list, paged. */
export const RecommendedPageSchema = pageSchema(JobOfferCardSchema);

/** The largest number of vacancies a recommendation list holds. */
export const RECOMMENDATION_SIZE = 30;

/** The logged-in resident's recommended vacancies. */
export const RECOMMENDATION_ENDPOINTS = endpoints('recommendations', {
  recommendVacancy: {
    method: 'GET',
    path: PATHS.recommendVacancy,
    access: 'resident',
    operationId: 'listRecommendedVacancies',
    summary: 'Vacancies recommended to me',
    response: RecommendationSchema,
    errors: ['BE_PROFILE_NOT_FOUND'],
  },
  recommendVacancyRefresh: {
    method: 'POST',
    path: PATHS.recommendVacancyRefresh,
    access: 'resident',
    operationId: 'refreshRecommendedVacancies',
    summary: 'Draw new recommendations',
    response: RecommendationSchema,
    errors: ['BE_PROFILE_NOT_FOUND', 'BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY'],
  },
  localVacancyRecommend: {
    method: 'GET',
    path: PATHS.localVacancyRecommend,
    access: 'resident',
    operationId: 'listRecommendedLocalVacancies',
    summary: 'Vacancies recommended on the home page',
    query: PageQuerySchema,
    response: RecommendedPageSchema,
    errors: ['BE_PROFILE_NOT_FOUND'],
  },
});
