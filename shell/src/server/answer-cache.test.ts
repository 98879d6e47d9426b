import { ANSWERS_MAX_BYTES, ANSWERS_MAX_ENTRIES, createAnswerCache } from './answer-cache';

function cache() {
  let now = 1_000;
  const kept = createAnswerCache<{ path: string }>({ now: () => now });
  return { kept, later: (ms: number) => (now += ms) };
}

describe('the server renderer’s cache of API answers', () => {
  it('keeps at most its number of entries, dropping the least recently used', () => {
    const { kept } = cache();
    for (let i = 0; i < ANSWERS_MAX_ENTRIES; i++)
      kept.set(`/api/game/${i}`, { path: `${i}` }, { size: 1, ttl: 60_000 });
    kept.get('/api/game/0'); // used again: game 1 is now the least recent
    kept.set('/api/calendar', { path: 'calendar' }, { size: 1, ttl: 60_000 });
    expect(kept.size).toBe(ANSWERS_MAX_ENTRIES);
    expect(kept.get('/api/game/0')).toEqual({ path: '0' });
    expect(kept.get('/api/game/1')).toBeUndefined();
    expect(kept.get('/api/calendar')).toEqual({ path: 'calendar' });
  });

  it('keeps at most its bytes, and nothing larger than the whole budget', () => {
    const { kept } = cache();
    const third = Math.floor(ANSWERS_MAX_BYTES / 3);
    for (let i = 0; i < 50; i++) kept.set(`/api/game/${i}`, { path: `${i}` }, { size: third, ttl: 60_000 });
    expect(kept.calculatedSize).toBe(3 * third);
    expect(kept.size).toBe(3);
    expect(kept.get('/api/game/49')).toEqual({ path: '49' });
    kept.set('/api/huge', { path: 'huge' }, { size: ANSWERS_MAX_BYTES + 1, ttl: 60_000 });
    expect(kept.get('/api/huge')).toBeUndefined();
    expect(kept.calculatedSize).toBeLessThanOrEqual(ANSWERS_MAX_BYTES);
  });

  it('forgets an entry once its time to live is over, and frees its bytes', () => {
    const { kept, later } = cache();
    kept.set('/api/old', { path: 'old' }, { size: 400, ttl: 1_000 });
    later(999);
    expect(kept.get('/api/old')).toEqual({ path: 'old' });
    later(2);
    expect(kept.get('/api/old')).toBeUndefined();
    expect(kept.calculatedSize).toBe(0);
  });
});
