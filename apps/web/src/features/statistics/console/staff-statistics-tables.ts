import { FUNNEL_STEPS, MATCHING_STEPS, type StaffStatistics } from '@vaga/contract';
import type { TFunction as Translate } from '@/shared/lib/translate/translator.ts';
import { stepRate, type FigureTable } from '../lib/figure-table.ts';
import { periodName } from '../lib/periods.ts';

const VACANCY_FIGURES = ['open', 'new', 'positions', 'withdrawn', 'expired', 'filled'] as const;

/** The vacancies by period: open at its end, new, positions, withdrawn, expired, filled. */
export function vacancyTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('period'), ...VACANCY_FIGURES.map((f) => t(`vacancies.${f}`))],
    rows: s.periods.map((p) => [
      periodName(p, s.by),
      ...VACANCY_FIGURES.map((f) => p.vacancies[f]),
    ]),
  };
}

/** Every matching step by period. */
export function matchingTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('period'), ...MATCHING_STEPS.map((step) => t(`matching.${step}`))],
    rows: s.periods.map((p) => [
      periodName(p, s.by),
      ...MATCHING_STEPS.map((step) => p.matching[step]),
    ]),
  };
}

/** The range's funnel: requests, interviews arranged, hires, and the rate from each step. */
export function funnelTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('funnel.step'), t('funnel.people'), t('funnel.rate')],
    rows: FUNNEL_STEPS.map((step, index) => {
      const value = s.totals.matching[step];
      const previous = index === 0 ? null : s.totals.matching[FUNNEL_STEPS[index - 1]];
      const rate = index === 0 ? null : stepRate(previous, value);
      return [t(`matching.${step}`), value, index === 0 ? '—' : rate === null ? '—' : `${rate}%`];
    }),
  };
}

/** New vacancies and positions by sector over the range. */
export function sectorTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('sector'), t('vacancies.new'), t('vacancies.positions')],
    rows: s.sectors.map((sector) => [sector.name, sector.new, sector.positions]),
  };
}
