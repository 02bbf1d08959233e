import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { AppError } from '../../platform/app-error.ts';
import { ManualClock } from '../../platform/clock.ts';
import { JobOfferListRepository } from './joboffer-list.repository.ts';
import { validityWindow } from './joboffer-validity.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';
import type { SearchRepository } from './search/search.repository.ts';
import { rowPage, VACANCY_TOPICS, VacancyReadCache } from './vacancy-read-cache.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const PUBLISHED = '2026-11-10T02:00:00.000Z';

async function setup() {
  const { app, database } = await buildTestApp();
  await createReferenceOptions(database.db);
  await createJobClasses(database.db);
  const id = await createVacancy(database.db, { published_at: PUBLISHED });
  const repository = new JobOfferListRepository(
    database.db,
    {} as SearchRepository,
    () => app.services.references,
  );
  const [row] = await repository.rowsByIds([id]);
  if (!row) throw new Error('no row');
  const clock = new ManualClock(NOW);
  const versions = { joboffers: 0, references: 0 } as Record<string, number>;
  const changes = { version: (topic: string) => versions[topic] ?? 0 };
  let busy = false;
  const gate = {
    run: <T>(_client: string, work: () => Promise<T>) =>
      busy ? Promise.reject(new AppError('SERVER_BUSY', [2])) : work(),
  };
  const cache = new VacancyReadCache(clock, changes, gate);
  return { cache, clock, versions, row, setBusy: (b: boolean) => (busy = b) };
}

describe('vacancy read cache', () => {
  it('answers a kept page again while no write moves its topics, within its TTL', async () => {
    const { cache, clock, versions, row } = await setup();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { page: rowPage([row], 1, Date.parse(NOW) + PAGE_CACHE_TTL_MS), validUntil: null };
    };
    const first = await cache.page('k', compute, 'ip:1');
    expect(await cache.page('k', compute, 'ip:1')).toBe(first);
    expect(computed).toBe(1);
    versions.references = (versions.references ?? 0) + 1;
    await cache.page('k', compute, 'ip:1');
    expect(computed).toBe(2);
    clock.advance(PAGE_CACHE_TTL_MS);
    await cache.page('k', compute, 'ip:1');
    expect(computed).toBe(3);
  });

  it('answers a page past its TTL when the gate refuses, SERVER_BUSY when none is kept', async () => {
    const { cache, clock, row, setBusy } = await setup();
    const compute = async () => ({ page: rowPage([row], 1, Infinity), validUntil: null });
    const first = await cache.page('k', compute, 'ip:1');
    clock.advance(PAGE_CACHE_TTL_MS);
    setBusy(true);
    expect(await cache.page('k', compute, 'ip:1')).toBe(first);
    await expect(cache.page('other', compute, 'ip:1')).rejects.toMatchObject({
      code: 'SERVER_BUSY',
    });
  });

  it('gives cards as a kept value: until the first vacancy expires or the page ends', async () => {
    const { cache, clock, row } = await setup();
    const pageEnd = Date.parse(NOW) + PAGE_CACHE_TTL_MS;
    const page = rowPage([row], 1, pageEnd);
    const cards = cache.cards(page, 'en');
    expect(cards.value.content.map((c) => c.id)).toEqual([row.id]);
    expect(cards.until).toBe(pageEnd);
    expect(cards.topics).toEqual(VACANCY_TOPICS);
    // Built once per language, while no card changes.
    expect(cache.cards(page, 'en')).toBe(cards);
    expect(cache.cards(page, 'pt')).not.toBe(cards);
    const expires = validityWindow(PUBLISHED).expiresAt.getTime();
    const long = rowPage([row], 1, Infinity);
    expect(cache.cards(long, 'en').until).toBe(expires);
    // Built again from the instant a vacancy expires: it shows as not valid.
    clock.set(new Date(expires));
    const after = cache.cards(long, 'en');
    expect(after.value.content[0]?.isValid).toBe(0);
    expect(after.until).toBe(Infinity);
  });

  it('keeps a vacancy’s row for its TTL and its detail until the vacancy expires', async () => {
    const { cache, clock, row } = await setup();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return row;
    };
    const held = await cache.row(row.id, read);
    expect(await cache.row(row.id, read)).toBe(held);
    expect(reads).toBe(1);
    if (!held) throw new Error('no row');
    const detail = cache.detail(held, 'en');
    expect(detail.until).toBe(Date.parse(NOW) + PAGE_CACHE_TTL_MS);
    expect(detail.topics).toEqual(VACANCY_TOPICS);
    expect(cache.detail(held, 'en')).toBe(detail);
    clock.advance(PAGE_CACHE_TTL_MS);
    await cache.row(row.id, read);
    expect(reads).toBe(2);
  });

  it('reads a page’s fit facts once', async () => {
    const { cache, row } = await setup();
    const page = rowPage([row], 1, Infinity);
    const facts = cache.pageFacts(page);
    expect([...facts.keys()]).toEqual([row.id]);
    expect(cache.pageFacts(page)).toBe(facts);
  });
});
