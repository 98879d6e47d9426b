// Records against the closing lines as the API serves them: a team's season and each shown trend's games in a
// league with spreads and totals (the NFL), and in one whose data has moneylines only (the NHL) its live games'
// polled lines alone.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  comparisonListSchema,
  explorerResultSchema,
  gameDetailSchema,
  teamGamesSchema,
} from '@vantage/contracts/sports';
import { eq } from 'drizzle-orm';
import { splitLines } from '../../data/csv';
import { games } from '../../db/schema';
import type { BookPrice } from '../../live/providers/odds/provider';
import { storeProviderLine } from '../../live/ingest/price-history';
import { useLeagueTestEnv } from '../../testing/harness';
import { insertScheduledGame } from '../../testing/live-games';

const NFL_TODAY = '2023-12-31';

/** KC's decided games of 2023 before `today` in the shipped file, judged here from the home side's numbers. */
function shippedKc(today: string) {
  const [header, ...rows] = splitLines(fs.readFileSync(path.join(__dirname, '../../../data/nfl/games.csv'), 'utf8'));
  const col = (name: string) => header.split(',').indexOf(name);
  const tally = { covers: 0, fails: 0, pushes: 0, overs: 0, unders: 0, totalPushes: 0, games: 0 };
  for (const row of rows) {
    const f = row.split(',');
    if (f[col('season')] !== '2023' || f[col('date')] >= today) continue;
    if (f[col('home')] !== 'KC' && f[col('away')] !== 'KC') continue;
    const home = Number(f[col('home_score')]);
    const away = Number(f[col('away_score')]);
    if (home === away) continue;
    tally.games++;
    // The home side is favoured by `spread`: it covers when its margin is larger.
    const homeEdge = home - away - Number(f[col('spread')]);
    const kcEdge = f[col('home')] === 'KC' ? homeEdge : -homeEdge;
    if (kcEdge > 0) tally.covers++;
    else if (kcEdge < 0) tally.fails++;
    else tally.pushes++;
    const points = home + away;
    const total = Number(f[col('total')]);
    if (points > total) tally.overs++;
    else if (points < total) tally.unders++;
    else tally.totalPushes++;
  }
  return tally;
}

describe('NFL: spreads and totals from nflverse', () => {
  const env = useLeagueTestEnv('nfl', NFL_TODAY, [2022, 2023]);

  it("gives a team's season ATS and O/U over its games played before today, from its side", async () => {
    const body = teamGamesSchema.parse(
      (await request(env.app).get('/api/nfl/games/?team=KC&season=2023').expect(200)).body,
    );
    const expected = shippedKc(NFL_TODAY);
    const { ats, ou } = body.lines.all;
    expect(ats).toMatchObject({
      source: 'nflverse closing spread_line',
      covers: expected.covers,
      fails: expected.fails,
      pushes: expected.pushes,
      unlined: 0,
    });
    expect(ou).toMatchObject({ overs: expected.overs, unders: expected.unders, pushes: expected.totalPushes });
    expect(expected.games).toBeGreaterThan(10);
    // Today's and later games are not counted, though the season lists them.
    expect(body.games.some((g) => g.game_date >= NFL_TODAY)).toBe(true);
    const home = body.lines.home.ats!;
    const away = body.lines.away.ats!;
    expect(home.covers + away.covers).toBe(ats!.covers);
    expect(home.fails + home.pushes + away.fails + away.pushes).toBe(ats!.fails + ats!.pushes);
  });

  it("gives each shown trend's same games against the lines: as many as its W-L", async () => {
    const list = comparisonListSchema.parse(
      (await request(env.app).get(`/api/nfl/comparison/?date=${NFL_TODAY}`).set('Authorization', env.bearer('free')))
        .body,
    );
    let checked = 0;
    for (const game of list.games.slice(0, 4)) {
      const detail = gameDetailSchema.parse(
        (
          await request(env.app)
            .get(`/api/nfl/comparison/${game.game_id}/`)
            .set('Authorization', env.bearer('free'))
            .expect(200)
        ).body,
      );
      for (const team of detail.teams) {
        const shown = [...team.positive, ...team.negative];
        expect(team.lines ?? []).toHaveLength(shown.length);
        for (const line of team.lines ?? []) {
          const [, wins, losses] = /(\d+)-(\d+) \(/.exec(line.trend)!.map(Number);
          const ats = line.ats!;
          expect(ats.covers + ats.fails + ats.pushes + ats.unlined).toBe(wins + losses);
          expect(line.ou!.overs + line.ou!.unders + line.ou!.pushes + line.ou!.unlined).toBe(wins + losses);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("gives the explorer's games against the lines, for Pro as its record", async () => {
    const body = explorerResultSchema.parse(
      (
        await request(env.app)
          .get('/api/nfl/explorer/?team=KC&venue=home&from_season=2022&to_season=2023')
          .set('Authorization', env.bearer('pro'))
          .expect(200)
      ).body,
    );
    const ats = body.lines.ats!;
    expect(ats.covers + ats.fails + ats.pushes + ats.unlined).toBe(body.games);
    expect(body.lines.ou!.source).toBe('nflverse closing total_line');
  });
});

describe("NHL: the live games' polled puck lines and totals only", () => {
  const env = useLeagueTestEnv('nhl', '2023-12-16', [2023]);
  const SOURCE = 'test-odds';

  /** A team's 2023 season as served now (the cached answers dropped: the test changes the stored games). */
  async function season(team: string) {
    env.cache.setVersion(env.cache.version + 1);
    return teamGamesSchema.parse(
      (await request(env.app).get(`/api/nhl/games/?team=${team}&season=2023`).expect(200)).body,
    );
  }

  /** A live game of Boston's on a day it has none in the shipped data, started at 7 pm Eastern. */
  async function liveGame(id: string, date: string, away: string, home: string): Promise<Date> {
    const start = new Date(`${date}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + 1);
    await insertScheduledGame(env.database.db, { id, league: 'nhl', season: 2023, date, start, away, home });
    return start;
  }

  /** A book's moneylines, and its puck line (points Boston at home is favoured by) and total where it quotes them. */
  function book(key: string, puck: number | null, total: number | null): BookPrice {
    return {
      book: key,
      homeMoneyline: -160,
      awayMoneyline: 140,
      spread: puck === null ? null : { point: puck, homePrice: 150, awayPrice: -175 },
      total: total === null ? null : { point: total, overPrice: -105, underPrice: -115 },
      updatedAt: null,
    };
  }

  const final = (id: string, homeScore: number, awayScore: number, on: string) =>
    env.database.db
      .update(games)
      .set({ status: 'completed', homeScore, awayScore, resultKnownOn: on })
      .where(eq(games.id, id));

  it('counts a final game with polled lines in ATS and O/U, a game the books gave no line as unlined', async () => {
    const shipped = await season('BOS');
    const before = shipped.lines;
    const played = shipped.games.filter((g) => g.final_score && g.game_date < '2023-12-16').length;
    expect(played).toBeGreaterThan(20);
    // The shipped games have no line: every one is unlined, and the screen's words come with the record's source.
    expect(before.all.ats).toEqual({
      source: expect.stringMatching(/live odds feed only/),
      covers: 0,
      fails: 0,
      pushes: 0,
      cover_pct: null,
      unlined: played,
    });
    expect(before.all.ou).toMatchObject({ overs: 0, unders: 0, pushes: 0, unlined: played });

    const db = env.database.db;
    // Toronto at Boston: three books' last lines before the start, puck line Boston −1.5 at all three, totals 6, 6
    // and 6.5 (median 6, an integer line). The first poll's lines moved before the last one counted.
    const lined = 'nhl-2023-12-11-TOR-BOS-0';
    const start = await liveGame(lined, '2023-12-11', 'TOR', 'BOS');
    const poll = (hoursBefore: number, books: BookPrice[]) =>
      storeProviderLine(
        db,
        lined,
        SOURCE,
        { homeMoneyline: -160, awayMoneyline: 140, books },
        new Date(start.getTime() - hoursBefore * 3_600_000),
      );
    await poll(8, [book('a', -1.5, 5.5), book('b', 1.5, 5.5), book('c', 1.5, 6.5)]);
    await poll(2, [book('a', 1.5, 6), book('b', 1.5, 6), book('c', 1.5, 6.5)]);
    // Boston at Montreal the next night: the books quoted moneylines only.
    const unlined = 'nhl-2023-12-12-BOS-MTL-0';
    const next = await liveGame(unlined, '2023-12-12', 'BOS', 'MTL');
    await storeProviderLine(
      db,
      unlined,
      SOURCE,
      { homeMoneyline: 120, awayMoneyline: -140, books: [book('a', null, null)] },
      new Date(next.getTime() - 3_600_000),
    );

    // Boston wins 4–2 at home (by 2: covers −1.5; 6 goals on a total of 6: a push), then 3–1 in Montreal.
    await final(lined, 4, 2, '2023-12-11');
    await final(unlined, 1, 3, '2023-12-12');
    const after = (await season('BOS')).lines;
    expect(after.all.ats).toMatchObject({ covers: 1, fails: 0, pushes: 0, cover_pct: 100, unlined: played + 1 });
    expect(after.all.ou).toMatchObject({ overs: 0, unders: 0, pushes: 1, over_pct: null, unlined: played + 1 });
    expect(after.home.ats).toMatchObject({ covers: 1, unlined: before.home.ats!.unlined });
    expect(after.away.ou).toMatchObject({ pushes: 0, unlined: before.away.ou!.unlined + 1 });

    // Toronto's side of the same game: it fails at +1.5 (lost by 2), and its O/U is the same push.
    const toronto = (await season('TOR')).lines.all;
    expect(toronto.ats).toMatchObject({ covers: 0, fails: 1, pushes: 0 });
    expect(toronto.ou).toMatchObject({ overs: 0, unders: 0, pushes: 1 });

    const explorer = explorerResultSchema.parse(
      (await request(env.app).get('/api/nhl/explorer/?team=BOS').set('Authorization', env.bearer('pro')).expect(200))
        .body,
    );
    expect(explorer.lines.ats).toMatchObject({ covers: 1, fails: 0 });
    expect(explorer.lines.ats!.unlined).toBe(explorer.games - 1);
  }, 120_000);
});

describe('MLB: closing run lines and totals', () => {
  const env = useLeagueTestEnv('mlb', '2021-08-02', [2021]);

  it("gives an ATS record from SBR's run lines and an O/U record from its totals", async () => {
    const body = teamGamesSchema.parse((await request(env.app).get('/api/mlb/games/?team=BOS').expect(200)).body);
    const played = body.games.filter((g) => g.final_score && g.game_date < '2021-08-02').length;
    const { ats, ou } = body.lines.all;
    expect(ats!.source).toMatch(/SBR closing run lines/);
    // A run line of ±1.5 never pushes; SBR prices nearly every 2021 game.
    expect(ats!.pushes).toBe(0);
    expect(ats!.covers + ats!.fails + ats!.unlined).toBe(played);
    expect(ats!.covers + ats!.fails).toBeGreaterThan(played / 2);
    expect(ats!.covers).toBeGreaterThan(0);
    expect(ou!.source).toMatch(/SBR/);
    expect(ou!.overs + ou!.unders + ou!.pushes + ou!.unlined).toBe(played);
    expect(ou!.overs + ou!.unders).toBeGreaterThan(played / 2);
  });
});
