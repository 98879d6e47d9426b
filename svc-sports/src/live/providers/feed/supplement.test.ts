import { EspnScoreboardFeed } from '../espn/espn';
import { providerHttp } from '../http';
import { NhlApiWebFeed } from '../../../leagues/nhl/nhl-api-web/nhl-api-web';
import { SupplementedFeed } from './supplement';
import { feedServer, recorded } from './testing';
import { TeamIndex } from '../../../leagues/team-sport/teams';
import { NHL_TEAMS } from '../../../leagues/nhl/profile';

const fast = { http: providerHttp(2000, { backoffMs: 20 }) };

describe('a league feed supplemented by ESPN', () => {
  it('never turns a feed that is down into a day without games; ESPN down costs only its lines and starters', async () => {
    const week = recorded(`${__dirname}/../../../leagues/nhl/nhl-api-web`, 'apiweb_schedule-2025-10-07.json');
    const nhl = await feedServer((url) =>
      url.pathname === '/v1/schedule/2025-10-09' ? { status: 200, body: week } : { status: 404, body: '' },
    );
    const espn = await feedServer(() => ({ status: 500, body: '' }));
    try {
      const espnFeed = new EspnScoreboardFeed({
        league: 'nhl',
        ...fast,
        baseUrl: espn.baseUrl,
        teams: new TeamIndex('nhl', NHL_TEAMS),
      });
      await expect(espnFeed.schedule('2025-10-09', '2025-10-09')).rejects.toThrow(
        'ESPN scoreboard unavailable after 3 attempts: HTTP 500',
      );
      const warnings: string[] = [];
      const feed = new SupplementedFeed({
        own: new NhlApiWebFeed({ ...fast, baseUrl: `${nhl.baseUrl}/v1` }),
        other: espnFeed,
        warn: (err) => warnings.push(err.message),
      });
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
