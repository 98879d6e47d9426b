import { trendLabel, TREND_LATER_MIN_GAMES, type TrendsFound } from '@vantage/contracts/sports';
import { badRequest } from '@vantage/service-kit/errors';
import type { Clock } from '../../clock/clock';
import { seasonDates, seasonOf, type LeagueProfile } from '../../registry/profiles';
import { trendKeys } from '../../model/trends/conditions';
import { TrendEngine, type TrendFinding } from '../../model/trends/engine';
import type { Side } from '../explorer/service';

/**
 * Seasons replayed before the one asked about: a trend counts its season and the one before, and whether a trend
 * is found anew early in a season depends on whether it was still qualifying from the season before.
 */
const REPLAYED_BEFORE = 2;

/**
 * Every trend finding of the sides' games (date order), by the cards' engine: each date's situations are read
 * before any of that date's results is learned.
 */
export function replayFindings(sides: Side[]): TrendFinding[] {
  const engine = new TrendEngine({ keepFindings: true });
  for (let start = 0; start < sides.length;) {
    let end = start;
    while (end < sides.length && sides[end].game.date === sides[start].game.date) end++;
    const day = sides.slice(start, end).map((side) => ({ side, keys: trendKeys(side.situation) }));
    start = end;
    for (const { side, keys } of day) engine.records(side.team, side.game.season, keys, [], side.game.date);
    engine.closeDay();
    for (const { side, keys } of day) engine.learn(side.team, side.game.season, keys, side.won);
  }
  return engine.findings();
}

/** The out-of-sample record of every finding of `season`: right when a positive trend's team won or a negative one's lost. */
export function foundRecord(findings: TrendFinding[], season: number) {
  const ofSeason = findings.filter((f) => f.season === season);
  let right = 0;
  let wrong = 0;
  let judged = 0;
  let holdingUp = 0;
  for (const f of ofSeason) {
    const { wins, losses } = f.since;
    right += f.positive ? wins : losses;
    wrong += f.positive ? losses : wins;
    if (wins + losses < TREND_LATER_MIN_GAMES) continue;
    judged++;
    if (trendLabel(f.positive, wins, losses) === 'holding_up') holdingUp++;
  }
  return {
    found: ofSeason.length,
    still_qualifying: ofSeason.filter((f) => f.lapsed === null).length,
    right,
    wrong,
    right_pct: right + wrong ? Math.round((1000 * right) / (right + wrong)) / 10 : null,
    judged,
    holding_up: holdingUp,
  };
}

/** How every trend found in a season did after it was found, shown or not (the base rate of "holding up"). */
export class TrendsFoundService {
  constructor(
    private readonly deps: {
      /** The league's sides of a season's games before today (the explorer's, kept for the day). */
      sidesOf: (season: number) => Promise<Side[]>;
      clock: Clock;
      profile: LeagueProfile;
    },
  ) {}

  get league() {
    return this.deps.profile.league;
  }

  async season(asked?: number): Promise<TrendsFound> {
    const today = this.deps.clock.today();
    const current = seasonOf(this.deps.profile, today);
    const season = asked ?? current;
    if (season > current) throw badRequest(`The ${season} season has not started: ask for ${current} or earlier.`);
    const seasons = Array.from({ length: REPLAYED_BEFORE + 1 }, (_, i) => season - REPLAYED_BEFORE + i);
    const sides = (await Promise.all(seasons.map((s) => this.deps.sidesOf(s)))).flat();
    const end = seasonDates(this.deps.profile, season).to;
    const yesterday = this.deps.clock.yesterday();
    return {
      league: this.league,
      season,
      current: season === current,
      through: end < yesterday ? end : yesterday,
      ...foundRecord(replayFindings(sides), season),
    };
  }
}
