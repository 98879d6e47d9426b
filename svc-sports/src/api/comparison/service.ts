import { tierAllows } from '@vantage/contracts/billing';
import type { Access, CallRecord, ComparisonGame, ComparisonList, GameDetail, League } from '@vantage/contracts/sports';
import { GUEST_LOCKED_GAME } from '@vantage/contracts/sports-rules';
import { bestBet, largeGapRecord, type LargeGapRecord } from '@vantage/contracts/bet-rules';
import type { AuthUser } from '@vantage/service-kit/auth';
import { forbidden, notFound } from '@vantage/service-kit/errors';
import type { Clock } from '../../clock/clock';
import { comparisonGame, compareGames, gameDetail, lockExpectedValue, lockInsight, type Visibility } from './present';
import type { LeagueProfile } from '../../registry/profiles';
import type { ComparisonRepository, GameRecord, TeamRow } from './repository';
import { evProbability } from '../../model/blend';
import type { LineRecordsService } from '../line-records/service';

/** What a caller may see: guests one free insight per list, Free every insight, Basic and Pro everything. */
export type AccessLevel = 'guest' | 'free' | 'basic';

export function accessLevel(user: AuthUser | undefined): AccessLevel {
  if (!user) return 'guest';
  return tierAllows(user.tier, 'comprehensive_analysis') ? 'basic' : 'free';
}

function detailAccess(level: AccessLevel): Access {
  const paid = level === 'basic';
  return { insight: true, comprehensive_analysis: paid, expected_value: paid };
}

/** The model's calls over the games with a known result (product rules §5: neutral calls do not count). */
export function callRecord(games: ComparisonGame[]): CallRecord {
  const counted = games.filter((g) => g.prediction_correct !== null);
  const correct = counted.filter((g) => g.prediction_correct).length;
  return {
    counted: counted.length,
    correct,
    percent: counted.length ? Math.round((100 * correct) / counted.length) : null,
  };
}

export class ComparisonService {
  private teamsByCode: Map<string, TeamRow> | null = null;
  /** The large-gap record as of a day (it changes only when the day does). */
  private largeGap: { today: string; record: Promise<LargeGapRecord> } | null = null;

  constructor(
    private readonly deps: {
      repository: ComparisonRepository;
      clock: Clock;
      profile: LeagueProfile;
      /** Adds each shown trend's record against the closing lines to a game's detail (the league API's). */
      trendLines?: LineRecordsService;
    },
  ) {}

  get league(): League {
    return this.deps.profile.league;
  }

  /** Our game ids of this league (LeagueProfile.gameIdPattern): anything else is no game (and is not cached). */
  isGameId(id: string): boolean {
    return this.deps.profile.gameIdPattern.test(id);
  }

  private async teams(): Promise<Map<string, TeamRow>> {
    if (!this.teamsByCode) this.teamsByCode = new Map((await this.deps.repository.teams()).map((t) => [t.code, t]));
    return this.teamsByCode;
  }

  private visibility(): Visibility {
    return { today: this.deps.clock.today(), replay: this.deps.clock.replay };
  }

  /**
   * product rules §5 "Best bet": how the league's scored value bets far from the market fared, over every
   * recorded prediction with a result and a moneyline before today (the public track record's games).
   */
  private largeGapRecord(today: string): Promise<LargeGapRecord> {
    if (this.largeGap?.today !== today) {
      const record = this.deps.repository.scoredWithLines(today).then((rows) =>
        largeGapRecord(
          rows.flatMap((row) => {
            const pEv = evProbability(row.pHome, row.blend, row);
            const bet = bestBet(pEv, { home: row.homeMoneyline, away: row.awayMoneyline }, row.pHome);
            const won = row.actualResult === `${bet?.side}_win`;
            return bet ? [{ bet, won }] : [];
          }),
        ),
      );
      // A failed read is not kept: the next request asks again.
      record.catch(() => {
        if (this.largeGap?.record === record) this.largeGap = null;
      });
      this.largeGap = { today, record };
    }
    return this.largeGap.record;
  }

  private async day(date: string): Promise<GameRecord[]> {
    return (await this.deps.repository.onDate(date)).sort(compareGames);
  }

  /** The comparison list of a date as the caller's access level may see it. */
  async list(date: string, level: AccessLevel): Promise<ComparisonList> {
    const v = this.visibility();
    const teams = await this.teams();
    const largeGap = await this.largeGapRecord(v.today);
    const full = (await this.day(date)).map((r) => comparisonGame(r, teams, v, this.deps.profile, largeGap));
    const games = full.map((game, index) => {
      if (level === 'basic') return game;
      // A guest's one free insight is the first game of the list.
      if (level === 'guest' && index > 0) return lockInsight(game);
      return lockExpectedValue(game);
    });
    // The day's accuracy is the model's over every game, the same figure for a guest as for a member.
    return { date, replay_of: v.replay ? v.today : null, calls: callRecord(full), games };
  }

  /** The game of a date a guest sees in full: the first of the list. */
  async freeGame(date: string): Promise<string | null> {
    return (await this.day(date))[0]?.game.id ?? null;
  }

  /** The detail of a game; 404 for an unknown game, 403 for a guest's game beyond the free insight. */
  async detail(id: string, level: AccessLevel): Promise<GameDetail> {
    const record = await this.deps.repository.byId(id);
    if (!record) throw notFound('Game not found.');
    if (level === 'guest' && (await this.freeGame(record.game.date)) !== id) throw forbidden(GUEST_LOCKED_GAME);
    const v = this.visibility();
    const largeGap = await this.largeGapRecord(v.today);
    const prices = await this.deps.repository.pricesOf(id);
    const detail = gameDetail(record, await this.teams(), v, detailAccess(level), this.deps.profile, largeGap, prices);
    return this.deps.trendLines ? this.deps.trendLines.withTrendLines(detail, record) : detail;
  }
}
