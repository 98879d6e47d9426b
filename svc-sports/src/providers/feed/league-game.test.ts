import { parseEspnScoreboard } from '../espn/espn';
import { parseNhlSchedule } from '../nhl-api-web/nhl-api-web';
import { toLeagueGames } from './league-game';
import { recorded } from './testing';

const espn = (name: string) => recorded(`${__dirname}/../espn`, name);

describe('live games as the new leagues store them', () => {
  it('gives the games to come their lines and starters, and finished games their score and overtime', () => {
    const sunday = parseEspnScoreboard('nfl', espn('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'));
    const { games, skipped } = toLeagueGames(sunday);
    expect(skipped).toEqual([]);
    expect(games).toHaveLength(14);
    expect(games.find((g) => g.id === '2025-12-07-DEN-LV-0')).toEqual({
      league: 'nfl',
      id: '2025-12-07-DEN-LV-0',
      season: 2025,
      date: '2025-12-07',
      start: '2025-12-07T21:05:00.000Z',
      away: 'DEN',
      home: 'LV',
      neutral: false,
      playoff: false,
      awayScore: null,
      homeScore: null,
      extra: null,
      extraKnown: false,
      odds: { homeMoneyline: 360, awayMoneyline: -470 },
      spread: null,
      total: null,
      starters: {
        away: { id: expect.stringMatching(/^espn-\d+$/), name: 'Bo Nix' },
        home: { id: expect.stringMatching(/^espn-\d+$/), name: 'Geno Smith' },
      },
      players: null,
      status: 'scheduled',
      source: 'espn',
      feedGameId: '401772794',
    });
    // Under way: no score yet as a result, no line or starter read.
    expect(games.find((g) => g.id === '2025-12-07-MIA-NYJ-0')).toMatchObject({
      status: 'in_progress',
      awayScore: null,
      odds: null,
      starters: null,
    });
    expect(games.find((g) => g.id === '2025-12-04-DAL-DET-0')).toMatchObject({
      status: 'completed',
      awayScore: 30,
      homeScore: 44,
      extra: null,
      extraKnown: true,
    });
    const nhl = toLeagueGames(
      parseNhlSchedule(
        recorded(`${__dirname}/../nhl-api-web`, 'apiweb_schedule-2023-11-08-modified.json'),
        '2023-11-10',
        '2023-11-10',
      ),
    ).games;
    expect(nhl.filter((g) => g.extra).map((g) => [g.id, g.extra])).toEqual([
      ['2023-11-10-MTL-DET-0', 'OT'],
      ['2023-11-10-CGY-TOR-0', 'SO'],
    ]);
    expect(nhl.find((g) => g.away === 'CAR' && g.home === 'TBL')).toMatchObject({
      status: 'postponed',
      homeScore: null,
    });
  });

  it('leaves out pre-season games, and names a game whose team our table does not know instead of storing it', () => {
    expect(toLeagueGames(parseEspnScoreboard('nhl', espn('espn_nhl_scoreboard_2022-09-25_mixed.json')))).toEqual({
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
    const { games, skipped } = toLeagueGames(parseEspnScoreboard('nba', board));
    expect(games).toHaveLength(6);
    expect(skipped).toEqual(['espn game 401810214: unknown team Guangzhou Loong Lions']);
    // ESPN's spellings are our codes, season by season.
    expect(games.map((g) => `${g.away}@${g.home}`)).toContain('GSW@CHI');
  });
});
