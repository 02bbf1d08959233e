import { describe, expect, it } from 'vitest';
import { LIMITS } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobOfferState } from '../joboffers/joboffer-validity.ts';
import type { FavoritesRepository } from './favorites.repository.ts';
import { FavoritesService, type JobOfferLookup } from './favorites.service.ts';

/**
 * The favourites rules on their own, with no database: the service gets an in-memory
 * repository and a fixed answer for the vacancies' states.
 */
const NOW = '2026-11-22T02:00:00.000Z';
const SEEKER = 7;

interface Saved {
  jobOfferId: number;
  createdAt: string;
}

/** Keeps each seeker's favourites in memory and, like the SQL one, saves only what fits. */
class MemoryFavorites implements PublicMembers<FavoritesRepository> {
  private readonly byAccount = new Map<number, Saved[]>();
  readonly writes: {
    accountId: number;
    jobOfferIds: readonly number[];
    max: number;
    now: string;
  }[] = [];

  of(accountId: number): Saved[] {
    const saved = this.byAccount.get(accountId) ?? [];
    this.byAccount.set(accountId, saved);
    return saved;
  }

  async list(accountId: number): Promise<Saved[]> {
    return [...this.of(accountId)].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.jobOfferId - a.jobOfferId,
    );
  }

  async ids(accountId: number): Promise<number[]> {
    return (await this.list(accountId)).map((s) => s.jobOfferId);
  }

  async addWithin(accountId: number, jobOfferIds: readonly number[], max: number, now: string) {
    this.writes.push({ accountId, jobOfferIds, max, now });
    const saved = this.of(accountId);
    const existing = new Set(saved.map((s) => s.jobOfferId));
    const fresh = [...new Set(jobOfferIds)].filter((id) => !existing.has(id));
    const room = Math.max(0, max - existing.size);
    const added = fresh.slice(0, room);
    for (const jobOfferId of added) saved.push({ jobOfferId, createdAt: now });
    return { added, notFitting: fresh.slice(room) };
  }

  async remove(accountId: number, jobOfferId: number): Promise<void> {
    const saved = this.of(accountId);
    const at = saved.findIndex((s) => s.jobOfferId === jobOfferId);
    if (at >= 0) saved.splice(at, 1);
  }

  async removeAll(accountId: number): Promise<number> {
    const n = this.of(accountId).length;
    this.byAccount.delete(accountId);
    return n;
  }

  // The expiring notices read vacancies and write notices: tested on a database
  // (favourite-notices.test.ts), never reached here.
  async publishedBetween(): Promise<never> {
    throw new Error('not in memory');
  }

  async inTransaction(): Promise<never> {
    throw new Error('not in memory');
  }
}

function setup(states: Record<number, JobOfferState>, alreadySaved = 0) {
  const repository = new MemoryFavorites();
  for (let i = 1; i <= alreadySaved; i += 1)
    repository.of(SEEKER).push({ jobOfferId: 1000 + i, createdAt: '2026-11-01T00:00:00.000Z' });
  const jobOffers: JobOfferLookup = {
    states: async (ids) =>
      new Map(ids.flatMap((id) => (states[id] ? [[id, states[id]] as const] : []))),
    detailsIncludingRemoved: async () => [],
  };
  const service = new FavoritesService(repository, { clock: new ManualClock(NOW) }, jobOffers);
  return { repository, service };
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error: unknown = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('FavoritesService with an in-memory repository', () => {
  it('saves a valid or expired vacancy at the clock instant and answers the new list', async () => {
    const { repository, service } = setup({ 5: 'VALID', 6: 'EXPIRED' });
    expect(await service.add(SEEKER, 5)).toEqual([5]);
    expect(await service.add(SEEKER, 6)).toEqual([6, 5]);
    expect(repository.writes).toEqual([
      { accountId: SEEKER, jobOfferIds: [5], max: LIMITS.favoritesPerSeeker, now: NOW },
      { accountId: SEEKER, jobOfferIds: [6], max: LIMITS.favoritesPerSeeker, now: NOW },
    ]);
  });

  it('refuses a removed or unknown vacancy without writing', async () => {
    const { repository, service } = setup({ 2: 'REMOVED' });
    const removed = await refusal(service.add(SEEKER, 2));
    expect([removed.code, removed.errorArgs]).toEqual(['BE_JOBOFFER_INVALID', [2]]);
    const unknown = await refusal(service.add(SEEKER, 99));
    expect([unknown.code, unknown.errorArgs]).toEqual(['BE_JOBOFFER_INVALID', [99]]);
    expect(repository.writes).toEqual([]);
  });

  it('answers BE_FAVORITE_EXCEED_MAX when the repository finds no room', async () => {
    const { repository, service } = setup({ 5: 'VALID' }, LIMITS.favoritesPerSeeker);
    const full = await refusal(service.add(SEEKER, 5));
    expect([full.code, full.errorArgs]).toEqual([
      'BE_FAVORITE_EXCEED_MAX',
      [LIMITS.favoritesPerSeeker],
    ]);
    expect(repository.of(SEEKER)).toHaveLength(LIMITS.favoritesPerSeeker);
  });

  it('merges a batch once each, skipping dead vacancies and naming those that did not fit', async () => {
    const { repository, service } = setup(
      { 5: 'VALID', 3: 'EXPIRED', 2: 'REMOVED', 4: 'VALID' },
      LIMITS.favoritesPerSeeker - 2,
    );
    const result = await service.saveBatch(SEEKER, [5, 3, 5, 2, 99, 4]);
    expect(repository.writes).toEqual([
      { accountId: SEEKER, jobOfferIds: [5, 3, 4], max: LIMITS.favoritesPerSeeker, now: NOW },
    ]);
    expect(result.saved).toEqual([5, 3]);
    expect(result.notFitting).toEqual([4]);
    expect(result.skipped).toEqual([2, 99]);
    expect(result.ids).toHaveLength(LIMITS.favoritesPerSeeker);
    expect(result.ids.slice(0, 2)).toEqual([5, 3]);
  });

  it('removes a favourite and answers what is left', async () => {
    const { service } = setup({ 5: 'VALID', 6: 'VALID' });
    await service.add(SEEKER, 5);
    await service.add(SEEKER, 6);
    expect(await service.remove(SEEKER, 6)).toEqual([5]);
  });
});
