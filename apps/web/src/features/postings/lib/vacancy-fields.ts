import { formatMop } from '@/shared/lib/format.ts';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import type { ApiLanguage, PostingValues } from '@vaga/contract';
import type { VacancyLookups } from '../api/vacancy-lookups.ts';
import { requirementLines } from './requirement-lines.ts';

/** One field of a vacancy as staff read it: its label and its value as lines of text. */
export interface VacancyField {
  key: string;
  label: string;
  lines: string[];
}

type Texts = PostingValues['title'];

/** A text in its languages, one line each ("中文: …"), leaving out the empty ones. */
function textLines(t: TFunction, texts: Texts): string[] {
  return (['cn', 'pt', 'en'] as const)
    .filter((lang) => texts[lang] !== '')
    .map((lang) => `${t(`vacancyReview.languages.${lang}`)}: ${texts[lang]}`);
}

/**
 * Every field of a posting a seeker sees, in the order of the employer's form; chosen options
 * show their names (the id while the names load).
 */
export function vacancyFields(
  t: TFunction,
  values: PostingValues,
  lookups: VacancyLookups,
  apiLanguage: ApiLanguage,
): VacancyField[] {
  const option = (type: Parameters<VacancyLookups['option']>[0], id: number | null) =>
    id === null ? t('vacancyReview.none') : (lookups.option(type, id) ?? `#${id}`);
  const hashtags = (['cn', 'pt', 'en'] as const)
    .filter((lang) => values.hashtags[lang].length > 0)
    .map(
      (lang) =>
        `${t(`vacancyReview.languages.${lang}`)}: ${values.hashtags[lang].map((h) => `#${h}`).join(' ')}`,
    );
  const required = requirementLines(t, values.requirements, lookups.option, apiLanguage);
  const fields: VacancyField[] = [
    {
      key: 'title',
      label: t('vacancyReview.fields.title'),
      lines: [
        ...(values.typeJobTitleId === null
          ? []
          : [
              t('vacancyReview.titleOption', {
                name: option('JOBTITLE', values.typeJobTitleId),
              }),
            ]),
        ...textLines(t, values.title),
      ],
    },
    {
      key: 'jobClass',
      label: t('vacancyReview.fields.jobClass'),
      lines: [
        lookups.jobClass(values.categoryGroupId, values.categoryId) ??
          `#${values.categoryGroupId} · #${values.categoryId}`,
      ],
    },
    {
      key: 'salary',
      label: t('vacancyReview.fields.salary'),
      lines: [`${formatMop(values.salaryAmount)} / ${option('SALARYTYPE', values.typeSalaryId)}`],
    },
    {
      key: 'education',
      label: t('vacancyReview.fields.education'),
      lines: [option('EDUCATION', values.typeEducationId)],
    },
    {
      key: 'experienceYears',
      label: t('vacancyReview.fields.experienceYears'),
      lines: [t('vacancyReview.years', { count: values.experienceRequiredYears })],
    },
    { key: 'languages', label: t('requirements.languages'), lines: required.languages },
    {
      key: 'drivingLicences',
      label: t('requirements.drivingLicences'),
      lines: required.drivingLicences,
    },
    { key: 'skills', label: t('requirements.skills'), lines: required.skills },
    {
      key: 'experience',
      label: t('vacancyReview.fields.experience'),
      lines: textLines(t, values.experience),
    },
    {
      key: 'workingArea',
      label: t('vacancyReview.fields.workingArea'),
      lines: textLines(t, values.workingArea),
    },
    {
      key: 'workingTime',
      label: t('vacancyReview.fields.workingTime'),
      lines: textLines(t, values.workingTime),
    },
    {
      key: 'description',
      label: t('vacancyReview.fields.description'),
      lines: textLines(t, values.description),
    },
    {
      key: 'additionalMessage',
      label: t('vacancyReview.fields.additionalMessage'),
      lines: textLines(t, values.additionalMessage),
    },
    { key: 'hashtags', label: t('vacancyReview.fields.hashtags'), lines: hashtags },
    {
      key: 'needCv',
      label: t('vacancyReview.fields.needCv'),
      lines: [t(values.needCv === 1 ? 'vacancyReview.yes' : 'vacancyReview.no')],
    },
    {
      key: 'positions',
      label: t('vacancyReview.fields.positions'),
      lines: [String(values.positions)],
    },
    {
      key: 'contact',
      label: t('vacancyReview.fields.contact'),
      lines: [...textLines(t, values.contactName), values.contactPhone],
    },
    {
      key: 'applicantCap',
      label: t('vacancyReview.fields.applicantCap'),
      lines: [
        values.maxActiveInterviews === null
          ? t('vacancyReview.noCap')
          : String(values.maxActiveInterviews),
      ],
    },
  ];
  return fields.map((field) =>
    field.lines.length === 0 ? { ...field, lines: [t('vacancyReview.none')] } : field,
  );
}

/** Whether a field reads differently in the revision than in the published version. */
export function fieldChanged(field: VacancyField, published: VacancyField | undefined): boolean {
  return published !== undefined && published.lines.join('\n') !== field.lines.join('\n');
}
