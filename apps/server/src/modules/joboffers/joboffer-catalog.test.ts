import { describe, expect, it, vi } from 'vitest';
import {
  JOB_CLASS_ICONS,
  JobClassListSchema,
  JobOfferSummarySchema,
  PATHS,
  type JobClass,
} from '@vaga/contract';
import { buildTestApp, dialectUnderTest } from '../../../test/helper.ts';
import { buildInstance, createSharedDatabase } from '../../../test/shared-database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { JobOfferCatalogRepository } from './joboffer-catalog.repository.ts';
import { planSeed, seedDemoData, seedReferenceData } from '../../db/seed/seed.ts';
import { CATALOG_CACHE_MS } from './joboffer-catalog.service.ts';
import { validityWindow } from './joboffer-validity.ts';

const CATALOG = PATHS.localVacancyCatalog;
const SUMMARY = PATHS.jobOfferSummary;
const DAY_MS = 24 * 60 * 60 * 1000;
const VACANCIES = 400;
const SEEDED_AT = new Date('2026-11-22T02:00:00.000Z');

/** What the counts should be at `now`, worked out from the generated rows themselves. */
function expectedCounts(now: Date) {
  const rows = [...planSeed({ vacancies: VACANCIES, now: SEEDED_AT }).jobOffers()];
  const counted = rows.filter(
    (r) =>
      r.event_id === null &&
      r.removed_at === null &&
      validityWindow(r.published_at).expiresAt.getTime() > now.getTime(),
  );
  const byClass = new Map<number, { vacancies: number; positions: number }>();
  for (const r of counted) {
    const c = byClass.get(r.job_class_id) ?? { vacancies: 0, positions: 0 };
    c.vacancies += 1;
    c.positions += r.positions ?? 1;
    byClass.set(r.job_class_id, c);
  }
  return {
    rows,
    byClass,
    vacancies: counted.length,
    positions: counted.reduce((sum, r) => sum + (r.positions ?? 1), 0),
    employers: new Set(counted.map((r) => r.employer_id)).size,
    classes: byClass.size,
  };
}

function meta(item: { metaDatas: JobClass['metaDatas'] }, key: string) {
  return item.metaDatas.find((m) => m.key === key)!.value;
}

describe('job-class catalog and summary', async () => {
  const { app, clock } = await buildTestApp();
  clock.set(SEEDED_AT);
  await seedDemoData(app.db, app.dialect, { vacancies: VACANCIES, now: SEEDED_AT });

  it('lists at least 15 groups with icons and subcategories', async () => {
    const res = await app.inject(CATALOG);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const catalog = JobClassListSchema.parse(res.json());
    expect(catalog.length).toBeGreaterThanOrEqual(15);
    for (const group of catalog) {
      expect(JOB_CLASS_ICONS).toContain(group.icon);
      expect(group.groupId).toBe(group.id);
      expect(group.subCategories.length).toBeGreaterThan(0);
      for (const sub of group.subCategories) expect(sub.groupId).toBe(group.id);
    }
  });

  it('counts the valid local vacancies and their positions of each class', async () => {
    const expected = expectedCounts(SEEDED_AT);
    // The seed holds vacancies the counts must leave out: expired, removed and events'.
    const expired = expected.rows.filter(
      (r) => validityWindow(r.published_at).expiresAt.getTime() <= SEEDED_AT.getTime(),
    );
    expect(expired.length).toBeGreaterThan(0);
    expect(expected.rows.some((r) => r.event_id !== null)).toBe(true);

    const catalog = JobClassListSchema.parse((await app.inject(CATALOG)).json());
    for (const group of catalog) {
      let groupVacancies = 0;
      let groupPositions = 0;
      for (const sub of group.subCategories) {
        const want = expected.byClass.get(sub.id) ?? { vacancies: 0, positions: 0 };
        expect(meta(sub, 'vacancyCount'), `class ${sub.id}`).toBe(want.vacancies);
        expect(meta(sub, 'positionCount'), `class ${sub.id}`).toBe(want.positions);
        groupVacancies += want.vacancies;
        groupPositions += want.positions;
      }
      expect(meta(group, 'vacancyCount')).toBe(groupVacancies);
      expect(meta(group, 'positionCount')).toBe(groupPositions);
    }
  });

  it('sums the same vacancies in the summary', async () => {
    const expected = expectedCounts(SEEDED_AT);
    const res = await app.inject(SUMMARY);
    expect(res.statusCode).toBe(200);
    const summary = JobOfferSummarySchema.parse(res.json());
    expect(summary).toMatchObject({
      vacancyCount: expected.vacancies,
      positionCount: expected.positions,
      employerCount: expected.employers,
      classCount: expected.classes,
    });
    expect(new Date(summary.updatedAt).getTime()).toBeLessThanOrEqual(clock.millis());
  });

  it('localizes class names and statistic labels by Accept-Language', async () => {
    const get = async (lang?: string) =>
      JobClassListSchema.parse(
        (
          await app.inject({ url: CATALOG, headers: lang ? { 'accept-language': lang } : {} })
        ).json(),
      );
    const [zh, pt, en] = [await get(), await get('pt'), await get('en')];
    const food = (list: JobClass[]) => list.find((g) => g.icon === 'restaurant')!;
    expect(food(zh).name).toBe('飲食');
    expect(food(pt).name).toBe('Restauração');
    expect(food(en).name).toBe('Food and beverage');
    expect(food(zh).subCategories[0].name).toBe('廚房');
    expect(zh[0].metaDatas.map((m) => m.label)).toEqual(['職位空缺', '職位數目']);
    expect(pt[0].metaDatas.map((m) => m.label)).toEqual(['Vagas', 'Postos de trabalho']);
    expect(en[0].subCategories[0].metaDatas.map((m) => m.label)).toEqual([
      'Vacancies',
      'Positions',
    ]);
  });

  it('stops counting vacancies as they pass four months, once the cached counts are stale', async () => {
    const before = JobOfferSummarySchema.parse((await app.inject(SUMMARY)).json());
    clock.advance(40 * DAY_MS);
    const later = new Date(SEEDED_AT.getTime() + 40 * DAY_MS);
    const expected = expectedCounts(later);
    expect(expected.vacancies).toBeLessThan(before.vacancyCount);
    clock.advance(CATALOG_CACHE_MS);
    const after = JobOfferSummarySchema.parse((await app.inject(SUMMARY)).json());
    const afterNow = new Date(later.getTime() + CATALOG_CACHE_MS);
    expect(after.vacancyCount).toBe(expectedCounts(afterNow).vacancies);
    expect(after.updatedAt).toBe(afterNow.toISOString());
  });

  it('answers the counts past their time at once while the next ones are read, when no write came', async () => {
    const read = async () => JobOfferSummarySchema.parse((await app.inject(SUMMARY)).json());
    const kept = await read();
    const counting = vi.spyOn(app.services.jobOfferCatalog['repository'], 'totals');
    clock.advance(CATALOG_CACHE_MS + 1_000);
    // The kept counts, answered without waiting; the next ones are being read.
    expect((await read()).updatedAt).toBe(kept.updatedAt);
    expect(counting).toHaveBeenCalledTimes(1);
    const next = clock.now().toISOString();
    await vi.waitFor(async () => expect((await read()).updatedAt).toBe(next));
    expect(counting).toHaveBeenCalledTimes(1);
    // Twice their time: no longer answered; the request waits for new counts.
    clock.advance(2 * CATALOG_CACHE_MS);
    expect((await read()).updatedAt).toBe(clock.now().toISOString());
    counting.mockRestore();
  });
});

describe('job-class catalog without vacancies', async () => {
  const { app } = await buildTestApp();
  await seedReferenceData(app.db);

  it('answers every class with zero counts, and a zero summary', async () => {
    const catalog = JobClassListSchema.parse((await app.inject(CATALOG)).json());
    expect(catalog.length).toBeGreaterThanOrEqual(15);
    for (const group of catalog) {
      expect(group.metaDatas.every((m) => m.value === 0)).toBe(true);
    }
    const summary = JobOfferSummarySchema.parse((await app.inject(SUMMARY)).json());
    expect(summary).toMatchObject({
      vacancyCount: 0,
      positionCount: 0,
      employerCount: 0,
      classCount: 0,
    });
  });
});

describe.runIf(dialectUnderTest === 'sqlite')('job-class counts on an SQLite file', async () => {
  const shared = await createSharedDatabase();
  const { app } = await buildInstance(shared, new ManualClock(SEEDED_AT));
  await seedReferenceData(app.db);
  await seedDemoData(app.db, app.dialect, { vacancies: VACANCIES, now: SEEDED_AT });

  it('are read in a worker thread on a connection of its own, not on the event loop', async () => {
    // The worker has a module (and a repository) of its own: this thread's never counts.
    const byClass = vi.spyOn(JobOfferCatalogRepository.prototype, 'countsByClass');
    const totals = vi.spyOn(JobOfferCatalogRepository.prototype, 'totals');
    const expected = expectedCounts(SEEDED_AT);
    const catalog = JobClassListSchema.parse((await app.inject(CATALOG)).json());
    for (const sub of catalog.flatMap((group) => group.subCategories)) {
      const want = expected.byClass.get(sub.id) ?? { vacancies: 0, positions: 0 };
      expect(meta(sub, 'vacancyCount'), `class ${sub.id}`).toBe(want.vacancies);
      expect(meta(sub, 'positionCount'), `class ${sub.id}`).toBe(want.positions);
    }
    expect(JobOfferSummarySchema.parse((await app.inject(SUMMARY)).json())).toMatchObject({
      vacancyCount: expected.vacancies,
      positionCount: expected.positions,
      employerCount: expected.employers,
      classCount: expected.classes,
    });
    expect(byClass).not.toHaveBeenCalled();
    expect(totals).not.toHaveBeenCalled();
  });
});
