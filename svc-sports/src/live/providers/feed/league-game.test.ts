import { parseEspnScoreboard } from '../espn/espn';
import { parseNhlSchedule } from '../../../leagues/nhl/nhl-api-web/nhl-api-web';
import { LeagueFeedAdapter, toLeagueGames } from './league-game';
import { recorded } from './testing';
import { TeamIndex } from '../../../leagues/team-sport/teams';
import { NBA_TEAMS } from '../../../leagues/nba/profile';
import { NFL_TEAMS } from '../../../leagues/nfl/profile';
import { NHL_TEAMS } from '../../../leagues/nhl/profile';

const espn = (name: string) => recorded(`${__dirname}/../espn`, name);
const id = (g: { date: string; away: string; home: string }) => `${g.date}-${g.away}-${g.home}`;

describe('live games as league ingestion stores them', () => {
  it('gives the games to come their starters and lines, and finished games their score and overtime', () => {
    const sunday = parseEspnScoreboard(
      'nfl',
      espn('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'),
      new TeamIndex('nfl', NFL_TEAMS),
    );
    const { games, skipped } = toLeagueGames(sunday);
    expect(skipped).toEqual([]);
    expect(games).toHaveLength(14);
    expect(games.find((g) => id(g) === '2025-12-07-DEN-LV')).toEqual({
      date: '2025-12-07',
      start: '2025-12-07T21:05:00.000Z',
      away: 'DEN',
      home: 'LV',
      status: 'scheduled',
      awayScore: null,
      homeScore: null,
      extra: null,
      neutral: false,
      playoff: false,
      // The scoreboard names no quarterback: the adapter asks the depth charts (player-matching.test.ts).
      starters: null,
      odds: { homeMoneyline: 360, awayMoneyline: -470, source: 'espn' },
    });
    // Under way: no score yet as a result, no starter or line read.
    expect(games.find((g) => id(g) === '2025-12-07-MIA-NYJ')).toMatchObject({
      status: 'in_progress',
      awayScore: null,
      starters: null,
      odds: null,
    });
    expect(games.find((g) => id(g) === '2025-12-04-DAL-DET')).toMatchObject({
      status: 'completed',
      awayScore: 30,
      homeScore: 44,
      extra: null,
    });
    const nhl = toLeagueGames(
      parseNhlSchedule(
        recorded(`${__dirname}/../../../leagues/nhl/nhl-api-web`, 'apiweb_schedule-2023-11-08-modified.json'),
        '2023-11-10',
        '2023-11-10',
      ),
    ).games;
    expect(nhl.filter((g) => g.extra).map((g) => [id(g), g.extra])).toEqual([
      ['2023-11-10-MTL-DET', 'OT'],
      ['2023-11-10-CGY-TOR', 'SO'],
    ]);
    expect(nhl.find((g) => g.away === 'CAR' && g.home === 'TBL')).toMatchObject({
      status: 'postponed',
      homeScore: null,
    });
  });

  it('leaves out pre-season games, and reports a game whose team our table does not know instead of storing it', async () => {
    expect(
      toLeagueGames(
        parseEspnScoreboard('nhl', espn('espn_nhl_scoreboard_2022-09-25_mixed.json'), new TeamIndex('nhl', NHL_TEAMS)),
      ),
    ).toEqual({
      games: [],
      skipped: [],
    });
    const board = espn('espn_nba_scoreboard_2025-12-07T1900Z.json') as {
      events: { competitions: { competitors: { team: { abbreviation: string; displayName: string } }[] }[] }[];
    };
    Object.assign(board.events[2].competitions[0].competitors[1].team, {
      abbreviation: 'GUA',
      displayName: 'Guangzhou Loong Lions',
    });
    const warnings: string[] = [];
    const feed = new LeagueFeedAdapter({
      league: 'nba',
      feed: { schedule: async () => parseEspnScoreboard('nba', board, new TeamIndex('nba', NBA_TEAMS)) },
      warn: (message) => warnings.push(message),
    });
    const games = await feed.schedule('2025-12-07', '2025-12-07');
    expect(games).toHaveLength(6);
    expect(warnings).toEqual(['espn game 401810214: unknown team Guangzhou Loong Lions']);
    // ESPN's spellings are our codes.
    expect(games.map((g) => `${g.away}@${g.home}`)).toContain('GSW@CHI');
  });
});
