import {
  localeOfApiLanguage,
  text,
  type ApiLanguage,
  type JOB_CLASS_META_KEYS,
} from '@vaga/contract';

/** The label of a job class's statistic (metaDatas) in a language, from its `job-catalog` catalogue. */
export function metaLabel(key: (typeof JOB_CLASS_META_KEYS)[number], lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'job-catalog', `meta.${key}`);
}
