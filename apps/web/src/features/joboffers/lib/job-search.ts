import { EXPERIENCE_YEARS_MAX, LIMITS, SALARY_FILTER_MAX } from '@vaga/contract';

/**
 * A vacancy search (spec §3 "Job-search filters"): keyword and filters. It lives in the address
 * (`?keyword=廚師&equivalentMonthlySalaryFrom=10000…`), so back, reload and shared links keep it.
 */
export interface VacancySearch {
  keyword?: string;
  /** Monthly-equivalent salary bounds in MOP, inclusive. */
  equivalentMonthlySalaryFrom?: number;
  equivalentMonthlySalaryTo?: number;
  /** An EDUCATION reference option. */
  typeEducationId?: number;
  /** 0: no experience required; 1: experience required. */
  experience?: 0 | 1;
  /** At most this many years of experience required. */
  experienceRequiredYears?: number;
}

export const SEARCH_PARAMS = [
  'keyword',
  'equivalentMonthlySalaryFrom',
  'equivalentMonthlySalaryTo',
  'typeEducationId',
  'experience',
  'experienceRequiredYears',
] as const satisfies readonly (keyof VacancySearch)[];

function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** Reads the search from the address; values out of range are ignored, not sent. */
export function readSearch(params: URLSearchParams): VacancySearch {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, LIMITS.keywordMaxLength);
  const experience = intIn(params.get('experience'), 0, 1);
  const search: VacancySearch = {
    keyword: keyword === '' ? undefined : keyword,
    equivalentMonthlySalaryFrom: intIn(
      params.get('equivalentMonthlySalaryFrom'),
      0,
      SALARY_FILTER_MAX,
    ),
    equivalentMonthlySalaryTo: intIn(params.get('equivalentMonthlySalaryTo'), 0, SALARY_FILTER_MAX),
    typeEducationId: intIn(params.get('typeEducationId'), 1, 1_000_000),
    experience: experience === 0 || experience === 1 ? experience : undefined,
    experienceRequiredYears: intIn(params.get('experienceRequiredYears'), 0, EXPERIENCE_YEARS_MAX),
  };
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as VacancySearch;
}

/** The address's query with this search in place of the previous one (other keys kept). */
export function writeSearch(params: URLSearchParams, search: VacancySearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SEARCH_PARAMS) {
    const value = search[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** Whether anything narrows the list: then the search endpoint answers instead of the class list. */
export function isSearching(search: VacancySearch): boolean {
  return SEARCH_PARAMS.some((key) => search[key] !== undefined);
}

/** How many filters (not the keyword) are set: shown on the filter button. */
export function filterCount(search: VacancySearch): number {
  return SEARCH_PARAMS.filter((key) => key !== 'keyword' && search[key] !== undefined).length;
}
