import { EspnScoreboardFeed } from '../espn/espn';
import { NhlApiWebFeed } from '../nhl-api-web/nhl-api-web';
import { fetchFeedJson, FeedUnavailableError } from './fetch-json';
import { SupplementedFeed } from './supplement';
import { feedServer, recorded } from './testing';

const fast = { timeoutMs: 300, retries: 2, backoffMs: 20 };

describe('reading a feed over HTTP', () => {
  it('retries a feed that fails for a while, waiting longer each time, and reads its answer', async () => {
    const feed = await feedServer((_, n) => (n < 3 ? { status: 503, body: 'busy' } : { status: 200, body: { ok: 1 } }));
    try {
      const started = Date.now();
      expect(await fetchFeedJson('test feed', new URL(`${feed.baseUrl}/x`), fast)).toEqual({ ok: 1 });
      expect(feed.requests).toHaveLength(3);
      // 20 ms, then 40 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    } finally {
      await feed.close();
    }
  });

  it('gives up on a feed that is down (500s, or no answer at all) with a clear error, after every attempt', async () => {
    const down = await feedServer(() => ({ status: 500, body: 'error' }));
    const silent = await feedServer(() => 'hang');
    try {
      await expect(
        fetchFeedJson('NHL api-web', new URL(`${down.baseUrl}/v1/schedule/2025-10-07`), fast),
      ).rejects.toThrow(new FeedUnavailableError('NHL api-web', 3, 'HTTP 500'));
      expect(down.requests).toHaveLength(3);
      const started = Date.now();
      await expect(fetchFeedJson('NBA liveData', new URL(`${silent.baseUrl}/x`), fast)).rejects.toThrow(
        'NBA liveData unavailable after 3 attempts: no answer within 300 ms',
      );
      // Three timeouts and two waits, not a stalled caller.
      expect(Date.now() - started).toBeLessThan(3 * 300 + 60 + 1000);
    } finally {
      await down.close();
      await silent.close();
    }
  });

  it('does not retry an answer that will not change (404), nor read an HTML error page as data', async () => {
    const missing = await feedServer(() => ({ status: 404, body: 'no such page' }));
    const html = await feedServer(() => ({ status: 200, body: '<html>maintenance</html>' }));
    try {
      await expect(fetchFeedJson('ESPN scoreboard', new URL(`${missing.baseUrl}/x`), fast)).rejects.toThrow(
        'ESPN scoreboard unavailable after 1 attempt: HTTP 404',
      );
      expect(missing.requests).toHaveLength(1);
      await expect(fetchFeedJson('ESPN scoreboard', new URL(`${html.baseUrl}/x`), fast)).rejects.toThrow(
        FeedUnavailableError,
      );
    } finally {
      await missing.close();
      await html.close();
    }
  });

  it('never turns a feed that is down into a day without games; ESPN down costs only its lines and starters', async () => {
    const week = recorded(`${__dirname}/../nhl-api-web`, 'apiweb_schedule-2025-10-07.json');
    const nhl = await feedServer((url) =>
      url.pathname === '/v1/schedule/2025-10-09' ? { status: 200, body: week } : { status: 404, body: '' },
    );
    const espn = await feedServer(() => ({ status: 500, body: '' }));
    try {
      const espnFeed = new EspnScoreboardFeed('nhl', { ...fast, baseUrl: espn.baseUrl });
      await expect(espnFeed.schedule('2025-10-09', '2025-10-09')).rejects.toThrow(FeedUnavailableError);
      const warnings: string[] = [];
      const feed = new SupplementedFeed(new NhlApiWebFeed({ ...fast, baseUrl: `${nhl.baseUrl}/v1` }), espnFeed, (err) =>
        warnings.push(err.message),
      );
      // The recorded week starts on 2025-10-07; asked from the 9th, the answer's days before it are not read.
      const games = await feed.schedule('2025-10-09', '2025-10-09');
      expect(games).toHaveLength(14);
      expect(games.every((g) => g.status === 'scheduled' && g.home.moneyline === null)).toBe(true);
      expect(warnings).toEqual(['ESPN scoreboard unavailable after 3 attempts: HTTP 500']);
      const nhlDown = new NhlApiWebFeed({ ...fast, baseUrl: `${espn.baseUrl}/v1` });
      await expect(nhlDown.schedule('2025-10-09', '2025-10-09')).rejects.toThrow('NHL api-web unavailable');
    } finally {
      await nhl.close();
      await espn.close();
    }
  });
});
