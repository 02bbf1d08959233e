import {
  isSalaryUnit,
  SALARY_UNIT_NAMES,
  type ApiLanguage,
  type JobOfferCard,
  type JobOfferDetail,
  type Localized,
} from '@vaga/contract';
import { stateAt, validityWindow } from './joboffer-validity.ts';
import type { JobOfferRow } from './joboffer-list.repository.ts';

/** Localized labels of the employer's company type (COMPANY_TYPES). */
const COMPANY_TYPE_NAMES: Record<number, Localized> = {
  1: { zh: '私人機構', pt: 'Entidade privada', en: 'Private company' },
  2: { zh: '公共機構', pt: 'Entidade pública', en: 'Public body' },
  3: { zh: '非牟利機構', pt: 'Entidade sem fins lucrativos', en: 'Non-profit organization' },
};

/** What an education of "no requirement" reads. */
const NO_EDUCATION: Localized = { zh: '不限', pt: 'Sem requisito', en: 'No requirement' };

const SUFFIX = { zh: 'cn', pt: 'pt', en: 'en' } as const;

/** The text of a `<base>_cn/_pt/_en` column set in a language, falling back to Chinese. */
function pick(row: Record<string, unknown>, base: string, lang: ApiLanguage): string {
  const value = row[`${base}_${SUFFIX[lang]}`];
  if (typeof value === 'string' && value) return value;
  const zh = row[`${base}_cn`];
  return typeof zh === 'string' ? zh : '';
}

function tags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/** A vacancy as lists show it, in a language, valid or not at `now`. */
export function toCard(row: JobOfferRow, lang: ApiLanguage, now: Date): JobOfferCard {
  const companyType = COMPANY_TYPE_NAMES[row.employer_company_type ?? row.company_type];
  return {
    id: row.id,
    jobOfferTitle: pick(row, 'title', lang),
    companyName: pick(row, 'employer', lang),
    companyType: companyType ? companyType[lang] : null,
    salary: row.salary_amount,
    salaryTypeId: row.salary_type_id,
    // The short unit (`$12,000/月`); a salary type without a unit shows its own name.
    salaryTypeName: isSalaryUnit(row.salary_unit)
      ? SALARY_UNIT_NAMES[row.salary_unit][lang]
      : pick(row, 'salary_type', lang),
    education: row.education_id === null ? NO_EDUCATION[lang] : pick(row, 'education', lang),
    workingArea: pick(row, 'working_area', lang),
    hashTag: tags(pick(row, 'hashtags', lang)),
    needCv: flag(row.need_cv),
    positions: row.positions,
    publishDate: row.published_at,
    isValid: stateAt(validityWindow(row.published_at), now) === 'VALID' ? 1 : 0,
  };
}

/** The whole vacancy, as the detail screen shows it. */
export function toDetail(row: JobOfferRow, lang: ApiLanguage, now: Date): JobOfferDetail {
  const shown = flag(row.is_show_additional_message);
  return {
    ...toCard(row, lang, now),
    experienceSkill: pick(row, 'experience', lang),
    experienceRequiredYears: row.experience_required_years,
    workingTime: pick(row, 'working_time', lang),
    jobDescription: pick(row, 'description', lang),
    additionalMessage: shown ? pick(row, 'additional_message', lang) : '',
    isShowAdditionalMessage: shown,
    contactName: pick(row, 'contact_name', lang),
    contactPhone: row.contact_phone,
    categoryGroupId: row.job_class_group_id,
    categoryId: row.job_class_id,
    expiryDate: validityWindow(row.published_at).expiresAt.toISOString(),
  };
}
