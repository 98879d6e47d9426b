import { HttpAnswerError } from '@vantage/service-kit/http-client';
import { pregameInput } from '../../../live/providers/feed/game';
import { feedServer, recorded } from '../../../live/providers/feed/testing';
import { NbaLiveFeed, parseNbaBoxScore, parseNbaScoreboard, pregamePlayers } from './nba-live';
import { providerHttp } from '../../../live/providers/http';

const fixture = (name: string) => recorded(__dirname, name);

describe('NBA liveData adapter', () => {
  it('reads a pre-game scoreboard: start instants from gameTimeUTC, not the mislabelled Eastern time', () => {
    const { date, games } = parseNbaScoreboard(fixture('cdn_todaysScoreboard_00_2023-02-24_pregame.json'));
    expect(date).toBe('2023-02-24');
    expect(games).toHaveLength(8);
    expect(games[0]).toEqual({
      league: 'nba',
      source: 'nba-live',
      feedGameId: '0022200895',
      date: '2023-02-24',
      season: 2022,
      seasonType: 'regular',
      // gameEt says "2023-02-24T19:00:00Z": 7 pm Eastern written as if it were UTC.
      startTime: new Date('2023-02-25T00:00:00Z'),
      status: 'scheduled',
      neutralSite: null,
      away: {
        team: { feedId: '1610612752', abbreviation: 'NYK', name: 'New York Knicks', code: 'NYK' },
        score: null,
        moneyline: null,
        starter: null,
      },
      home: {
        team: { feedId: '1610612764', abbreviation: 'WAS', name: 'Washington Wizards', code: 'WAS' },
        score: null,
        moneyline: null,
        starter: null,
      },
      decidedIn: null,
    });
    // Recorded at 04:28 that morning: every game is still to be predicted.
    const recordedAt = new Date('2023-02-24T04:28:16Z');
    expect(games.every((g) => pregameInput(g, recordedAt) !== null)).toBe(true);
  });

  it('reads games in progress and a final (playoffs), and predicts none of them', () => {
    const { games } = parseNbaScoreboard(fixture('cdn_todaysScoreboard_00_2023-04-20_live.json'));
    expect(games.map((g) => [g.seasonType, g.status, g.away.score, g.home.score, g.decidedIn])).toEqual([
      ['playoffs', 'in_progress', 30, 39, null],
      ['playoffs', 'in_progress', 12, 10, null],
      ['playoffs', 'completed', 102, 97, 'regulation'],
    ]);
    expect(games.map((g) => pregameInput(g, new Date('2023-04-20T10:54:14Z')))).toEqual([null, null, null]);
  });

  it('keeps postponed games on their day without a score', () => {
    const { games } = parseNbaScoreboard(fixture('cdn_todaysScoreboard_00_2021-02-20_postponed.json'));
    expect(
      games
        .filter((g) => g.status === 'postponed')
        .map((g) => [g.date, g.away.team.abbreviation, g.home.team.abbreviation, g.home.score]),
    ).toEqual([
      ['2021-02-20', 'SAS', 'NYK', null],
      ['2021-02-20', 'IND', 'HOU', null],
    ]);
    expect(games.filter((g) => g.status === 'completed')).toHaveLength(5);
    expect(
      games.every((g) => g.status === 'completed' || pregameInput(g, new Date('2021-02-20T12:00:00Z')) === null),
    ).toBe(true);
  });

  it("reads stats.nba.com's scoreboardv3 (same shape): a day of finals and an off-season day without games", () => {
    const day = parseNbaScoreboard(fixture('statsnba_scoreboardv3_2025-11-05.json'));
    expect(day.games).toHaveLength(11);
    expect(day.games.every((g) => g.status === 'completed' && g.season === 2025)).toBe(true);
    expect(day.games[0]).toMatchObject({ away: { score: 121 }, home: { team: { abbreviation: 'CLE' }, score: 132 } });
    expect(parseNbaScoreboard(fixture('statsnba_scoreboardv3_2025-07-15_empty.json'))).toEqual({
      date: '2025-07-15',
      games: [],
    });
  });

  it('says the feed changed when given an answer of another shape (scoreboardv2 result sets)', () => {
    expect(() => parseNbaScoreboard(fixture('statsnba_scoreboardv2_2026-02-22.json'))).toThrow(HttpAnswerError);
    expect(() => parseNbaScoreboard(fixture('statsnba_scoreboardv2_2026-02-22.json'))).toThrow(/scoreboard: /);
  });

  it("reads a box score's players: starters, minutes, and who is out and why", () => {
    const box = parseNbaBoxScore(fixture('cdn_boxscore_0042200123_2023-04-20_final.json'), '2023-04-20');
    expect(box.game).toMatchObject({
      status: 'completed',
      away: { team: { abbreviation: 'PHI' }, score: 102 },
      home: { team: { abbreviation: 'BKN' }, score: 97 },
    });
    expect(box.home.filter((p) => p.starter).map((p) => p.name)).toEqual([
      'Cameron Johnson',
      'Dorian Finney-Smith',
      'Nic Claxton',
      'Mikal Bridges',
      'Spencer Dinwiddie',
    ]);
    expect(box.home[0]).toEqual({
      feedId: '1629661',
      name: 'Cameron Johnson',
      starter: true,
      active: true,
      notPlayingReason: null,
      minutes: 43.73,
    });
    expect(box.home.find((p) => p.name === 'Ben Simmons')).toMatchObject({
      active: false,
      notPlayingReason: 'INACTIVE_INJURY: Back; Nerve Impingement',
      minutes: 0,
    });
    // Minutes add up to five players' 48 minutes (240) per side.
    for (const side of [box.home, box.away]) expect(Math.round(side.reduce((sum, p) => sum + p.minutes, 0))).toBe(240);
  });

  it('hands over who plays and who is out before tip-off only', () => {
    const final = fixture('cdn_boxscore_0042200123_2023-04-20_final.json') as { game: Record<string, unknown> };
    const tipOff = new Date('2023-04-20T23:30:00Z');
    expect(pregamePlayers(parseNbaBoxScore(final, '2023-04-20'), new Date('2023-04-20T12:00:00Z'))).toBeNull();
    // The same box score as it would read before the game (status 1).
    const before = structuredClone(final);
    before.game.gameStatus = 1;
    before.game.gameStatusText = '7:30 pm ET';
    const box = parseNbaBoxScore(before, '2023-04-20');
    const listed = pregamePlayers(box, new Date(tipOff.getTime() - 60_000))!;
    expect(listed.home.filter((p) => p.starter)).toHaveLength(5);
    expect(listed.home).toContainEqual(expect.objectContaining({ name: 'Ben Simmons', active: false }));
    expect(pregamePlayers(box, tipOff)).toBeNull();
  });

  it("asks today's liveData scoreboard, and scoreboardv3 for another day or while liveData still shows yesterday", async () => {
    const today = fixture('cdn_todaysScoreboard_00_2023-04-20_live.json');
    const other = fixture('statsnba_scoreboardv3_2025-11-05.json');
    const feed = await feedServer((url) =>
      url.pathname.endsWith('todaysScoreboard_00.json') ? { status: 200, body: today } : { status: 200, body: other },
    );
    const nba = (date: string) =>
      new NbaLiveFeed({
        http: providerHttp(1000, { retries: 0 }),
        cdnBaseUrl: `${feed.baseUrl}/liveData`,
        statsBaseUrl: `${feed.baseUrl}/stats`,
        today: () => date,
      });
    try {
      expect(await nba('2023-04-20').schedule('2023-04-20', '2023-04-20')).toHaveLength(3);
      expect(feed.requests).toEqual(['/liveData/scoreboard/todaysScoreboard_00.json']);
      expect(await nba('2025-11-05').schedule('2025-11-05', '2025-11-05')).toHaveLength(11);
      expect(feed.requests.slice(1)).toEqual([
        '/liveData/scoreboard/todaysScoreboard_00.json',
        '/stats/scoreboardv3?GameDate=2025-11-05&LeagueID=00',
      ]);
      // An answer for another day than the one asked is not filed under the day asked.
      await expect(nba('2025-11-07').schedule('2025-11-06', '2025-11-06')).rejects.toThrow(HttpAnswerError);
    } finally {
      await feed.close();
    }
  });
});
