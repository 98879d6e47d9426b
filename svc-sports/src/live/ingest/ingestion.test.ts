import fs from 'node:fs';
import path from 'node:path';
import { comparisonListSchema } from '@vantage/contracts/sports';
import request from 'supertest';
import type { MarketLine, OddsProvider } from '../providers/odds/provider';
import {
  parseBoxScore,
  parseSchedule,
  type MlbDataProvider,
  type ScheduledGame,
} from '../../leagues/mlb/statsapi/statsapi';
import { ingestionJob, useSportsTestEnv } from '../../testing/harness';

const DAY = '2024-08-13';
const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../leagues/mlb/statsapi/fixtures', name), 'utf8'));
const recorded = parseSchedule(fixture('schedule_2024-08-13_hydrate-probablePitcher-linescore.json'));

/** Houston 3 at Toronto 1 on 2024-07-01, answered for every finished game. */
const boxScore = parseBoxScore(fixture('boxscore_744914_2024-07-01.json'));

/**
 * Answers the recorded 2024-08-13 schedule for any window containing that day, as `transform` makes it, and
 * the recorded box score for any game.
 */
class RecordedSchedule implements MlbDataProvider {
  calls: [string, string][] = [];
  boxScoreCalls: number[] = [];
  constructor(public transform: (games: ScheduledGame[]) => ScheduledGame[] = (g) => g) {}
  async schedule(from: string, to: string) {
    this.calls.push([from, to]);
    return from <= DAY && DAY <= to ? this.transform(recorded) : [];
  }
  async boxScore(gamePk: number) {
    this.boxScoreCalls.push(gamePk);
    return boxScore;
  }
  async teams() {
    return [];
  }
  async standings() {
    return [];
  }
  // Today's season is 2024: the seasons it projects from (2021–2023) are shipped, so these are never asked.
  async seasonSplits() {
    return [];
  }
  async handedness() {
    return new Map();
  }
}

// Live clock at noon Eastern on 2024-08-13; the database holds the shipped 2022–2023 seasons.
const env = useSportsTestEnv(DAY, { seasons: [2022, 2023], live: true });

function job(mlb: MlbDataProvider, odds: OddsProvider | null = null) {
  return ingestionJob(env, mlb, odds);
}

describe('live ingestion', () => {
  it('catches up from the last stored game, stores the day and records its predictions', async () => {
    const mlb = new RecordedSchedule();
    const report = await job(mlb).run();
    expect(report).toMatchObject({ fetched: 15, inserted: 15, errors: [] });
    expect(report.predictions).toBe(15);
    // Backfill in month-long requests from the day after the last 2023 game, through two days ahead.
    expect(mlb.calls[0][0]).toBe('2023-10-02');
    expect(mlb.calls[mlb.calls.length - 1][1]).toBe('2024-08-15');
    const rows = (await env.database.pool.query('SELECT * FROM sports.games WHERE date = $1 ORDER BY id', [DAY])).rows;
    expect(rows).toHaveLength(15);
    const skubal = rows.find((r) => r.home_starter_name === 'Tarik Skubal');
    const urena = rows.find((r) => r.away_starter_name === 'José Ureña');
    // A pitcher of the shipped seasons keeps his Retrosheet id (and so his rating).
    expect(skubal.home_starter).toBe('skubt001');
    // Names match without accents: Retrosheet writes "Jose Urena".
    expect(urena.away_starter).toBe('urenj001');
    const list = comparisonListSchema.parse(
      (await request(env.app).get(`/api/mlb/comparison/?date=${DAY}`).expect(200)).body,
    );
    expect(list.games).toHaveLength(15);
    // Live: the day's finished games show their scores and real start times.
    expect(list.games[0]).toMatchObject({ game_status: 'completed', has_prediction: true });
    expect(list.games[0].game_time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  }, 60_000);

  it('stores final scores and outs from the line score, and scores the predictions once the day is over', async () => {
    const rows = (
      await env.database.pool.query(
        'SELECT id, home_score, away_score, outs, result_known_on::text AS known FROM sports.games WHERE date = $1',
        [DAY],
      )
    ).rows;
    // Arizona's walk-off with two out in the ninth; Cleveland did not bat in the ninth.
    expect(rows.find((r) => r.id === '2024-08-13-COL-ARI-0')).toEqual({
      id: '2024-08-13-COL-ARI-0',
      home_score: 4,
      away_score: 3,
      outs: 53,
      known: DAY,
    });
    expect(rows.find((r) => r.id === '2024-08-13-CHN-CLE-0')).toMatchObject({ home_score: 2, away_score: 1, outs: 51 });
    // Each finished game's batting lines come from its box score (ab h 2b 3b hr bb hbp so sf).
    const lines = (
      await env.database.pool.query('SELECT away_batting, home_batting FROM sports.games WHERE date = $1', [DAY])
    ).rows;
    expect(lines).toHaveLength(15);
    for (const line of lines)
      expect(line).toEqual({ away_batting: '30 4 1 0 2 2 0 9 0', home_batting: '31 4 1 0 1 4 1 7 0' });
    // And the nines that started, by Retrosheet id where the name matches one (Barger debuted in 2024).
    const nines = (
      await env.database.pool.query('SELECT DISTINCT away_lineup, home_lineup FROM sports.games WHERE date = $1', [DAY])
    ).rows;
    expect(nines).toEqual([
      {
        away_lineup: 'brega001 meyej002 alvay001 diazy004 singj001 penaj004 dubom001 cabbt001 mccoc001',
        home_lineup: 'bichb001 horws001 turnj001 sprig001 varsd001 kirka001 schnd001 cleme002 mlb-680718',
      },
    ]);
    await env.prepared.recorder.score('2024-08-14');
    const scored = (
      await env.database.pool.query(
        'SELECT p.actual_result, p.brier, p.p_home FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id WHERE g.date = $1',
        [DAY],
      )
    ).rows;
    expect(scored).toHaveLength(15);
    for (const p of scored) expect(p.brier).toBeCloseTo((p.p_home - (p.actual_result === 'home_win' ? 1 : 0)) ** 2, 10);
  }, 60_000);

  it('stores a doubleheader as two games and a postponed game without a result', async () => {
    const cubs = recorded.find((g) => g.home.teamName === 'Cleveland Guardians')!;
    const date = '2024-08-15';
    const mlb = new RecordedSchedule(() => [
      { ...cubs, date, gamePk: 11, gameNumber: 1 },
      {
        ...cubs,
        date,
        gamePk: 12,
        gameNumber: 2,
        status: 'postponed',
        lineScore: null,
        home: { ...cubs.home, score: null },
        away: { ...cubs.away, score: null },
      },
    ]);
    await job(mlb).run();
    const rows = (
      await env.database.pool.query(
        'SELECT id, status, home_score, outs, mlb_game_pk FROM sports.games WHERE date = $1 ORDER BY id',
        [date],
      )
    ).rows;
    expect(rows).toEqual([
      { id: '2024-08-15-CHN-CLE-1', status: 'completed', home_score: 2, outs: 51, mlb_game_pk: 11 },
      { id: '2024-08-15-CHN-CLE-2', status: 'postponed', home_score: null, outs: null, mlb_game_pk: null },
    ]);
  }, 60_000);

  it('asks each box score once, and again on the next run when it failed', async () => {
    const date = '2024-08-12';
    const mlb = new RecordedSchedule(() => [{ ...recorded[0], date, gamePk: 21 }]);
    mlb.boxScore = async (gamePk: number) => {
      mlb.boxScoreCalls.push(gamePk);
      throw new Error('HTTP 503');
    };
    const failed = await job(mlb).run();
    expect(failed.errors).toEqual(['box score 21: HTTP 503']);
    const stored = async () =>
      (await env.database.pool.query('SELECT home_batting FROM sports.games WHERE mlb_game_pk = 21')).rows[0];
    expect(await stored()).toEqual({ home_batting: null });
    const healthy = new RecordedSchedule(() => []);
    expect((await job(healthy).run()).extras.boxScores).toBe(1);
    expect(healthy.boxScoreCalls).toEqual([21]);
    expect(await stored()).toEqual({ home_batting: '31 4 1 0 1 4 1 7 0' });
    // Nothing is left to ask.
    const again = new RecordedSchedule(() => []);
    await job(again).run();
    expect(again.boxScoreCalls).toEqual([]);
  }, 60_000);

  it('never erases or downgrades stored games when the provider fails or answers less', async () => {
    const count = async () =>
      (
        await env.database.pool.query(
          "SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'completed')::int AS done FROM sports.games WHERE date = $1",
          [DAY],
        )
      ).rows[0];
    const before = await count();
    const failing: MlbDataProvider = {
      schedule: async () => {
        throw new Error('network down');
      },
      boxScore: async () => {
        throw new Error('network down');
      },
      teams: async () => [],
      standings: async () => [],
      seasonSplits: async () => [],
      handedness: async () => new Map(),
    };
    const failed = await job(failing).run();
    expect(failed.errors.length).toBeGreaterThan(0);
    expect(await count()).toEqual(before);
    const stale = new RecordedSchedule((games) =>
      games.map((g) => ({
        ...g,
        status: 'scheduled',
        home: { ...g.home, score: null },
        away: { ...g.away, score: null },
      })),
    );
    await job(stale).run();
    const empty = new RecordedSchedule(() => []);
    await job(empty).run();
    expect(await count()).toEqual(before);
  }, 60_000);

  it('stores the consensus line of games not started yet', async () => {
    const tomorrow = new RecordedSchedule((games) =>
      games.slice(0, 1).map((g) => ({
        ...g,
        date: '2024-08-14',
        gamePk: 1,
        status: 'scheduled',
        startTime: new Date('2024-08-14T23:05:00Z'),
        home: { ...g.home, score: null },
        away: { ...g.away, score: null },
      })),
    );
    tomorrow.schedule = async () => tomorrow.transform(recorded);
    // The provider's event is matched to the stored game by Eastern date and team names.
    const line: MarketLine = {
      commenceTime: new Date('2024-08-14T23:05:00Z'),
      homeTeam: 'Baltimore Orioles',
      awayTeam: 'Washington Nationals',
      homeMoneyline: -180,
      awayMoneyline: 160,
      bookmakers: 2,
      // Each book: moneylines, run line (the home side favoured by 1.5) and total, with their prices.
      books: (
        [
          ['draftkings', [-175, 155], [130, -150], [8.5, -110, -110]],
          ['fanduel', [-185, 165], [120, -145], [9, -105, -115]],
        ] as const
      ).map(([book, [homeMoneyline, awayMoneyline], [homePrice, awayPrice], [point, overPrice, underPrice]]) => ({
        book,
        homeMoneyline,
        awayMoneyline,
        spread: { point: 1.5, homePrice, awayPrice },
        total: { point, overPrice, underPrice },
        updatedAt: null,
      })),
    };
    const odds: OddsProvider = { name: 'test-odds', upcoming: async () => [line] };
    // "Not started yet" is judged by the real clock: pin it to the live test day.
    const realNow = Date.now;
    Date.now = () => new Date('2024-08-13T16:00:00Z').getTime();
    const history = async () =>
      (
        await env.database.pool.query(
          "SELECT book, kind, home_moneyline, away_moneyline FROM sports.price_history WHERE game_id = '2024-08-14-WAS-BAL-0' ORDER BY id",
        )
      ).rows;
    try {
      const report = await job(tomorrow, odds).run();
      expect(report.lines).toBe(1);
      // Each book's own price is kept beside the median; a poll where nothing moved adds no row.
      await job(tomorrow, odds).run();
      expect(await history()).toEqual([
        { book: 'draftkings', kind: 'poll', home_moneyline: -175, away_moneyline: 155 },
        { book: 'fanduel', kind: 'poll', home_moneyline: -185, away_moneyline: 165 },
      ]);
      line.books = [line.books[0], { ...line.books[1], homeMoneyline: -190, awayMoneyline: 170 }];
      await job(tomorrow, odds).run();
      expect((await history()).slice(2)).toEqual([
        { book: 'fanduel', kind: 'poll', home_moneyline: -190, away_moneyline: 170 },
      ]);
    } finally {
      Date.now = realNow;
    }
    const stored = (await env.database.pool.query("SELECT * FROM sports.odds WHERE game_id = '2024-08-14-WAS-BAL-0'"))
      .rows[0];
    expect(stored).toMatchObject({ home_moneyline: -180, away_moneyline: 160, source: 'test-odds' });
    // The run line and total are the books' consensus: both at −1.5, priced +130 and +120 (decimal 2.30 and 2.20
    // → 2.25, +125) and −150 and −145 (→ −147); totals 8.5 and 9 → 8.75, a point no book quotes, so no price.
    expect(stored).toMatchObject({
      run_line: 1.5,
      run_line_home_price: 125,
      run_line_away_price: -147,
      total: 8.75,
      over_price: null,
      under_price: null,
    });
  }, 60_000);
});
