// Every check the screens make of a service's answer, by name, with the contracts' schemas. They run in a
// worker (check-answer.ts): zod and the schemas never load on the page's main thread, where evaluating them was
// two long tasks of a phone's first screen. null: the answer is not what the contract says.
import { apiKeyCreatedSchema, apiKeyListSchema } from '@vantage/contracts/api-keys';
import {
  detailSchema,
  profileResponseSchema,
  registerResponseSchema,
  staffLoginResponseSchema,
  tokenPairSchema,
  userProfileSchema,
} from '@vantage/contracts/auth';
import {
  checkoutSessionResponseSchema,
  invoiceListSchema,
  portalSessionSchema,
  pricingTierListSchema,
  subscriptionStatusSchema,
} from '@vantage/contracts/billing';
import { betImportSchema, betListSchema, betSchema, betSummarySchema } from '@vantage/contracts/bets';
import { pushKeySchema, pushSubscriptionListSchema, pushSubscriptionSchema } from '@vantage/contracts/push';
import { staffInfoSchema, trendsDataSchema } from '@vantage/contracts/staff';
import { watchlistListSchema, watchlistSchema, watchlistTodaySchema } from '@vantage/contracts/watchlists';
import {
  calendarSchema,
  comparisonGameSchema,
  explorerResultSchema,
  trendsFoundSchema,
  gameDetailSchema,
  performanceSchema,
  teamGamesSchema,
  teamListSchema,
  trackRecordSchema,
} from '@vantage/contracts/sports';
import { ledgerDaySchema, ledgerProofSchema } from '@vantage/contracts/ledger';
import type { ZodType } from 'zod';
import { readGameList } from '../game-list';

const bySchema =
  <T>(schema: ZodType<T>) =>
  (answer: unknown): T | null => {
    const parsed = schema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  };

export const CHECKS = {
  calendar: bySchema(calendarSchema),
  gameDetail: bySchema(gameDetailSchema),
  teamList: bySchema(teamListSchema),
  teamGames: bySchema(teamGamesSchema),
  performance: bySchema(performanceSchema),
  trackRecord: bySchema(trackRecordSchema),
  explorerResult: bySchema(explorerResultSchema),
  trendsFound: bySchema(trendsFoundSchema),
  subscriptionStatus: bySchema(subscriptionStatusSchema),
  invoiceList: bySchema(invoiceListSchema),
  pricingTierList: bySchema(pricingTierListSchema),
  ledgerDay: bySchema(ledgerDaySchema),
  ledgerProof: bySchema(ledgerProofSchema),
  profile: bySchema(userProfileSchema),
  apiKeyList: bySchema(apiKeyListSchema),
  pushKey: bySchema(pushKeySchema),
  pushSubscriptionList: bySchema(pushSubscriptionListSchema),
  watchlistList: bySchema(watchlistListSchema),
  watchlistToday: bySchema(watchlistTodaySchema),
  betList: bySchema(betListSchema),
  betSummary: bySchema(betSummarySchema),
  staffInfo: bySchema(staffInfoSchema),
  trendsData: bySchema(trendsDataSchema),
  // The answers of writes: those a screen uses as they come (tokens it stores, a user it shows, an address it opens,
  // a key shown once), and those that only invalidate a list, so a malformed one is reported as such rather than
  // taken for done. A write answered with no body (204) is checked in check-answer.ts (fetchNoContent).
  tokenPair: bySchema(tokenPairSchema),
  registration: bySchema(registerResponseSchema),
  staffLogin: bySchema(staffLoginResponseSchema),
  profileAnswer: bySchema(profileResponseSchema),
  checkoutSession: bySchema(checkoutSessionResponseSchema),
  portalSession: bySchema(portalSessionSchema),
  apiKeyCreated: bySchema(apiKeyCreatedSchema),
  betImport: bySchema(betImportSchema),
  bet: bySchema(betSchema),
  watchlist: bySchema(watchlistSchema),
  pushSubscription: bySchema(pushSubscriptionSchema),
  detail: bySchema(detailSchema),
  gameList: (answer: unknown) => readGameList(answer, comparisonGameSchema),
};

export type CheckName = keyof typeof CHECKS;
/** What a check gives for an answer that passes. */
export type Checked<N extends CheckName> = NonNullable<ReturnType<(typeof CHECKS)[N]>>;

export interface CheckRequest {
  id: number;
  check: CheckName;
  answer: unknown;
}
export interface CheckResponse {
  id: number;
  result: unknown;
}

export function runCheck(check: CheckName, answer: unknown): unknown {
  try {
    return CHECKS[check](answer);
  } catch {
    return null; // a schema that throws (never expected) fails the answer, not the page
  }
}
