import { localeOfApiLanguage, text, type ApiLanguage, type TextKey } from '@vaga/contract';

/** The words of the generated CV whose text is the catalogue's as it is. */
const WORDS = [
  'title',
  'personal',
  'contact',
  'education',
  'languages',
  'driving',
  'skills',
  'experience',
  'expectedJobs',
  'remark',
  'sex',
  'birthday',
  'livingArea',
  'disability',
  'none',
  'yes',
  'mobile',
  'fixedLine',
  'email',
  'level',
  'subject',
  'spoken',
  'written',
  'cantonese',
  'mandarin',
  'chinese',
  'portuguese',
  'english',
  'macauLicence',
  'inlandLicence',
  'present',
  'generatedOn',
] as const satisfies readonly TextKey<'cv-pdf'>[];

/** The generated CV's texts in a language, from its `cv-pdf` catalogue. */
export type CvLabels = Record<(typeof WORDS)[number], string> & {
  sexes: { 1: string; 2: string };
  /** A length of work in years and months, with the language's plural forms. */
  seniority: (months: number) => string;
};

export function cvLabels(lang: ApiLanguage): CvLabels {
  const locale = localeOfApiLanguage(lang);
  const words = Object.fromEntries(
    WORDS.map((word) => [word, text(locale, 'cv-pdf', word)]),
  ) as Record<(typeof WORDS)[number], string>;
  return {
    ...words,
    sexes: { 1: text(locale, 'cv-pdf', 'sexes.1'), 2: text(locale, 'cv-pdf', 'sexes.2') },
    seniority: (months) =>
      text(locale, 'cv-pdf', 'seniority', {
        years: Math.floor(months / 12),
        months: months % 12,
      }),
  };
}
