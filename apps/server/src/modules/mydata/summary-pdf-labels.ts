import {
  EXPORT_KINDS,
  localeOfApiLanguage,
  text,
  type ApiLanguage,
  type ExportKind,
} from '@vaga/contract';

/** The texts of the export's PDF summary in a language (its `data-export` catalogue). */
export interface SummaryLabels {
  title: string;
  intro: string;
  generatedAt: string;
  name: string;
  identityNo: string;
  kinds: Record<ExportKind, string>;
  count: (n: number) => string;
  none: string;
  viewedByService: (at: string) => string;
  viewedByEmployer: (employer: string, at: string) => string;
  retention: (years: number) => string;
}

/** Numbers are written as the language writes them, counts with its plural forms (ICU). */
export function summaryLabels(lang: ApiLanguage): SummaryLabels {
  const locale = localeOfApiLanguage(lang);
  return {
    title: text(locale, 'data-export', 'title'),
    intro: text(locale, 'data-export', 'intro'),
    generatedAt: text(locale, 'data-export', 'generatedAt'),
    name: text(locale, 'data-export', 'name'),
    identityNo: text(locale, 'data-export', 'identityNo'),
    kinds: Object.fromEntries(
      EXPORT_KINDS.map((kind) => [kind, text(locale, 'data-export', `kinds.${kind}`)]),
    ) as Record<ExportKind, string>,
    count: (count) => text(locale, 'data-export', 'count', { count }),
    none: text(locale, 'data-export', 'none'),
    viewedByService: (at) => text(locale, 'data-export', 'viewedByService', { at }),
    viewedByEmployer: (employer, at) =>
      text(locale, 'data-export', 'viewedByEmployer', { employer, at }),
    retention: (years) => text(locale, 'data-export', 'retention', { years }),
  };
}
