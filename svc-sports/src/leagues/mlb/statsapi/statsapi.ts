import { z } from 'zod';
import { checkAnswer, type HttpClient } from '@vantage/service-kit/http-client';
import type { BattingLine } from '../../../data/games';
import type { EventLine } from '../../../db/schema';
import { addLines, emptyLine } from '../splits';

/** A regular-season game as the MLB Stats API schedule describes it, in our terms. */
export interface ScheduledGame {
  gamePk: number;
  /** The date the game is listed under (US calendar date of the schedule). */
  date: string;
  season: number;
  /** 0 for a single game, 1/2 within a doubleheader (as in Retrosheet). */
  gameNumber: number;
  /** First pitch; null while the time is TBD. */
  startTime: Date | null;
  dayNight: 'D' | 'N' | null;
  status: 'scheduled' | 'in_progress' | 'completed' | 'postponed';
  away: ScheduledSide;
  home: ScheduledSide;
  /** Runs, hits and errors by inning and in all; null before the game (or when not asked for). */
  lineScore: LineScore | null;
}

export interface LineTotals {
  runs: number;
  hits: number;
  errors: number;
}

export interface LineScore {
  /** Each inning as far as it was played; `home` is null when the home side did not bat (it led after the top). */
  innings: { num: number; away: LineTotals; home: LineTotals | null }[];
  away: LineTotals;
  home: LineTotals;
  /** Outs recorded in the game so far (Retrosheet's "length of game in outs": 54 for nine full innings). */
  outs: number;
}

export interface ScheduledSide {
  mlbTeamId: number;
  teamName: string;
  /** Runs so far (final when completed); null before the game. */
  score: number | null;
  probablePitcher: { mlbId: number; name: string } | null;
}

export interface ProviderTeam {
  mlbId: number;
  name: string;
  abbreviation: string;
  league: string;
  division: string;
}

export interface Standing {
  mlbTeamId: number;
  wins: number;
  losses: number;
  divisionRank: number | null;
  gamesBack: string;
}

/** A player as the Stats API names him. */
export interface ApiPerson {
  mlbId: number;
  name: string;
}

/**
 * A game's box score: both sides' batting lines (what the other side's pitchers allowed; zeros before the game)
 * and, once both are announced, the starting nines by batting order (null for an id the box score does not name).
 */
export interface BoxScore {
  away: BattingLine;
  home: BattingLine;
  lineups: { away: (ApiPerson | null)[]; home: (ApiPerson | null)[] } | null;
}

/** A player's regular season by the other side's hand (a pitcher: what he allowed to left- and right-handed batters). */
export interface SeasonSplits extends ApiPerson {
  vsL: EventLine;
  vsR: EventLine;
}

/** How a player bats ('S' switch) and throws. */
export interface Handedness {
  bats: 'L' | 'R' | 'S' | null;
  throws: 'L' | 'R' | null;
}

/** What the product needs from a live MLB data source; the Stats API implements it. */
export interface MlbDataProvider {
  schedule(from: string, to: string): Promise<ScheduledGame[]>;
  boxScore(gamePk: number): Promise<BoxScore>;
  teams(season: number): Promise<ProviderTeam[]>;
  standings(season: number): Promise<Standing[]>;
  /** Every player's regular-season hitting or pitching against left- and right-handers. */
  seasonSplits(season: number, group: 'hitting' | 'pitching'): Promise<SeasonSplits[]>;
  handedness(mlbIds: number[]): Promise<Map<number, Handedness>>;
}

// Only the fields we read are checked; the API sends many more.
const sideSchema = z.object({
  score: z.number().int().optional(),
  team: z.object({ id: z.number().int(), name: z.string() }),
  probablePitcher: z.object({ id: z.number().int(), fullName: z.string() }).optional(),
});

const halfSchema = z.object({
  runs: z.number().int().optional(),
  hits: z.number().int().default(0),
  errors: z.number().int().default(0),
});

const lineScoreSchema = z.object({
  outs: z.number().int().optional(),
  isTopInning: z.boolean().optional(),
  innings: z
    .array(z.object({ num: z.number().int(), away: halfSchema.optional(), home: halfSchema.optional() }))
    .default([]),
  teams: z.object({ away: halfSchema, home: halfSchema }).optional(),
});

const gameSchema = z.object({
  gamePk: z.number().int(),
  gameType: z.string(),
  season: z.string(),
  gameDate: z.string(),
  officialDate: z.string().optional(),
  status: z.object({
    abstractGameState: z.string(),
    codedGameState: z.string(),
    detailedState: z.string(),
    startTimeTBD: z.boolean().optional(),
  }),
  teams: z.object({ away: sideSchema.optional(), home: sideSchema.optional() }),
  doubleHeader: z.string().optional(),
  gameNumber: z.number().int().optional(),
  dayNight: z.string().optional(),
  linescore: lineScoreSchema.optional(),
});

const scheduleSchema = z.object({
  dates: z.array(z.object({ date: z.string(), games: z.array(z.unknown()) })).default([]),
});

function status(s: z.infer<typeof gameSchema>['status']): ScheduledGame['status'] {
  // Coded states: D postponed, C cancelled, F/O final, I in progress, S/P scheduled/pre-game, U/T suspended.
  if (s.codedGameState === 'D' || s.codedGameState === 'C') return 'postponed';
  if (s.codedGameState === 'F' || s.codedGameState === 'O') return 'completed';
  if (s.abstractGameState === 'Live' || s.codedGameState === 'U' || s.codedGameState === 'T') return 'in_progress';
  return 'scheduled';
}

function side(raw: z.infer<typeof sideSchema>): ScheduledSide {
  return {
    mlbTeamId: raw.team.id,
    teamName: raw.team.name,
    score: raw.score ?? null,
    probablePitcher: raw.probablePitcher ? { mlbId: raw.probablePitcher.id, name: raw.probablePitcher.fullName } : null,
  };
}

const totals = (h: z.infer<typeof halfSchema>): LineTotals => ({ runs: h.runs ?? 0, hits: h.hits, errors: h.errors });

/** The line score of a game that has started (a half inning without runs was not batted). */
function lineScore(raw: z.infer<typeof lineScoreSchema> | undefined): LineScore | null {
  if (!raw?.teams || raw.innings.length === 0) return null;
  const innings = raw.innings.map((i) => ({
    num: i.num,
    away: i.away ? totals(i.away) : { runs: 0, hits: 0, errors: 0 },
    home: i.home?.runs === undefined ? null : totals(i.home),
  }));
  // Every half inning batted holds three outs except the one in progress (or the walk-off), whose outs are `outs`.
  const halves = innings.length + innings.filter((i) => i.home).length;
  const outs = 3 * (halves - 1) + Math.min(3, raw.outs ?? 3);
  return { innings, away: totals(raw.teams.away), home: totals(raw.teams.home), outs };
}

/** Regular-season games of a /schedule answer; other game types and games without both teams are skipped. */
function readSchedule(schedule: z.infer<typeof scheduleSchema>): ScheduledGame[] {
  const games: ScheduledGame[] = [];
  for (const day of schedule.dates) {
    for (const raw of day.games) {
      const parsed = gameSchema.safeParse(raw);
      if (!parsed.success) continue;
      const g = parsed.data;
      if (g.gameType !== 'R' || !g.teams.away || !g.teams.home) continue;
      const start = Date.parse(g.gameDate);
      games.push({
        gamePk: g.gamePk,
        date: day.date,
        season: Number(g.season),
        gameNumber: g.doubleHeader === 'Y' || g.doubleHeader === 'S' ? (g.gameNumber ?? 1) : 0,
        startTime: g.status.startTimeTBD || Number.isNaN(start) ? null : new Date(start),
        dayNight: g.dayNight === 'day' ? 'D' : g.dayNight === 'night' ? 'N' : null,
        status: status(g.status),
        away: side(g.teams.away),
        home: side(g.teams.home),
        lineScore: lineScore(g.linescore),
      });
    }
  }
  return games;
}

const scheduleAnswer = scheduleSchema.transform(readSchedule);

/** A recorded /schedule answer, read as the provider reads one (HttpAnswerError when its shape changed). */
export function parseSchedule(json: unknown): ScheduledGame[] {
  return checkAnswer('MLB Stats API schedule', scheduleAnswer, json);
}

const battingSchema = z.object({
  atBats: z.number().int(),
  hits: z.number().int(),
  doubles: z.number().int(),
  triples: z.number().int(),
  homeRuns: z.number().int(),
  baseOnBalls: z.number().int(),
  hitByPitch: z.number().int(),
  strikeOuts: z.number().int(),
  sacFlies: z.number().int(),
});

const personSchema = z.object({ id: z.number().int(), fullName: z.string() });
const boxScoreSideSchema = z.object({
  teamStats: z.object({ batting: battingSchema }),
  // Starting nine by batting order (person ids), empty until the lineup is announced.
  battingOrder: z.array(z.number().int()).default([]),
  // Keyed "ID<person id>".
  players: z.record(z.string(), z.object({ person: personSchema })).default({}),
});
const boxScoreSchema = z.object({ teams: z.object({ away: boxScoreSideSchema, home: boxScoreSideSchema }) });

function battingLine(b: z.infer<typeof battingSchema>): BattingLine {
  return {
    ab: b.atBats,
    h: b.hits,
    doubles: b.doubles,
    triples: b.triples,
    hr: b.homeRuns,
    bb: b.baseOnBalls,
    hbp: b.hitByPitch,
    so: b.strikeOuts,
    sf: b.sacFlies,
  };
}

function startingNine(side: z.infer<typeof boxScoreSideSchema>): (ApiPerson | null)[] | null {
  if (side.battingOrder.length !== 9) return null;
  return side.battingOrder.map((id) => {
    const person = side.players[`ID${id}`]?.person;
    return person ? { mlbId: person.id, name: person.fullName } : null;
  });
}

/** A /game/{gamePk}/boxscore answer: team batting totals in Retrosheet's terms and the announced starting nines. */
function readBoxScore({ teams }: z.infer<typeof boxScoreSchema>): BoxScore {
  const away = startingNine(teams.away);
  const home = startingNine(teams.home);
  return {
    away: battingLine(teams.away.teamStats.batting),
    home: battingLine(teams.home.teamStats.batting),
    lineups: away && home ? { away, home } : null,
  };
}

const boxScoreAnswer = boxScoreSchema.transform(readBoxScore);

/** A recorded box score answer, read as the provider reads one. */
export function parseBoxScore(json: unknown): BoxScore {
  return checkAnswer('MLB Stats API boxscore', boxScoreAnswer, json);
}

const count = z.number().int().nonnegative();
const splitStatSchema = z.object({
  // Hitting answers count plate appearances, pitching answers batters faced.
  plateAppearances: count.optional(),
  battersFaced: count.optional(),
  atBats: count,
  hits: count,
  doubles: count.default(0),
  triples: count.default(0),
  homeRuns: count,
  baseOnBalls: count,
  hitByPitch: count.default(0),
  strikeOuts: count,
  sacFlies: count.default(0),
});
const splitRowSchema = z.object({
  stat: splitStatSchema,
  player: personSchema,
  // Absent on the row that totals a player's teams (numTeams > 1) after a trade.
  team: z.object({ id: z.number().int() }).optional(),
  split: z.object({ code: z.string() }),
});
const statsSchema = z.object({ stats: z.array(z.object({ splits: z.array(z.unknown()).default([]) })).default([]) });

export interface StatSplitRow extends ApiPerson {
  /** 'vl' against left-handers, 'vr' against right-handers. */
  code: 'vl' | 'vr';
  /** The team this row counts, null for a traded player's total over his teams. */
  teamId: number | null;
  line: EventLine;
}

/** The vs-left and vs-right rows of a `stats?stats=statSplits&sitCodes=vl,vr` answer; rows it cannot read are skipped. */
function readStatSplits({ stats }: z.infer<typeof statsSchema>): StatSplitRow[] {
  return stats.flatMap((block) =>
    block.splits.flatMap((raw) => {
      const parsed = splitRowSchema.safeParse(raw);
      if (!parsed.success) return [];
      const { stat: s, player, team, split } = parsed.data;
      if (split.code !== 'vl' && split.code !== 'vr') return [];
      const line: EventLine = {
        pa: s.plateAppearances ?? s.battersFaced ?? s.atBats + s.baseOnBalls + s.hitByPitch + s.sacFlies,
        ab: s.atBats,
        h: s.hits,
        doubles: s.doubles,
        triples: s.triples,
        hr: s.homeRuns,
        bb: s.baseOnBalls,
        hbp: s.hitByPitch,
        so: s.strikeOuts,
        sf: s.sacFlies,
      };
      return [{ mlbId: player.id, name: player.fullName, code: split.code, teamId: team?.id ?? null, line }];
    }),
  );
}

/** A page of splits: the rows it lists (the pages end at a short one) and those read. */
const statSplitsAnswer = statsSchema.transform((answer) => ({
  listed: answer.stats.reduce((n, block) => n + block.splits.length, 0),
  rows: readStatSplits(answer),
}));

/** A recorded splits answer, read as the provider reads one. */
export function parseStatSplits(json: unknown): StatSplitRow[] {
  return checkAnswer('MLB Stats API stats', statSplitsAnswer, json).rows;
}

/**
 * One season per player: a traded player's total over his teams where the answer has one, else the sum of
 * his rows by team (one row for a player who stayed).
 */
export function combineStatSplits(rows: StatSplitRow[]): SeasonSplits[] {
  const players = new Map<number, { person: ApiPerson; rows: StatSplitRow[] }>();
  for (const row of rows) {
    const p = players.get(row.mlbId) ?? { person: { mlbId: row.mlbId, name: row.name }, rows: [] };
    p.rows.push(row);
    players.set(row.mlbId, p);
  }
  return [...players.values()].map(({ person, rows: own }) => {
    const side = (code: 'vl' | 'vr') => {
      const mine = own.filter((r) => r.code === code);
      const total = mine.find((r) => r.teamId === null);
      return total ? total.line : mine.reduce((sum, r) => addLines(sum, r.line), emptyLine());
    };
    return { ...person, vsL: side('vl'), vsR: side('vr') };
  });
}

const peopleSchema = z.object({
  people: z.array(
    z.object({
      id: z.number().int(),
      batSide: z.object({ code: z.string() }).optional(),
      pitchHand: z.object({ code: z.string() }).optional(),
    }),
  ),
});

/** How each player of a /people?personIds= answer bats and throws. */
const handednessAnswer = peopleSchema.transform(({ people }) => {
  const hand = <T extends string>(code: string | undefined, allowed: T[]): T | null =>
    allowed.includes(code as T) ? (code as T) : null;
  return new Map<number, Handedness>(
    people.map((p) => [
      p.id,
      { bats: hand(p.batSide?.code, ['L', 'R', 'S']), throws: hand(p.pitchHand?.code, ['L', 'R']) },
    ]),
  );
});

/** A recorded /people answer, read as the provider reads one. */
export function parseHandedness(json: unknown): Map<number, Handedness> {
  return checkAnswer('MLB Stats API people', handednessAnswer, json);
}

const teamsSchema = z.object({
  teams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      abbreviation: z.string(),
      league: z.object({ name: z.string() }).optional(),
      division: z.object({ name: z.string() }).optional(),
    }),
  ),
});

const teamsAnswer = teamsSchema.transform(({ teams }): ProviderTeam[] =>
  teams.map((t) => ({
    mlbId: t.id,
    name: t.name,
    abbreviation: t.abbreviation,
    league: t.league?.name ?? '',
    division: t.division?.name ?? '',
  })),
);

/** A recorded /teams answer, read as the provider reads one. */
export function parseTeams(json: unknown): ProviderTeam[] {
  return checkAnswer('MLB Stats API teams', teamsAnswer, json);
}

const standingsSchema = z.object({
  records: z.array(
    z.object({
      teamRecords: z.array(
        z.object({
          team: z.object({ id: z.number().int() }),
          wins: z.number().int(),
          losses: z.number().int(),
          divisionRank: z.string().optional(),
          gamesBack: z.string(),
        }),
      ),
    }),
  ),
});

const standingsAnswer = standingsSchema.transform(({ records }): Standing[] =>
  records.flatMap((r) =>
    r.teamRecords.map((t) => ({
      mlbTeamId: t.team.id,
      wins: t.wins,
      losses: t.losses,
      divisionRank: t.divisionRank ? Number(t.divisionRank) : null,
      gamesBack: t.gamesBack,
    })),
  ),
);

/** A recorded /standings answer, read as the provider reads one. */
export function parseStandings(json: unknown): Standing[] {
  return checkAnswer('MLB Stats API standings', standingsAnswer, json);
}

/** Rows per page of a season's splits (a season has about 4,000 rows per group) and a bound on the pages. */
const SPLITS_PER_PAGE = 1000;
const MAX_SPLIT_PAGES = 20;
const PEOPLE_PER_REQUEST = 100;

/** The public MLB Stats API, read with the feeds' timeout and retries (src/live/providers/http.ts). */
export class StatsApiProvider implements MlbDataProvider {
  constructor(private readonly deps: { baseUrl: string; http: HttpClient }) {}

  /** An answer of `path`, read with its schema by the client (HttpAnswerError when its shape changed). */
  private async get<S extends z.ZodType>(path: string, params: Record<string, string>, answer: S): Promise<z.infer<S>> {
    const url = new URL(`${this.deps.baseUrl.replace(/\/+$/, '')}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return this.deps.http.json(url, answer, { name: `MLB Stats API ${path}` });
  }

  async schedule(from: string, to: string): Promise<ScheduledGame[]> {
    const params = { sportId: '1', gameType: 'R', startDate: from, endDate: to, hydrate: 'probablePitcher,linescore' };
    return this.get('schedule', params, scheduleAnswer);
  }

  async boxScore(gamePk: number): Promise<BoxScore> {
    return this.get(`game/${gamePk}/boxscore`, {}, boxScoreAnswer);
  }

  async teams(season: number): Promise<ProviderTeam[]> {
    return this.get('teams', { sportId: '1', season: String(season) }, teamsAnswer);
  }

  async seasonSplits(season: number, group: 'hitting' | 'pitching'): Promise<SeasonSplits[]> {
    const rows: StatSplitRow[] = [];
    for (let page = 0; page < MAX_SPLIT_PAGES; page++) {
      const { listed, rows: read } = await this.get(
        'stats',
        {
          stats: 'statSplits',
          group,
          season: String(season),
          sitCodes: 'vl,vr',
          sportId: '1',
          gameType: 'R',
          playerPool: 'ALL',
          limit: String(SPLITS_PER_PAGE),
          offset: String(page * SPLITS_PER_PAGE),
        },
        statSplitsAnswer,
      );
      rows.push(...read);
      if (listed < SPLITS_PER_PAGE) break;
    }
    return combineStatSplits(rows);
  }

  async handedness(mlbIds: number[]): Promise<Map<number, Handedness>> {
    const out = new Map<number, Handedness>();
    for (let i = 0; i < mlbIds.length; i += PEOPLE_PER_REQUEST) {
      const ids = mlbIds.slice(i, i + PEOPLE_PER_REQUEST);
      for (const [id, h] of await this.get('people', { personIds: ids.join(',') }, handednessAnswer)) out.set(id, h);
    }
    return out;
  }

  async standings(season: number): Promise<Standing[]> {
    const params = { leagueId: '103,104', season: String(season), standingsTypes: 'regularSeason' };
    return this.get('standings', params, standingsAnswer);
  }
}
