import { HttpAnswerError } from '@vantage/service-kit/http-client';
import { pregameInput, type FeedGame } from '../feed/game';
import { supplement } from '../feed/supplement';
import { countByStatus as count, feedServer, recorded } from '../feed/testing';
import { EspnScoreboardFeed, parseEspnDepthChart, parseEspnScoreboard } from './espn';
import { providerHttp } from '../http';
import { TeamIndex } from '../../../leagues/team-sport/teams';
import { NBA_TEAMS } from '../../../leagues/nba/profile';
import { NFL_TEAMS } from '../../../leagues/nfl/profile';
import { NHL_TEAMS } from '../../../leagues/nhl/profile';

const fixture = (name: string) => recorded(__dirname, name);
const team = (t: FeedGame['home']['team']) => t.code ?? t.abbreviation;
const matchup = (g: FeedGame) => `${team(g.away.team)}@${team(g.home.team)}`;

describe('ESPN scoreboard adapter', () => {
  it('reads an NFL Sunday in progress: lines for the games to come, no quarterback (the scoreboard names none)', () => {
    const games = parseEspnScoreboard(
      'nfl',
      fixture('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'),
      new TeamIndex('nfl', NFL_TEAMS),
    );
    expect(count(games)).toEqual({ in_progress: 8, scheduled: 5, completed: 1 });
    const denver = games.find((g) => matchup(g) === 'DEN@LV')!;
    expect(denver).toEqual({
      league: 'nfl',
      source: 'espn',
      feedGameId: '401772794',
      date: '2025-12-07',
      season: 2025,
      seasonType: 'regular',
      startTime: new Date('2025-12-07T21:05:00Z'),
      status: 'scheduled',
      neutralSite: false,
      away: {
        team: { feedId: '7', abbreviation: 'DEN', name: 'Denver Broncos', code: 'DEN' },
        score: null,
        moneyline: -470,
        starter: null,
      },
      home: {
        team: { feedId: '13', abbreviation: 'LV', name: 'Las Vegas Raiders', code: 'LV' },
        score: null,
        moneyline: 360,
        starter: null,
      },
      decidedIn: null,
    });
    // ESPN's WSH is our WAS (src/leagues/nfl/teams.json).
    expect(games.find((g) => g.home.team.abbreviation === 'MIN')!.away.team).toMatchObject({
      abbreviation: 'WSH',
      code: 'WAS',
    });
    // In progress: ESPN's odds are in-game, so they are not read.
    const live = games.filter((g) => g.status === 'in_progress');
    expect(live.every((g) => g.home.moneyline === null && g.home.starter === null && g.away.starter === null)).toBe(
      true,
    );
    expect(games.find((g) => matchup(g) === 'MIA@NYJ')).toMatchObject({ away: { score: 21 }, home: { score: 7 } });
    expect(games.find((g) => matchup(g) === 'DAL@DET')).toMatchObject({
      status: 'completed',
      date: '2025-12-04',
      away: { score: 30 },
      home: { score: 44 },
      decidedIn: 'regulation',
    });
  });

  it('reads a week of finals, and a week one without moneylines (the fallback)', () => {
    const week13 = parseEspnScoreboard(
      'nfl',
      fixture('espn_nfl_scoreboard_2025wk13_2025-12-01T0356Z_mostly_final.json'),
      new TeamIndex('nfl', NFL_TEAMS),
    );
    expect(count(week13)).toEqual({ in_progress: 1, completed: 14, scheduled: 1 });
    // Thanksgiving Thursday's games are listed on their own day.
    expect(week13.filter((g) => g.date === '2025-11-27').map(matchup)).toEqual(['GB@DET', 'KC@DAL', 'CIN@BAL']);
    const week1 = parseEspnScoreboard(
      'nfl',
      fixture('espn_nfl_scoreboard_2022wk1_mixed.json'),
      new TeamIndex('nfl', NFL_TEAMS),
    );
    expect(count(week1)).toEqual({ in_progress: 8, completed: 2, scheduled: 6 });
    const toCome = week1.filter((g) => g.status === 'scheduled');
    // The 2022 answer has a spread but no moneyline.
    expect(toCome.every((g) => g.home.moneyline === null && g.home.starter === null)).toBe(true);
    expect(week1.find((g) => matchup(g) === 'NE@MIA')).toMatchObject({ away: { score: 7 }, home: { score: 20 } });
  });

  it("reads the NHL's probable goalies before the game, overtime finals and ESPN's team codes as the NHL's", () => {
    const games = parseEspnScoreboard(
      'nhl',
      fixture('espn_nhl_scoreboard_2022-09-25_mixed.json'),
      new TeamIndex('nhl', NHL_TEAMS),
    );
    expect(count(games)).toEqual({ completed: 3, in_progress: 5, scheduled: 2 });
    expect(games.every((g) => g.seasonType === 'preseason' && g.season === 2022)).toBe(true);
    expect(games.filter((g) => g.status === 'completed').map((g) => g.decidedIn)).toEqual([
      'overtime',
      'overtime',
      'overtime',
    ]);
    expect(games.find((g) => matchup(g) === 'VAN@CGY')).toMatchObject({
      date: '2022-09-25',
      status: 'scheduled',
      away: { starter: { name: 'Thatcher Demko', basis: 'probable' } },
      home: { starter: { feedId: '5452', name: 'Jacob Markstrom', basis: 'probable' } },
    });
    // Arizona in 2022-23 (Utah's franchise from 2024): the code of that season.
    expect(games.find((g) => g.home.team.abbreviation === 'ARI')!.home.team.code).toBe('ARI');
    // ESPN lists goalies for games under way too; they are not pre-game inputs any more.
    expect(games.find((g) => matchup(g) === 'LAK@SJS')).toMatchObject({
      status: 'in_progress',
      away: { score: 0, starter: null },
      home: { score: 1, starter: null },
    });
  });

  it("reads the NBA's moneylines (for the league's own feed, which has none) and MLB's probable pitchers", () => {
    const nba = parseEspnScoreboard(
      'nba',
      fixture('espn_nba_scoreboard_2025-12-07T1900Z.json'),
      new TeamIndex('nba', NBA_TEAMS),
    );
    expect(nba.map((g) => [matchup(g), g.season, g.away.moneyline, g.home.moneyline])).toEqual([
      ['ORL@NYK', 2025, null, null],
      ['BOS@TOR', 2025, -155, 130],
      ['DEN@CHA', 2025, -500, 380],
      ['POR@MEM', 2025, -102, -118],
      ['GSW@CHI', 2025, -112, -108],
      ['LAL@PHI', 2025, -166, 140],
      ['OKC@UTA', 2025, -470, 360],
    ]);
    const mlb = parseEspnScoreboard('mlb', fixture('espn_mlb_scoreboard_2022-09-17_mixed.json'), null);
    expect(count(mlb)).toEqual({ completed: 3, in_progress: 3, scheduled: 11 });
    const scheduled = mlb.filter((g) => g.status === 'scheduled');
    expect(scheduled.every((g) => g.home.starter?.basis === 'probable' && g.away.starter !== null)).toBe(true);
    // Two games of Cleveland and Minnesota that day: a doubleheader, both listed.
    expect(mlb.filter((g) => matchup(g) === 'MIN@CLE').map((g) => g.status)).toEqual(['completed', 'scheduled']);
  });

  it('fills in what a league feed lacks from ESPN, for the same game only, without changing the game', () => {
    const espn = parseEspnScoreboard(
      'nba',
      fixture('espn_nba_scoreboard_2025-12-07T1900Z.json'),
      new TeamIndex('nba', NBA_TEAMS),
    );
    // The league's own view of the day: no lines, and one game it already calls under way.
    const own = espn.map((g) => ({
      ...g,
      source: 'nba-live' as const,
      away: { ...g.away, moneyline: null },
      home: { ...g.home, moneyline: null },
    }));
    own[1] = {
      ...own[1],
      status: 'in_progress',
      home: { ...own[1].home, score: 2 },
      away: { ...own[1].away, score: 0 },
    };
    const merged = supplement(own.slice(0, 6), espn);
    expect(merged.map((g) => [matchup(g), g.source, g.status, g.away.moneyline, g.home.moneyline])).toEqual([
      ['ORL@NYK', 'nba-live', 'in_progress', null, null],
      // Started by the league's word: ESPN's pre-game line is not taken.
      ['BOS@TOR', 'nba-live', 'in_progress', null, null],
      ['DEN@CHA', 'nba-live', 'scheduled', -500, 380],
      ['POR@MEM', 'nba-live', 'scheduled', -102, -118],
      ['GSW@CHI', 'nba-live', 'scheduled', -112, -108],
      ['LAL@PHI', 'nba-live', 'scheduled', -166, 140],
    ]);
  });

  it("reads the quarterback a team's depth chart lists first, passing over one ruled out", () => {
    const chart = fixture('espn_nfl_depthchart_ari_2026-09-02_trimmed.json') as {
      depthchart: { positions: Record<string, { athletes: { injuries: { status: string }[] }[] }> }[];
    };
    // The defensive formation comes first and lists no quarterback; the offence's lists Brissett, Minshew, Beck.
    expect(parseEspnDepthChart(chart)).toEqual({ feedId: '2578570', name: 'Jacoby Brissett', basis: 'depth-chart' });
    const hurt = structuredClone(chart);
    hurt.depthchart[1].positions.qb.athletes[0].injuries = [{ status: 'Injured Reserve' }];
    expect(parseEspnDepthChart(hurt)).toMatchObject({ name: 'Gardner Minshew II' });
    hurt.depthchart[1].positions.qb.athletes[0].injuries = [{ status: 'Questionable' }];
    expect(parseEspnDepthChart(hurt)).toMatchObject({ name: 'Jacoby Brissett' });
    expect(parseEspnDepthChart({ ...chart, depthchart: [chart.depthchart[0]] })).toBeNull();
    expect(() => parseEspnDepthChart({ team: {} })).toThrow(HttpAnswerError);
  });

  it('has no start time while ESPN says the time is to be decided', () => {
    const board = fixture('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json') as {
      events: { competitions: { timeValid: boolean }[] }[];
    };
    board.events[13].competitions[0].timeValid = false;
    const games = parseEspnScoreboard('nfl', board, new TeamIndex('nfl', NFL_TEAMS));
    expect(games[13]).toMatchObject({ feedGameId: '401772822', date: '2025-12-08', startTime: null });
    expect(games[12].startTime).not.toBeNull();
  });

  it('says the feed changed when the scoreboard is of another shape', () => {
    expect(() => parseEspnScoreboard('nfl', { leagues: [] }, new TeamIndex('nfl', NFL_TEAMS))).toThrow(HttpAnswerError);
    const board = fixture('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json') as {
      events: { competitions: { status: { type: Record<string, unknown> } }[] }[];
    };
    board.events[3].competitions[0].status.type.state = 'halftime';
    expect(() => parseEspnScoreboard('nfl', board, new TeamIndex('nfl', NFL_TEAMS))).toThrow(
      'events.3.competitions.0.status.type.state',
    );
  });

  it('asks a range of dates one day wider and keeps the Eastern dates asked', async () => {
    const body = fixture('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json');
    const feed = await feedServer(() => ({ status: 200, body }));
    try {
      const espn = new EspnScoreboardFeed({
        league: 'nfl',
        http: providerHttp(1000, { retries: 0 }),
        baseUrl: feed.baseUrl,
        teams: new TeamIndex('nfl', NFL_TEAMS),
      });
      const sunday = await espn.schedule('2025-12-07', '2025-12-07');
      expect(feed.requests).toEqual(['/football/nfl/scoreboard?dates=20251207-20251208&limit=1000']);
      // The Sunday night game starts at 01:20 UTC on the 8th: still Sunday in the East.
      expect(sunday.map(matchup)).toContain('HOU@KC');
      expect(sunday).toHaveLength(12);
      expect(sunday.every((g) => g.date === '2025-12-07')).toBe(true);
    } finally {
      await feed.close();
    }
  });
});

describe('predictions are recorded once, before the game: the adapters hand over no pre-game input after it starts', () => {
  const boards: [FeedGame[], string][] = [
    [
      parseEspnScoreboard(
        'nfl',
        fixture('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'),
        new TeamIndex('nfl', NFL_TEAMS),
      ),
      '2025-12-07T18:59:00Z',
    ],
    [
      parseEspnScoreboard('nhl', fixture('espn_nhl_scoreboard_2022-09-25_mixed.json'), new TeamIndex('nhl', NHL_TEAMS)),
      '2022-09-25T23:30:00Z',
    ],
    [
      parseEspnScoreboard('nba', fixture('espn_nba_scoreboard_2025-12-07T1900Z.json'), new TeamIndex('nba', NBA_TEAMS)),
      '2025-12-07T19:00:00Z',
    ],
  ];

  it('gives the games to come, with their lines and starters, and nothing for a game under way or over', () => {
    for (const [games, at] of boards) {
      const now = new Date(at);
      for (const g of games) {
        const input = pregameInput(g, now);
        if (g.status === 'scheduled')
          expect(input).toMatchObject({ feedGameId: g.feedGameId, home: { moneyline: g.home.moneyline } });
        else expect(input).toBeNull();
      }
    }
    const nfl = boards[0][0].filter((g) => pregameInput(g, new Date(boards[0][1])) !== null);
    expect(nfl.map(matchup)).toEqual(['DEN@LV', 'CHI@GB', 'LAR@ARI', 'HOU@KC', 'PHI@LAC']);
  });

  it('gives nothing for a game whose start has passed while the feed still calls it scheduled', () => {
    const [nfl] = boards[0];
    const denver = nfl.find((g) => matchup(g) === 'DEN@LV')!;
    expect(pregameInput(denver, new Date('2025-12-07T21:04:59Z'))).not.toBeNull();
    expect(pregameInput(denver, new Date('2025-12-07T21:05:00Z'))).toBeNull();
  });
});
