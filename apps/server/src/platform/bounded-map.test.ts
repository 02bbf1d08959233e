import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.ts';

describe('setBounded', () => {
  it('keeps at most max entries, dropping the oldest set', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 2);
    setBounded(map, 'b', 2, 2);
    setBounded(map, 'c', 3, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('moves a key set again to the end of the eviction order, without dropping another', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 2);
    setBounded(map, 'b', 2, 2);
    setBounded(map, 'a', 3, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    setBounded(map, 'c', 4, 2);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
