/**
 * The new leagues' model, one engine for the three: walk-forward ratings (Elo with margin of victory, offence
 * and defence in the league's unit, who plays), the schedule (rest, back-to-backs, travel, time zones), form and
 * head-to-head become home-minus-away features of a logistic layer fitted at the start of each season on the
 * seasons before it (as MLB's). No betting odds enter. What differs per league is a table of constants and the
 * who-plays input: the NFL's starting quarterback, the NBA's players who play and their minutes, the NHL's
 * starting goaltender, each with a fallback where it is not known.
 */
import { factorsFromShares, type Factors } from '../factors';
import { fitLogistic, type LogisticModel } from '../logistic';
import { EloRatings, ELO_CONSTANTS } from './elo';
import { LEAGUE_TEAMS, TeamIndex, identityIn, type LeagueTeam } from './teams';
import type { LeagueGame, LeaguePrediction, LeaguePredictor, NewLeague } from './types';
import { byDate, homeResult, logit } from './walk';

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
}

/** Chosen on seasons up to 2021 (README, "Back-tests of the new leagues"); 2022 and 2023 chose nothing. */
export const MODEL_CONSTANTS: Record<NewLeague, LeagueModelConstants> = {
  nfl: {
    gain: 0.05,
    carry: 0.8,
    playerGain: 0.02,
    newcomer: -2,
    playerCarry: 0.9,
    restCap: 14,
    ridge: 80,
    trainingSeasons: 8,
    extraResult: 1,
    availabilityPower: 1,
    minutesDecay: 0.85,
  },
  nba: {
    gain: 0.02,
    carry: 0.3,
    playerGain: 0.1,
    newcomer: 0,
    playerCarry: 0.8,
    restCap: 3,
    ridge: 20,
    trainingSeasons: 8,
    extraResult: 1,
    availabilityPower: 3,
    minutesDecay: 0.96,
  },
  nhl: {
    gain: 0.005,
    carry: 0.6,
    playerGain: 0.01,
    newcomer: -0.05,
    playerCarry: 0.8,
    restCap: 3,
    ridge: 20,
    trainingSeasons: 8,
    extraResult: 0.75,
    availabilityPower: 1,
    minutesDecay: 0.85,
  },
};

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
] as const;
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

interface TeamState {
  season: number;
  offence: number;
  defence: number;
  lastDate: string | null;
  lastPlace: Place | null;
  recent: number[];
  /** Last starting quarterback / goaltender; the NBA's usual minutes per player. */
  lastStarter: string | null;
  usualMinutes: Map<string, number>;
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
export class LeagueState {
  readonly elo: EloRatings;
  private readonly teams: TeamIndex;
  private readonly byFranchise = new Map<string, LeagueTeam>();
  private readonly state = new Map<string, TeamState>();
  private readonly players = new Map<string, { rating: number; season: number; games: number }>();
  private readonly headToHead = new Map<string, { season: number; margin: number }[]>();
  private leagueScore = { mean: 0, n: 0 };

  constructor(
    readonly league: NewLeague,
    readonly c: LeagueModelConstants = MODEL_CONSTANTS[league],
  ) {
    this.elo = new EloRatings(league);
    this.teams = new TeamIndex(league);
    for (const t of LEAGUE_TEAMS[league]) this.byFranchise.set(t.code, t);
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

  private player(id: string, season: number): { rating: number; season: number; games: number } {
    let p = this.players.get(id);
    if (!p) this.players.set(id, (p = { rating: this.c.newcomer, season, games: 0 }));
    if (p.season !== season) {
      p.rating = this.c.newcomer + this.c.playerCarry * (p.rating - this.c.newcomer);
      p.season = season;
    }
    return p;
  }

  /** The quarterback or goaltender who starts, or (fallback) the team's last starter. */
  private starterOf(g: LeagueGame, side: 'home' | 'away', s: TeamState): { id: string | null; known: boolean } {
    const named = g.starters?.[side]?.id ?? null;
    return named ? { id: named, known: true } : { id: s.lastStarter, known: false };
  }

  /** NBA: the active list (or, unknown, the team's usual rotation), weighted by their usual minutes. */
  private lineup(
    g: LeagueGame,
    side: 'home' | 'away',
    s: TeamState,
  ): { strength: number; availability: number; known: boolean } {
    const power = this.c.availabilityPower;
    let usualTotal = 0;
    let usualWeighted = 0;
    for (const m of s.usualMinutes.values()) {
      usualTotal += m;
      usualWeighted += m ** power;
    }
    const named = g.players?.[side];
    const ids = named ? named.map((p) => p.id) : [...s.usualMinutes.keys()];
    let weight = 0;
    let weighted = 0;
    let strength = 0;
    for (const id of ids) {
      const w = s.usualMinutes.get(id) ?? 0;
      weight += w;
      weighted += w ** power;
      strength += w * this.player(id, g.season).rating;
    }
    return {
      strength: weight > 0 ? strength / Math.max(weight, 0.8 * usualTotal) : 0,
      availability: named && usualWeighted > 0 ? weighted / usualWeighted : 1,
      known: !!named,
    };
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
      let whoPlays = 0;
      let availability = 1;
      if (this.league === 'nba') {
        const lineup = this.lineup(g, which, s);
        whoPlays = lineup.strength;
        availability = lineup.availability;
        playersKnown &&= lineup.known;
      } else {
        const starter = this.starterOf(g, which, s);
        whoPlays = starter.id ? this.player(starter.id, g.season).rating : this.c.newcomer;
        // The usual starter: his share of the team's recent starts (a backup's is near 0).
        availability = starter.id ? (s.usualMinutes.get(starter.id) ?? 0) : 1;
        playersKnown &&= starter.known;
      }
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
    // An NHL overtime or shootout is a near coin-flip: the ratings see a regulation tie and a narrow edge.
    const extra = this.league === 'nhl' && g.extra !== null;
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
    const whoHome = this.whoPlaysValue(g, 'home', h);
    const whoAway = this.whoPlaysValue(g, 'away', a);
    const expHome = mean + homeEdge + h.offence - a.defence + whoHome.offence - whoAway.defence;
    const expAway = mean - homeEdge + a.offence - h.defence + whoAway.offence - whoHome.defence;
    const eHome = homeScore - expHome;
    const eAway = awayScore - expAway;
    h.offence += this.c.gain * eHome;
    a.defence -= this.c.gain * eHome;
    a.offence += this.c.gain * eAway;
    h.defence -= this.c.gain * eAway;
    this.learnWhoPlays(g, 'home', h, eHome, eAway);
    this.learnWhoPlays(g, 'away', a, eAway, eHome);
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

  /** The who-plays part of the expected score: the quarterback's offence, the goaltender's defence. */
  private whoPlaysValue(g: LeagueGame, side: 'home' | 'away', s: TeamState): { offence: number; defence: number } {
    if (this.league === 'nba') {
      const v = this.lineup(g, side, s).strength / 2;
      return { offence: v, defence: v };
    }
    const starter = this.starterOf(g, side, s);
    const rating = starter.id ? this.player(starter.id, g.season).rating : 0;
    return this.league === 'nfl' ? { offence: rating, defence: 0 } : { offence: 0, defence: rating };
  }

  /** `scored` and `allowed`: how far the side's points and its opponent's beat the expectation. */
  private learnWhoPlays(g: LeagueGame, side: 'home' | 'away', s: TeamState, scored: number, allowed: number): void {
    const residual = scored - allowed;
    if (this.league === 'nba') {
      const played = g.players?.[side];
      if (!played) return;
      const total = played.reduce((a, p) => a + p.minutes, 0) || 1;
      for (const p of played) {
        const player = this.player(p.id, g.season);
        player.rating += this.c.playerGain * residual * (p.minutes / total) * 5;
        player.games++;
      }
      // Usual minutes: decayed per team game, a player who did not play counting 0.
      const minutes = new Map(played.map((p) => [p.id, p.minutes]));
      const keep = this.c.minutesDecay;
      for (const [id, m] of s.usualMinutes) s.usualMinutes.set(id, keep * m + (1 - keep) * (minutes.get(id) ?? 0));
      for (const [id, m] of minutes) if (!s.usualMinutes.has(id)) s.usualMinutes.set(id, (1 - keep) * m);
      for (const [id, m] of s.usualMinutes) if (m < 0.5) s.usualMinutes.delete(id);
      return;
    }
    const named = g.starters?.[side]?.id;
    if (!named) return;
    const player = this.player(named, g.season);
    // A quarterback's rating is offence (it adds to his team's expected points), so it learns from the points his
    // team scored beyond that; a goaltender's is defence and learns from the goals his team allowed.
    player.rating += this.c.playerGain * (this.league === 'nfl' ? scored : -allowed);
    player.games++;
    s.lastStarter = named;
    const keep = this.c.minutesDecay;
    for (const [id, share] of s.usualMinutes) s.usualMinutes.set(id, keep * share);
    s.usualMinutes.set(named, (s.usualMinutes.get(named) ?? 0) + 1 - keep);
  }
}

const diff = (f: GameFeatures) => [...f.home.map((v, i) => v - f.away[i]), f.neutral];

/** The share of the log-odds each side gets per category (Σ home − away = the model's log-odds). */
function shares(league: NewLeague, model: LogisticModel, f: GameFeatures): { home: Factors; away: Factors } {
  const side = (values: SideValues, isHome: boolean): Factors => {
    const out: Factors = { E: 0, D: 0, G: 0, R: 0, I: 0, Q: 0 };
    FEATURES.forEach(([name, factor], i) => {
      // A goaltender is the NHL's defence; a quarterback and the NBA's players are efficiency.
      const category = league === 'nhl' && (name === 'who_plays' || name === 'availability') ? 'D' : factor;
      out[category] += model.weights[i + 1] * values[i];
    });
    if (isHome) out.R += model.weights[0] + model.weights[NEUTRAL_INDEX + 1] * f.neutral;
    return out;
  };
  return { home: side(f.home, true), away: side(f.away, false) };
}

/** The Elo formula written as the same kind of model, for a season with no earlier one to fit on. */
function eloOnlyModel(league: NewLeague): LogisticModel {
  const perHundred = (100 * Math.LN10) / 400;
  const weights = new Array<number>(FEATURES.length + 2).fill(0);
  weights[0] = (ELO_CONSTANTS[league].home * Math.LN10) / 400;
  weights[1] = perHundred;
  weights[NEUTRAL_INDEX + 1] = -weights[0];
  return { weights };
}

export function leaguePredictor(
  league: NewLeague,
  constants: LeagueModelConstants = MODEL_CONSTANTS[league],
): LeaguePredictor {
  return {
    league,
    version: MODEL_VERSION,
    predict(games: readonly LeagueGame[]): LeaguePrediction[] {
      const state = new LeagueState(league, constants);
      const rows: { season: number; x: number[]; y: number; margin: number }[] = [];
      const out: LeaguePrediction[] = [];
      let season = -1;
      let model = eloOnlyModel(league);
      let marginPerLogit = ELO_CONSTANTS[league].marginPerLogit;
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
          const pHome = 1 / (1 + Math.exp(-logitOf(model, diff(f))));
          return { g, f, pHome, ...shares(league, model, f) };
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
            modelVersion: MODEL_VERSION,
            playersKnown: s.f.playersKnown,
          });
          const result = homeResult(s.g);
          if (result !== null && result !== 0.5)
            rows.push({ season: s.g.season, x: diff(s.f), y: result, margin: s.g.homeScore! - s.g.awayScore! });
        }
        for (const g of day) state.update(g);
      }
      return out;
    },
  };
}

function logitOf(model: LogisticModel, x: number[]): number {
  let z = model.weights[0];
  for (let i = 0; i < x.length; i++) z += model.weights[i + 1] * x[i];
  return z;
}
