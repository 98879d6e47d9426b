import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { PUSH_MAX_ATTEMPTS, pushAlerts, pushSubscriptions, users, type UserRow } from '../db/schema';
import type { AuthDatabase } from '../db/types';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** An alert to plan: one per device of a member, for one game showing. */
export interface PlannedAlert {
  subscriptionId: string;
  league: string;
  gameId: string;
  showing: string;
  payload: Record<string, unknown>;
  startsAt: Date;
}

/** A claimed alert with the device it goes to. */
export interface ClaimedAlert extends PlannedAlert {
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A member who wants push alerts and has at least one subscribed device. */
export interface PushRecipient {
  user: UserRow;
  subscriptionIds: string[];
}

/** How long a claimed alert is hidden from other senders while one sends it (one request at its timeout). */
const LEASE_SECONDS = 60;

export class PushRepository {
  constructor(private readonly db: AuthDatabase) {}

  /**
   * Stores the device for the member and turns push alerts on, in one transaction. A device (endpoint) that
   * belonged to another member on this browser moves to this one, with none of the other's alerts.
   */
  async subscribe(userId: string, device: { endpoint: string; p256dh: string; auth: string }) {
    return this.db.transaction(async (tx) => {
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, device.endpoint), ne(pushSubscriptions.userId, userId)));
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ userId, ...device })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: device.p256dh, auth: device.auth },
        })
        .returning();
      await tx
        .update(users)
        .set({ pushNotifications: true, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return row;
    });
  }

  list(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
  }

  /** Deletes one of the member's devices; false when it is not theirs (or already gone). */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  /** A device the push service reports gone (404/410): it and its alerts are deleted. */
  async forget(subscriptionId: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  }

  /**
   * Members with push alerts on, active, with favourite teams and a subscribed device: `limit` of them after
   * `afterId` (by id), so a run walks every member in bounded batches.
   */
  async recipients(afterId: string | null, limit: number): Promise<PushRecipient[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.pushNotifications, true),
          eq(users.isActive, true),
          sql`${users.favoriteTeams} <> '{}'::jsonb`,
          sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
          afterId ? gt(users.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const devices = await this.db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.userId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((user) => ({
      user,
      subscriptionIds: devices.filter((device) => device.userId === user.id).map((device) => device.id),
    }));
  }

  /** Of `subscriptionIds`, those with no alert yet for the game showing (so a planned member is not asked again). */
  async unplanned(subscriptionIds: string[], league: string, gameId: string, showing: string): Promise<string[]> {
    if (subscriptionIds.length === 0) return [];
    const planned = await this.db
      .select({ id: pushAlerts.subscriptionId })
      .from(pushAlerts)
      .where(
        and(
          inArray(pushAlerts.subscriptionId, subscriptionIds),
          eq(pushAlerts.league, league),
          eq(pushAlerts.gameId, gameId),
          eq(pushAlerts.showing, showing),
        ),
      );
    const done = new Set(planned.map((row) => row.id));
    return subscriptionIds.filter((id) => !done.has(id));
  }

  /** Plans alerts; one that exists already (another run or replica planned it) is left as it is. */
  async plan(alerts: PlannedAlert[], now: Date): Promise<number> {
    if (alerts.length === 0) return 0;
    const inserted = await this.db
      .insert(pushAlerts)
      .values(alerts.map((alert) => ({ ...alert, nextAttemptAt: now })))
      .onConflictDoNothing()
      .returning({ id: pushAlerts.subscriptionId });
    return inserted.length;
  }

  /**
   * Claims one due alert, for this sender alone: attempts + 1 and a lease, in one statement with SKIP LOCKED,
   * so two senders never hold the same alert. Only alerts of members who still want them, before the game.
   */
  async claim(now: Date): Promise<ClaimedAlert | null> {
    const result = await this.db.execute<{
      subscription_id: string;
      league: string;
      game_id: string;
      showing: string;
      payload: Record<string, unknown>;
      starts_at: string | Date;
      attempts: number;
      endpoint: string;
      p256dh: string;
      auth: string;
    }>(sql`
      update ${pushAlerts} as a
      set attempts = a.attempts + 1, next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
      from ${pushSubscriptions} as s
      where s.id = a.subscription_id
        and (a.subscription_id, a.league, a.game_id, a.showing) = (
          select d.subscription_id, d.league, d.game_id, d.showing
          from ${pushAlerts} as d
          join ${pushSubscriptions} as ds on ds.id = d.subscription_id
          join ${users} as u on u.id = ds.user_id
          where d.sent_at is null
            and d.attempts < ${PUSH_MAX_ATTEMPTS}
            and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and d.starts_at > ${now.toISOString()}::timestamptz
            and u.push_notifications and u.is_active
          order by d.next_attempt_at
          limit 1
          for update of d skip locked
        )
      returning a.subscription_id, a.league, a.game_id, a.showing::text as showing, a.payload, a.starts_at,
        a.attempts, s.endpoint, s.p256dh, s.auth`);
    const row = result.rows[0];
    if (!row) return null;
    return {
      subscriptionId: row.subscription_id,
      league: row.league,
      gameId: row.game_id,
      showing: row.showing,
      payload: row.payload,
      startsAt: new Date(row.starts_at),
      attempts: row.attempts,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
    };
  }

  private keyOf(alert: PlannedAlert) {
    return and(
      eq(pushAlerts.subscriptionId, alert.subscriptionId),
      eq(pushAlerts.league, alert.league),
      eq(pushAlerts.gameId, alert.gameId),
      eq(pushAlerts.showing, alert.showing),
    );
  }

  /** The push service accepted it: done, and the device is known to work. */
  async sent(alert: ClaimedAlert, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(pushAlerts).set({ sentAt: now, lastError: null }).where(this.keyOf(alert));
      await tx
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now })
        .where(eq(pushSubscriptions.id, alert.subscriptionId));
    });
  }

  /** A failure: tried again at `retryAt`, or never (`retryAt` null) when retrying cannot help. */
  async failed(alert: ClaimedAlert, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(pushAlerts)
      .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, attempts: PUSH_MAX_ATTEMPTS })
      .where(this.keyOf(alert));
  }
}
