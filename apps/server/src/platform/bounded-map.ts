/**
 * Sets `key` in a map kept to at most `max` entries, as the in-memory caches keep theirs: the key
 * goes to the end of the eviction order, and when the map is full its oldest entry is dropped.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
