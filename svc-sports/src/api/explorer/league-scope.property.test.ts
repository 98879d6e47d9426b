// The trend explorer and the cards' trends over one database holding every league, as in production: for any
// shown trend the explorer can ask about, the explorer over the seasons the trend's label names gives the card's
// record (so the label names exactly the games counted), and no answer holds another league's game.
import {
  comparisonListSchema,
  explorerResultSchema,
  gameDetailSchema,
  LEAGUES,
  leagueOfGameId,
  seasonOfDate,
  seasonsName,
  trendsFoundSchema,
  type League,
} from '@vantage/contracts/sports';
import '@vantage/service-kit/testing/arbitraries';
import fc from 'fast-check';
import request from 'supertest';
import { ATOMS } from '../../model/trends/conditions';
import { SITUATION_WORDS } from '../../leagues/team-sport/situations';
import { useAllLeaguesTestEnv } from '../../testing/harness';

const TODAYS: Record<League, string> = { mlb: '2023-08-02', nba: '2024-02-14', nfl: '2023-12-31', nhl: '2023-12-16' };
const env = useAllLeaguesTestEnv(TODAYS, [2022, 2023]);

/** Each league's own atoms the explorer can ask about: rest (MLB, the NBA's and NHL's back-to-backs) and time. */
const LEAGUE_ATOMS: Record<League, Record<string, Record<string, string>>> = {
  mlb: {
    [ATOMS.noRest]: { rest: 'none' },
    [ATOMS.dayGames]: { time: 'day' },
    [ATOMS.nightGames]: { time: 'night' },
  },
  nba: { [SITUATION_WORDS.backToBack]: { rest: 'none' } },
  nfl: {},
  nhl: { [SITUATION_WORDS.backToBack]: { rest: 'none' } },
};

/** The explorer's condition for each atom of a trend key it can ask about (rest and time as each league reads them). */
function atomCondition(league: League, atom: string): Record<string, string> | null {
  if (atom === ATOMS.afterWin) return { previous: 'after_win' };
  if (atom === ATOMS.afterLoss) return { previous: 'after_loss' };
  if (atom === ATOMS.divisionRivals) return { opponent: 'division' };
  return LEAGUE_ATOMS[league][atom] ?? null;
}

/** A trend key as the explorer's conditions ("Home favourite after a loss"), or null where it has no such choice. */
function conditionsOf(league: League, key: string): Record<string, string> | null {
  const [, venue, price, atom] = /^(Home|Away)(?: (favourite|underdog))?(?: (.+))?$/.exec(key) ?? [];
  if (!venue) return null;
  const rest = atom ? atomCondition(league, atom) : {};
  if (!rest) return null;
  return { venue: venue.toLowerCase(), ...(price ? { price } : {}), ...rest };
}

/** The seasons a label's window names, among the few before today's. */
function seasonsNamed(league: League, window: string): { from: number; to: number } | null {
  const today = seasonOfDate(league, TODAYS[league]);
  for (let from = today - 3; from <= today; from++)
    for (let to = from; to <= today; to++) if (seasonsName(league, from, to) === window) return { from, to };
  return null;
}

interface ShownTrend {
  team: string;
  later: { found: string; positive: boolean; wins: number; losses: number } | null;
  trend: string;
  key: string;
  window: string;
  wins: number;
  losses: number;
}

describe.each(LEAGUES.map((league) => ({ league })))('$league', ({ league }) => {
  const explore = (query: Record<string, string | number>) =>
    request(env.app).get(`/api/${league}/explorer/`).query(query).set('Authorization', env.bearer('pro', 'pro-member'));

  /** Every trend shown on the replayed day's cards. */
  async function shownTrends(): Promise<ShownTrend[]> {
    const list = await request(env.app).get(`/api/${league}/comparison/`).set('Authorization', env.bearer('pro'));
    expect(list.status).toBe(200);
    const trends: ShownTrend[] = [];
    for (const game of comparisonListSchema.parse(list.body).games) {
      const res = await request(env.app)
        .get(`/api/${league}/comparison/${game.game_id}/`)
        .set('Authorization', env.bearer('pro'));
      expect(res.status).toBe(200);
      for (const side of gameDetailSchema.parse(res.body).teams)
        for (const trend of [...side.positive, ...side.negative]) {
          const [, key, window, wins, losses] = /^(.+) — (.+): (\d+)-(\d+) \(/.exec(trend)!;
          const later = side.later?.find((l) => l.trend === trend) ?? null;
          trends.push({ team: side.team_code, later, trend, key, window, wins: Number(wins), losses: Number(losses) });
        }
    }
    return trends;
  }

  test("a shown trend's label names the seasons whose games it counts: the explorer there gives its record", async () => {
    const askable = (await shownTrends()).filter((t) => conditionsOf(league, t.key));
    expect(askable.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...askable), async (t) => {
        const seasons = seasonsNamed(league, t.window);
        expect({ trend: t.trend, seasons }).toEqual({ trend: t.trend, seasons: expect.anything() });
        const res = await explore({
          team: t.team,
          from_season: seasons!.from,
          to_season: seasons!.to,
          ...conditionsOf(league, t.key),
        });
        expect(res.status).toBe(200);
        const answer = explorerResultSchema.parse(res.body);
        expect({ trend: t.trend, wins: answer.wins, losses: answer.losses }).toEqual({
          trend: t.trend,
          wins: t.wins,
          losses: t.losses,
        });
      }),
      { numRuns: Math.min(40, askable.length * 2) },
    );
  }, 300_000);

  test("the season's record of every trend found holds the trends shown today that were found this season", async () => {
    const res = await request(env.app).get(`/api/${league}/trends/found/`);
    expect(res.status).toBe(200);
    const all = trendsFoundSchema.parse(res.body);
    const season = seasonOfDate(league, TODAYS[league]);
    expect(all).toMatchObject({ league, season });
    const shown = new Map<string, NonNullable<ShownTrend['later']>>();
    for (const t of await shownTrends())
      if (t.later && seasonOfDate(league, t.later.found) === season)
        shown.set(`${t.team}|${t.key}|${t.later.positive}`, t.later);
    expect(shown.size).toBeGreaterThan(0);
    const right = [...shown.values()].reduce((n, l) => n + (l.positive ? l.wins : l.losses), 0);
    const wrong = [...shown.values()].reduce((n, l) => n + (l.positive ? l.losses : l.wins), 0);
    expect(all.still_qualifying).toBeGreaterThanOrEqual(shown.size);
    expect(all.found).toBeGreaterThanOrEqual(all.still_qualifying);
    expect(all.right).toBeGreaterThanOrEqual(right);
    expect(all.wrong).toBeGreaterThanOrEqual(wrong);
    expect(all.holding_up).toBeLessThanOrEqual(all.judged);
    expect((await request(env.app).get(`/api/${league}/trends/found/?season=${season + 1}`)).status).toBe(400);
  }, 300_000);

  test("the explorer counts its own league's games only, and lists no other league's", async () => {
    const teams = (await request(env.app).get(`/api/${league}/teams/`)).body as { code: string }[];
    const codes = teams.map((t) => t.code);
    expect(codes.length).toBeGreaterThan(0);
    const today = seasonOfDate(league, TODAYS[league]);
    /** The team's decided games of the league in the seasons, known before today, read straight from the table. */
    async function storedGames(team: string, venue: string, from: number): Promise<number> {
      const { rows } = await env.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sports.games
          WHERE sport = $1 AND season BETWEEN $2 AND $3 AND status = 'completed' AND home_score <> away_score
            AND coalesce(result_known_on, date) < $4 AND date < $4
            AND (($5 <> 'away' AND home = $6) OR ($5 <> 'home' AND away = $6))`,
        [league, from, today, TODAYS[league], venue, team],
      );
      return rows[0].n;
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.constantFrom('any', 'home', 'away'),
        fc.integer({ min: today - 1, max: today }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (team, venue, from, where) => {
          const query = { team, venue, from_season: from, to_season: today, limit: 50 };
          const first = explorerResultSchema.parse((await explore(query)).body);
          expect({ team, venue, from, games: first.games }).toEqual({
            team,
            venue,
            from,
            games: await storedGames(team, venue, from),
          });
          const offset = Math.floor(where * first.games);
          const res = await explore({ ...query, offset });
          expect(res.status).toBe(200);
          for (const match of explorerResultSchema.parse(res.body).matches) {
            expect({ id: match.game_id, league: leagueOfGameId(match.game_id) }).toEqual({ id: match.game_id, league });
            expect(match.team_code).toBe(team);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
