import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { PUSH_LEAD_MINUTES, type PushMessage } from '@vantage/contracts/push';
import type { Calendar, ComparisonGame } from '@vantage/contracts/sports';
import type { TierType } from '@vantage/contracts/tiers';
import { HttpClient } from '@vantage/service-kit/http-client';
import type { AuthContext } from '../context';
import { evLine, pickLine } from '../digests/compose';
import { easternDayAndHour, leagueOf, playsFor, Reads, readerToken } from '../digests/service';
import { PushRepository, type ClaimedAlert, type PlannedAlert, type PushRecipient } from './repository';
import type { VapidKeys } from './service';

const LEAD_MS = PUSH_LEAD_MINUTES * 60_000;
const BATCH = 200;
/** Alerts one run sends at most (the next run, seconds later, sends the rest). */
const SENDS_PER_RUN = 500;
const pushHttp = new HttpClient({ timeoutMs: 10_000, retries: 0, backoffMs: 0 });
const MINUTE = 60_000;

export interface PushRun {
  planned: number;
  sent: number;
  gone: number;
  failed: number;
}

const wallClock = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return parts as { year: number; month: number; day: number; hour: number; minute: number };
};

/** The instant of an Eastern wall-clock time on an Eastern date. */
function easternInstant(day: string, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const seen = wallClock(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}

/**
 * The first pitch assumed for a game whose record says only "day" or "night" (the historical game logs the MLB
 * demo replays): MLB's customary 1:05 PM and 7:05 PM Eastern. A game to be decided ('tbd') gets no alert.
 */
const NOMINAL_START: Partial<Record<ComparisonGame['start_kind'], { hour: number; minute: number }>> = {
  day: { hour: 13, minute: 5 },
  night: { hour: 19, minute: 5 },
};

/**
 * When a game starts as the member sees it, and the Eastern date of that showing. Live, the game's own start.
 * Replaying (the demo shows a past day as today, every day), the game's Eastern time of day on today's real
 * date: a 7:05 PM game of the replayed day "starts" at 7:05 PM Eastern today, so its alert comes at 6:35 PM,
 * once each real day.
 */
export function showingOf(
  game: ComparisonGame,
  calendar: Calendar,
  now: Date,
): { startsAt: Date; showing: string } | null {
  const start = game.start_time ? new Date(game.start_time) : null;
  const clock = start ? wallClock(start) : NOMINAL_START[game.start_kind];
  if (!clock) return null;
  if (calendar.replay) {
    const realToday = easternDayAndHour(now).day;
    return { startsAt: easternInstant(realToday, clock.hour, clock.minute), showing: realToday };
  }
  if (start) return { startsAt: start, showing: easternDayAndHour(start).day };
  return { startsAt: easternInstant(game.game_date, clock.hour, clock.minute), showing: game.game_date };
}

/** The notification of one game, with what the member's plan shows of it and nothing more. */
export function composeAlert(league: string, game: ComparisonGame): PushMessage {
  const lines = [pickLine({ game }), evLine({ game })].filter((line): line is string => line !== null);
  return {
    title:
      game.start_kind === 'time'
        ? `${game.matchup} starts at ${game.game_time} (${league.toUpperCase()})`
        : `${game.matchup}, ${game.game_time.toLowerCase()} today (${league.toUpperCase()})`,
    body: lines.join('\n'),
    url: `/game/${encodeURIComponent(game.game_id)}`,
    tag: `game-${league}-${game.game_id}`,
  };
}

/** The push service's answer, as the sender acts on it. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; error: string; after?: number }
  | { kind: 'drop'; error: string };

/**
 * Sends each favourite team's game to the member's devices PUSH_LEAD_MINUTES before it starts, for every league.
 * A run plans the alerts now due (one row per device and game showing, whoever inserts it first) and sends them,
 * each claimed by one sender at a time (SKIP LOCKED and a lease), so two replicas send each alert once. A device
 * the push service reports gone (404, 410) is deleted; other failures are retried with backoff until the game starts.
 */
export class PushSender {
  private sportsDown = false;

  private readonly push: PushRepository;

  /** Built on the service's context once it has VAPID keys; tests give it another `sports`. */
  constructor(
    private readonly deps: Pick<AuthContext, 'database' | 'sports' | 'keys' | 'currentTier' | 'logger'> & {
      vapid: VapidKeys;
    },
  ) {
    this.push = new PushRepository(deps.database.db);
  }

  async runDue(now = new Date()): Promise<PushRun> {
    const run = { planned: 0, sent: 0, gone: 0, failed: 0 };
    try {
      run.planned = await this.plan(now);
      if (this.sportsDown) this.deps.logger.info('push alerts: svc-sports answers again');
      this.sportsDown = false;
    } catch (err) {
      // Sending what is planned does not need svc-sports.
      if (!this.sportsDown) this.deps.logger.warn({ err }, 'push alerts not planned; tried again next run');
      this.sportsDown = true;
    }
    for (let sends = 0; sends < SENDS_PER_RUN; sends++) {
      const alert = await this.push.claim(now);
      if (!alert) break;
      const outcome = await this.send(alert, now);
      if (outcome.kind === 'sent') {
        await this.push.sent(alert, now);
        run.sent += 1;
      } else if (outcome.kind === 'gone') {
        await this.push.forget(alert.subscriptionId);
        run.gone += 1;
      } else {
        run.failed += 1;
        const backoff =
          outcome.kind === 'retry' ? (outcome.after ?? Math.min(2 ** (alert.attempts - 1), 30) * MINUTE) : 0;
        const retryAt = outcome.kind === 'retry' ? new Date(now.getTime() + backoff) : null;
        await this.push.failed(alert, outcome.error, retryAt && retryAt < alert.startsAt ? retryAt : null);
      }
    }
    return run;
  }

  /** Plans the alerts of every game of a member's favourite teams whose alert time has come and that has not started. */
  private async plan(now: Date): Promise<number> {
    const reads = new Reads(this.deps.sports);
    let planned = 0;
    let after: string | null = null;
    for (;;) {
      const recipients = await this.push.recipients(after, BATCH);
      if (recipients.length === 0) break;
      after = recipients[recipients.length - 1].user.id;
      for (const recipient of recipients) planned += await this.planFor(recipient, reads, now);
    }
    return planned;
  }

  private async planFor({ user, subscriptionIds }: PushRecipient, reads: Reads, now: Date): Promise<number> {
    const alerts: PlannedAlert[] = [];
    let token: { tier: TierType; value: string } | null = null;
    for (const [sport, teams] of Object.entries(user.favoriteTeams)) {
      const league = leagueOf(sport as keyof typeof user.favoriteTeams);
      if (!league || !teams?.length) continue;
      const calendar = await reads.calendar(league);
      // The guest's list tells which games are due; only then is the member's plan asked and its list read.
      const guestList = await reads.list(league, calendar.today, 'guest');
      for (const listed of guestList.games) {
        const showing = showingOf(listed, calendar, now);
        if (!showing || !playsFor(listed, teams)) continue;
        const due = now.getTime() >= showing.startsAt.getTime() - LEAD_MS && now < showing.startsAt;
        if (!due) continue;
        const devices = await this.push.unplanned(subscriptionIds, league, listed.game_id, showing.showing);
        if (devices.length === 0) continue;
        if (!token) {
          const tier = await this.deps.currentTier.of(user);
          token = { tier, value: readerToken(this.deps.keys, user, tier) };
        }
        const list = await reads.list(league, calendar.today, token.tier, token.value);
        const game = list.games.find((candidate) => candidate.game_id === listed.game_id) ?? listed;
        const payload = composeAlert(league, game);
        for (const subscriptionId of devices) {
          alerts.push({
            subscriptionId,
            league,
            gameId: game.game_id,
            showing: showing.showing,
            payload,
            startsAt: showing.startsAt,
          });
        }
      }
    }
    return this.push.plan(alerts, now);
  }

  /** One message to the device's push service (RFC 8030), encrypted for it (RFC 8291) and signed (RFC 8292). */
  private async send(alert: ClaimedAlert, now: Date): Promise<Outcome> {
    const ttl = Math.max(60, Math.round((alert.startsAt.getTime() - now.getTime()) / 1000));
    const details = webpush.generateRequestDetails(
      { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
      JSON.stringify(alert.payload),
      {
        vapidDetails: this.deps.vapid,
        TTL: ttl,
        urgency: 'high',
        // A repeated send (after a lease ran out) replaces the undelivered copy at the push service.
        topic: createHash('sha256')
          .update(`${alert.league}|${alert.gameId}|${alert.showing}`)
          .digest('base64url')
          .slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = { ...details.headers } as Record<string, string>;
    delete headers['Content-Length'];
    try {
      // A POST: sent once; a failure is retried by the alert's own schedule (Retry-After included).
      const response = await pushHttp.request(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'error',
        name: 'push service',
      });
      await response.body?.cancel();
      if (response.ok) return { kind: 'sent' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      const error = `HTTP ${response.status} from the push service`;
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = Number(response.headers.get('retry-after'));
        return { kind: 'retry', error, after: retryAfter > 0 ? Math.min(retryAfter, 3600) * 1000 : undefined };
      }
      return { kind: 'drop', error }; // 400, 401, 403, 413: the same message would be refused again
    } catch (err) {
      return {
        kind: 'retry',
        error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : 'send failed',
      };
    }
  }
}
