// Records against the closing lines as the API serves them: a team's season and each shown trend's games in a
// league with spreads and totals (the NFL), and no record at all in one with moneylines only (the NHL).
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  comparisonListSchema,
  explorerResultSchema,
  gameDetailSchema,
  teamGamesSchema,
} from '@vantage/contracts/sports';
import { splitLines } from '../../data/csv';
import { useLeagueTestEnv } from '../../testing/harness';

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

describe('NHL: moneylines only', () => {
  const env = useLeagueTestEnv('nhl', '2023-12-16', [2023]);

  it('gives no ATS and no O/U record, rather than zeros', async () => {
    const body = teamGamesSchema.parse((await request(env.app).get('/api/nhl/games/?team=BOS').expect(200)).body);
    expect(body.games.some((g) => g.final_score)).toBe(true);
    expect(body.lines).toEqual({
      all: { ats: null, ou: null },
      home: { ats: null, ou: null },
      away: { ats: null, ou: null },
    });
    const explorer = explorerResultSchema.parse(
      (await request(env.app).get('/api/nhl/explorer/?team=BOS').set('Authorization', env.bearer('pro')).expect(200))
        .body,
    );
    expect(explorer.games).toBeGreaterThan(0);
    expect(explorer.lines).toEqual({ ats: null, ou: null });
  });
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
