import { explorerResultSchema, gameDetailSchema, type ExplorerResult } from '@vantage/contracts/sports';
import request from 'supertest';
import { useSportsTestEnv } from '../../testing/harness';
import { ATOMS } from '../../model/trends/conditions';

const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });

interface Row {
  id: string;
  season: number;
  date: string;
  game_number: number;
  day_night: string | null;
  home: string;
  away: string;
  home_score: number | null;
  away_score: number | null;
  status: string;
  known: string;
  home_ml: number | null;
  away_ml: number | null;
}

/** One team's side of a decided game, recomputed here from the stored rows with plain SQL and arithmetic. */
interface ExpectedSide {
  id: string;
  date: string;
  team: string;
  home: boolean;
  won: boolean;
  favourite: boolean | null;
  previousWon: boolean | null;
  daysOff: number | null;
  night: boolean | null;
  opponentDivision: string;
  sameDivision: boolean;
}

let sides: ExpectedSide[];

async function expectedSides(): Promise<ExpectedSide[]> {
  const { rows } = await env.database.pool.query<Row>(
    `SELECT g.id, g.season, g.date::text AS date, g.game_number, g.day_night, g.home, g.away, g.home_score,
            g.away_score, g.status, coalesce(g.result_known_on, g.date)::text AS known,
            o.home_moneyline AS home_ml, o.away_moneyline AS away_ml
       FROM sports.games g LEFT JOIN sports.odds o ON o.game_id = g.id
      WHERE g.date < $1 AND g.status <> 'postponed'
      ORDER BY g.date, g.game_number, g.home`,
    [TODAY],
  );
  const divisions = new Map(
    (
      await env.database.pool.query<{ code: string; division: string }>('SELECT code, division FROM sports.teams')
    ).rows.map((t) => [t.code, t.division]),
  );
  const out: ExpectedSide[] = [];
  for (const game of rows) {
    for (const home of [true, false]) {
      const team = home ? game.home : game.away;
      const opponent = home ? game.away : game.home;
      const ownGames = rows.filter((g) => g.season === game.season && (g.home === team || g.away === team));
      const index = ownGames.indexOf(game);
      const before = index > 0 ? ownGames[index - 1] : null;
      // The previous result known before this game's date (a doubleheader's first game is not, on the same day).
      const known = ownGames
        .slice(0, index)
        .filter((g) => g.home_score !== null && g.status === 'completed' && g.known < game.date && g.known < TODAY);
      const previous = known.sort((a, b) => a.known.localeCompare(b.known))[known.length - 1] ?? null;
      const decided =
        game.status === 'completed' &&
        game.home_score !== null &&
        game.home_score !== game.away_score &&
        game.known < TODAY;
      if (!decided) continue;
      out.push({
        id: game.id,
        date: game.date,
        team,
        home,
        won: home ? game.home_score! > game.away_score! : game.away_score! > game.home_score!,
        favourite:
          game.home_ml === null || game.home_ml === game.away_ml ? null : game.home_ml < game.away_ml! === home,
        previousWon: previous
          ? previous.home === team
            ? previous.home_score! > previous.away_score!
            : previous.away_score! > previous.home_score!
          : null,
        daysOff: before ? (Date.parse(game.date) - Date.parse(before.date)) / 86_400_000 - 1 : null,
        night: game.day_night === 'N' ? true : game.day_night === 'D' ? false : null,
        opponentDivision: divisions.get(opponent)!,
        sameDivision: divisions.get(opponent) === divisions.get(team),
      });
    }
  }
  return out;
}

async function explore(query: Record<string, string | number>, tier: 'free' | 'basic' | 'pro' | null = 'pro') {
  const req = request(env.app).get('/api/mlb/explorer/').query(query);
  if (tier) req.set('Authorization', env.bearer(tier));
  return req;
}

async function result(query: Record<string, string | number>): Promise<ExplorerResult> {
  const res = await explore(query);
  expect(res.status).toBe(200);
  return explorerResultSchema.parse(res.body);
}

function expectRecord(body: ExplorerResult, expected: ExpectedSide[]) {
  const wins = expected.filter((s) => s.won).length;
  expect(body).toMatchObject({
    wins,
    losses: expected.length - wins,
    games: expected.length,
    win_pct: expected.length ? Math.round((1000 * wins) / expected.length) / 10 : null,
  });
}

beforeAll(async () => {
  sides = await expectedSides();
}, 60_000);

describe('trend explorer', () => {
  it('is for Pro members: a guest is asked to sign in, Free and Basic members to upgrade', async () => {
    expect((await explore({ team: 'NYA' }, null)).status).toBe(401);
    for (const tier of ['free', 'basic'] as const) {
      const res = await explore({ team: 'NYA' }, tier);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('The trend explorer comes with Pro: upgrade your plan to use it.');
    }
  });

  it("gives a team's record as a home favourite after a loss, recomputed from the stored games", async () => {
    const body = await result({
      team: 'NYY',
      venue: 'home',
      price: 'favourite',
      previous: 'after_loss',
      from_season: 2022,
      to_season: 2023,
      limit: 100,
    });
    const expected = sides.filter((s) => s.team === 'NYA' && s.home && s.favourite === true && s.previousWon === false);
    expect(expected.length).toBeGreaterThan(15);
    expectRecord(body, expected);
    expect(body.team?.name).toBe('New York Yankees');
    expect(body.situation).toBe('Home favourite after a loss');
    expect(body.through).toBe('2023-08-01');
    // Most recent first, every one of them.
    expect(body.matches.map((m) => m.game_id)).toEqual(expected.map((s) => s.id).reverse());
    for (const m of body.matches) {
      expect(m.home).toBe(true);
      expect(m.moneyline).toBeLessThan(0);
      expect(m.won).toBe(m.runs_for > m.runs_against);
    }
    // The first question reads the seasons' games: seconds on a loaded machine.
  }, 60_000);

  it('splits a record at the date a member picks: the games before it, and from it on', async () => {
    const query = { team: 'NYY', venue: 'home', from_season: 2022, to_season: 2023 };
    const body = await result({ ...query, split: '2023-05-01' });
    const all = sides.filter((s) => s.team === 'NYA' && s.home);
    const before = all.filter((s) => s.date < '2023-05-01');
    const after = all.filter((s) => s.date >= '2023-05-01');
    expect(before.length).toBeGreaterThan(50);
    expect(after.length).toBeGreaterThan(30);
    const record = (list: ExpectedSide[]) => {
      const wins = list.filter((s) => s.won).length;
      return { wins, losses: list.length - wins, win_pct: Math.round((1000 * wins) / list.length) / 10 };
    };
    expect(body.split).toEqual({ date: '2023-05-01', before: record(before), after: record(after) });
    expectRecord(body, all);
    expect((await result(query)).split).toBeNull();
    expect((await explore({ ...query, split: '2023-02-30' })).status).toBe(400);
  }, 60_000);

  it("says every trend's window, and over that window the explorer gives the same record", async () => {
    const list = await request(env.app)
      .get('/api/mlb/comparison/?date=2023-08-02')
      .set('Authorization', env.bearer('pro'));
    // Every atom the explorer offers too, "on no rest" included (one definition of rest: `restOf`).
    const atoms: Record<string, Record<string, string>> = {
      [ATOMS.noRest]: { rest: 'none' },
      [ATOMS.afterWin]: { previous: 'after_win' },
      [ATOMS.afterLoss]: { previous: 'after_loss' },
      [ATOMS.dayGames]: { time: 'day' },
      [ATOMS.nightGames]: { time: 'night' },
      [ATOMS.divisionRivals]: { opponent: 'division' },
    };
    let compared = 0;
    for (const game of list.body.games as { game_id: string }[]) {
      const detail = gameDetailSchema.parse(
        (await request(env.app).get(`/api/mlb/comparison/${game.game_id}/`).set('Authorization', env.bearer('pro')))
          .body,
      );
      for (const team of detail.teams) {
        for (const trend of [...team.positive, ...team.negative]) {
          const [, venue, price, atom, from, to, wins, losses] =
            /^(Home|Away)(?: (favourite|underdog))?(?: (.+))? — (\d{4})–(\d{4}): (\d+)-(\d+) \(/.exec(trend) ?? [];
          expect(from && to).toBeTruthy();
          expect([Number(from), Number(to)]).toEqual([2022, 2023]);
          if (atom && !atoms[atom]) continue;
          const body = await result({
            team: team.team_code,
            venue: venue.toLowerCase(),
            ...(price ? { price } : {}),
            ...(atom ? atoms[atom] : {}),
            from_season: 2022,
            to_season: 2023,
            limit: 1,
          });
          expect(`${trend}: ${body.wins}-${body.losses}`).toBe(`${trend}: ${wins}-${losses}`);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 60_000);

  it('answers for every team: underdogs on the road at night, on no rest, against one division', async () => {
    const body = await result({
      venue: 'away',
      price: 'underdog',
      time: 'night',
      rest: 'none',
      opponent: 'AL East',
      from_season: 2023,
      to_season: 2023,
      limit: 5,
    });
    const expected = sides.filter(
      (s) =>
        s.date >= '2023-01-01' &&
        !s.home &&
        s.favourite === false &&
        s.night === true &&
        s.daysOff === 0 &&
        s.opponentDivision === 'AL East',
    );
    expect(expected.length).toBeGreaterThan(20);
    expectRecord(body, expected);
    expect(body.team).toBeNull();
    expect(body.situation).toBe('Away underdog on no rest in night games vs the AL East');
    expect(body.matches.map((m) => m.game_id)).toEqual(
      expected
        .map((s) => s.id)
        .reverse()
        .slice(0, 5),
    );
  });

  it('counts nothing from today on and pages through the matching games', async () => {
    const first = await result({ team: 'BOS', rest: 'two_plus', from_season: 2023, to_season: 2023, limit: 3 });
    const next = await result({
      team: 'BOS',
      rest: 'two_plus',
      from_season: 2023,
      to_season: 2023,
      limit: 3,
      offset: 3,
    });
    const expected = sides.filter((s) => s.team === 'BOS' && s.date >= '2023-01-01' && s.daysOff! >= 2);
    expectRecord(first, expected);
    expect([...first.matches, ...next.matches].map((m) => m.game_id)).toEqual(
      expected
        .map((s) => s.id)
        .reverse()
        .slice(0, 6),
    );
    const all = await result({ team: 'BOS', from_season: 2023, to_season: 2023, limit: 100 });
    const stored = await env.database.pool.query(
      `SELECT count(*)::int AS n FROM sports.games WHERE season = 2023 AND status = 'completed'
          AND (home = 'BOS' OR away = 'BOS') AND date < $1 AND home_score <> away_score`,
      [TODAY],
    );
    expect(all.games).toBe(stored.rows[0].n);
    expect(all.games).toBeGreaterThan(100);
    expect(all.matches[0].game_date < TODAY).toBe(true);
  });

  it('division rivals after a win in day games', async () => {
    const body = await result({ team: 'LAN', previous: 'after_win', time: 'day', opponent: 'division' });
    const expected = sides.filter(
      (s) => s.team === 'LAN' && s.previousWon === true && s.night === false && s.sameDivision,
    );
    expectRecord(body, expected);
    // Without a range: the two seasons before today's and today's (only 2022 and 2023 are stored here).
    expect([body.from_season, body.to_season]).toEqual([2021, 2023]);
    expect(body.situation).toBe('All games after a win in day games vs division rivals');
  });

  it('rejects conditions it cannot answer', async () => {
    const refused: Record<string, string | number>[] = [
      { from_season: 2023, to_season: 2022 },
      { from_season: 2015, to_season: 2023 },
      { venue: 'neutral' },
      { limit: 500 },
    ];
    for (const query of refused) expect((await explore(query)).status).toBe(400);
    const division = await explore({ opponent: 'AL Central East' });
    expect(division.status).toBe(400);
    expect(division.body.detail).toMatch(/Unknown division "AL Central East"/);
    expect((await explore({ team: 'XYZ' })).status).toBe(404);
  });
});
