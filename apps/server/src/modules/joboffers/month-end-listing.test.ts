import { describe, expect, it } from 'vitest';
import { JobOfferDetailSchema, JobOfferPageSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

/** Publications around 31 July, a day November lacks (Macao is UTC+8). */
const PUBLISHED = {
  jul30at11: '2026-07-30T03:00:00.000Z',
  jul30at23: '2026-07-30T15:00:00.000Z',
  jul31at00: '2026-07-30T16:30:00.000Z',
  jul31at09: '2026-07-31T01:00:00.000Z',
  jul31at2359: '2026-07-31T15:59:00.000Z',
  aug1at00: '2026-07-31T16:00:00.000Z',
  aug1at11: '2026-08-01T03:00:00.000Z',
} as const;
type Name = keyof typeof PUBLISHED;

async function setup() {
  const ctx = await buildTestApp();
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  const ids = new Map<number, Name>();
  for (const [name, published_at] of Object.entries(PUBLISHED)) {
    ids.set(await createVacancy(ctx.database.db, { published_at }), name as Name);
  }
  return { ctx, ids };
}

/** The list's vacancies at the clock's time, by name, with their `isValid`. */
async function listed(ctx: TestContext, ids: Map<number, Name>) {
  const res = await ctx.app.inject(`${PATHS.localVacancy}?page=0&size=50`);
  expect(res.statusCode, res.body).toBe(200);
  const page = JobOfferPageSchema.parse(res.json());
  expect(page.totalElements).toBe(page.content.length);
  return new Map(page.content.map((card) => [ids.get(card.id)!, card.isValid]));
}

/** Each vacancy's own page at the clock's time: its `isValid`, or `gone` (BE_JOBOFFER_INVALID). */
async function pages(ctx: TestContext, ids: Map<number, Name>) {
  const states = new Map<Name, number | 'gone'>();
  for (const [id, name] of ids) {
    const res = await ctx.app.inject(PATHS.jobOffer.replace(':id', String(id)));
    if (res.statusCode === 200) {
      states.set(name, JobOfferDetailSchema.parse(res.json()).isValid);
    } else {
      expect(res.json(), res.body).toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
      states.set(name, 'gone');
    }
  }
  return states;
}

describe('lists through the month ends a publication’s fourth month lacks', () => {
  it('list a vacancy exactly while its own page opens, and say the same validity', async () => {
    const { ctx, ids } = await setup();
    for (const now of [
      '2026-11-30T02:00:00.000Z',
      '2026-11-30T04:00:00.000Z',
      '2026-11-30T15:59:59.999Z',
      '2026-11-30T16:00:00.000Z',
      '2026-12-15T02:00:00.000Z',
      '2026-12-15T03:30:00.000Z',
      '2026-12-15T15:59:59.999Z',
      '2026-12-15T16:00:00.000Z',
      '2026-12-16T03:00:00.000Z',
    ]) {
      ctx.clock.set(now);
      const own = await pages(ctx, ids);
      const list = await listed(ctx, ids);
      for (const [name, state] of own) {
        expect(list.get(name), `${name} at ${now}`).toBe(state === 'gone' ? undefined : state);
      }
      // The sweep persists removals: it removes nothing whose page still opens.
      await ctx.app.services.jobOfferList.sweepRemoved();
      expect(await pages(ctx, ids), `swept at ${now}`).toEqual(own);
    }
  });

  it('keeps 30 July’s and 31 July’s publications listed until their own removal', async () => {
    const { ctx, ids } = await setup();
    // 15 December 10:00 Macao: 30 July 11:00's vacancy is removed at 11:00, not before.
    ctx.clock.set('2026-12-15T02:00:00.000Z');
    await ctx.app.services.jobOfferList.sweepRemoved();
    expect([...(await listed(ctx, ids)).keys()].sort()).toEqual(
      [
        'jul30at11',
        'jul30at23',
        'jul31at00',
        'jul31at09',
        'jul31at2359',
        'aug1at00',
        'aug1at11',
      ].sort(),
    );
    // 15 December 11:00 Macao: 30 July 11:00's is gone; 31 July's stay to the end of the day.
    ctx.clock.set('2026-12-15T03:00:00.000Z');
    await ctx.app.services.jobOfferList.sweepRemoved();
    expect([...(await listed(ctx, ids)).keys()].sort()).toEqual(
      ['jul30at23', 'jul31at00', 'jul31at09', 'jul31at2359', 'aug1at00', 'aug1at11'].sort(),
    );
    // 16 December 00:00 Macao: 31 July's are gone with 1 August 00:00's.
    ctx.clock.set('2026-12-15T16:00:00.000Z');
    await ctx.app.services.jobOfferList.sweepRemoved();
    expect([...(await listed(ctx, ids)).keys()]).toEqual(['aug1at11']);
  });
});
