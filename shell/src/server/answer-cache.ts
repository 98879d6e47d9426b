import { LRUCache } from 'lru-cache';

// The guest's API answers kept for the pages, one per path asked (a page per game asks for its own), so anyone
// can fill it: past these bounds the least recently used go, and each is forgotten after its time to live, so a
// stream of distinct pages costs a fixed amount of memory.
export const ANSWERS_MAX_ENTRIES = 500;
export const ANSWERS_MAX_BYTES = 4 * 1024 * 1024;

/** Each `set` gives the entry's `size` (bytes) and `ttl` (ms); an entry larger than the whole budget is not kept. */
export function createAnswerCache<V extends object>(clock?: { now(): number }): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: ANSWERS_MAX_ENTRIES,
    maxSize: ANSWERS_MAX_BYTES,
    // A given clock is read at every check (the default caches the time for a millisecond).
    ...(clock && { perf: clock, ttlResolution: 0 }),
  });
}
