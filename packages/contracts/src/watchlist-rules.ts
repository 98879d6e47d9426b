// The limits of watchlists (a plan's "projects") and of a member's storage, without zod: the header and the
// Subscription tab read them in their first script. product rules §10.
import type { TierType } from './tiers';

/** The pricing page's max_projects (svc-billing's seed lists the same; a test checks it). null: unlimited. */
export const PLAN_MAX_PROJECTS: Record<TierType, number | null> = { free: 1, basic: 10, pro: null };

const GB = 1024 ** 3;
/** The storage each plan includes: Basic "10GB Storage", Pro "100GB Storage", Free 1 GB. */
export const PLAN_STORAGE_BYTES: Record<TierType, number> = { free: 1 * GB, basic: 10 * GB, pro: 100 * GB };

/** Bounds of one watchlist, so each stays a few kilobytes and today's matching stays cheap. */
export const WATCHLIST_LIMITS = { nameLength: 60, teams: 40, situations: 8 } as const;

/** "2 of 10", "3 (unlimited)" */
export function projectsUsedText(used: number, limit: number | null): string {
  return limit === null ? `${used} (unlimited)` : `${used} of ${limit}`;
}

/** 1536 → "1.5 KB", 12 564 → "12.3 KB", 10 GiB → "10 GB" (three significant figures, binary units) */
export function bytesText(bytes: number): string {
  const units = ['KB', 'MB', 'GB'];
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toPrecision(3))} ${units[unit]}`;
}

/** The refusal of a watchlist beyond the plan's limit: the limit and the upgrade path. */
export function projectLimitMessage(tierName: string, limit: number, upgradeTo: string): string {
  return `Your ${tierName} plan includes ${limit} watchlist${limit === 1 ? '' : 's'}: delete one, or upgrade to ${upgradeTo} for more on the Pricing page.`;
}
