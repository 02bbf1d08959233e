/** Query keys of the joboffers feature, one factory for all its queries. */
export const jobOfferKeys = {
  all: ['joboffers'] as const,
  summary: () => [...jobOfferKeys.all, 'summary'] as const,
  catalog: () => [...jobOfferKeys.all, 'catalog'] as const,
  localVacancies: (filter: LocalVacancyFilter) => [...jobOfferKeys.all, 'localvancancy', filter] as const,
};

/** Which local vacancies a list shows: a job-class group and, optionally, one subcategory. */
export interface LocalVacancyFilter {
  categoryGroupId?: number;
  categoryId?: number;
}
