/**
 * The plain Elo baseline of the team-sport leagues (the data README's anchors; constants in each league's folder): a margin-of-victory multiplier,
 * home advantage (none at a neutral site) and a regression toward the mean between seasons. It reads no
 * odds, no players and no schedule; the league models use it as one input and the back-test as a yardstick.
 */
import { factorsFromShares } from '../../model/factors';
import { TeamIndex, type LeagueTeam } from './teams';
import type { League, LeagueGame, LeaguePrediction, LeaguePredictor } from './types';
import { byDate, homeResult, logit } from './walk';

export interface EloConstants {
  k: number;
  /** Elo points of home advantage. */
  home: number;
  /** Share of a team's distance from the mean kept into a new season. */
  carry: number;
  /** The margin-of-victory multiplier of an update, given the winner's margin and its pre-game Elo edge. */
  mov(margin: number, winnerEdge: number): number;
  /** The league's margin (points, goals) per unit of log-odds, for the baseline's expected margin. */
  marginPerLogit: number;
}

const MEAN = 1505;

/** Elo ratings by franchise, regressed once at each franchise's first game of a season. */
export class EloRatings {
  private readonly ratings = new Map<string, { rating: number; season: number }>();
  /** `teams`: the league's (its model's `teams`). */
  constructor(
    private readonly teams: TeamIndex,
    readonly constants: EloConstants,
  ) {}

  /** The team's rating going into a game of `season`. */
  rating(code: string, season: number): number {
    const entry = this.ratings.get(this.teams.franchise(code));
    if (!entry) return MEAN;
    return entry.season === season ? entry.rating : MEAN + this.constants.carry * (entry.rating - MEAN);
  }

  /** Home minus away Elo, home advantage included (none at a neutral site). */
  edge(g: LeagueGame): number {
    return this.rating(g.home, g.season) - this.rating(g.away, g.season) + (g.neutral ? 0 : this.constants.home);
  }

  pHome(g: LeagueGame): number {
    return 1 / (1 + 10 ** (-this.edge(g) / 400));
  }

  /** Folds in a final result. `margin` is the home margin the update credits (a league model may soften it). */
  update(g: LeagueGame, result: number, margin: number): void {
    const edge = this.edge(g);
    const expected = 1 / (1 + 10 ** (-edge / 400));
    const winnerEdge = result === 0.5 ? 0 : result === 1 ? edge : -edge;
    const multiplier = margin === 0 ? 1 : this.constants.mov(margin, winnerEdge);
    const shift = this.constants.k * multiplier * (result - expected);
    const home = this.rating(g.home, g.season);
    const away = this.rating(g.away, g.season);
    this.ratings.set(this.teams.franchise(g.home), { rating: home + shift, season: g.season });
    this.ratings.set(this.teams.franchise(g.away), { rating: away - shift, season: g.season });
  }
}

/** The plain Elo as a walk-forward predictor: each date from the results of earlier dates. */
export function eloPredictor({
  league,
  teams,
  elo: constants,
}: {
  league: League;
  teams: readonly LeagueTeam[];
  elo: EloConstants;
}): LeaguePredictor {
  return {
    league,
    version: 'elo',
    predict(games: readonly LeagueGame[]): LeaguePrediction[] {
      const elo = new EloRatings(new TeamIndex(league, teams), constants);
      const out: LeaguePrediction[] = [];
      for (const day of byDate(games)) {
        const shares = day.map((g) => {
          const pHome = elo.pHome(g);
          const perPoint = Math.LN10 / 400;
          // Q carries the ratings, R the home advantage: their log-odds add up to logit(pHome).
          const zero = { E: 0, D: 0, G: 0, I: 0 };
          return {
            id: g.id,
            pHome,
            home: {
              ...zero,
              Q: perPoint * elo.rating(g.home, g.season),
              R: g.neutral ? 0 : perPoint * elo.constants.home,
            },
            away: { ...zero, Q: perPoint * elo.rating(g.away, g.season), R: 0 },
          };
        });
        const factors = factorsFromShares(shares);
        for (const [i, g] of day.entries())
          out.push({
            gameId: g.id,
            league,
            pHome: shares[i].pHome,
            margin: elo.constants.marginPerLogit * logit(shares[i].pHome),
            factors: factors.get(g.id)!,
            modelVersion: 'elo',
            playersKnown: false,
          });
        for (const g of day) {
          const result = homeResult(g);
          if (result !== null) elo.update(g, result, g.homeScore! - g.awayScore!);
        }
      }
      return out;
    },
  };
}
