import fs from 'node:fs';
import path from 'node:path';
import {
  combineStatSplits,
  parseBoxScore,
  parseHandedness,
  parseSchedule,
  parseStandings,
  parseStatSplits,
  parseTeams,
  StatsApiProvider,
} from './statsapi';
import { providerHttp } from '../../../live/providers/http';

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));

describe('MLB Stats API adapter', () => {
  it('reads a 15-game day with probable pitchers, final scores and offset times', () => {
    const games = parseSchedule(fixture('schedule_2024-08-13_hydrate-probablePitcher-linescore.json'));
    expect(games).toHaveLength(15);
    expect(games[0]).toEqual({
      gamePk: 747004,
      date: '2024-08-13',
      season: 2024,
      gameNumber: 0,
      // "2024-08-13T17:35:00-05:00" is 22:35 UTC.
      startTime: new Date('2024-08-13T22:35:00Z'),
      dayNight: 'N',
      status: 'completed',
      away: {
        mlbTeamId: 120,
        teamName: 'Washington Nationals',
        score: 9,
        probablePitcher: { mlbId: 663623, name: 'Jake Irvin' },
      },
      home: {
        mlbTeamId: 110,
        teamName: 'Baltimore Orioles',
        score: 3,
        probablePitcher: { mlbId: 669432, name: 'Trevor Rogers' },
      },
      lineScore: expect.objectContaining({
        away: { runs: 9, hits: 14, errors: 1 },
        home: { runs: 3, hits: 10, errors: 0 },
        outs: 54,
      }),
    });
    expect(games[0].lineScore!.innings[0]).toEqual({
      num: 1,
      away: { runs: 2, hits: 2, errors: 0 },
      home: { runs: 0, hits: 0, errors: 0 },
    });
  });

  it('reads line scores: runs, hits and errors by inning, unbatted bottom halves, walk-offs and extra innings', () => {
    const games = parseSchedule(fixture('schedule_2024-08-13_hydrate-probablePitcher-linescore.json'));
    for (const g of games) {
      const line = g.lineScore!;
      // The innings add up to the totals, and the totals are the schedule's final score.
      expect(line.innings.reduce((s, i) => s + i.away.runs, 0)).toBe(line.away.runs);
      expect(line.innings.reduce((s, i) => s + (i.home?.runs ?? 0), 0)).toBe(line.home.runs);
      expect([line.away.runs, line.home.runs]).toEqual([g.away.score, g.home.score]);
    }
    // Cleveland led 2-1 after the top of the ninth: no bottom half, 51 outs.
    const cleveland = games.find((g) => g.home.teamName === 'Cleveland Guardians')!.lineScore!;
    expect(cleveland.innings[8].home).toBeNull();
    expect(cleveland.outs).toBe(51);
    expect(cleveland.home).toEqual({ runs: 2, hits: 6, errors: 1 });
    // Arizona won 4-3 with two runs in the bottom of the ninth, two out: the last half inning is two outs long.
    const arizona = games.find((g) => g.home.teamName === 'Arizona Diamondbacks')!.lineScore!;
    expect(arizona.innings[8].home).toEqual({ runs: 2, hits: 2, errors: 0 });
    expect(arizona.outs).toBe(53);
    // Atlanta won 4-3 at San Francisco in ten full innings.
    const extra = games.find((g) => g.home.teamName === 'San Francisco Giants')!.lineScore!;
    expect(extra.innings.map((i) => i.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(extra.outs).toBe(60);
  });

  it('keeps postponed games on the day they were listed, marked postponed', () => {
    const games = parseSchedule(fixture('schedule_2022-04-07.json'));
    expect(games).toHaveLength(9);
    const postponed = games.filter((g) => g.status === 'postponed');
    expect(postponed.map((g) => [g.date, g.away.teamName, g.home.teamName, g.away.score, g.lineScore])).toEqual([
      ['2022-04-07', 'Boston Red Sox', 'New York Yankees', null, null],
      ['2022-04-07', 'Seattle Mariners', 'Minnesota Twins', null, null],
    ]);
  });

  it('numbers doubleheader games', () => {
    const day = fixture('schedule_2022-04-07.json') as { dates: { games: Record<string, unknown>[] }[] };
    const first = day.dates[0].games[0];
    day.dates[0].games = [
      { ...first, doubleHeader: 'S', gameNumber: 1 },
      { ...first, gamePk: 1, doubleHeader: 'S', gameNumber: 2 },
    ];
    expect(parseSchedule(day).map((g) => g.gameNumber)).toEqual([1, 2]);
  });

  it('skips postseason games and answers nothing on a day without games', () => {
    expect(parseSchedule(fixture('schedule_2022-10-11_to_2022-10-13_postseason.json'))).toEqual([]);
    expect(parseSchedule(fixture('schedule_2024-10-27_no-games.json'))).toEqual([]);
  });

  it("reads a box score's team batting totals as Retrosheet batting lines", () => {
    expect(parseBoxScore(fixture('boxscore_744914_2024-07-01.json'))).toMatchObject({
      away: { ab: 30, h: 4, doubles: 1, triples: 0, hr: 2, bb: 2, hbp: 0, so: 9, sf: 0 },
      home: { ab: 31, h: 4, doubles: 1, triples: 0, hr: 1, bb: 4, hbp: 1, so: 7, sf: 0 },
    });
    expect(() => parseBoxScore({ teams: {} })).toThrow();
  });

  it("reads the box score's starting nines by batting order, with the players' names", () => {
    const { lineups } = parseBoxScore(fixture('boxscore_744914_2024-07-01.json'));
    // The recorded game: Houston's nine from Bregman to McCormick, Toronto's from Bichette to Barger.
    expect(lineups!.away.map((p) => p!.name)).toEqual([
      'Alex Bregman',
      'Jake Meyers',
      'Yordan Alvarez',
      'Yainer Diaz',
      'Jon Singleton',
      'Jeremy Peña',
      'Mauricio Dubón',
      'Trey Cabbage',
      'Chas McCormick',
    ]);
    expect(lineups!.home[0]).toEqual({ mlbId: 666182, name: 'Bo Bichette' });
    expect(lineups!.home[8]).toEqual({ mlbId: 680718, name: 'Addison Barger' });
  });

  it('has no lineups before both are announced, and an unnamed id leaves its slot empty', () => {
    const box = fixture('boxscore_744914_2024-07-01.json') as {
      teams: Record<'away' | 'home', { battingOrder: number[]; players: Record<string, unknown> }>;
    };
    const before = structuredClone(box);
    before.teams.home.battingOrder = [];
    expect(parseBoxScore(before).lineups).toBeNull();
    const unnamed = structuredClone(box);
    delete unnamed.teams.away.players.ID608324;
    expect(parseBoxScore(unnamed).lineups!.away[0]).toBeNull();
  });

  // Written fixtures (no recorded answer of these endpoints exists): the real shape, invented numbers.
  it("reads each player's season against left- and right-handers, a traded player's total counted once", () => {
    const hitting = combineStatSplits(parseStatSplits(fixture('written_stats_statSplits_hitting_2024.json')));
    expect(hitting.map((p) => p.name).sort()).toEqual([
      'Addison Barger',
      'Alex Bregman',
      'Justin Turner',
      'Vladimir Guerrero Jr.',
    ]);
    const bregman = hitting.find((p) => p.mlbId === 608324)!;
    // vs left; the scoring-position row is not a hand.
    expect(bregman.vsL).toEqual({
      pa: 160,
      ab: 140,
      h: 42,
      doubles: 10,
      triples: 0,
      hr: 8,
      bb: 16,
      hbp: 2,
      so: 20,
      sf: 2,
    });
    expect(bregman.vsR.pa).toBe(470);
    // Turner played for Toronto and Seattle: his total over both (200 and 350 PA), not the total plus the parts.
    const turner = hitting.find((p) => p.mlbId === 457759)!;
    expect([turner.vsL.pa, turner.vsR.pa]).toEqual([200, 350]);
    expect(turner.vsR.hr).toBe(8);
    // Without a row against left-handers, that side is empty.
    expect(hitting.find((p) => p.mlbId === 680718)!.vsL.pa).toBe(0);
    // Pitching answers count batters faced.
    const pitching = combineStatSplits(parseStatSplits(fixture('written_stats_statSplits_pitching_2024.json')));
    expect(pitching.find((p) => p.name === 'Framber Valdez')!.vsR).toEqual({
      pa: 560,
      ab: 500,
      h: 120,
      doubles: 22,
      triples: 2,
      hr: 13,
      bb: 48,
      hbp: 6,
      so: 130,
      sf: 4,
    });
    expect(parseStatSplits({ stats: [] })).toEqual([]);
    expect(parseStatSplits({ stats: [{ splits: [{ split: { code: 'vl' }, stat: {} }] }] })).toEqual([]);
  });

  it('reads how players bat and throw (written fixture of /people)', () => {
    const hands = parseHandedness(fixture('written_people_handedness.json'));
    expect(hands.get(664285)).toEqual({ bats: 'R', throws: 'L' });
    expect(hands.get(680718)).toEqual({ bats: 'L', throws: 'R' });
  });

  it('asks every page of a season and combines them; people in batches', async () => {
    const hitting = fixture('written_stats_statSplits_hitting_2024.json') as { stats: { splits: unknown[] }[] };
    const rows = hitting.stats[0].splits;
    const urls: URL[] = [];
    // Pages of 1,000: a full first page (the first rows repeated with other ids), then the rest.
    const provider = new StatsApiProvider({
      baseUrl: 'https://statsapi.example/api/v1',
      http: providerHttp(1000, {
        retries: 0,
        fetcher: (async (url: URL) => {
          urls.push(url);
          if (url.pathname.endsWith('/people'))
            return new Response(JSON.stringify(fixture('written_people_handedness.json')), { status: 200 });
          const offset = Number(url.searchParams.get('offset'));
          const page =
            offset === 0
              ? Array.from({ length: 1000 }, (_, i) => {
                  const row = structuredClone(rows[0]) as { player: { id: number } };
                  row.player.id = 1_000_000 + i;
                  return row;
                })
              : rows;
          return new Response(JSON.stringify({ stats: [{ splits: page }] }), { status: 200 });
        }) as typeof fetch,
      }),
    });
    const season = await provider.seasonSplits(2024, 'hitting');
    expect(urls.map((u) => u.searchParams.get('offset'))).toEqual(['0', '1000']);
    expect(Object.fromEntries(urls[0].searchParams)).toMatchObject({
      stats: 'statSplits',
      group: 'hitting',
      season: '2024',
      sitCodes: 'vl,vr',
      playerPool: 'ALL',
    });
    expect(season).toHaveLength(1004);
    await provider.handedness(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(urls.slice(2).map((u) => u.searchParams.get('personIds')!.split(',').length)).toEqual([100, 50]);
  });

  it('reads teams (the Athletics as ATH from 2025) and standings', () => {
    const teams = parseTeams(fixture('teams_sportId-1_2026.json'));
    expect(teams.find((t) => t.mlbId === 133)).toEqual({
      mlbId: 133,
      name: 'Athletics',
      abbreviation: 'ATH',
      league: 'American League',
      division: 'American League West',
    });
    const standings = parseStandings(fixture('standings_2024_regularSeason.json'));
    expect(standings).toHaveLength(30);
    expect(standings.find((s) => s.mlbTeamId === 147)).toEqual({
      mlbTeamId: 147,
      wins: 94,
      losses: 68,
      divisionRank: 1,
      gamesBack: '-',
    });
  });

  it('calls the schedule endpoint with a timeout and reports HTTP failures', async () => {
    const calls: string[] = [];
    const ok = new StatsApiProvider({
      baseUrl: 'https://statsapi.example/api/v1',
      http: providerHttp(1000, {
        retries: 0,
        fetcher: (async (url: URL, init?: RequestInit) => {
          calls.push(String(url));
          expect(init?.signal).toBeDefined();
          return new Response(JSON.stringify(fixture('schedule_2024-10-27_no-games.json')), { status: 200 });
        }) as typeof fetch,
      }),
    });
    expect(await ok.schedule('2024-10-27', '2024-10-27')).toEqual([]);
    expect(calls[0]).toBe(
      'https://statsapi.example/api/v1/schedule?sportId=1&gameType=R&startDate=2024-10-27&endDate=2024-10-27&hydrate=probablePitcher%2Clinescore',
    );
    // The feeds' one policy: a server error is asked again twice (no wait here), then reported.
    let attempts = 0;
    const failing = new StatsApiProvider({
      baseUrl: 'https://statsapi.example/api/v1',
      http: providerHttp(1000, {
        backoffMs: 0,
        fetcher: (async () => {
          attempts++;
          return new Response('busy', { status: 503 });
        }) as typeof fetch,
      }),
    });
    await expect(failing.schedule('2024-10-27', '2024-10-27')).rejects.toThrow(
      'MLB Stats API schedule unavailable after 3 attempts: HTTP 503',
    );
    expect(attempts).toBe(3);
  });
});
