import type { PostingInput, PostingValues, PostingValuesInput } from '@vaga/contract';
import {
  requirementsFormOf,
  requirementsOf,
  type RequirementsFormValues,
} from './requirement-form-values.ts';

export const POSTING_LANGUAGES = ['cn', 'pt', 'en'] as const;
export type PostingLanguage = (typeof POSTING_LANGUAGES)[number];
export type PostingTexts = Record<PostingLanguage, string>;

/** The texts of a vacancy, each in three languages. */
export const POSTING_TEXT_KEYS = [
  'title',
  'experience',
  'workingArea',
  'workingTime',
  'description',
  'additionalMessage',
  'contactName',
] as const;
export type PostingTextKey = (typeof POSTING_TEXT_KEYS)[number];

/**
 * The vacancy form as typed: numbers and choices as strings ('' = none), hashtags as one line a
 * language (separated by spaces or commas).
 */
export interface PostingFormValues {
  typeJobTitleId: string;
  title: PostingTexts;
  categoryGroupId: string;
  categoryId: string;
  salaryAmount: string;
  typeSalaryId: string;
  typeEducationId: string;
  experienceRequiredYears: string;
  experience: PostingTexts;
  workingArea: PostingTexts;
  workingTime: PostingTexts;
  description: PostingTexts;
  additionalMessage: PostingTexts;
  hashtags: PostingTexts;
  needCv: '0' | '1';
  positions: string;
  contactName: PostingTexts;
  contactPhone: string;
  maxActiveInterviews: string;
  /** The structured requirements of skill fit: languages with levels, licences, skills. */
  requirements: RequirementsFormValues;
}

const noTexts = (): PostingTexts => ({ cn: '', pt: '', en: '' });

export function emptyPostingForm(): PostingFormValues {
  return {
    typeJobTitleId: '',
    title: noTexts(),
    categoryGroupId: '',
    categoryId: '',
    salaryAmount: '',
    typeSalaryId: '',
    typeEducationId: '',
    experienceRequiredYears: '0',
    experience: noTexts(),
    workingArea: noTexts(),
    workingTime: noTexts(),
    description: noTexts(),
    additionalMessage: noTexts(),
    hashtags: noTexts(),
    needCv: '0',
    positions: '1',
    contactName: noTexts(),
    contactPhone: '',
    maxActiveInterviews: '',
    requirements: { languages: [], drivingSkillIds: [], skillIds: [] },
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved vacancy's values, as the form shows them. */
export function postingFormOf(values: PostingValues): PostingFormValues {
  const texts = (t: PostingTexts): PostingTexts => ({ ...t });
  return {
    typeJobTitleId: text(values.typeJobTitleId),
    title: texts(values.title),
    categoryGroupId: String(values.categoryGroupId),
    categoryId: String(values.categoryId),
    salaryAmount: String(values.salaryAmount),
    typeSalaryId: String(values.typeSalaryId),
    typeEducationId: text(values.typeEducationId),
    experienceRequiredYears: String(values.experienceRequiredYears),
    experience: texts(values.experience),
    workingArea: texts(values.workingArea),
    workingTime: texts(values.workingTime),
    description: texts(values.description),
    additionalMessage: texts(values.additionalMessage),
    hashtags: {
      cn: values.hashtags.cn.join(' '),
      pt: values.hashtags.pt.join(' '),
      en: values.hashtags.en.join(' '),
    },
    needCv: values.needCv === 1 ? '1' : '0',
    positions: String(values.positions),
    contactName: texts(values.contactName),
    contactPhone: values.contactPhone,
    maxActiveInterviews: text(values.maxActiveInterviews),
    requirements: requirementsFormOf(values.requirements),
  };
}

/** A typed number: '' is "not given"; anything else a number for the schema to judge. */
const numberOf = (value: string): number | undefined =>
  value.trim() === '' ? undefined : /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
const optionalNumber = (value: string): number | null =>
  value.trim() === '' ? null : (numberOf(value) ?? null);
const tagsOf = (line: string) => line.split(/[\s,，、#]+/u).filter((tag) => tag !== '');

/** The form's values as the contract's PostingValues input (the schema trims the texts). */
export function postingValuesOf(values: PostingFormValues): PostingValuesInput {
  return {
    typeJobTitleId: optionalNumber(values.typeJobTitleId),
    title: values.title,
    categoryGroupId: numberOf(values.categoryGroupId) as number,
    categoryId: numberOf(values.categoryId) as number,
    salaryAmount: numberOf(values.salaryAmount) as number,
    typeSalaryId: numberOf(values.typeSalaryId) as number,
    typeEducationId: optionalNumber(values.typeEducationId),
    experienceRequiredYears: numberOf(values.experienceRequiredYears) as number,
    experience: values.experience,
    workingArea: values.workingArea,
    workingTime: values.workingTime,
    description: values.description,
    additionalMessage: values.additionalMessage,
    hashtags: {
      cn: tagsOf(values.hashtags.cn),
      pt: tagsOf(values.hashtags.pt),
      en: tagsOf(values.hashtags.en),
    },
    needCv: values.needCv === '1' ? 1 : 0,
    positions: numberOf(values.positions) as number,
    contactName: values.contactName,
    contactPhone: values.contactPhone.trim(),
    maxActiveInterviews: optionalNumber(values.maxActiveInterviews),
    requirements: requirementsOf(values.requirements),
  };
}

export function postingInputOf(values: PostingFormValues, submit: boolean): PostingInput {
  return { values: postingValuesOf(values), submit };
}
