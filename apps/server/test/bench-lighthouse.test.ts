import { describe, expect, it } from 'vitest';
import { checkLighthouseGoals } from '../bench/goals.ts';
import { LIGHTHOUSE_PAGES, medianRow, type LighthouseRow } from '../bench/lighthouse.ts';

const run = (performance: number, fcp: number, tbt: number) => ({
  performance,
  accessibility: 100,
  'FCP s': fcp,
  'LCP s': fcp + 0.3,
  CLS: 0,
  'TBT ms': tbt,
});

const good: LighthouseRow = { page: '/service', ...run(99, 1.0, 40), failing: '-' };

describe('the bench Lighthouse pages and goals', () => {
  it('measures the homes, the job list, a vacancy and the event list', () => {
    expect(LIGHTHOUSE_PAGES).toEqual([
      '/service',
      '/service?language=pt',
      '/job-service/job-list?type=local',
      '/job-service/job/52',
      '/match-kinds',
    ]);
  });

  it('takes the median of each figure over the runs, figure by figure', () => {
    const row = medianRow(
      '/service',
      [run(90, 1.4, 300), run(99, 0.9, 20), run(97, 1.1, 80)],
      ['color-contrast', 'color-contrast'],
    );
    expect(row).toMatchObject({ performance: 97, 'FCP s': 1.1, 'TBT ms': 80 });
    expect(row.failing).toBe('color-contrast');
  });

  it('meets the goals at performance 98, accessibility 100, FCP 1.2 s and TBT 100 ms', () => {
    const met = (row: Partial<LighthouseRow>) => checkLighthouseGoals([{ ...good, ...row }])[0].met;
    expect(met({})).toBe(true);
    expect(met({ performance: 98, 'FCP s': 1.2, 'TBT ms': 100 })).toBe(true);
    expect(met({ performance: 97 })).toBe(false);
    expect(met({ accessibility: 99 })).toBe(false);
    expect(met({ 'FCP s': 1.21 })).toBe(false);
    expect(met({ 'TBT ms': 101 })).toBe(false);
    expect(met({ CLS: 0.05 })).toBe(false);
    // A page Lighthouse could not load.
    expect(met({ performance: Number.NaN, accessibility: Number.NaN })).toBe(false);
  });

  it('does not count an unmeasured run as met', () => {
    expect(checkLighthouseGoals(null)).toEqual([
      { goal: 'Lighthouse', measured: 'not measured', met: false },
    ]);
  });
});
