import { describe, expect, it } from 'vitest';
import {
  JobOfferPageSchema,
  JobOfferSummarySchema,
  PATHS,
  ReferenceOptionListSchema,
} from '@vaga/contract';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../test/factories/search-vacancies.ts';
import { dialectUnderTest } from '../../test/helper.ts';
import { buildInstance, createSharedDatabase } from '../../test/shared-database.ts';
import { ManualClock } from './clock.ts';
import type { App } from './types.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const EDUCATION = PATHS.referencesByType.replace(':type', 'EDUCATION');
/** Bachelor (factories/search-vacancies.ts). */
const BACHELOR = 7;

/** Two instances on one database with reference options, job classes and two vacancies. */
async function twoInstances(env: NodeJS.ProcessEnv = {}) {
  const shared = await createSharedDatabase();
  const clock = new ManualClock(NOW);
  const { app: a } = await buildInstance(shared, clock, env);
  await createReferenceOptions(a.db);
  await createJobClasses(a.db);
  const older = await createVacancy(a.db, { published_at: '2026-11-10T02:00:00.000Z' });
  const newer = await createVacancy(a.db, { published_at: '2026-11-11T02:00:00.000Z' });
  await a.services.jobOfferSearch.indexPending();
  const { app: b } = await buildInstance(shared, clock, env);
  return { a, b, clock, older, newer };
}

async function bachelorActive(app: App): Promise<number | undefined> {
  const res = await app.inject(EDUCATION);
  expect(res.statusCode, res.body).toBe(200);
  return ReferenceOptionListSchema.parse(res.json()).find((o) => o.id === BACHELOR)?.isActive;
}

async function listedIds(app: App): Promise<number[]> {
  const res = await app.inject(PATHS.localVacancy);
  expect(res.statusCode, res.body).toBe(200);
  return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
}

async function vacancyCount(app: App): Promise<number> {
  const res = await app.inject(PATHS.jobOfferSummary);
  expect(res.statusCode, res.body).toBe(200);
  return JobOfferSummarySchema.parse(res.json()).vacancyCount;
}

describe('caches across instances', () => {
  it('serves a reference option deactivated on another instance once it reads the versions', async () => {
    const { a, b } = await twoInstances();
    expect(await bachelorActive(b)).toBe(1);
    expect(await bachelorActive(a)).toBe(1);

    await a.services.references.setActive('EDUCATION', BACHELOR, false);
    // The writing instance answers its own write at once.
    expect(await bachelorActive(a)).toBe(0);
    // The other still holds its copy until it reads the versions (every 250 ms in production).
    expect(await bachelorActive(b)).toBe(1);
    expect(await b.changeFeed.poll()).toEqual(['references']);
    expect(await bachelorActive(b)).toBe(0);

    await b.services.references.setActive('EDUCATION', BACHELOR, true);
    await a.changeFeed.poll();
    expect(await bachelorActive(a)).toBe(1);
  });

  it('drops a cached list page and counts when a vacancy is withdrawn on another instance', async () => {
    const { a, b, older, newer } = await twoInstances();
    expect(await listedIds(b)).toEqual([newer, older]);
    expect(await vacancyCount(b)).toBe(2);

    await a.services.jobOfferList.withdraw(newer);
    expect(await listedIds(a)).toEqual([older]);
    expect(await listedIds(b)).toEqual([newer, older]);
    expect(await b.changeFeed.poll()).toEqual(['joboffers']);
    expect(await listedIds(b)).toEqual([older]);
    expect(await vacancyCount(b)).toBe(1);
  });

  it('drops cached search pages when another instance indexes new vacancies', async () => {
    const { a, b, older, newer } = await twoInstances();
    const url = `${PATHS.jobOfferSearch}?keyword=waiter`;
    const found = async () =>
      JobOfferPageSchema.parse((await b.inject(url)).json()).content.map((c) => c.id);
    expect(await found()).toEqual([newer, older]);
    const added = await createVacancy(a.db, { published_at: '2026-11-12T02:00:00.000Z' });
    expect(await a.services.jobOfferSearch.indexPending()).toBe(1);
    await b.changeFeed.poll();
    expect(await found()).toEqual([added, newer, older]);
  });

  it('hears of another instance’s write within a second by its own polling', async () => {
    const { a, b, newer, older } = await twoInstances({ CHANGE_FEED_POLL_MS: '100' });
    expect(await bachelorActive(b)).toBe(1);
    expect(await listedIds(b)).toEqual([newer, older]);
    const written = Date.now();
    await a.services.references.setActive('EDUCATION', BACHELOR, false);
    await a.services.jobOfferList.withdraw(older);
    await expect.poll(() => bachelorActive(b), { timeout: 1000, interval: 25 }).toBe(0);
    await expect.poll(() => listedIds(b), { timeout: 1000, interval: 25 }).toEqual([newer]);
    expect(Date.now() - written).toBeLessThan(1000);
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'hears of another instance’s write at once by notification on PostgreSQL',
    async () => {
      // Polling once a minute: only the notification can bring the change within a second.
      const { a, b, newer, older } = await twoInstances({ CHANGE_FEED_POLL_MS: '60000' });
      expect(await listedIds(b)).toEqual([newer, older]);
      await a.services.jobOfferList.withdraw(newer);
      await expect.poll(() => listedIds(b), { timeout: 1000, interval: 25 }).toEqual([older]);
      await a.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reference_option')
          .set({ is_active: 0 })
          .where('type', '=', 'EDUCATION')
          .where('id', '=', BACHELOR)
          .execute();
        await a.changeFeed.bump('references', trx);
      });
      await expect.poll(() => bachelorActive(b), { timeout: 1000, interval: 25 }).toBe(0);
    },
  );

  it('refuses to change an unknown option or withdraw an unknown vacancy', async () => {
    const { a, newer } = await twoInstances();
    await expect(a.services.references.setActive('NOPE', 1, false)).rejects.toMatchObject({
      code: 'BE_REFERENCE_TYPE_INVALID',
      errorArgs: ['NOPE'],
    });
    await expect(a.services.references.setActive('EDUCATION', 999, false)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await a.services.jobOfferList.withdraw(newer);
    await expect(a.services.jobOfferList.withdraw(newer)).rejects.toMatchObject({
      code: 'BE_JOBOFFER_INVALID',
      errorArgs: [newer],
    });
    await expect(a.services.jobOfferList.withdraw(999_999)).rejects.toMatchObject({
      code: 'BE_JOBOFFER_INVALID',
    });
  });
});
