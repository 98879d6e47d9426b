import { TREND_MIN_SAMPLE } from '@vantage/contracts/sports';
import type {
  BestTrend,
  StaffInfo,
  TeamTrendPerformance,
  TrendsData,
  TrendsDataQuery,
  TrendTypeStats,
} from '@vantage/contracts/staff';
import type { AuthUser } from '@vantage/service-kit/auth';
import { badRequest } from '@vantage/service-kit/errors';
import type { Clock } from '../../clock/clock';
import { seasonDates, seasonOf, type LeagueProfile } from '../../registry/profiles';
import type { RecordedOutcome, StaffRepository } from './repository';

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

export function staffInfo(user: AuthUser): StaffInfo {
  // Accounts made without a username are known by their email.
  return { username: user.username ?? user.email, is_staff: user.is_staff };
}

/**
 * Per trend key: how often it fired, how often the side it flagged won (the team for a positive trend, its
 * opponent for a negative one) and the record it stood on for that side. Per team: its win share, the share
 * of its fired trends that hit, and how many fired.
 */
export function summariseOutcomes(
  outcomes: RecordedOutcome[],
): Pick<TrendsData, 'trends_by_type' | 'teams_performance'> {
  const types = new Map<string, { count: number; hits: number; score: number }>();
  const teams = new Map<string, { games: number; wins: number; trends: number; hits: number }>();
  for (const outcome of outcomes) {
    const team = teams.get(outcome.team) ?? { games: 0, wins: 0, trends: 0, hits: 0 };
    team.games++;
    if (outcome.won) team.wins++;
    const fired = [
      ...outcome.positive.map((trend) => ({ trend, hit: outcome.won, promised: trend[1] })),
      ...outcome.negative.map((trend) => ({ trend, hit: !outcome.won, promised: trend[2] })),
    ];
    for (const { trend, hit, promised } of fired) {
      const [name, wins, losses] = trend;
      const type = types.get(name) ?? { count: 0, hits: 0, score: 0 };
      type.count++;
      if (hit) type.hits++;
      type.score += (100 * promised) / (wins + losses);
      types.set(name, type);
      team.trends++;
      if (hit) team.hits++;
    }
    teams.set(outcome.team, team);
  }
  const trendsByType: TrendTypeStats[] = [...types.entries()]
    .map(([name, t]) => ({
      name,
      count: t.count,
      win_percentage: percent(t.hits, t.count),
      avg_score: Math.round((10 * t.score) / t.count) / 10,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const teamsPerformance: TeamTrendPerformance[] = [...teams.entries()]
    .map(([team, t]) => ({
      team,
      win_percentage: percent(t.wins, t.games),
      success_rate: percent(t.hits, t.trends),
      total_trends: t.trends,
    }))
    .sort((a, b) => b.win_percentage - a.win_percentage || a.team.localeCompare(b.team));
  return { trends_by_type: trendsByType, teams_performance: teamsPerformance };
}

/** The best win rate among trends with a sample worth ranking (a 2-for-2 trend is no best trend). */
export function bestTrend(types: TrendTypeStats[]): BestTrend | null {
  const best = types
    .filter((t) => t.count >= TREND_MIN_SAMPLE)
    .reduce<TrendTypeStats | null>(
      (top, t) =>
        !top ||
        t.win_percentage > top.win_percentage ||
        (t.win_percentage === top.win_percentage && t.count > top.count)
          ? t
          : top,
      null,
    );
  return best ? { name: best.name, win_percentage: best.win_percentage, sample: best.count } : null;
}

export class StaffService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly clock: Clock,
    private readonly profile: LeagueProfile,
  ) {}

  get league() {
    return this.profile.league;
  }

  /** A season, a date range, or by default the current season to date; never today or later. */
  private async range(query: TrendsDataQuery): Promise<{ from: string; to: string }> {
    const yesterday = this.clock.yesterday();
    let from = query.from;
    let to = query.to;
    if (query.season === undefined && from === undefined && to === undefined) {
      const season =
        (await this.repository.latestScoredSeason(this.clock.today())) ?? seasonOf(this.profile, yesterday);
      from = seasonDates(this.profile, season).from;
    } else if (query.season !== undefined) {
      ({ from, to } = seasonDates(this.profile, query.season));
    }
    const end = to && to < yesterday ? to : yesterday;
    const start = from ?? seasonDates(this.profile, seasonOf(this.profile, end)).from;
    if (start > end) throw badRequest('The range must start before today.');
    return { from: start, to: end };
  }

  async trendsData(query: TrendsDataQuery): Promise<TrendsData> {
    const { from, to } = await this.range(query);
    const summary = summariseOutcomes(await this.repository.outcomes(from, to, this.clock.today()));
    return { from, to, ...summary, min_sample: TREND_MIN_SAMPLE, best_trend: bestTrend(summary.trends_by_type) };
  }
}
