import { trendLabel, TREND_LATER_MIN_GAMES, type TrendsFound } from '@vantage/contracts/sports';
import { badRequest } from '@vantage/service-kit/errors';
import type { ResponseCache } from '@vantage/service-kit/responses';
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
 * before any of that date's results is learned. Only the findings are followed (`track`): the p-values and
 * rankings a card shows cost most of a replay and change no finding.
 */
export function replayFindings(sides: Side[]): TrendFinding[] {
  const engine = new TrendEngine({ keepFindings: true });
  for (let start = 0; start < sides.length;) {
    let end = start;
    while (end < sides.length && sides[end].game.date === sides[start].game.date) end++;
    const day = sides.slice(start, end).map((side) => ({ side, keys: trendKeys(side.situation) }));
    start = end;
    for (const { side, keys } of day) engine.track(side.team, side.game.season, keys, side.game.date);
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
  /**
   * `${data version}|${today}|${season}` → its record, built once (a replay of three seasons) and shared by every
   * caller while it is built; a new day or new data starts afresh.
   */
  private readonly records = new Map<string, Promise<TrendsFound>>();

  constructor(
    private readonly deps: {
      /** The league's sides of a season's games before today (the explorer's, kept for the day). */
      sidesOf: (season: number) => Promise<Side[]>;
      clock: Clock;
      profile: LeagueProfile;
      /** Whose data version retires a record. */
      cache: ResponseCache;
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
    const prefix = `${this.deps.cache.version}|${today}|`;
    for (const key of this.records.keys()) if (!key.startsWith(prefix)) this.records.delete(key);
    let record = this.records.get(prefix + season);
    if (!record) {
      record = this.build(season, current);
      // A failed build is not kept: the next question tries again.
      record.catch(() => this.records.delete(prefix + season));
      this.records.set(prefix + season, record);
    }
    return record;
  }

  /**
   * Keeps the current season's record built for today's data: now, and again within `everyMs` of a new day or
   * new data, so the day's first caller does not wait for the replay. Returns what stops it.
   */
  keepWarm(everyMs: number, onError: (error: unknown) => void): () => void {
    const warm = () => void this.season().catch(onError);
    warm();
    const timer = setInterval(warm, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async build(season: number, current: number): Promise<TrendsFound> {
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
