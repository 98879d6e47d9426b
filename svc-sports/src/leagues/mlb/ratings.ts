import type { BattingLine } from '../../data/games';

/** Long-run team strength (Q): Elo in FiveThirtyEight's style, carried across seasons with regression to the mean. */
export class Elo {
  private readonly ratings = new Map<string, number>();

  constructor(private readonly params: { k: number; homeField: number; carry: number }) {}

  rating(team: string): number {
    return this.ratings.get(team) ?? 1500;
  }

  /** Home win probability by the Elo formula alone (used until a season has a fitted model behind it). */
  expectedHome(home: string, away: string, neutral: boolean): number {
    const diff = this.rating(home) - this.rating(away) + (neutral ? 0 : this.params.homeField);
    return 1 / (1 + 10 ** (-diff / 400));
  }

  update(home: string, away: string, homeScore: number, awayScore: number, neutral: boolean): void {
    if (homeScore === awayScore) return;
    const expected = this.expectedHome(home, away, neutral);
    const actual = homeScore > awayScore ? 1 : 0;
    // Margin of victory counts a little, damped as in FiveThirtyEight's NFL/MLB models.
    const mov = Math.log(Math.abs(homeScore - awayScore) + 1);
    const delta = this.params.k * mov * (actual - expected);
    this.ratings.set(home, this.rating(home) + delta);
    this.ratings.set(away, this.rating(away) - delta);
  }

  newSeason(): void {
    for (const [team, r] of this.ratings) this.ratings.set(team, 1500 + this.params.carry * (r - 1500));
  }

  all(): Map<string, number> {
    return this.ratings;
  }
}

interface Belief {
  mean: number;
  variance: number;
}

export interface RunModelParams {
  /** Prior spread of team offence/defence effects (log runs) and their drift per game. */
  teamVariance: number;
  teamDrift: number;
  /** Prior spread of a starting pitcher's effect on the runs his team allows, its drift per start, its carry-over. */
  pitcherVariance: number;
  pitcherDrift: number;
  pitcherCarry: number;
  /** Where a pitcher never seen before starts (debut starters allow more runs than average). */
  newPitcherMean: number;
  parkVariance: number;
  /** Overdispersion of runs relative to Poisson. */
  dispersion: number;
  /** Weight of actual runs against runs estimated from the batting line (less sequencing luck). */
  actualRunsWeight: number;
  /** Share of the estimate from strikeouts, walks and home runs alone (FIP: no luck on balls in play). */
  fipWeight: number;
  teamCarry: number;
  seasonVariance: number;
}

/** Runs a batting line is worth by Extrapolated Runs' linear weights (no steals, double plays or sacrifices in the logs). */
export function estimatedRuns(line: BattingLine): number {
  const singles = line.h - line.doubles - line.triples - line.hr;
  const outsInPlay = line.ab - line.h - line.so;
  return (
    0.5 * singles +
    0.72 * line.doubles +
    1.04 * line.triples +
    1.44 * line.hr +
    0.34 * (line.bb + line.hbp) -
    0.09 * outsInPlay -
    0.098 * line.so +
    0.37 * line.sf
  );
}

/** Runs a pitching line is worth by FIP (13 HR + 3 BB - 2 K per inning plus a constant), unearned runs added. */
export function fipRuns(line: BattingLine): number {
  return ((13 * line.hr + 3 * (line.bb + line.hbp) - 2 * line.so) / 9 + 3.2) * 1.08;
}

export interface RunExpectation {
  /** Expected runs for the side batting. */
  runs: number;
  offence: number;
  defence: number;
  pitcher: number;
  park: number;
}

/**
 * Offence and defence of every team, run prevention of every starting pitcher and each park's run level, as
 * log-scale effects on expected runs, tracked by a diagonal Kalman filter on each game's runs.
 */
export class RunModel {
  private logMean = Math.log(4.4);
  private homeEdge = 0.03;
  private readonly offence = new Map<string, Belief>();
  private readonly defence = new Map<string, Belief>();
  private readonly pitchers = new Map<string, Belief>();
  private readonly parks = new Map<string, Belief>();

  /**
   * Where a pitcher the run model has not seen starts, when the players' projections know him (log runs);
   * otherwise `newPitcherMean`.
   */
  pitcherPrior: ((id: string) => number) | null = null;

  constructor(private readonly params: RunModelParams) {}

  private belief(map: Map<string, Belief>, key: string, prior: Belief): Belief {
    let b = map.get(key);
    if (!b) {
      b = { ...prior };
      map.set(key, b);
    }
    return b;
  }

  private team(map: Map<string, Belief>, team: string): Belief {
    return this.belief(map, team, { mean: 0, variance: this.params.teamVariance });
  }

  private pitcher(id: string): Belief {
    return this.belief(this.pitchers, id, { mean: this.unseenPitcher(id), variance: this.params.pitcherVariance });
  }

  private park(id: string): Belief {
    return this.belief(this.parks, id, { mean: 0, variance: this.params.parkVariance });
  }

  pitcherRating(id: string | null): number {
    if (!id) return 0;
    return this.pitchers.get(id)?.mean ?? this.unseenPitcher(id);
  }

  private unseenPitcher(id: string): number {
    return this.pitcherPrior ? this.pitcherPrior(id) : this.params.newPitcherMean;
  }

  pitcherKnown(id: string | null): boolean {
    return !!id && this.pitchers.has(id);
  }

  /** Expected runs of `batting` against `fielding` and the fielding side's starter. */
  expect(
    batting: string,
    fielding: string,
    starter: string | null,
    park: string,
    battingAtHome: boolean,
  ): RunExpectation {
    const offence = this.offence.get(batting)?.mean ?? 0;
    const defence = this.defence.get(fielding)?.mean ?? 0;
    const pitcher = this.pitcherRating(starter);
    const parkEffect = this.parks.get(park)?.mean ?? 0;
    const runs = Math.exp(
      this.logMean + (battingAtHome ? this.homeEdge : 0) + offence + defence + pitcher + parkEffect,
    );
    return { runs, offence, defence, pitcher, park: parkEffect };
  }

  leagueRunsPerGame(): number {
    return Math.exp(this.logMean);
  }

  observe(
    batting: string,
    fielding: string,
    starter: string | null,
    park: string,
    battingAtHome: boolean,
    runs: number,
    line: BattingLine | null,
  ): void {
    const p = this.params;
    const estimate = line
      ? (1 - p.fipWeight) * Math.max(0, estimatedRuns(line)) + p.fipWeight * Math.max(0, fipRuns(line))
      : runs;
    const observed = p.actualRunsWeight * runs + (1 - p.actualRunsWeight) * estimate;
    const expected = this.expect(batting, fielding, starter, park, battingAtHome).runs;
    const beliefs = [this.team(this.offence, batting), this.team(this.defence, fielding), this.park(park)];
    beliefs[0].variance += p.teamDrift;
    beliefs[1].variance += p.teamDrift;
    if (starter) {
      const b = this.pitcher(starter);
      b.variance = Math.min(p.pitcherVariance, b.variance + p.pitcherDrift);
      beliefs.push(b);
    }
    // Linearised Poisson observation of log runs: residual (y - λ)/λ with variance dispersion/λ.
    const residual = (observed - expected) / expected;
    const noise = p.dispersion / expected;
    const total = beliefs.reduce((s, b) => s + b.variance, 0) + noise;
    for (const b of beliefs) {
      const gain = b.variance / total;
      b.mean += gain * residual;
      b.variance -= gain * b.variance;
    }
    // Visitors' runs set the league level, home runs the home edge; both move slowly.
    if (battingAtHome) this.homeEdge += 0.001 * residual;
    else this.logMean += 0.0015 * residual;
  }

  newSeason(): void {
    const p = this.params;
    for (const map of [this.offence, this.defence]) {
      for (const b of map.values()) {
        b.mean *= p.teamCarry;
        b.variance = Math.min(p.teamVariance, b.variance + p.seasonVariance);
      }
    }
    for (const [id, b] of this.pitchers) {
      // Toward his projection for the new season when one exists, else toward the league.
      b.mean = p.pitcherCarry * b.mean + (this.pitcherPrior ? (1 - p.pitcherCarry) * this.pitcherPrior(id) : 0);
      b.variance = Math.min(p.pitcherVariance, b.variance + p.seasonVariance);
    }
  }
}

interface RateSums {
  pa: number;
  strikeouts: number;
  walks: number;
  homers: number;
}

export interface PitchingRates {
  /** Strikeouts minus walks (and hit batters) per plate appearance. */
  kMinusBb: number;
  homersPerPa: number;
  /** Plate appearances behind the estimate, after decay. */
  pa: number;
}

/**
 * Strikeout, walk and home-run rates allowed in each starter's games and by each team's staff, decayed
 * per game and shrunk toward the league: these settle much faster than runs allowed.
 */
export class PitchingRateTracker {
  private readonly starters = new Map<string, RateSums>();
  private readonly staffs = new Map<string, RateSums>();
  private readonly league: RateSums = { pa: 0, strikeouts: 0, walks: 0, homers: 0 };

  constructor(private readonly params: { decay: number; seasonCarry: number; priorPa: number }) {}

  private leagueRates(): { k: number; bb: number; hr: number } {
    if (this.league.pa < 1000) return { k: 0.2, bb: 0.085, hr: 0.028 };
    return {
      k: this.league.strikeouts / this.league.pa,
      bb: this.league.walks / this.league.pa,
      hr: this.league.homers / this.league.pa,
    };
  }

  private rates(sums: RateSums | undefined, priorPa: number): PitchingRates {
    const lg = this.leagueRates();
    const s = sums ?? { pa: 0, strikeouts: 0, walks: 0, homers: 0 };
    const n = s.pa + priorPa;
    return {
      kMinusBb: (s.strikeouts - s.walks + priorPa * (lg.k - lg.bb)) / n - (lg.k - lg.bb),
      homersPerPa: (s.homers + priorPa * lg.hr) / n - lg.hr,
      pa: s.pa,
    };
  }

  starter(id: string | null): PitchingRates {
    return this.rates(id ? this.starters.get(id) : undefined, this.params.priorPa);
  }

  staff(team: string): PitchingRates {
    return this.rates(this.staffs.get(team), this.params.priorPa);
  }

  observe(team: string, starter: string | null, line: BattingLine): void {
    const pa = line.ab + line.bb + line.hbp + line.sf;
    const add = (map: Map<string, RateSums>, key: string) => {
      const s = map.get(key) ?? { pa: 0, strikeouts: 0, walks: 0, homers: 0 };
      const d = this.params.decay;
      s.pa = s.pa * d + pa;
      s.strikeouts = s.strikeouts * d + line.so;
      s.walks = s.walks * d + line.bb + line.hbp;
      s.homers = s.homers * d + line.hr;
      map.set(key, s);
    };
    add(this.staffs, team);
    if (starter) add(this.starters, starter);
    const lgDecay = 0.999;
    this.league.pa = this.league.pa * lgDecay + pa;
    this.league.strikeouts = this.league.strikeouts * lgDecay + line.so;
    this.league.walks = this.league.walks * lgDecay + line.bb + line.hbp;
    this.league.homers = this.league.homers * lgDecay + line.hr;
  }

  newSeason(): void {
    for (const map of [this.starters, this.staffs])
      for (const s of map.values()) {
        s.pa *= this.params.seasonCarry;
        s.strikeouts *= this.params.seasonCarry;
        s.walks *= this.params.seasonCarry;
        s.homers *= this.params.seasonCarry;
      }
  }
}
