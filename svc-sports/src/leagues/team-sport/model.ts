/**
 * The team-sport model, one engine for the NBA, NFL and NHL: walk-forward ratings (Elo with margin of victory, offence
 * and defence in the league's unit, who plays), the schedule (rest, back-to-backs, travel, time zones), form and
 * head-to-head become home-minus-away features of a logistic layer fitted at the start of each season on the
 * seasons before it (as MLB's). No betting odds enter. What differs per league comes from its folder
 * (src/leagues/<league>/league.ts, a TeamSportModel): constants, Elo, and the who-plays strategy (who-plays.ts: the
 * NFL's starting quarterback, the NBA's players who play and their minutes, the NHL's starting goaltender, each
 * with a fallback where it is not known).
 */
import { factorsFromShares, type Factors } from '../../model/factors';
import { fitLogistic, type LogisticModel } from '../../model/logistic';
import { EloRatings, type EloConstants } from './elo';
import { TeamIndex, identityIn, type LeagueTeam } from './teams';
import type { League, LeagueGame, LeaguePrediction, LeaguePredictor } from './types';
import { byDate, homeResult, logit } from './walk';
import type { PlayerRating, WhoPlays, WhoPlaysContext, WhoPlaysState } from './who-plays';

export const MODEL_VERSION = 'leagues-2';

export interface LeagueModelConstants {
  /** Offence/defence ratings: share of a residual (league unit) each side's rating absorbs. */
  gain: number;
  /** Share of a team's offence/defence carried into a new season. */
  carry: number;
  /** Who plays: share of the residual the quarterback / goaltender / each player's rating absorbs. */
  playerGain: number;
  /** A quarterback or goaltender never seen starts this far below an established one (league unit). */
  newcomer: number;
  /** Share of a player's rating carried into a new season. */
  playerCarry: number;
  /** Days of rest counted at most. */
  restCap: number;
  /** Ridge penalty of the logistic layer and the seasons it is fitted on. */
  ridge: number;
  trainingSeasons: number;
  /** An NHL game decided in overtime or a shootout counts as this result for the winner in the Elo update. */
  extraResult: number;
  /** NBA: a player's usual minutes count to this power in the share of the rotation that plays (stars weigh more). */
  availabilityPower: number;
  /**
   * Usual minutes (NBA) and usual starters (NFL, NHL): each player's value keeps this share per team game, the
   * rest is the game's minutes (0 if he sat) or 1 if he started.
   */
  minutesDecay: number;
  /** The features the logistic layer reads (FEATURES' names); the others are held at 0. DEFAULT_FEATURES when absent. */
  features?: readonly FeatureName[];
  /**
   * A starter's rating as a feature is regressed toward `newcomer` with this many games of prior (a backup with
   * few starts reads as little more than a newcomer); 0 or absent: his rating as it stands.
   */
  starterPrior?: number;
  /** The logistic layer also reads the running home-field margin (`home_edge`), which moves within a season. */
  homeEdge?: boolean;
  /** A starter with this many career starts counts as his team's usual starter, whatever team he started for. */
  veteranStarts?: number;
  /**
   * The home field as it runs now: the home sides' results beyond the model's own pre-game probabilities, each
   * earlier game's weighing `homeDriftDecay` per later game, shrunk by this many games of prior toward none, move the
   * home side's log-odds (a home advantage that falls, as it did with the empty stadiums of 2020, is seen within
   * weeks, not when the next season's layer is fitted); 0 or absent: off.
   */
  homeDrift?: number;
  /** The weight an earlier game's home residual keeps per later game (with `homeDrift`; 0.99 when absent). */
  homeDriftDecay?: number;
}

/** A named change of a league's constants, one item of the menu its nested walk-forward chooses from. */
export interface ModelVariant {
  name: string;
  changes: Partial<LeagueModelConstants>;
}

/**
 * What a league brings to this engine (its folder, src/leagues/<league>, defines it): the constants, the plain
 * Elo's, how it reads who plays, and whether a game decided past regulation is a near coin-flip.
 */
export interface TeamSportModel {
  league: League;
  /** Every team, with its earlier identities and the sources' other spellings (its folder's teams.json). */
  teams: readonly LeagueTeam[];
  /**
   * Chosen on seasons up to 2021 (README, "NBA, NFL and NHL"); 2022 and 2023 chose nothing. The first item of the
   * menu the nested walk-forward chooses from for each season (nested.ts), and what the served predictions use.
   */
  constants: LeagueModelConstants;
  elo: EloConstants;
  whoPlays: WhoPlays;
  /** An overtime or shootout win reads as a regulation tie and a narrow edge (the NHL's). */
  extraTimeIsNearTie: boolean;
  /**
   * The other variants the nested walk-forward (nested.ts) may choose for a season, beside the constants as they
   * stand, from the seasons before it only.
   */
  variants?: readonly ModelVariant[];
  /** The version its predictions record when its constants moved on from the engine's (MODEL_VERSION). */
  version?: string;
}

/** The model's features, each a home-minus-away difference of the two sides' values, and its factor. */
export const FEATURES = [
  ['elo', 'Q'],
  ['offence', 'E'],
  ['defence', 'D'],
  ['who_plays', 'E'],
  ['availability', 'E'],
  ['rest', 'R'],
  ['back_to_back', 'R'],
  ['travel', 'R'],
  ['time_zones', 'R'],
  ['form', 'G'],
  ['head_to_head', 'I'],
  // The home side's running home-field margin (a home advantage that moves within a season); off by default.
  ['home_edge', 'R'],
] as const;
export type FeatureName = (typeof FEATURES)[number][0];
/** The features the logistic layer reads unless a variant names its own. */
export const DEFAULT_FEATURES: readonly FeatureName[] = FEATURES.map(([name]) => name).filter((n) => n !== 'home_edge');
/** The home side's own terms: the intercept (home advantage) and the neutral-site correction. */
const NEUTRAL_INDEX = FEATURES.length;

type SideValues = number[];

export interface GameFeatures {
  home: SideValues;
  away: SideValues;
  neutral: number;
  playersKnown: boolean;
}

interface Place {
  lat: number;
  lon: number;
  utcOffset: number;
}

interface TeamState extends WhoPlaysState {
  season: number;
  offence: number;
  defence: number;
  lastDate: string | null;
  lastPlace: Place | null;
  recent: number[];
}

const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

function km(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The walk-forward state of one league: everything known before the current date. */
export class LeagueState implements WhoPlaysContext {
  readonly elo: EloRatings;
  readonly league: League;
  readonly c: LeagueModelConstants;
  private readonly model: TeamSportModel;
  private readonly teams: TeamIndex;
  private readonly byFranchise = new Map<string, LeagueTeam>();
  private readonly state = new Map<string, TeamState>();
  private readonly players = new Map<string, PlayerRating>();
  private readonly headToHead = new Map<string, { season: number; margin: number }[]>();
  private leagueScore = { mean: 0, n: 0 };

  /** `model`: the league's (src/leagues/<league>/league.ts); `constants` replace its constants. */
  constructor(model: TeamSportModel, constants?: LeagueModelConstants) {
    this.model = model;
    this.league = this.model.league;
    this.c = constants ?? this.model.constants;
    this.teams = new TeamIndex(this.league, this.model.teams);
    this.elo = new EloRatings(this.teams, this.model.elo);
    for (const t of this.model.teams) this.byFranchise.set(t.code, t);
  }

  private team(code: string, season: number): TeamState {
    const franchise = this.teams.franchise(code);
    let s = this.state.get(franchise);
    if (!s) {
      s = {
        season,
        offence: 0,
        defence: 0,
        lastDate: null,
        lastPlace: null,
        recent: [],
        lastStarter: null,
        usualMinutes: new Map(),
      };
      this.state.set(franchise, s);
    }
    if (s.season !== season) {
      s.offence *= this.c.carry;
      s.defence *= this.c.carry;
      s.recent = [];
      s.season = season;
    }
    return s;
  }

  private place(code: string, season: number): Place {
    const team = this.byFranchise.get(this.teams.franchise(code));
    return team ? identityIn(team, season) : { lat: 39, lon: -95, utcOffset: -6 };
  }

  player(id: string, season: number): PlayerRating {
    let p = this.players.get(id);
    if (!p) this.players.set(id, (p = { rating: this.c.newcomer, season, games: 0 }));
    if (p.season !== season) {
      p.rating = this.c.newcomer + this.c.playerCarry * (p.rating - this.c.newcomer);
      p.season = season;
    }
    return p;
  }

  /** The pre-game features of a game from the state before its date. */
  features(g: LeagueGame): GameFeatures {
    const site = this.place(g.home, g.season);
    let playersKnown = true;
    const side = (which: 'home' | 'away'): SideValues => {
      const code = g[which];
      const s = this.team(code, g.season);
      const rest = s.lastDate ? Math.min(this.c.restCap, daysBetween(s.lastDate, g.date) - 1) : this.c.restCap;
      const from = s.lastPlace ?? this.place(code, g.season);
      const { whoPlays, availability, known } = this.model.whoPlays.features(this, g, which, s);
      playersKnown &&= known;
      const form = s.recent.length ? s.recent.reduce((a, b) => a + b, 0) / s.recent.length - 0.5 : 0;
      const h2h = (this.headToHead.get(this.pairKey(g)) ?? []).filter((r) => r.season >= g.season - 1);
      // Stored from the view of the pair's first franchise (alphabetical); read from the home side's.
      const homeFirst = this.teams.franchise(g.home) < this.teams.franchise(g.away) ? 1 : -1;
      const h2hMargin = (homeFirst * h2h.reduce((a, r) => a + r.margin, 0)) / (h2h.length + 4);
      return [
        this.elo.rating(code, g.season) / 100,
        s.offence,
        s.defence,
        whoPlays,
        availability,
        rest,
        rest === 0 ? 1 : 0,
        km(from, site) / 1000,
        Math.abs(from.utcOffset - site.utcOffset),
        form,
        which === 'home' ? h2hMargin : -h2hMargin,
        which === 'home' && !g.neutral ? this.homeMargin : 0,
      ];
    };
    const home = side('home');
    const away = side('away');
    return { home, away, neutral: g.neutral ? 1 : 0, playersKnown };
  }

  private pairKey(g: LeagueGame): string {
    return [this.teams.franchise(g.home), this.teams.franchise(g.away)].sort().join('|');
  }

  /** Folds in a final result. */
  update(g: LeagueGame): void {
    const result = homeResult(g);
    if (result === null) return;
    let homeScore = g.homeScore!;
    let awayScore = g.awayScore!;
    // An overtime or shootout the league calls a near coin-flip: the ratings see a regulation tie and a narrow edge.
    const extra = this.model.extraTimeIsNearTie && g.extra !== null;
    if (extra) {
      if (homeScore > awayScore) homeScore -= 1;
      else awayScore -= 1;
    }
    const eloResult = extra ? (result === 1 ? this.c.extraResult : 1 - this.c.extraResult) : result;
    this.elo.update(g, eloResult, extra ? 0 : homeScore - awayScore);

    const h = this.team(g.home, g.season);
    const a = this.team(g.away, g.season);
    const mean = this.leagueScore.n ? this.leagueScore.mean : (homeScore + awayScore) / 2;
    const homeEdge = g.neutral ? 0 : 0.5 * this.homeEdge();
    const whoHome = this.model.whoPlays.expected(this, g, 'home', h);
    const whoAway = this.model.whoPlays.expected(this, g, 'away', a);
    const expHome = mean + homeEdge + h.offence - a.defence + whoHome.offence - whoAway.defence;
    const expAway = mean - homeEdge + a.offence - h.defence + whoAway.offence - whoHome.defence;
    const eHome = homeScore - expHome;
    const eAway = awayScore - expAway;
    h.offence += this.c.gain * eHome;
    a.defence -= this.c.gain * eHome;
    a.offence += this.c.gain * eAway;
    h.defence -= this.c.gain * eAway;
    this.model.whoPlays.learn(this, g, 'home', h, eHome, eAway);
    this.model.whoPlays.learn(this, g, 'away', a, eAway, eHome);
    this.homeMargin = 0.995 * this.homeMargin + 0.005 * (g.neutral ? this.homeMargin : homeScore - awayScore);
    this.leagueScore = {
      mean: this.leagueScore.n ? 0.998 * this.leagueScore.mean + 0.002 * ((homeScore + awayScore) / 2) : mean,
      n: this.leagueScore.n + 1,
    };

    const margin = extra ? 0 : g.homeScore! - g.awayScore!;
    const key = this.pairKey(g);
    const sign = this.teams.franchise(g.home) < this.teams.franchise(g.away) ? 1 : -1;
    const list = this.headToHead.get(key) ?? [];
    list.push({ season: g.season, margin: Math.sign(margin) * sign });
    this.headToHead.set(
      key,
      list.filter((r) => r.season >= g.season - 1),
    );
    for (const [s, won, code] of [
      [h, result, g.home],
      [a, 1 - result, g.away],
    ] as const) {
      s.recent = [...s.recent, won].slice(-10);
      s.lastDate = g.date;
      s.lastPlace = g.neutral ? this.place(code, g.season) : this.place(g.home, g.season);
    }
  }

  private homeMargin = 0;
  private homeEdge(): number {
    return this.homeMargin;
  }
}

/** Home minus away with the features a variant leaves out held at 0 (the fit gives them no weight). */
const masked = (f: GameFeatures, used: readonly FeatureName[]) => [
  ...f.home.map((v, i) => (used.includes(FEATURES[i][0]) ? v - f.away[i] : 0)),
  f.neutral,
];

/** The share of the log-odds each side gets per category (Σ home − away = the model's log-odds). */
function shares(whoPlays: WhoPlays, model: LogisticModel, f: GameFeatures): { home: Factors; away: Factors } {
  const side = (values: SideValues, isHome: boolean): Factors => {
    const out: Factors = { E: 0, D: 0, G: 0, R: 0, I: 0, Q: 0 };
    FEATURES.forEach(([name, factor], i) => {
      // Who plays counts where the league says: a goaltender is defence, a quarterback efficiency.
      const category = name === 'who_plays' || name === 'availability' ? whoPlays.factor : factor;
      out[category] += model.weights[i + 1] * values[i];
    });
    if (isHome) out.R += model.weights[0] + model.weights[NEUTRAL_INDEX + 1] * f.neutral;
    return out;
  };
  return { home: side(f.home, true), away: side(f.away, false) };
}

/** The Elo formula written as the same kind of model, for a season with no earlier one to fit on. */
function eloOnlyModel(elo: EloConstants): LogisticModel {
  const perHundred = (100 * Math.LN10) / 400;
  const weights = new Array<number>(FEATURES.length + 2).fill(0);
  weights[0] = (elo.home * Math.LN10) / 400;
  weights[1] = perHundred;
  weights[NEUTRAL_INDEX + 1] = -weights[0];
  return { weights };
}

/** The league's walk-forward model; `constants` replace the league's own (the constant searches). */
export function leaguePredictor(
  spec: TeamSportModel,
  constants: LeagueModelConstants = spec.constants,
): LeaguePredictor {
  const { league } = spec;
  return {
    league,
    version: spec.version ?? MODEL_VERSION,
    predict(games: readonly LeagueGame[]): LeaguePrediction[] {
      const state = new LeagueState(spec, constants);
      const rows: { season: number; x: number[]; y: number; margin: number }[] = [];
      const out: LeaguePrediction[] = [];
      let season = -1;
      let model = eloOnlyModel(spec.elo);
      let marginPerLogit = spec.elo.marginPerLogit;
      const listed = constants.features ?? DEFAULT_FEATURES;
      const used: readonly FeatureName[] = constants.homeEdge ? [...listed, 'home_edge'] : listed;
      const diff = (f: GameFeatures) => masked(f, used);
      const drift = homeDrift(constants);
      for (const day of byDate(games)) {
        if (day[0].season !== season) {
          season = day[0].season;
          const training = rows.filter((r) => r.season < season && r.season >= season - constants.trainingSeasons);
          if (training.length > 200) {
            model = fitLogistic(
              training.map((r) => r.x),
              training.map((r) => r.y),
              constants.ridge,
            );
            const z = training.map((r) => logitOf(model, r.x));
            marginPerLogit =
              training.reduce((s, r, i) => s + r.margin * z[i], 0) /
              Math.max(
                1e-9,
                z.reduce((s, v) => s + v * v, 0),
              );
          }
        }
        const slate = day.map((g) => {
          const f = state.features(g);
          const z = logitOf(model, diff(f));
          const shift = g.neutral ? 0 : drift.shift();
          const pHome = 1 / (1 + Math.exp(-(z + shift)));
          const parts = shares(spec.whoPlays, model, f);
          parts.home.R += shift;
          return { g, f, pHome, base: 1 / (1 + Math.exp(-z)), ...parts };
        });
        const factors = factorsFromShares(
          slate.map((s) => ({ id: s.g.id, pHome: s.pHome, home: s.home, away: s.away })),
        );
        for (const s of slate) {
          out.push({
            gameId: s.g.id,
            league,
            pHome: s.pHome,
            margin: Math.round(10 * marginPerLogit * logit(s.pHome)) / 10,
            factors: factors.get(s.g.id)!,
            modelVersion: spec.version ?? MODEL_VERSION,
            playersKnown: s.f.playersKnown,
          });
          const result = homeResult(s.g);
          if (result !== null && !s.g.neutral) drift.learn(result - s.base);
          if (result !== null && result !== 0.5)
            rows.push({ season: s.g.season, x: diff(s.f), y: result, margin: s.g.homeScore! - s.g.awayScore! });
        }
        for (const g of day) state.update(g);
      }
      return out;
    },
  };
}

/**
 * The home sides' running residual (`homeDrift`): the decayed mean of result − the layer's probability, shrunk by
 * `homeDrift` games of prior, as log-odds (÷ ¼, a probability's slope at ½). Off: no shift.
 */
function homeDrift(c: LeagueModelConstants) {
  const prior = c.homeDrift ?? 0;
  const keep = c.homeDriftDecay ?? 0.99;
  let sum = 0;
  let weight = 0;
  return {
    shift: () => (prior > 0 ? sum / (prior + weight) / 0.25 : 0),
    learn(residual: number) {
      sum = keep * sum + residual;
      weight = keep * weight + 1;
    },
  };
}

function logitOf(model: LogisticModel, x: number[]): number {
  let z = model.weights[0];
  for (let i = 0; i < x.length; i++) z += model.weights[i + 1] * x[i];
  return z;
}
