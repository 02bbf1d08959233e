import { COMPANY_TYPES, labelInLanguage, localeOfApiLanguage } from '@vaga/contract';
import {
  localizedColumns,
  parseRequirements,
  translatedList,
  translatedText,
  isSalaryUnit,
  salaryUnitName,
  text,
  type ApiLanguage,
  type FitVacancy,
  type JobOfferCard,
  type JobOfferDetail,
  type VacancyTranslatedField,
} from '@vaga/contract';
import { stateAt, validityWindow } from './joboffer-validity.ts';
import type { JobOfferCardRow, JobOfferRow } from './joboffer-list.repository.ts';

/** The name of the employer's company type (COMPANY_TYPES) in a language; null for another id. */
function companyTypeName(id: number, lang: ApiLanguage): string | null {
  if (!(Object.values(COMPANY_TYPES) as number[]).includes(id)) return null;
  return text(localeOfApiLanguage(lang), 'joboffers', `companyType.${id as 1 | 2 | 3}`);
}

/** What an education of "no requirement" reads, in a language. */
export function noEducationName(lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'joboffers', 'noEducation');
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

/**
 * The employer's texts of a vacancy in a language, each falling back to the Chinese one as every
 * translated text does (localized.ts); `inChinese` lists the fields that did.
 */
function translatedFields(row: JobOfferCardRow, lang: ApiLanguage) {
  const inChinese: VacancyTranslatedField[] = [];
  const mark = <T>(field: VacancyTranslatedField, picked: { inChinese: boolean }, value: T) => {
    if (picked.inChinese) inChinese.push(field);
    return value;
  };
  return {
    text(field: VacancyTranslatedField, base: string): string {
      const picked = translatedText(localizedColumns(row, base), lang);
      return mark(field, picked, picked.text);
    },
    list(field: VacancyTranslatedField, base: string): string[] {
      const columns = localizedColumns(row, base);
      const picked = translatedList(
        { zh: tags(columns.zh), pt: tags(columns.pt), en: tags(columns.en) },
        lang,
      );
      return mark(field, picked, picked.list);
    },
    /** `{ inChinese }` when a field fell back, else nothing (read after the fields). */
    marks: (): { inChinese?: VacancyTranslatedField[] } =>
      inChinese.length > 0 ? { inChinese: [...inChinese] } : {},
  };
}

/** A vacancy as lists show it, in a language, valid or not at `now`. */
export function toCard(row: JobOfferCardRow, lang: ApiLanguage, now: Date): JobOfferCard {
  const companyType = companyTypeName(row.employer_company_type ?? row.company_type, lang);
  const texts = translatedFields(row, lang);
  const card: JobOfferCard = {
    id: row.id,
    jobOfferTitle: texts.text('jobOfferTitle', 'title'),
    companyName: texts.text('companyName', 'employer'),
    companyType,
    salary: row.salary_amount,
    salaryTypeId: row.salary_type_id,
    // The short unit (`$12,000/月`); a salary type without a unit shows its own name.
    salaryTypeName: isSalaryUnit(row.salary_unit)
      ? salaryUnitName(row.salary_unit, lang)
      : labelInLanguage(row.salary_type_labels, lang),
    education:
      row.education_id === null
        ? noEducationName(lang)
        : labelInLanguage(row.education_labels, lang),
    workingArea: texts.text('workingArea', 'working_area'),
    hashTag: texts.list('hashTag', 'hashtags'),
    needCv: flag(row.need_cv),
    positions: row.positions,
    publishDate: row.published_at,
    isValid: stateAt(validityWindow(row.published_at), now) === 'VALID' ? 1 : 0,
  };
  return { ...card, ...texts.marks() };
}

/** The whole vacancy, as the detail screen shows it. */
export function toDetail(row: JobOfferRow, lang: ApiLanguage, now: Date): JobOfferDetail {
  const shown = flag(row.is_show_additional_message);
  const { inChinese: cardInChinese = [], ...card } = toCard(row, lang, now);
  const texts = translatedFields(row, lang);
  const detail: JobOfferDetail = {
    ...card,
    experienceSkill: texts.text('experienceSkill', 'experience'),
    experienceRequiredYears: row.experience_required_years,
    workingTime: texts.text('workingTime', 'working_time'),
    jobDescription: texts.text('jobDescription', 'description'),
    additionalMessage: shown ? texts.text('additionalMessage', 'additional_message') : '',
    isShowAdditionalMessage: shown,
    contactName: texts.text('contactName', 'contact_name'),
    contactPhone: row.contact_phone,
    categoryGroupId: row.job_class_group_id,
    categoryId: row.job_class_id,
    expiryDate: validityWindow(row.published_at).expiresAt.toISOString(),
  };
  const inChinese = [...cardInChinese, ...(texts.marks().inChinese ?? [])];
  return inChinese.length > 0 ? { ...detail, inChinese } : detail;
}

/**
 * What skill fit reads of a vacancy. The requirements JSON is parsed once per row (a cached row
 * is read again and again).
 */
const fitFactsOf = new WeakMap<JobOfferCardRow, FitVacancy>();
export function fitVacancyOf(row: JobOfferCardRow): FitVacancy {
  let facts = fitFactsOf.get(row);
  if (!facts) {
    facts = {
      typeEducationId: row.education_id,
      experienceRequiredYears: row.experience_required_years,
      typeJobTitleId: row.job_title_id,
      requirements: parseRequirements(row.requirements_json),
    };
    fitFactsOf.set(row, facts);
  }
  return facts;
}
