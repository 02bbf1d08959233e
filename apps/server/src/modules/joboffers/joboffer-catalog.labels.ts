import type { JOB_CLASS_META_KEYS, Localized } from '@vaga/contract';

/** Labels of a job class's statistics (metaDatas), in the three languages. */
export const META_LABELS: Record<(typeof JOB_CLASS_META_KEYS)[number], Localized> = {
  vacancyCount: { zh: '職位空缺', pt: 'Vagas', en: 'Vacancies' },
  positionCount: { zh: '職位數目', pt: 'Postos de trabalho', en: 'Positions' },
};
