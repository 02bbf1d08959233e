import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { FitCountSchema, FitSchema } from './fit.ts';
import { PATHS } from './paths.ts';
import { localeOfApiLanguage, type ApiLanguage } from './languages.ts';
import { text } from './texts.ts';

/** A localized key/value pair of a job class (spec §3 "metaDatas"). */
export const MetaDataSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int().min(0),
});
export type MetaData = z.infer<typeof MetaDataSchema>;

/** Keys of a job class's metaDatas: valid vacancies (postings) and positions (headcount). */
export const JOB_CLASS_META_KEYS = ['vacancyCount', 'positionCount'] as const;

export const JobSubCategorySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  metaDatas: z.array(MetaDataSchema),
});
export type JobSubCategory = z.infer<typeof JobSubCategorySchema>;

/** A job class (group) with its subcategories, as the local-vacancy catalog answers it. */
export const JobClassSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  icon: z.string(),
  name: z.string(),
  metaDatas: z.array(MetaDataSchema),
  subCategories: z.array(JobSubCategorySchema),
});
export type JobClass = z.infer<typeof JobClassSchema>;
export const JobClassListSchema = z.array(JobClassSchema);

/** GET v1/joboffers/summary: the statistics box of the service home. */
export const JobOfferSummarySchema = z.object({
  vacancyCount: z.number().int().min(0),
  positionCount: z.number().int().min(0),
  employerCount: z.number().int().min(0),
  classCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type JobOfferSummary = z.infer<typeof JobOfferSummarySchema>;

/**
 * A vacancy's texts written by its employer in each language (spec §3 `Cn`/`Pt`/`En`), each of
 * which may be shown in Chinese for want of the asked language's (JobOfferCard `inChinese`).
 */
export const VACANCY_TRANSLATED_FIELDS = [
  'jobOfferTitle',
  'companyName',
  'workingArea',
  'hashTag',
  'experienceSkill',
  'workingTime',
  'jobDescription',
  'additionalMessage',
  'contactName',
] as const;
export type VacancyTranslatedField = (typeof VACANCY_TRANSLATED_FIELDS)[number];

/**
 * A vacancy as lists show it (local vacancy list, search, recommendations). Texts are in the
 * request's language. `salary` is the amount in MOP; `salaryTypeName` the localized unit
 * (月 / mês / month…); `isValid` 0 once the offer is past its four months. For a logged-in seeker
 * with a resume, the job list and the recommendations add `fitCount` (fit.ts) to the vacancies
 * that state requirements; the recommendations also say why, `fitReasons`: the names of the
 * requirements the seeker meets, in the request's language.
 */
export const JobOfferCardSchema = z.object({
  id: z.number().int(),
  jobOfferTitle: z.string(),
  companyName: z.string(),
  companyType: z.string().nullable(),
  salary: z.number().int().min(0),
  salaryTypeId: z.number().int(),
  salaryTypeName: z.string(),
  education: z.string(),
  workingArea: z.string(),
  hashTag: z.array(z.string()),
  needCv: z.union([z.literal(0), z.literal(1)]),
  positions: z.number().int().min(0),
  publishDate: z.string(),
  isValid: z.union([z.literal(0), z.literal(1)]),
  fitCount: FitCountSchema.optional(),
  fitReasons: z.array(z.string()).optional(),
  /**
   * The translated fields shown in Chinese for want of the asked language's text (localized.ts
   * translatedText); absent when there is none. The page marks them as Chinese.
   */
  inChinese: z.array(z.enum(VACANCY_TRANSLATED_FIELDS)).optional(),
});
export type JobOfferCard = z.infer<typeof JobOfferCardSchema>;

/**
 * The whole vacancy, as the detail screen shows it. `fit`: for a logged-in seeker with a resume,
 * the vacancy's requirements the seeker meets and those they miss (fit.ts); absent for visitors,
 * other accounts, seekers without a resume and vacancies that state no requirement.
 */
export const JobOfferDetailSchema = JobOfferCardSchema.extend({
  experienceSkill: z.string(),
  experienceRequiredYears: z.number().int().min(0),
  workingTime: z.string(),
  jobDescription: z.string(),
  additionalMessage: z.string(),
  isShowAdditionalMessage: z.union([z.literal(0), z.literal(1)]),
  contactName: z.string(),
  contactPhone: z.string(),
  categoryGroupId: z.number().int(),
  categoryId: z.number().int(),
  expiryDate: z.string(),
  fit: FitSchema.optional(),
});
export type JobOfferDetail = z.infer<typeof JobOfferDetailSchema>;

/**
 * Icon keys of job-class groups. The web maps each key to its icon; the server answers the key.
 */
export const JOB_CLASS_ICONS = [
  'hotel',
  'casino',
  'restaurant',
  'shop',
  'construction',
  'security',
  'cleaning',
  'office',
  'finance',
  'computer',
  'medical',
  'education',
  'transport',
  'building',
  'beauty',
  'public',
  'design',
  'factory',
] as const;
export type JobClassIcon = (typeof JOB_CLASS_ICONS)[number];

/** Company types of a vacancy's employer (Favorite `companyType`). */
export const COMPANY_TYPES = { private: 1, public: 2, nonProfit: 3 } as const;

/** Units of the SALARYTYPE reference options, held in their `extraInfo`. */
export const SALARY_UNITS = ['MONTH', 'WEEK', 'DAY', 'HOUR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** The short unit a salary is shown with, in a language: `$12,000/月` (spec §9; `joboffers`). */
export function salaryUnitName(unit: SalaryUnit, lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'joboffers', `salaryUnit.${unit}`);
}

export function isSalaryUnit(value: unknown): value is SalaryUnit {
  return typeof value === 'string' && (SALARY_UNITS as readonly string[]).includes(value);
}

/** Kinds of job-matching event (typeEventId) and their statuses (spec §3, §4). */
export const EVENT_TYPES = { industry: 1, leisure: 2, grand: 3 } as const;
export const EVENT_STATUSES = ['enrolling', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The home page's vacancy statistics and the job-class catalog (public). */
export const JOBOFFER_CATALOG_ENDPOINTS = endpoints('joboffers', {
  jobOfferSummary: {
    method: 'GET',
    path: PATHS.jobOfferSummary,
    access: 'public',
    operationId: 'getJobOfferSummary',
    summary: 'Vacancy statistics of the home page',
    response: JobOfferSummarySchema,
  },
  localVacancyCatalog: {
    method: 'GET',
    path: PATHS.localVacancyCatalog,
    access: 'public',
    operationId: 'getLocalVacancyCatalog',
    summary: 'The job-class catalog with vacancy counts',
    response: JobClassListSchema,
  },
});
