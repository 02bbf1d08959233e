import { describe, expect, it } from 'vitest';
import { EarliestListed } from './earliest-listed.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';

const SINCE = '2026-07-20T02:00:00.000Z';

/** An EarliestListed over a table whose earliest publication is `earliest`, counting its reads. */
function setup(earliest: { value: string | null }) {
  let now = Date.parse('2026-11-22T02:00:00.000Z');
  const reads: string[] = [];
  const listed = new EarliestListed(
    async (since) => {
      reads.push(since);
      return earliest.value !== null && earliest.value >= since ? earliest.value : null;
    },
    () => now,
  );
  return {
    listed,
    reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the first listed publication, read once for the pages computed meanwhile', () => {
  it('is read once while the version, the time and `since` allow it', async () => {
    const { listed, reads, advance } = setup({ value: '2026-08-01T02:00:00.000Z' });
    expect(await listed.at(SINCE, 1)).toBe('2026-08-01T02:00:00.000Z');
    advance(PAGE_CACHE_TTL_MS - 1);
    expect(await listed.at('2026-07-21T02:00:00.000Z', 1)).toBe('2026-08-01T02:00:00.000Z');
    expect(reads).toEqual([SINCE]);
  });

  it('is read again when the vacancies changed', async () => {
    const earliest = { value: '2026-08-01T02:00:00.000Z' };
    const { listed, reads } = setup(earliest);
    await listed.at(SINCE, 1);
    earliest.value = '2026-07-25T02:00:00.000Z';
    expect(await listed.at(SINCE, 2)).toBe('2026-07-25T02:00:00.000Z');
    expect(reads).toHaveLength(2);
  });

  it('is read again after a page’s TTL, for writes no version shows', async () => {
    const earliest = { value: '2026-08-01T02:00:00.000Z' };
    const { listed, reads, advance } = setup(earliest);
    await listed.at(SINCE, 1);
    earliest.value = '2026-07-25T02:00:00.000Z';
    advance(PAGE_CACHE_TTL_MS);
    expect(await listed.at(SINCE, 1)).toBe('2026-07-25T02:00:00.000Z');
    expect(reads).toHaveLength(2);
  });

  it('is read again when the clock went back', async () => {
    const { listed, reads, advance } = setup({ value: '2026-08-01T02:00:00.000Z' });
    await listed.at(SINCE, 1);
    advance(-1);
    await listed.at(SINCE, 1);
    expect(reads).toHaveLength(2);
  });

  it('is read again for an earlier `since`, which may find an earlier publication', async () => {
    const { listed, reads } = setup({ value: '2026-07-19T02:00:00.000Z' });
    expect(await listed.at(SINCE, 1)).toBeNull();
    expect(await listed.at('2026-07-19T00:00:00.000Z', 1)).toBe('2026-07-19T02:00:00.000Z');
    expect(reads).toHaveLength(2);
  });

  it('is read again once that publication has left the lists', async () => {
    const { listed, reads } = setup({ value: '2026-08-01T02:00:00.000Z' });
    await listed.at(SINCE, 1);
    expect(await listed.at('2026-08-01T02:00:00.001Z', 1)).toBeNull();
    expect(reads).toHaveLength(2);
    // None found stays none for a later `since` while nothing changed.
    expect(await listed.at('2026-08-02T02:00:00.000Z', 1)).toBeNull();
    expect(reads).toHaveLength(2);
  });
});
