import type { Sport } from '@vantage/contracts/auth';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import type { ComparisonGame, ComparisonList, GameDetail } from '@vantage/contracts/sports';
import type { TierType } from '@vantage/contracts/tiers';
import { signAccessToken } from '@vantage/service-kit/jwt';
import type { UserRow } from '../db/schema';
import type { KeyStore } from '../keys/key-store';
import type { AuthContext } from '../context';
import { DigestRepository } from './repository';
import { composeDigest, type DigestSection } from './compose';
import type { DigestRecipient } from './repository';
import type { SportsReader } from './sports-client';

/** The digest goes out from this hour (US Eastern) on, before the day's first games. */
export const DIGEST_HOUR_EASTERN = 8;
/** Games one league's section lists for a member who chose the sport but no team. */
const GAMES_PER_LEAGUE = 10;
/** Watchlists a digest lists (the oldest first), each with at most GAMES_PER_LEAGUE games. */
const WATCHLISTS_PER_DIGEST = 10;
/** Games whose trends are read (one detail call each). */
const DETAILS_PER_DIGEST = 6;
const BATCH = 100;
const TOKEN_SECONDS = 300;

const EASTERN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The US Eastern date and hour of an instant. */
export function easternDayAndHour(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(EASTERN.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The league of a favourite sport, when Vantage covers it. */
export const leagueOf = (sport: Sport): string | null =>
  (LEAGUES as readonly string[]).includes(sport.toLowerCase()) ? sport.toLowerCase() : null;

/** A game of one of the member's teams: the name, city, nickname or abbreviation they typed matches a side. */
export function playsFor(game: ComparisonGame, favourites: string[]): boolean {
  const sides = [
    [game.home_team, game.home_team_abbreviation, game.home_team_code],
    [game.away_team, game.away_team_abbreviation, game.away_team_code],
  ];
  return favourites.some((favourite) => {
    const wanted = favourite.trim().toLowerCase();
    return sides.some(
      ([name, ...codes]) => name.toLowerCase().includes(wanted) || codes.some((c) => c.toLowerCase() === wanted),
    );
  });
}

export interface DigestRun {
  queued: number;
  skipped: number;
  failed: number;
}

/**
 * Once a day, from 8:00 Eastern: for every member with email notifications on, today's games of their favourite
 * teams (every game of a sport they chose without a team, up to ten) and of their watchlists with alerts on,
 * with what their plan shows, queued in the outbox once per member and day whichever replica runs it first.
 */
export class DigestService {
  private sportsDown = false;

  private readonly digests: DigestRepository;

  /** Built on the service's context; tests give it another `sports`. */
  constructor(
    private readonly deps: Pick<
      AuthContext,
      'config' | 'database' | 'keys' | 'currentTier' | 'mail' | 'sports' | 'logger'
    >,
  ) {
    this.digests = new DigestRepository(deps.database.db);
  }

  /** Sends what is due at `now`; nothing before the hour. */
  async runDue(now = new Date()): Promise<DigestRun> {
    const { day, hour } = easternDayAndHour(now);
    const run = { queued: 0, skipped: 0, failed: 0 };
    if (hour < DIGEST_HOUR_EASTERN) return run;
    const reads = new Reads(this.deps.sports);
    for (;;) {
      const recipients = await this.digests.due(day, BATCH);
      if (recipients.length === 0) break;
      let progressed = false;
      for (const recipient of recipients) {
        try {
          const queued = await this.send(recipient, day, reads);
          run[queued ? 'queued' : 'skipped'] += 1;
          progressed = true;
        } catch (err) {
          run.failed += 1;
          if (!this.sportsDown) this.deps.logger.warn({ err }, 'digest not composed; tried again next run');
          this.sportsDown = true;
        }
      }
      if (!progressed) break; // every member of the batch failed: svc-sports is likely down, try next run
    }
    if (run.failed === 0) this.sportsDown = false;
    if (run.queued > 0) this.deps.mail.queued();
    return run;
  }

  /** True when an email was queued, false when recorded without one (no favourite plays, or another run did). */
  private async send({ user, sports, teams }: DigestRecipient, day: string, reads: Reads): Promise<boolean> {
    const tier = await this.deps.currentTier.of(user);
    const token = readerToken(this.deps.keys, user, tier);
    const sections: DigestSection[] = [];
    let details = 0;
    for (const sport of sports) {
      const league = leagueOf(sport);
      if (!league) continue;
      const calendar = await reads.calendar(league);
      const list = await reads.list(league, calendar.today, tier, token);
      const favourites = teams[sport] ?? [];
      const games = (favourites.length ? list.games.filter((game) => playsFor(game, favourites)) : list.games).slice(
        0,
        GAMES_PER_LEAGUE,
      );
      const entries = [];
      for (const game of games) {
        const detail =
          game.access.insight && details < DETAILS_PER_DIGEST
            ? await reads.detail(league, game.game_id, tier, token)
            : undefined;
        if (detail) details += 1;
        entries.push({ game, detail });
      }
      sections.push({ league, day: calendar.today, replay: calendar.replay, games: entries });
    }
    // The member's watchlists with alerts on, each game as their plan shows it (svc-sports reads the token's tier).
    const watchlists = (await this.deps.sports.alertingWatchlists(token))
      .slice(0, WATCHLISTS_PER_DIGEST)
      .map((watchlist) => ({
        name: watchlist.name,
        games: watchlist.matches.slice(0, GAMES_PER_LEAGUE).map(({ game }) => ({ game })),
      }));
    const site = this.deps.config.PUBLIC_URL.replace(/\/+$/, '');
    const unsubscribe = `${site}/api/users/unsubscribe/?token=${user.mailToken}`;
    const content = composeDigest(sections, { site, unsubscribe, settings: `${site}/settings` }, watchlists);
    const recorded = await this.digests.record(user.id, day, content?.games ?? 0, async (tx) => {
      if (!content) return;
      await this.deps.mail.queue(tx, {
        to: user.email,
        subject: content.subject,
        body: content.text,
        html: content.html,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    });
    return recorded && content !== null;
  }

  /** The unsubscribe link: turns email notifications off for the member its token names; false for an unknown token. */
  unsubscribe(mailToken: string): Promise<boolean> {
    return this.digests.unsubscribe(mailToken);
  }
}

/** A five-minute access token of the member's own: svc-sports answers exactly what their plan shows. */
export const readerToken = (keys: KeyStore, user: UserRow, tier: TierType) =>
  signAccessToken(
    keys.signer,
    { sub: user.id, email: user.email, username: user.username, is_staff: false, tier },
    TOKEN_SECONDS,
  );

/** One run's reads: a plan's list and details are the same for every member on it, so each is asked once. */
export class Reads {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly sports: SportsReader) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, read());
    return this.cache.get(key) as Promise<T>;
  }

  calendar(league: string) {
    return this.once(`calendar|${league}`, () => this.sports.calendar(league));
  }

  /** The day's list as `tier` sees it; 'guest' reads it without a token (the times and teams, no pick). */
  list(league: string, date: string, tier: TierType | 'guest', token = ''): Promise<ComparisonList> {
    return this.once(`list|${league}|${date}|${tier}`, () => this.sports.list(league, date, token));
  }

  detail(league: string, gameId: string, tier: TierType, token: string): Promise<GameDetail> {
    return this.once(`detail|${league}|${gameId}|${tier}`, () => this.sports.detail(league, gameId, token));
  }
}
