import fs from 'node:fs';
import path from 'node:path';
import { loadParks, loadTeams } from '../../leagues/mlb/reference';
import { FEATURE_NAMES, PLAYER_FEATURE_NAMES } from '../../leagues/mlb/features';
import { computePredictionRows } from '../../leagues/mlb/compute';
import { storedPlayerSeasons } from '../../leagues/mlb/splits';
import { hideResultsFrom } from '../../model/predictions/recorder';
import { GamesRepository } from '../../api/games/repository';
import {
  combineStatSplits,
  parseBoxScore,
  parseHandedness,
  parseSchedule,
  parseStatSplits,
  type BoxScore,
  type MlbDataProvider,
  type ScheduledGame,
} from '../../leagues/mlb/statsapi/statsapi';
import { ingestionJob, useSportsTestEnv } from '../../testing/harness';

const TODAY = '2025-04-01';
const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../leagues/mlb/statsapi/fixtures', name), 'utf8'));
const recorded = parseSchedule(fixture('schedule_2024-08-13_hydrate-probablePitcher-linescore.json'));
/** The recorded box score: Houston's and Toronto's nines of 2024-07-01. */
const announced = parseBoxScore(fixture('boxscore_744914_2024-07-01.json'));
const notAnnounced: BoxScore = { ...announced, lineups: null };

/** Two of the recorded games moved to today, not started: first pitch 23:05 and 23:10 UTC. */
const today: ScheduledGame[] = recorded.slice(0, 2).map((g, i) => ({
  ...g,
  date: TODAY,
  season: 2025,
  gamePk: i + 1,
  status: 'scheduled',
  startTime: new Date(`${TODAY}T23:${i === 0 ? '05' : '10'}:00Z`),
  lineScore: null,
  home: { ...g.home, score: null },
  away: { ...g.away, score: null },
}));
const [WITH_LINEUP, WITHOUT_LINEUP] = ['2025-04-01-WAS-BAL-0', '2025-04-01-CHN-CLE-0'];

/** Today's two games; a game's box score lists its lineups once its gamePk is in `announced`. */
class TodaysGames implements MlbDataProvider {
  readonly announced = new Set<number>();
  seasonCalls: [number, string][] = [];
  constructor(private readonly statistics: 'written' | 'failing') {}
  async schedule(from: string, to: string) {
    return from <= TODAY && TODAY <= to ? today : [];
  }
  async boxScore(gamePk: number) {
    return this.announced.has(gamePk) ? announced : notAnnounced;
  }
  async teams() {
    return [];
  }
  async standings() {
    return [];
  }
  // Written fixtures (the real answers' shape, invented numbers): every 2024 player asked comes from them.
  async seasonSplits(season: number, group: 'hitting' | 'pitching') {
    this.seasonCalls.push([season, group]);
    if (this.statistics === 'failing') throw new Error('HTTP 503');
    return combineStatSplits(parseStatSplits(fixture(`written_stats_statSplits_${group}_2024.json`)));
  }
  async handedness() {
    return parseHandedness(fixture('written_people_handedness.json'));
  }
}

// Live clock at noon Eastern on 2025-04-01; the database holds the shipped 2022–2023 seasons, whose splits
// (2021–2023) are shipped too: 2024's must come from the Stats API.
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023], live: true });

function job(mlb: MlbDataProvider) {
  return ingestionJob(env, mlb);
}

/** Runs with the real clock pinned to `instant` (the recorder judges "first pitch near" by it). */
async function runAt(instant: string, mlb: MlbDataProvider) {
  const realNow = Date.now;
  Date.now = () => new Date(instant).getTime();
  try {
    return await job(mlb).run();
  } finally {
    Date.now = realNow;
  }
}

const prediction = async (id: string) =>
  (
    await env.database.pool.query(
      'SELECT p_home, inputs, created_at, model_version FROM sports.predictions WHERE game_id = $1',
      [id],
    )
  ).rows[0] as { p_home: number; inputs: { features: number[] }; created_at: Date } | undefined;

const PLAYERS_FEATURES = FEATURE_NAMES.length + PLAYER_FEATURE_NAMES.length;

describe('live lineups and players', () => {
  it("costs nothing when the Stats API's season statistics fail: no season stored, a retry next run", async () => {
    const mlb = new TodaysGames('failing');
    const report = await runAt(`${TODAY}T16:00:00Z`, mlb);
    // 2024 is the only one of the three seasons before 2025 the shipped splits lack.
    expect(mlb.seasonCalls).toEqual([[2024, 'hitting']]);
    expect(report.errors).toEqual(['player season 2024: HTTP 503']);
    expect(report.extras.playerSeasons).toBe(0);
    expect((await env.database.pool.query('SELECT count(*)::int AS n FROM sports.player_seasons')).rows[0].n).toBe(0);
    // No lineup announced and first pitch hours away: nothing is recorded yet.
    expect(report).toMatchObject({ inserted: 2, extras: { lineups: 0 }, predictions: 0 });
  }, 120_000);

  it("stores 2024 from the Stats API, today's announced lineups, and records that game with the players' model", async () => {
    const mlb = new TodaysGames('written');
    mlb.announced.add(1);
    const report = await runAt(`${TODAY}T16:00:00Z`, mlb);
    expect(report).toMatchObject({ errors: [], extras: { playerSeasons: 1, lineups: 1 }, predictions: 1 });
    const seasons = (
      await env.database.pool.query(
        'SELECT season, player_id, role, hand, vs_left, vs_right FROM sports.player_seasons ORDER BY role, player_id',
      )
    ).rows;
    // Matched by name to the shipped Retrosheet ids (Guerrero without "Jr.", the son rather than the father;
    // Berríos without accents); Barger, who debuted in 2024, keeps his MLB id. Hands from /people.
    expect(seasons.map((r) => [r.season, r.player_id, r.role, r.hand])).toEqual([
      [2024, 'brega001', 'bat', 'R'],
      [2024, 'guerv002', 'bat', 'R'],
      [2024, 'mlb-680718', 'bat', 'L'],
      [2024, 'turnj001', 'bat', 'R'],
      [2024, 'berrj001', 'pitch', 'R'],
      [2024, 'valdf001', 'pitch', 'L'],
    ]);
    // A traded player's season is his total over both teams.
    expect(seasons.find((r) => r.player_id === 'turnj001').vs_left.pa).toBe(200);
    const lineups = (
      await env.database.pool.query('SELECT away_lineup, home_lineup FROM sports.games WHERE id = $1', [WITH_LINEUP])
    ).rows[0];
    expect(lineups.home_lineup).toBe(
      'bichb001 horws001 turnj001 sprig001 varsd001 kirka001 schnd001 cleme002 mlb-680718',
    );
    // 2025 projects from 2024 (Stats API), 2023 and 2022 (shipped): the game has both sides' player features.
    expect((await prediction(WITH_LINEUP))!.inputs.features).toHaveLength(PLAYERS_FEATURES);
    // The game without a lineup waits: its first pitch is hours away.
    expect(await prediction(WITHOUT_LINEUP)).toBeUndefined();
  }, 120_000);

  it('records a game whose lineup is not announced 30 minutes before first pitch, with the probability of the model without players', async () => {
    const report = await runAt(`${TODAY}T22:45:00Z`, new TodaysGames('written'));
    expect(report).toMatchObject({ errors: [], predictions: 1 });
    const fallback = (await prediction(WITHOUT_LINEUP))!;
    expect(fallback.inputs.features).toHaveLength(FEATURE_NAMES.length);
    // The same model with no lineup known for either game of today.
    const all = await new GamesRepository(env.database.db).allForModel('mlb');
    const withoutLineups = computePredictionRows({
      games: hideResultsFrom(TODAY, all).map((g) => (g.date === TODAY ? { ...g, lineups: null } : g)),
      teams: loadTeams(env.dataDir),
      parks: loadParks(env.dataDir),
      since: '2024-01-01',
      today: TODAY,
      due: [WITH_LINEUP, WITHOUT_LINEUP],
      storedPlayers: await storedPlayerSeasons(env.database.db),
    }).predictions;
    const pWithout = (id: string) => withoutLineups.find((r) => r.game_id === id)!.p_home;
    expect(fallback.p_home).toBe(pWithout(WITHOUT_LINEUP));
    // The game with its lineup was predicted by the players' model: a different probability.
    expect((await prediction(WITH_LINEUP))!.p_home).not.toBe(pWithout(WITH_LINEUP));
  }, 120_000);

  it('never records a game twice nor changes its prediction when its lineup is announced later', async () => {
    const before = await prediction(WITHOUT_LINEUP);
    const mlb = new TodaysGames('written');
    mlb.announced.add(2);
    const report = await runAt(`${TODAY}T22:50:00Z`, mlb);
    expect(report).toMatchObject({ errors: [], extras: { lineups: 1 }, predictions: 0 });
    expect(await prediction(WITHOUT_LINEUP)).toEqual(before);
    const n = (
      await env.database.pool.query(
        'SELECT count(*)::int AS n FROM sports.predictions p JOIN sports.games g ON g.id = p.game_id WHERE g.date = $1',
        [TODAY],
      )
    ).rows[0].n;
    expect(n).toBe(2);
  }, 120_000);
});
