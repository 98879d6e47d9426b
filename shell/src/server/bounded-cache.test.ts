import { BoundedCache } from './bounded-cache';

function cache(bounds: { maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  const kept = new BoundedCache<string>({ maxEntries: 3, maxBytes: 1_000, ...bounds, now: () => now });
  return { kept, later: (ms: number) => (now += ms) };
}

describe('the server renderer’s bounded cache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { kept } = cache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) kept.set(key, key, { bytes: 1, ttlMs: 10_000 });
    kept.get('a'); // used again: b is now the least recent
    kept.set('d', 'd', { bytes: 1, ttlMs: 10_000 });
    expect(kept.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => kept.get(key))).toEqual(['a', undefined, 'c', 'd']);
  });

  it('keeps at most maxBytes, and nothing larger than the whole budget', () => {
    const { kept } = cache({ maxEntries: 100, maxBytes: 1_000 });
    for (let i = 0; i < 50; i++) kept.set(`/api/game/${i}`, 'x', { bytes: 300, ttlMs: 10_000 });
    expect(kept.bytes).toBe(900);
    expect(kept.size).toBe(3);
    expect(kept.get('/api/game/49')).toBe('x');
    kept.set('huge', 'x', { bytes: 1_001, ttlMs: 10_000 });
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.bytes).toBeLessThanOrEqual(1_000);
  });

  it('forgets an entry once its time to live is over, and frees its bytes', () => {
    const { kept, later } = cache({ maxEntries: 100 });
    kept.set('old', 'old', { bytes: 400, ttlMs: 1_000 });
    kept.set('never', 'never', { bytes: 400, ttlMs: 0 });
    expect(kept.get('never')).toBeUndefined();
    later(999);
    expect(kept.get('old')).toBe('old');
    later(1);
    expect(kept.get('old')).toBeUndefined();
    expect(kept.bytes).toBe(0);
  });

  it('drops expired entries when it is next written to, read or not', () => {
    const { kept, later } = cache({ maxEntries: 100 });
    for (let i = 0; i < 10; i++) kept.set(`/api/game/${i}`, 'x', { bytes: 10, ttlMs: 1_000 });
    later(1_000);
    kept.set('/api/calendar', 'y', { bytes: 10, ttlMs: 1_000 });
    expect(kept.size).toBe(1);
    expect(kept.bytes).toBe(10);
  });
});
