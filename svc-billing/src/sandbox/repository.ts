import { randomBytes } from 'node:crypto';
import type { TierType } from '@vantage/contracts/billing';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sandboxSessions } from '../db/schema';

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxKind = SandboxSessionRow['kind'];

const ID_PREFIX: Record<SandboxKind, string> = { checkout: 'cs_sandbox_', portal: 'bps_sandbox_' };
/** 192 random bits: the id in the URL is the only key to the page, as with Stripe's hosted pages. */
export const SANDBOX_ID = /^(cs|bps)_sandbox_[A-Za-z0-9_-]{32}$/;

export class SandboxRepository {
  constructor(private readonly db: Executor) {}

  with(executor: Executor): SandboxRepository {
    return new SandboxRepository(executor);
  }

  async create(session: {
    kind: SandboxKind;
    userId: string;
    tierType?: TierType;
    trialDays?: number | null;
    ttlMs: number;
  }): Promise<string> {
    const id = ID_PREFIX[session.kind] + randomBytes(24).toString('base64url');
    await this.db.insert(sandboxSessions).values({
      id,
      kind: session.kind,
      userId: session.userId,
      tierType: session.tierType ?? null,
      trialDays: session.trialDays ?? null,
      expiresAt: new Date(Date.now() + session.ttlMs),
    });
    return id;
  }

  async find(id: string, kind: SandboxKind): Promise<SandboxSessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSessions)
      .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.kind, kind)));
    return row ?? null;
  }

  /** Marks an open, unexpired checkout complete; false when it already was (a double submit). */
  async complete(id: string): Promise<boolean> {
    const updated = await this.db
      .update(sandboxSessions)
      .set({ status: 'complete' })
      .where(
        and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open'), gt(sandboxSessions.expiresAt, sql`now()`)),
      )
      .returning({ id: sandboxSessions.id });
    return updated.length === 1;
  }
}
