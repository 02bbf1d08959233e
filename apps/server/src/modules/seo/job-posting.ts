import {
  LANGUAGES,
  LOCALE_TO_API_LANGUAGE,
  SALARY_UNITS,
  salaryUnitName,
  text,
  type JobOfferDetail,
  type Locale,
  type SalaryUnit,
} from '@vaga/contract';
import type {
  EducationalOccupationalCredential,
  JobPosting,
  OccupationalExperienceRequirements,
  WithContext,
} from 'schema-dts';
import { LIVING_LOCATION } from '../../db/seed/data/reference-options-1.ts';
import { EDUCATION } from '../../db/seed/data/reference-options-2.ts';
import { noEducationName } from '../joboffers/joboffer-cards.ts';
import { validityWindow } from '../joboffers/joboffer-validity.ts';

/**
 * schema.org `JobPosting` (JSON-LD) of a vacancy's page, with the properties Google's job search
 * requires (title, description, datePosted, hiringOrganization, jobLocation) and those it
 * recommends (validThrough, employmentType, baseSalary, directApply, identifier) or reads in beta
 * (educationRequirements, experienceRequirements). Built from the vacancy detail the API answers
 * (joboffer-cards.ts toDetail), in that detail's language.
 */

/**
 * The names the data gives in the page's language (the `joboffers` catalogue's `posting.*`): the
 * public employment service, which numbers the vacancies (the `identifier`'s name), and the
 * localities, Macao and Zhuhai.
 */
export function postingName(key: 'serviceName' | 'macao' | 'zhuhai', language: Locale): string {
  return text(language, 'joboffers', `posting.${key}`);
}

/** The ISO 3166 code of Macao (addressCountry). */
const MACAO_COUNTRY = 'MO';

/** The LIVING_LOCATION reference options (by id) across the border, in Zhuhai (Hengqin is part of it). */
const ZHUHAI_AREA_IDS = new Set([10, 11]);
const IN_ZHUHAI = new Set(
  LIVING_LOCATION.filter(([id]) => ZHUHAI_AREA_IDS.has(id)).flatMap(([, ...names]) =>
    names.slice(0, 3).map((name) => String(name).toLowerCase()),
  ),
);
const CURRENCY = 'MOP';

/** Google's credential categories (educationRequirements.credentialCategory). */
export type CredentialCategory =
  | 'high school'
  | 'associate degree'
  | 'bachelor degree'
  | 'professional certificate'
  | 'postgraduate degree';

/**
 * Google's category of each EDUCATION reference option (by id) that matches one. The levels
 * below senior secondary school (no formal education, primary, junior secondary) match none:
 * their vacancies state no credential.
 */
const EDUCATION_CATEGORY_BY_ID: Record<number, CredentialCategory> = {
  4: 'high school',
  5: 'professional certificate',
  6: 'associate degree',
  7: 'bachelor degree',
  8: 'postgraduate degree',
  9: 'postgraduate degree',
};
/** A detail carries its education's name (in its language): the names of every language. */
const CATEGORY_OF_NAME = new Map(
  EDUCATION.flatMap(([id, ...names]) => {
    const category = EDUCATION_CATEGORY_BY_ID[id];
    return category
      ? names.slice(0, 3).map((name) => [String(name).toLowerCase(), category] as const)
      : [];
  }),
);

/** Whether a detail's `education` is the "no requirement" of a vacancy that asks for none. */
function isNoEducation(education: string): boolean {
  const name = education.trim().toLowerCase();
  return LANGUAGES.some((language) => noEducationName(language.wire).toLowerCase() === name);
}

/** Google's value of an education or experience that is not required. */
const NO_REQUIREMENTS = 'no requirements';

/** The credential category of an education level's name (any language); null when none fits. */
export function credentialCategoryOf(education: string): CredentialCategory | null {
  return CATEGORY_OF_NAME.get(education.trim().toLowerCase()) ?? null;
}

/** The unit of a detail's salary: its short unit name in the detail's language, read back. */
export function salaryUnitOf(vacancy: JobOfferDetail, language: Locale): SalaryUnit | null {
  const lang = LOCALE_TO_API_LANGUAGE[language];
  return SALARY_UNITS.find((unit) => salaryUnitName(unit, lang) === vacancy.salaryTypeName) ?? null;
}

type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'TEMPORARY';

/** Working times that say part-time or temporary work, in the three languages. */
const PART_TIME = /兼職|兼职|tempo parcial|part[-\s]?time/i;
const TEMPORARY = /臨時|短期|temporári|temporary|casual/i;

/**
 * The employment type. A vacancy states no type of its own: it is read from its working time
 * (part-time or temporary, in any of the three languages), else from its salary unit — an hourly
 * wage is part-time work and a monthly salary full-time; a daily or weekly wage says neither,
 * and the property is left out.
 */
export function employmentTypeOf(
  vacancy: JobOfferDetail,
  unit: SalaryUnit | null,
): EmploymentType | null {
  if (PART_TIME.test(vacancy.workingTime)) return 'PART_TIME';
  if (TEMPORARY.test(vacancy.workingTime)) return 'TEMPORARY';
  if (unit === 'HOUR') return 'PART_TIME';
  if (unit === 'MONTH') return 'FULL_TIME';
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text as HTML paragraphs, its line breaks kept (Google asks for the description in HTML). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`);
}

/** The description: the job, then what it asks (experience) and its hours. */
function descriptionOf(vacancy: JobOfferDetail): string {
  return [
    ...paragraphs(vacancy.jobDescription),
    ...paragraphs(vacancy.experienceSkill),
    ...paragraphs(vacancy.workingTime),
    ...(vacancy.isShowAdditionalMessage ? paragraphs(vacancy.additionalMessage) : []),
  ].join('');
}

/**
 * The JSON-LD of a vacancy's page (`url`, on `origin`) in `language`, the language `vacancy` was
 * answered in; null for a vacancy that is no longer valid (expired or removed: its page carries
 * no posting).
 */
export function jobPosting(
  vacancy: JobOfferDetail,
  options: { origin: string; language: Locale; url: string },
): Record<string, unknown> | null {
  if (vacancy.isValid !== 1) return null;
  const unit = salaryUnitOf(vacancy, options.language);
  const employmentType = employmentTypeOf(vacancy, unit);
  const category = credentialCategoryOf(vacancy.education);
  const noEducation = isNoEducation(vacancy.education);
  const url = new URL(options.url, options.origin).href;
  const area = vacancy.workingArea.trim();
  const inZhuhai = IN_ZHUHAI.has(area.toLowerCase());
  const education: EducationalOccupationalCredential | typeof NO_REQUIREMENTS | null = category
    ? { '@type': 'EducationalOccupationalCredential', credentialCategory: category }
    : noEducation
      ? NO_REQUIREMENTS
      : null;
  const experience: OccupationalExperienceRequirements | typeof NO_REQUIREMENTS =
    vacancy.experienceRequiredYears > 0
      ? {
          '@type': 'OccupationalExperienceRequirements',
          monthsOfExperience: vacancy.experienceRequiredYears * 12,
        }
      : NO_REQUIREMENTS;
  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.jobOfferTitle,
    description: descriptionOf(vacancy) || escapeHtml(vacancy.jobOfferTitle),
    url,
    datePosted: new Date(vacancy.publishDate).toISOString(),
    validThrough: validityWindow(vacancy.publishDate).expiresAt.toISOString(),
    ...(employmentType && { employmentType }),
    hiringOrganization: { '@type': 'Organization', name: vacancy.companyName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: postingName(inZhuhai ? 'zhuhai' : 'macao', options.language),
        ...(area &&
          area.toLowerCase() !== postingName('zhuhai', options.language).toLowerCase() && {
            addressRegion: area,
          }),
        addressCountry: inZhuhai ? 'CN' : MACAO_COUNTRY,
      },
    },
    ...(unit &&
      vacancy.salary > 0 && {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: CURRENCY,
          value: { '@type': 'QuantitativeValue', value: vacancy.salary, unitText: unit },
        },
      }),
    ...(education && { educationRequirements: education }),
    experienceRequirements: experience,
    ...(vacancy.positions > 0 && { totalJobOpenings: vacancy.positions }),
    // A valid vacancy is applied for on its page (a resident logs in and sends the request).
    directApply: true,
    identifier: {
      '@type': 'PropertyValue',
      name: postingName('serviceName', options.language),
      value: String(vacancy.id),
    },
  };
  return posting as unknown as Record<string, unknown>;
}

/**
 * The `<script type="application/ld+json">` of a posting, safe inside HTML: `<` is written as
 * `\u003c`, so no text of the vacancy can close the script element.
 */
export function jobPostingScript(posting: Record<string, unknown>): string {
  const json = JSON.stringify(posting)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
