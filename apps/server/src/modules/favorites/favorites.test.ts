import { beforeAll, describe, expect, it } from 'vitest';
import { FavoriteListSchema, FavoriteSaveBatchResultSchema, LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('favourites', () => {
  let ctx: TestContext;
  const vacancies: number[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    const employer = await createEmployer(db);
    for (let i = 0; i < 45; i += 1) {
      vacancies.push(
        await createVacancy(db, {
          employer_id: employer,
          published_at: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T02:00:00.000Z`,
        }),
      );
    }
  });

  const post = (token: string, jobOfferId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `${PATHS.favorites}?jobOfferId=${jobOfferId}`,
      headers: bearer(token),
    });

  it('needs a logged-in resident', async () => {
    expect((await ctx.app.inject(PATHS.favorites)).json().code).toBe('Unauthorized');
    const visitor = await loginAs(ctx.app, 'nonresident');
    expect(
      (await ctx.app.inject({ url: PATHS.favorites, headers: bearer(visitor) })).json().code,
    ).toBe('BE_NOT_RESIDENT');
  });

  it('adds, lists with details and removes; adding twice counts once', async () => {
    const token = await loginAs(ctx.app, {});
    expect((await post(token, vacancies[0])).json()).toEqual([vacancies[0]]);
    expect((await post(token, vacancies[0])).json()).toEqual([vacancies[0]]);
    const detail = await ctx.app.inject({
      url: PATHS.favoritesDetail,
      headers: { ...bearer(token), 'accept-language': 'pt' },
    });
    const list = FavoriteListSchema.parse(detail.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      jobOfferId: vacancies[0],
      isValid: 1,
      salaryTypeName: 'mês',
    });
    expect(list[0].jobOfferTitle).toMatch(/^Empregado de mesa/);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATHS.favorites}?jobOfferId=${vacancies[0]}`,
      headers: bearer(token),
    });
    expect(removed.json()).toEqual([]);
  });

  it('keeps at most 30 under 40 concurrent POSTs', async () => {
    const token = await loginAs(ctx.app, {});
    const answers = await Promise.all(vacancies.slice(0, 40).map((id) => post(token, id)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(LIMITS.favoritesPerSeeker);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ code: 'BE_FAVORITE_EXCEED_MAX', errorArgs: [30] });
    }
    const stored = (await ctx.app.inject({ url: PATHS.favorites, headers: bearer(token) })).json();
    expect(stored).toHaveLength(30);
  });

  const batchOf = (token: string) => (ids: number[]) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.favoritesSaveBatch,
      headers: bearer(token),
      payload: ids,
    });
  /** The seeker's first `count` favourites, saved in one batch (the rate limit counts requests). */
  const seed = async (token: string, count: number) => {
    const answer = await batchOf(token)(vacancies.slice(0, count));
    expect(FavoriteSaveBatchResultSchema.parse(answer.json()).ids).toHaveLength(count);
  };
  const storedIds = async (token: string): Promise<number[]> =>
    (await ctx.app.inject({ url: PATHS.favorites, headers: bearer(token) })).json();

  it('merges a batch, counting saved ones once and skipping unknown vacancies', async () => {
    const token = await loginAs(ctx.app, {});
    const batch = batchOf(token);
    for (const id of vacancies.slice(0, 25)) expect((await post(token, id)).statusCode).toBe(200);
    // 5 already saved + 5 new + an unknown id (skipped) → 30.
    const merged = await batch([...vacancies.slice(20, 30), 999_999]);
    expect(merged.statusCode).toBe(200);
    const answer = FavoriteSaveBatchResultSchema.parse(merged.json());
    expect(answer.ids).toHaveLength(30);
    expect(answer.saved).toEqual(vacancies.slice(20, 30));
    expect(answer.notFitting).toEqual([]);
    expect(answer.skipped).toEqual([999_999]);
  });

  it('saves as many of a batch as fit, in its order, and answers the ones that did not fit', async () => {
    const token = await loginAs(ctx.app, {});
    await seed(token, 25);
    const batchIds = vacancies.slice(25, 35);
    const merged = await batchOf(token)(batchIds);
    expect(merged.statusCode).toBe(200);
    const answer = FavoriteSaveBatchResultSchema.parse(merged.json());
    expect(answer.saved).toEqual(batchIds.slice(0, 5));
    expect(answer.notFitting).toEqual(batchIds.slice(5));
    expect(answer.skipped).toEqual([]);
    const stored = await storedIds(token);
    expect(stored).toHaveLength(LIMITS.favoritesPerSeeker);
    expect(answer.ids.slice().sort()).toEqual(stored.slice().sort());
    for (const id of batchIds.slice(0, 5)) expect(stored).toContain(id);
    for (const id of batchIds.slice(5)) expect(stored).not.toContain(id);
    // A full list: a further batch saves nothing and answers every new one as not fitting.
    const full = FavoriteSaveBatchResultSchema.parse(
      (await batchOf(token)([vacancies[40], vacancies[0]])).json(),
    );
    expect(full).toMatchObject({ saved: [vacancies[0]], notFitting: [vacancies[40]] });
  });

  it('holds the cap when batches and single saves of one seeker run at once', async () => {
    const token = await loginAs(ctx.app, {});
    await seed(token, 25);
    const batch = batchOf(token);
    const answers = await Promise.all([
      batch(vacancies.slice(25, 35)),
      batch(vacancies.slice(30, 40)),
      post(token, vacancies[40]),
      post(token, vacancies[41]),
    ]);
    const results = answers
      .slice(0, 2)
      .map((answer) => FavoriteSaveBatchResultSchema.parse(answer.json()));
    const stored = await storedIds(token);
    expect(stored).toHaveLength(LIMITS.favoritesPerSeeker);
    const singles = answers.slice(2).filter((answer) => answer.statusCode === 200).length;
    const newlySaved = new Set(
      results
        .flatMap((result) => result.saved)
        .filter((id) => !vacancies.slice(0, 25).includes(id)),
    );
    expect(newlySaved.size + singles).toBe(5);
    // What one batch answered as not fitting is stored only when the other saved it.
    const [first, second] = results;
    for (const [result, other] of [
      [first, second],
      [second, first],
    ]) {
      for (const id of result.notFitting) {
        expect(stored.includes(id)).toBe(other.saved.includes(id));
      }
    }
  });

  it('refuses a removed vacancy and shows a saved one as expired, then removed', async () => {
    const token = await loginAs(ctx.app, {});
    const old = await createVacancy(ctx.database.db, { published_at: '2026-07-20T02:00:00.000Z' }); // expired 20 Nov
    expect((await post(token, old)).statusCode).toBe(200);
    const detail = async () =>
      FavoriteListSchema.parse(
        (await ctx.app.inject({ url: PATHS.favoritesDetail, headers: bearer(token) })).json(),
      );
    expect((await detail())[0]).toMatchObject({ jobOfferId: old, isValid: 0 });
    const gone = await createVacancy(ctx.database.db, { published_at: '2026-07-01T02:00:00.000Z' });
    expect((await post(token, gone)).json()).toEqual({
      code: 'BE_JOBOFFER_INVALID',
      errorArgs: [gone],
    });
    expect((await post(token, 999_999)).json().code).toBe('BE_JOBOFFER_INVALID');
  });

  it('answers catalogue codes for bad input', async () => {
    const token = await loginAs(ctx.app, {});
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${PATHS.favorites}?jobOfferId=-3`,
          headers: bearer(token),
        })
      ).json(),
    ).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.jobOfferId'] });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: PATHS.favoritesSaveBatch,
      headers: bearer(token),
      payload: ['x'],
    });
    expect(bad.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.0', 'validation.integer'],
    });
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: PATHS.favoritesSaveBatch,
      headers: bearer(token),
      payload: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.json().code).toBe('VALIDATION_FAIL');
  });
});
