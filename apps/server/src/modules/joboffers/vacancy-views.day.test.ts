import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { VacancyViews, viewDayStats } from './vacancy-views.ts';
import type { VacancyViewsRepository } from './vacancy-views.repository.ts';

type Added = Parameters<VacancyViewsRepository['add']>[0];

function viewsOn(clock: ManualClock) {
  const added: Added[] = [];
  const repository = {
    add: async (counts: Added) => {
      added.push(counts);
    },
  } as unknown as VacancyViewsRepository;
  return { views: new VacancyViews(repository, { clock }), added };
}

describe('vacancy views by Macao day', () => {
  it('works out the day once while it lasts, not at every view', async () => {
    const clock = new ManualClock('2026-11-14T02:00:00.000Z');
    const { views, added } = viewsOn(clock);
    const before = viewDayStats.worked;
    for (let i = 0; i < 100; i++) {
      views.count(7);
      clock.advance(60_000);
    }
    expect(viewDayStats.worked - before).toBe(1);
    // The next Macao day (midnight is 16:00 UTC) is worked out once more.
    clock.set('2026-11-14T16:00:00.000Z');
    views.count(7);
    views.count(7);
    expect(viewDayStats.worked - before).toBe(2);
    await views.flush();
    expect(added).toEqual([
      [
        { jobOfferId: 7, day: '2026-11-14', views: 100 },
        { jobOfferId: 7, day: '2026-11-15', views: 2 },
      ],
    ]);
  });

  it('counts each view on its own day, at midnight in Macao and when the clock goes back', async () => {
    const clock = new ManualClock('2026-11-14T15:59:59.999Z');
    const { views, added } = viewsOn(clock);
    views.count(1);
    clock.set('2026-11-14T16:00:00.000Z');
    views.count(1);
    views.count(2);
    clock.set('2026-11-13T16:00:00.000Z');
    views.count(1);
    clock.set('2026-11-13T15:59:59.999Z');
    views.count(1);
    await views.flush();
    expect(added[0]).toEqual(
      expect.arrayContaining([
        { jobOfferId: 1, day: '2026-11-14', views: 2 },
        { jobOfferId: 1, day: '2026-11-15', views: 1 },
        { jobOfferId: 2, day: '2026-11-15', views: 1 },
        { jobOfferId: 1, day: '2026-11-13', views: 1 },
      ]),
    );
    expect(added[0]).toHaveLength(4);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const clock = new ManualClock('2026-11-14T02:00:00.000Z');
    let fail = true;
    const added: Added[] = [];
    const repository = {
      add: async (counts: Added) => {
        if (fail) throw new Error('down');
        added.push(counts);
      },
    } as unknown as VacancyViewsRepository;
    const views = new VacancyViews(repository, { clock });
    views.count(3);
    await views.flush();
    fail = false;
    views.count(3);
    await views.flush();
    expect(added).toEqual([[{ jobOfferId: 3, day: '2026-11-14', views: 2 }]]);
  });
});
