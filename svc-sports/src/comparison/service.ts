import { tierAllows } from '@vantage/contracts/billing';
import type { Access, ComparisonList } from '@vantage/contracts/sports';
import type { AuthUser } from '@vantage/service-kit/auth';
import { forbidden } from '@vantage/service-kit/errors';
import type { ResponseCache } from '../cache/responses';
import type { Clock } from '../clock/clock';
import { comparisonGame, compareGames, gameDetail, lockExpectedValue, lockInsight, type Visibility } from './present';
import type { ComparisonRepository, GameRecord, TeamRow } from './repository';

/** What a caller may see: guests one free insight per list, Free every insight, Basic and Pro everything. */
export type AccessLevel = 'guest' | 'free' | 'basic';

export function accessLevel(user: AuthUser | undefined): AccessLevel {
  if (!user) return 'guest';
  return tierAllows(user.tier, 'comprehensive_analysis') ? 'basic' : 'free';
}

function accessFor(level: AccessLevel, insight: boolean): Access {
  const paid = level === 'basic';
  return { insight, comprehensive_analysis: insight && paid, expected_value: insight && paid };
}

export const GAME_ID_PATTERN = /^\d{4}-\d{2}-\d{2}-[A-Z]{3}-[A-Z]{3}-\d$/;

// Cached stand-ins for answers that are not game JSON (so unknown and locked ids are cheap too).
const NOT_FOUND = '';
const LOCKED = 'locked';
const LOCKED_BYTES = Buffer.from(LOCKED);

export class ComparisonService {
  private teamsByCode: Map<string, TeamRow> | null = null;

  constructor(
    private readonly repository: ComparisonRepository,
    private readonly clock: Clock,
    private readonly cache: ResponseCache,
  ) {}

  private async teams(): Promise<Map<string, TeamRow>> {
    if (!this.teamsByCode) this.teamsByCode = new Map((await this.repository.teams()).map((t) => [t.code, t]));
    return this.teamsByCode;
  }

  private visibility(): Visibility {
    return { today: this.clock.today(), replay: this.clock.replay };
  }

  private async day(date: string): Promise<GameRecord[]> {
    return (await this.repository.onDate(date)).sort(compareGames);
  }

  /** The comparison list of a date as JSON text, cached per date, access level, clock and data version. */
  list(date: string, level: AccessLevel): Promise<Buffer> {
    const v = this.visibility();
    return this.cache.getOrCreate(`list|${date}|${level}|${v.today}`, async () => {
      const teams = await this.teams();
      const games = (await this.day(date)).map((r, index) => {
        const full = comparisonGame(r, teams, v);
        if (level === 'basic') return full;
        // A guest's one free insight is the first game of the list.
        if (level === 'guest' && index > 0) return lockInsight(full);
        return lockExpectedValue(full);
      });
      const body: ComparisonList = { date, games };
      return JSON.stringify(body);
    });
  }

  /** The detail of a game as JSON text; null when there is no such game. */
  async detail(id: string, level: AccessLevel): Promise<Buffer | null> {
    if (!GAME_ID_PATTERN.test(id)) return null;
    const v = this.visibility();
    const body = await this.cache.getOrCreate(`detail|${id}|${level}|${v.today}`, async () => {
      const record = await this.repository.byId(id);
      if (!record) return NOT_FOUND;
      let insight = true;
      if (level === 'guest') {
        const first = (await this.day(record.game.date))[0];
        insight = first?.game.id === id;
      }
      if (!insight) return LOCKED;
      return JSON.stringify(gameDetail(record, await this.teams(), v, accessFor(level, insight)));
    });
    if (body.length === 0) return null;
    if (body.equals(LOCKED_BYTES))
      throw forbidden('Sign in to see the analysis of this game: guests get one free insight a day.');
    return body;
  }
}
