import { leagueFeeds } from './league-feeds';
import { feedServer, recorded } from './testing';
import { providerHttp } from '../http';

describe("each league's live feed", () => {
  it('reads the NHL from api-web, the NBA from liveData and the NFL from ESPN, asking ESPN for the others too', async () => {
    const answers: Record<string, unknown> = {
      '/nhl/v1/schedule/2025-10-09': recorded(`${__dirname}/../nhl-api-web`, 'apiweb_schedule-2025-10-07.json'),
      '/nba/stats/scoreboardv3': recorded(`${__dirname}/../nba-live`, 'statsnba_scoreboardv3_2025-11-05.json'),
      '/espn/football/nfl/scoreboard': recorded(
        `${__dirname}/../espn`,
        'espn_nfl_scoreboard_2025wk13_2025-12-01T0356Z_mostly_final.json',
      ),
      '/espn/hockey/nhl/scoreboard': { events: [] },
      '/espn/basketball/nba/scoreboard': { events: [] },
    };
    const feed = await feedServer((url) =>
      url.pathname in answers ? { status: 200, body: answers[url.pathname] } : { status: 404, body: '' },
    );
    const warnings: string[] = [];
    try {
      const feeds = leagueFeeds({
        http: providerHttp(1000, { retries: 0 }),
        today: () => '2025-12-01',
        warn: (err) => warnings.push(err.message),
        nhlApiWebBaseUrl: `${feed.baseUrl}/nhl/v1`,
        nbaCdnBaseUrl: `${feed.baseUrl}/nba/liveData`,
        nbaStatsBaseUrl: `${feed.baseUrl}/nba/stats`,
        espnBaseUrl: `${feed.baseUrl}/espn`,
      });
      expect((await feeds.nhl.schedule('2025-10-09', '2025-10-09')).map((g) => g.source)).toEqual(
        Array(14).fill('nhl-api-web'),
      );
      expect(await feeds.nba.schedule('2025-11-05', '2025-11-05')).toHaveLength(11);
      expect(await feeds.nfl.schedule('2025-11-30', '2025-11-30')).toHaveLength(11);
      expect(feed.requests).toEqual([
        '/nhl/v1/schedule/2025-10-09',
        '/espn/hockey/nhl/scoreboard?dates=20251009-20251010&limit=1000',
        '/nba/stats/scoreboardv3?GameDate=2025-11-05&LeagueID=00',
        '/espn/basketball/nba/scoreboard?dates=20251105-20251106&limit=1000',
        '/espn/football/nfl/scoreboard?dates=20251130-20251201&limit=1000',
      ]);
      expect(warnings).toEqual([]);
    } finally {
      await feed.close();
    }
  });
});
