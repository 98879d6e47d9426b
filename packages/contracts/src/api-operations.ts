// Every operation of the public API, as its route is registered: method, path, who may call, what it reads and
// every answer it can give. A service registers the route with `documented(<operation>)` (service-kit), the
// OpenAPI document is built from this list (openapi.ts), and each service's route test fails on a route that
// carries no operation, so nothing is served undocumented.
import { z } from 'zod';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from './api-keys';
import {
  accountDeleteSchema,
  contactRequestSchema,
  detailSchema,
  jwksSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileResponseSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  tokenPairSchema,
  userProfileSchema,
} from './auth';
import {
  pushKeySchema,
  pushSubscriptionCreateSchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
} from './push';
import { ledgerDaySchema, ledgerProofSchema, ledgerQuerySchema } from './ledger';
import {
  checkoutSessionCreatedSchema,
  checkoutSessionErrorSchema,
  createCheckoutSessionRequestSchema,
  invoiceListSchema,
  portalSessionSchema,
  pricingTierListSchema,
  subscriptionStatusSchema,
} from './billing';
import {
  calendarSchema,
  comparisonListQuerySchema,
  comparisonListSchema,
  explorerQuerySchema,
  explorerResultSchema,
  trendsFoundQuerySchema,
  trendsFoundSchema,
  gameDetailSchema,
  performanceQuerySchema,
  performanceSchema,
  teamGamesQuerySchema,
  teamGamesSchema,
  teamListSchema,
  teamSearchQuerySchema,
  trackRecordQuerySchema,
  trackRecordSchema,
} from './sports';
import { staffInfoSchema, trendsDataQuerySchema, trendsDataSchema } from './staff';
import {
  BET_LIMITS,
  betImportSchema,
  betInputSchema,
  betListQuerySchema,
  betListSchema,
  betPatchSchema,
  betSchema,
  betSummarySchema,
} from './bets';
import {
  watchlistInputSchema,
  watchlistListSchema,
  watchlistPatchSchema,
  watchlistSchema,
  watchlistTodayListSchema,
  watchlistTodaySchema,
  watchlistTodayQuerySchema,
} from './watchlists';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Who may call, which decides the refusals the authenticator adds: `anyone` (no credentials; a key sent is refused), `optional`
 * (a guest, a bearer token or an API key: a bad one is refused), `member` (a bearer or an API key; keys only
 * read), `staff` (a staff bearer or the staff cookie).
 */
export type Access = 'anyone' | 'optional' | 'member' | 'staff';

/** An answer's body: a contract schema, the `{detail}` error, none, or a file of one of some media types. */
export type AnswerBody = z.ZodType | 'error' | 'empty' | { mediaTypes: string[] };

export interface Answer {
  description: string;
  body: AnswerBody;
}

export interface Operation {
  method: Method;
  /** The path as OpenAPI writes it: `{league}` is one of the leagues, other `{name}`s are path parameters. */
  path: string;
  tag:
    | 'account'
    | 'notifications'
    | 'games'
    | 'trends'
    | 'track record'
    | 'ledger'
    | 'watchlists'
    | 'bets'
    | 'API keys'
    | 'billing'
    | 'staff'
    | 'reference';
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters other than `{league}`. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** What the operation itself answers; the refusals every operation can get are added by the generator. */
  responses: Record<number, Answer>;
  /** Still served, but a newer path answers the same: clients move to it. */
  deprecated?: true;
}

const error = (description: string): Answer => ({ description, body: 'error' });
/** Checkout's own refusals: `{"error": "..."}`, the text the pricing page shows. */
const refused = (description: string): Answer => ({ description, body: checkoutSessionErrorSchema });
const ok = (body: z.ZodType, description = 'OK'): Answer => ({ description, body });

const gameId = { gameId: z.string().describe("The game's id, as the day's list gives it.") };
const watchlistId = { id: z.string().describe("The watchlist's id.") };

const NOT_A_PLAN = 'Not included in your plan: the detail says which plan includes it.';

export const calendarOperation: Operation = {
  method: 'get',
  path: '/api/{league}/calendar/',
  tag: 'games',
  summary: 'Today and yesterday',
  description:
    "The league's current day and the day before (US Eastern), and whether the server replays a past season.",
  access: 'optional',
  responses: { 200: ok(calendarSchema) },
};

export const accessLevelOperation: Operation = {
  method: 'get',
  path: '/api/access-level/',
  tag: 'games',
  summary: "The caller's access level",
  description:
    "Which level's shared answers the caller may be handed: `X-Access-Level` (guest, free or basic), " +
    'or `X-Access-Unverified: 1` for credentials that do not verify. The gateway asks it for its shared cache.',
  access: 'optional',
  responses: { 204: { description: 'The level, in the headers.', body: 'empty' } },
};

export const comparisonListOperation: Operation = {
  method: 'get',
  path: '/api/{league}/comparison/',
  tag: 'games',
  summary: "A day's games",
  description: "Every game of the day with the model's figures the caller may see (`access` says what is hidden).",
  access: 'optional',
  query: comparisonListQuerySchema,
  responses: { 200: ok(comparisonListSchema) },
};

export const gameDetailOperation: Operation = {
  method: 'get',
  path: '/api/{league}/comparison/{gameId}/',
  tag: 'games',
  summary: "One game's analysis",
  description: "A game's figures, both teams' trends, the six factors and the summary.",
  access: 'optional',
  params: gameId,
  responses: {
    200: ok(gameDetailSchema),
    403: error("A guest's view covers one free game of the day."),
    404: error('No such game.'),
  },
};

export const teamSearchOperation: Operation = {
  method: 'get',
  path: '/api/{league}/teams/',
  tag: 'games',
  summary: 'Find teams',
  description: 'Teams by name, city or abbreviation.',
  access: 'optional',
  query: teamSearchQuerySchema,
  responses: { 200: ok(teamListSchema) },
};

export const teamGamesOperation: Operation = {
  method: 'get',
  path: '/api/{league}/games/',
  tag: 'games',
  summary: "A team's season",
  description: "A team's games of a season with the recorded predictions and results.",
  access: 'optional',
  query: teamGamesQuerySchema,
  responses: { 200: ok(teamGamesSchema), 404: error('No such team.') },
};

export const performanceOperation: Operation = {
  method: 'get',
  path: '/api/{league}/performance/',
  tag: 'track record',
  summary: 'Accuracy over a window',
  description:
    "The recorded predictions' accuracy, Brier score and log loss over a window; the history by day and month and " +
    'the calibration for the plans that include them.',
  access: 'optional',
  query: performanceQuerySchema,
  responses: {
    200: ok(performanceSchema),
    403: error('Without the performance history (Basic) only the public windows and whole seasons.'),
    404: error('No scored predictions in that season.'),
  },
};

export const trackRecordOperation: Operation = {
  method: 'get',
  path: '/api/{league}/track-record/',
  tag: 'track record',
  summary: 'Against the market',
  description:
    "A season's recorded predictions against the de-vigged market on the same games: the season's figures for " +
    'everyone, its months and calibration for the plans with the performance history.',
  access: 'optional',
  query: trackRecordQuerySchema,
  responses: { 200: ok(trackRecordSchema), 404: error('No scored predictions in that season.') },
};

export const trendsFoundOperation: Operation = {
  method: 'get',
  path: '/api/{league}/trends/found/',
  tag: 'trends',
  summary: 'Every trend found in a season',
  description:
    'How the trends found in a season did after they were found, shown or not, until each stopped qualifying.',
  access: 'optional',
  query: trendsFoundQuerySchema,
  responses: { 200: ok(trendsFoundSchema) },
};

export const ledgerDayOperation: Operation = {
  method: 'get',
  path: '/api/{league}/ledger/',
  tag: 'ledger',
  summary: "A day's commitment",
  description:
    "The day's predictions committed in a Merkle tree and chained to the previous day's root (docs/ledger.md): " +
    'root, previous root, when and by which clock it was committed, whether before the games (`recorded`) or ' +
    'after (`reconstructed`), and every leaf with the prediction as served now.',
  access: 'optional',
  query: ledgerQuerySchema,
  responses: { 200: ok(ledgerDaySchema), 404: error('Nothing was committed for that date.') },
};

export const ledgerProofOperation: Operation = {
  method: 'get',
  path: '/api/{league}/ledger/{gameId}/proof/',
  tag: 'ledger',
  summary: "A prediction's inclusion proof",
  description: "The game's prediction as served now, its leaf and the path from the leaf to its day's root.",
  access: 'optional',
  params: gameId,
  responses: {
    200: ok(ledgerProofSchema),
    403: error("A guest's view covers one free game of the day."),
    404: error('No such game, or its day is not committed yet.'),
  },
};

export const explorerOperation: Operation = {
  method: 'get',
  path: '/api/{league}/explorer/',
  tag: 'trends',
  summary: 'Trend explorer',
  description: "A team's record in any situation over past seasons (Pro).",
  access: 'member',
  query: explorerQuerySchema,
  responses: {
    200: ok(explorerResultSchema),
    403: error('The trend explorer comes with Pro.'),
    404: error('No such team.'),
  },
};

export const staffInfoOperation: Operation = {
  method: 'get',
  path: '/api/user-info/',
  tag: 'staff',
  summary: 'Who is signed in (staff dashboard)',
  access: 'staff',
  responses: { 200: ok(staffInfoSchema) },
};

/**
 * A league-neutral operation as it was first served, under every league: the same answer, kept for callers not yet
 * moved (a gateway or a staff page of an earlier release), and marked deprecated in the document.
 */
function underEveryLeague(operation: Operation): Operation {
  return {
    ...operation,
    path: operation.path.replace('/api/', '/api/{league}/'),
    description: [
      `Deprecated: use \`${operation.method.toUpperCase()} ${operation.path}\`, the same answer for every league.`,
      operation.description,
    ]
      .filter(Boolean)
      .join(' '),
    deprecated: true,
  };
}

export const leagueAccessLevelOperation = underEveryLeague(accessLevelOperation);
export const leagueStaffInfoOperation = underEveryLeague(staffInfoOperation);

export const staffTrendsOperation: Operation = {
  method: 'get',
  path: '/api/{league}/admin/trends-data/',
  tag: 'staff',
  summary: "The trends' performance (staff)",
  access: 'staff',
  query: trendsDataQuerySchema,
  responses: { 200: ok(trendsDataSchema) },
};

export const watchlistListOperation: Operation = {
  method: 'get',
  path: '/api/watchlists/',
  tag: 'watchlists',
  summary: 'Your watchlists',
  description: "The member's watchlists and what the plan allows.",
  access: 'member',
  responses: { 200: ok(watchlistListSchema) },
};

export const watchlistCreateOperation: Operation = {
  method: 'post',
  path: '/api/watchlists/',
  tag: 'watchlists',
  summary: 'Create a watchlist',
  description: 'Signed in only: an API key reads, it does not change watchlists.',
  access: 'member',
  body: watchlistInputSchema,
  responses: {
    201: ok(watchlistSchema, 'Created'),
    403: error(NOT_A_PLAN),
    413: error("The plan's storage for watchlists is used up."),
  },
};

export const watchlistTodayAllOperation: Operation = {
  method: 'get',
  path: '/api/watchlists/today/',
  tag: 'watchlists',
  summary: "Today's matches of every watchlist",
  description: '`alerts=true`: only the watchlists whose alert switch is on.',
  access: 'member',
  query: watchlistTodayQuerySchema,
  responses: { 200: ok(watchlistTodayListSchema) },
};

export const watchlistTodayOperation: Operation = {
  method: 'get',
  path: '/api/watchlists/{id}/today/',
  tag: 'watchlists',
  summary: "One watchlist's matches today",
  access: 'member',
  params: watchlistId,
  responses: { 200: ok(watchlistTodaySchema), 404: error('No such watchlist of yours.') },
};

export const watchlistUpdateOperation: Operation = {
  method: 'patch',
  path: '/api/watchlists/{id}/',
  tag: 'watchlists',
  summary: 'Change a watchlist',
  access: 'member',
  params: watchlistId,
  body: watchlistPatchSchema,
  responses: {
    200: ok(watchlistSchema),
    403: error(NOT_A_PLAN),
    404: error('No such watchlist of yours.'),
    413: error("The plan's storage for watchlists is used up."),
  },
};

export const watchlistDeleteOperation: Operation = {
  method: 'delete',
  path: '/api/watchlists/{id}/',
  tag: 'watchlists',
  summary: 'Delete a watchlist',
  access: 'member',
  params: watchlistId,
  responses: { 204: { description: 'Deleted.', body: 'empty' }, 404: error('No such watchlist of yours.') },
};

const betId = { id: z.string().describe("The bet's id.") };
const NO_BET = error('No such bet of yours (or one your plan no longer keeps).');

export const betListOperation: Operation = {
  method: 'get',
  path: '/api/bets/',
  tag: 'bets',
  summary: 'Your bets',
  description:
    "The member's bets, newest logged first, with the plan's `kept_limit`: Free keeps its 25 most recently logged " +
    'bets in view (older ones are hidden, not deleted, and come back on Basic or Pro); null: every bet.',
  access: 'member',
  query: betListQuerySchema,
  responses: { 200: ok(betListSchema) },
};

export const betCreateOperation: Operation = {
  method: 'post',
  path: '/api/bets/',
  tag: 'bets',
  summary: 'Log a bet',
  description:
    "On a stored game of the league: the matchup, date and selection are the game's; `model_probability` is " +
    "Vantage's probability of the side when logged. A bet on a game already decided is settled at once.",
  access: 'member',
  body: betInputSchema,
  responses: {
    201: ok(betSchema, 'Created'),
    400: error('The game is another league’s.'),
    404: error('No game has that id.'),
  },
};

export const betSummaryOperation: Operation = {
  method: 'get',
  path: '/api/bets/summary/',
  tag: 'bets',
  summary: 'Your record',
  description:
    'Totals of the kept bets the filters pick (the same filters as the list: status, league, market, book, game ' +
    'dates from/to), and by league, market and month of the game: `bets` counts every bet (open and void too); ' +
    '`staked`, `profit` and `roi` the settled ones (void aside); `clv` the mean of the known CLVs.',
  access: 'member',
  query: betListQuerySchema,
  responses: { 200: ok(betSummarySchema) },
};

export const betExportOperation: Operation = {
  method: 'get',
  path: '/api/bets/export.csv',
  tag: 'bets',
  summary: 'Your bets as CSV',
  description: 'The kept bets, one a line, in the documented columns (docs/bets-csv.md); the import reads it back.',
  access: 'member',
  responses: { 200: { description: 'The CSV file.', body: { mediaTypes: ['text/csv'] } } },
};

export const betImportOperation: Operation = {
  method: 'post',
  path: '/api/bets/import/',
  tag: 'bets',
  summary: 'Import bets from CSV',
  description:
    `A text/csv body (at most ${BET_LIMITS.importBytes / 1024} KB and ${BET_LIMITS.importRows} rows), or {"csv": "…"} ` +
    'as JSON (at most 100 KB): the export’s columns, or a bet tracker’s (Date, Sport or League, Bet Type, ' +
    'Pick or Selection, Odds, Stake or Risk, Book, Event). Every row is imported in one transaction, or, when any ' +
    'row cannot be read, none: `rejected` lists each with why.',
  access: 'member',
  body: z.object({ csv: z.string() }),
  responses: { 200: ok(betImportSchema), 413: error('The file is larger than an import takes.') },
};

export const betGetOperation: Operation = {
  method: 'get',
  path: '/api/bets/{id}/',
  tag: 'bets',
  summary: 'One bet',
  access: 'member',
  params: betId,
  responses: { 200: ok(betSchema), 404: NO_BET },
};

export const betUpdateOperation: Operation = {
  method: 'patch',
  path: '/api/bets/{id}/',
  tag: 'bets',
  summary: 'Change a bet',
  description: "An open bet's price, stake, line, book or note; a settled bet's book and note only.",
  access: 'member',
  params: betId,
  body: betPatchSchema,
  responses: { 200: ok(betSchema), 404: NO_BET, 409: error('The bet is settled: its figures are final.') },
};

export const betDeleteOperation: Operation = {
  method: 'delete',
  path: '/api/bets/{id}/',
  tag: 'bets',
  summary: 'Delete a bet',
  access: 'member',
  params: betId,
  responses: { 204: { description: 'Deleted.', body: 'empty' }, 404: NO_BET },
};

const WRONG_CREDENTIALS = 'The email or password is wrong.';
const LOGGED_OUT = ok(detailSchema, 'Logged out.');

export const registerOperation: Operation = {
  method: 'post',
  path: '/api/register/',
  tag: 'account',
  summary: 'Create an account',
  description:
    'Signs the new member in: the answer holds their tokens and profile. A taken email is a field error. ' +
    'Favourite sports and teams follow the rules of changing a profile.',
  access: 'anyone',
  body: registerRequestSchema,
  responses: { 201: ok(registerResponseSchema, 'Created and signed in.') },
};

export const loginOperation: Operation = {
  method: 'post',
  path: '/api/login/',
  tag: 'account',
  summary: 'Sign in',
  access: 'anyone',
  body: loginRequestSchema,
  responses: { 200: ok(tokenPairSchema), 401: error(WRONG_CREDENTIALS) },
};

export const refreshOperation: Operation = {
  method: 'post',
  path: '/api/token/refresh/',
  tag: 'account',
  summary: 'Renew the tokens',
  description: 'The refresh token is rotated: the answer holds a new pair and the old refresh token stops working.',
  access: 'anyone',
  body: refreshRequestSchema,
  responses: { 200: ok(tokenPairSchema), 401: error('The refresh token is invalid or expired.') },
};

export const logoutOperation: Operation = {
  method: 'post',
  path: '/api/auth/logout/',
  tag: 'account',
  summary: 'Sign out this device',
  access: 'anyone',
  body: logoutRequestSchema,
  responses: { 200: LOGGED_OUT },
};

export const logoutAllOperation: Operation = {
  method: 'post',
  path: '/api/auth/logout-all/',
  tag: 'account',
  summary: 'Sign out everywhere',
  description: "Every device's session ends; access tokens already handed out stop working within seconds.",
  access: 'member',
  responses: { 200: ok(detailSchema, 'Logged out everywhere.') },
};

export const accountDeleteOperation: Operation = {
  method: 'delete',
  path: '/api/user/',
  tag: 'account',
  summary: 'Delete your account',
  description:
    "With the account's password: the member's plan is ended at the payment provider and its billing records " +
    "deleted (svc-billing), then the member's bets and watchlists (svc-sports), then the account, its sessions, " +
    'API keys and picture; tokens already handed out stop working within seconds. A 503 names the service that ' +
    'could not delete its data and leaves the account in place: ask again (each step is idempotent).',
  access: 'member',
  body: accountDeleteSchema,
  responses: {
    204: { description: 'Deleted.', body: 'empty' },
    503: error('svc-billing or svc-sports could not delete its data: the account is not deleted; ask again.'),
  },
};

export const passwordResetOperation: Operation = {
  method: 'post',
  path: '/api/auth/password-reset/',
  tag: 'account',
  summary: 'Email a password reset link',
  description: 'The same answer whether or not an account has the email.',
  access: 'anyone',
  body: passwordResetRequestSchema,
  responses: { 200: ok(detailSchema) },
};

export const passwordResetConfirmOperation: Operation = {
  method: 'post',
  path: '/api/auth/password-reset/confirm/',
  tag: 'account',
  summary: 'Set a new password with the emailed token',
  description: 'Every session of the account ends. An invalid or expired token is a 400 whose `detail` says so.',
  access: 'anyone',
  body: passwordResetConfirmSchema,
  responses: { 200: ok(detailSchema, 'Reset.') },
};

export const profileOperation: Operation = {
  method: 'get',
  path: '/api/users/profile/',
  tag: 'account',
  summary: 'Your profile',
  access: 'member',
  responses: { 200: ok(userProfileSchema) },
};

export const profileUpdateOperation: Operation = {
  method: 'post',
  path: '/api/users/profile/',
  tag: 'account',
  summary: 'Change your profile',
  description:
    'Only the fields sent change. A taken username is a field error. Favourite sports are the leagues Vantage ' +
    'covers (MLB, NFL, NBA, NHL); a favourite team is one of its league’s real teams, named by its full name or by ' +
    'what names it alone ("Braves", "ATL"), and is stored by its full name; any other is a field error.',
  access: 'member',
  body: profileUpdateSchema,
  responses: { 200: ok(profileResponseSchema) },
};

export const pictureUploadOperation: Operation = {
  method: 'post',
  path: '/api/user/profile-picture/',
  tag: 'account',
  summary: 'Replace your profile picture',
  description:
    'A multipart/form-data body with one image in the field `profile_picture`; it is checked, resized and ' +
    'stored as WebP. A file that is not a picture, or none, is a field error.',
  access: 'member',
  responses: { 200: ok(profileResponseSchema) },
};

export const pictureDeleteOperation: Operation = {
  method: 'delete',
  path: '/api/user/profile-picture/delete/',
  tag: 'account',
  summary: 'Remove your profile picture',
  access: 'member',
  responses: { 200: ok(profileResponseSchema) },
};

export const contactOperation: Operation = {
  method: 'post',
  path: '/api/users/contact/',
  tag: 'account',
  summary: 'Write to support',
  description: "A signed-in sender is answered at their account's address, whatever the body's `email` says.",
  access: 'optional',
  body: contactRequestSchema,
  responses: { 201: ok(detailSchema, 'Sent.') },
};

export const staffLoginOperation: Operation = {
  method: 'post',
  path: '/api/auth/staff-login/',
  tag: 'staff',
  summary: 'Sign in to the staff area',
  description: "Staff only; sets the staff area's HttpOnly cookie. `next` is followed only when it is a path here.",
  access: 'anyone',
  body: staffLoginRequestSchema,
  responses: { 200: ok(staffLoginResponseSchema), 401: error(WRONG_CREDENTIALS) },
};

export const staffLogoutOperation: Operation = {
  method: 'post',
  path: '/api/auth/staff-logout/',
  tag: 'staff',
  summary: 'Sign out of the staff area',
  description: 'Clears the staff cookie; a `refresh` token sent ends its session too.',
  access: 'anyone',
  body: logoutRequestSchema.partial(),
  responses: { 200: LOGGED_OUT },
};

export const pushKeyOperation: Operation = {
  method: 'get',
  path: '/api/users/push-key/',
  tag: 'notifications',
  summary: "The server's VAPID public key",
  description: 'The browser subscribes to push notifications with it.',
  access: 'anyone',
  responses: { 200: ok(pushKeySchema) },
};

export const pushListOperation: Operation = {
  method: 'get',
  path: '/api/users/push-subscriptions/',
  tag: 'notifications',
  summary: 'Your devices with push notifications',
  access: 'member',
  responses: { 200: ok(pushSubscriptionListSchema) },
};

export const pushSubscribeOperation: Operation = {
  method: 'post',
  path: '/api/users/push-subscriptions/',
  tag: 'notifications',
  summary: 'Turn push notifications on for a device',
  description: "Takes the browser's PushSubscription. 503 when the server has no VAPID keys.",
  access: 'member',
  body: pushSubscriptionCreateSchema,
  responses: { 201: ok(pushSubscriptionSchema, 'Subscribed.') },
};

export const pushUnsubscribeOperation: Operation = {
  method: 'delete',
  path: '/api/users/push-subscriptions/{id}/',
  tag: 'notifications',
  summary: 'Turn push notifications off for a device',
  access: 'member',
  params: { id: z.uuid() },
  responses: { 204: { description: 'Removed.', body: 'empty' }, 404: error('No such device.') },
};

const unsubscribeQuery = z.object({ token: z.uuid().describe("The digest email's unsubscribe token.") });
const HTML = { mediaTypes: ['text/html'] };
const NOT_A_LINK: Answer = { description: 'The link is not valid: a page saying so.', body: HTML };

export const unsubscribePageOperation: Operation = {
  method: 'get',
  path: '/api/users/unsubscribe/',
  tag: 'notifications',
  summary: "The digest email's unsubscribe page",
  description: 'A page with a button that posts the unsubscribe: fetching the link unsubscribes no one.',
  access: 'anyone',
  query: unsubscribeQuery,
  responses: { 200: { description: 'The page.', body: HTML }, 404: NOT_A_LINK },
};

export const unsubscribeOperation: Operation = {
  method: 'post',
  path: '/api/users/unsubscribe/',
  tag: 'notifications',
  summary: 'Stop the daily digest',
  description: "Also mail clients' one-click unsubscribe (RFC 8058). Idempotent.",
  access: 'anyone',
  query: unsubscribeQuery,
  responses: { 200: { description: 'Unsubscribed: a page saying so.', body: HTML }, 404: NOT_A_LINK },
};

export const apiKeyListOperation: Operation = {
  method: 'get',
  path: '/api/users/api-keys/',
  tag: 'API keys',
  summary: 'Your API keys',
  access: 'member',
  responses: { 200: ok(apiKeyListSchema) },
};

export const apiKeyCreateOperation: Operation = {
  method: 'post',
  path: '/api/users/api-keys/',
  tag: 'API keys',
  summary: 'Create an API key (Pro)',
  description: 'The answer holds the whole key this once; only its first characters are shown again.',
  access: 'member',
  body: apiKeyCreateSchema,
  responses: {
    201: ok(apiKeyCreatedSchema, 'Created'),
    403: error('API keys come with the Pro plan.'),
    409: error('Too many active keys.'),
  },
};

export const apiKeyRevokeOperation: Operation = {
  method: 'delete',
  path: '/api/users/api-keys/{id}/',
  tag: 'API keys',
  summary: 'Revoke an API key',
  access: 'member',
  params: { id: z.uuid() },
  responses: {
    204: { description: 'Revoked: calls with it are refused within seconds.', body: 'empty' },
    404: error('No such key.'),
  },
};

export const pricingTiersOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/pricing-tiers/',
  tag: 'billing',
  summary: 'The plans',
  description: 'Every plan with its price and what it includes.',
  access: 'anyone',
  responses: { 200: ok(pricingTierListSchema) },
};

export const checkoutOperation: Operation = {
  method: 'post',
  path: '/api/subscriptions/create-checkout-session/',
  tag: 'billing',
  summary: 'Start paying for a plan',
  description: 'The payment page to send the member to (signed in only).',
  access: 'member',
  body: createCheckoutSessionRequestSchema,
  responses: {
    200: ok(checkoutSessionCreatedSchema),
    400: refused('No such tier id, or the Free plan (no checkout).'),
    404: refused('Unknown pricing tier.'),
    409: refused('Already subscribed to this plan or a higher one.'),
    503: refused('The payment provider is unavailable; try again later.'),
  },
};

export const billingPortalOperation: Operation = {
  method: 'post',
  path: '/api/subscriptions/portal/',
  tag: 'billing',
  summary: 'Manage the subscription',
  description: 'The billing portal to send the member to: payment method, invoices, cancelling.',
  access: 'member',
  responses: { 200: ok(portalSessionSchema) },
};

export const subscriptionStatusOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/subscription-status/',
  tag: 'billing',
  summary: 'Your subscription',
  access: 'member',
  responses: { 200: ok(subscriptionStatusSchema) },
};

export const invoicesOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/invoices/',
  tag: 'billing',
  summary: 'Your invoices',
  access: 'member',
  responses: { 200: ok(invoiceListSchema) },
};

export const jwksOperation: Operation = {
  method: 'get',
  path: '/api/auth/jwks.json',
  tag: 'account',
  summary: 'The keys access tokens are signed with',
  description:
    "The public keys (JWKS) that verify an access token's signature, by its `kid`: public by design, they sign nothing.",
  access: 'anyone',
  responses: { 200: ok(jwksSchema) },
};

/** What Stripe posts: an event envelope, read only once its signature over the raw body holds. */
const stripeEventSchema = z
  .object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.object({}) }) })
  .catchall(z.unknown());

export const stripeWebhookOperation: Operation = {
  method: 'post',
  path: '/api/subscriptions/webhook/',
  tag: 'billing',
  summary: "Stripe's event deliveries",
  description:
    'Called by Stripe only: an event counts only when its `Stripe-Signature` header, an HMAC of the raw body with ' +
    "the account's webhook secret, holds; each event is applied once however often it is delivered.",
  access: 'anyone',
  body: stripeEventSchema,
  responses: {
    200: ok(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Received (applied now, or before).'),
    400: error('No signature, a signature that does not hold, or not an event.'),
    404: error('Stripe is not configured: the sandbox checkout runs instead and there is nothing to receive.'),
    503: error('Stripe did not answer while the event was applied: Stripe delivers it again later.'),
  },
};

/** A sandbox page: the stand-in for Stripe's pages when Stripe is not configured (development and the demo). */
const sandboxPage = (description: string): Answer => ({ description, body: { mediaTypes: ['text/html'] } });
const sandboxUnavailable = {
  404: sandboxPage('No such session.'),
  410: sandboxPage('The session has expired.'),
};
const sandboxSession = {
  sessionId: z.string().describe('The sandbox session the checkout or portal call created.'),
};
const SANDBOX_ONLY = 'Served only while Stripe is not configured: the page that stands in for';

export const sandboxStyleOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/sandbox/sandbox.css',
  tag: 'billing',
  summary: "The sandbox pages' styles",
  description: `${SANDBOX_ONLY} Stripe's styles.`,
  access: 'anyone',
  responses: { 200: { description: 'Styles.', body: { mediaTypes: ['text/css'] } } },
};

export const sandboxCheckoutOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/sandbox/checkout/{sessionId}',
  tag: 'billing',
  summary: 'Sandbox checkout page',
  description: `${SANDBOX_ONLY} Stripe Checkout, where a checkout session sends the member.`,
  access: 'anyone',
  params: sandboxSession,
  responses: {
    200: sandboxPage('The plan and a button that pays for it.'),
    303: { description: 'Already paid: to the success page.', body: 'empty' },
    ...sandboxUnavailable,
  },
};

export const sandboxPayOperation: Operation = {
  method: 'post',
  path: '/api/subscriptions/sandbox/checkout/{sessionId}',
  tag: 'billing',
  summary: 'Pay in the sandbox',
  description: `${SANDBOX_ONLY} paying on Stripe Checkout: the subscription starts as a paid one would.`,
  access: 'anyone',
  params: sandboxSession,
  responses: { 303: { description: 'Paid: to the success page.', body: 'empty' }, ...sandboxUnavailable },
};

export const sandboxPortalOperation: Operation = {
  method: 'get',
  path: '/api/subscriptions/sandbox/portal/{sessionId}',
  tag: 'billing',
  summary: 'Sandbox billing portal',
  description: `${SANDBOX_ONLY} Stripe's billing portal.`,
  access: 'anyone',
  params: sandboxSession,
  responses: { 200: sandboxPage("The member's subscriptions, each with a cancel button."), ...sandboxUnavailable },
};

export const sandboxCancelOperation: Operation = {
  method: 'post',
  path: '/api/subscriptions/sandbox/portal/{sessionId}/cancel',
  tag: 'billing',
  summary: 'Cancel in the sandbox portal',
  description: `${SANDBOX_ONLY} cancelling in Stripe's billing portal (a form post of \`subscription_id\`).`,
  access: 'anyone',
  params: sandboxSession,
  responses: { 303: { description: 'Back to the portal.', body: 'empty' }, ...sandboxUnavailable },
};

export const openApiOperation: Operation = {
  method: 'get',
  path: '/api/docs/openapi.json',
  tag: 'reference',
  summary: 'This document',
  access: 'optional',
  responses: { 200: { description: 'The OpenAPI 3.1 document.', body: { mediaTypes: ['application/json'] } } },
};

export const referencePageOperation: Operation = {
  method: 'get',
  path: '/api/docs/',
  tag: 'reference',
  summary: 'The reference page',
  access: 'optional',
  responses: {
    200: { description: 'A first call with curl, then this document.', body: { mediaTypes: ['text/html'] } },
  },
};

export const referenceScriptOperation: Operation = {
  method: 'get',
  path: '/api/docs/reference.js',
  tag: 'reference',
  summary: "The reference page's script",
  access: 'optional',
  responses: { 200: { description: 'Script.', body: { mediaTypes: ['text/javascript'] } } },
};

export const referenceStyleOperation: Operation = {
  method: 'get',
  path: '/api/docs/reference.css',
  tag: 'reference',
  summary: "The reference page's styles",
  access: 'optional',
  responses: { 200: { description: 'Styles.', body: { mediaTypes: ['text/css'] } } },
};

export const referenceAssetOperation: Operation = {
  method: 'get',
  path: '/api/docs/assets/{file}',
  tag: 'reference',
  summary: "Swagger UI's files",
  access: 'optional',
  params: { file: z.string() },
  responses: {
    200: { description: 'The file.', body: { mediaTypes: ['text/css', 'application/javascript', 'image/png'] } },
    404: error('Not one of the files the page uses.'),
  },
};

/** The document's operations, in its order. A new route adds its operation here. */
export const API_OPERATIONS: readonly Operation[] = [
  registerOperation,
  loginOperation,
  refreshOperation,
  logoutOperation,
  logoutAllOperation,
  accountDeleteOperation,
  passwordResetOperation,
  passwordResetConfirmOperation,
  profileOperation,
  profileUpdateOperation,
  pictureUploadOperation,
  pictureDeleteOperation,
  contactOperation,
  pushKeyOperation,
  pushListOperation,
  pushSubscribeOperation,
  pushUnsubscribeOperation,
  unsubscribePageOperation,
  unsubscribeOperation,
  staffLoginOperation,
  staffLogoutOperation,
  jwksOperation,
  calendarOperation,
  comparisonListOperation,
  gameDetailOperation,
  teamSearchOperation,
  teamGamesOperation,
  performanceOperation,
  trackRecordOperation,
  ledgerDayOperation,
  ledgerProofOperation,
  trendsFoundOperation,
  explorerOperation,
  watchlistListOperation,
  watchlistCreateOperation,
  watchlistTodayAllOperation,
  watchlistTodayOperation,
  watchlistUpdateOperation,
  watchlistDeleteOperation,
  betListOperation,
  betCreateOperation,
  betSummaryOperation,
  betExportOperation,
  betImportOperation,
  betGetOperation,
  betUpdateOperation,
  betDeleteOperation,
  apiKeyListOperation,
  apiKeyCreateOperation,
  apiKeyRevokeOperation,
  pricingTiersOperation,
  checkoutOperation,
  billingPortalOperation,
  subscriptionStatusOperation,
  invoicesOperation,
  stripeWebhookOperation,
  sandboxStyleOperation,
  sandboxCheckoutOperation,
  sandboxPayOperation,
  sandboxPortalOperation,
  sandboxCancelOperation,
  accessLevelOperation,
  staffInfoOperation,
  leagueAccessLevelOperation,
  leagueStaffInfoOperation,
  staffTrendsOperation,
  openApiOperation,
  referencePageOperation,
  referenceScriptOperation,
  referenceStyleOperation,
  referenceAssetOperation,
];
