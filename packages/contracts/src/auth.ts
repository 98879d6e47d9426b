// Payloads of svc-auth (product rules §3 User profile, §5 Validation, §7 calls 1–4, 6, 7, 10). The service parses
// requests with these schemas and the account screens validate with the same ones, so the rules and their
// texts live in one place. Messages the spec gives are copied exactly.
import { z } from 'zod';
import { COVERED_TEAMS } from './league-teams';
import type { League } from './sports-rules';
import { resolveTeamName } from './team-match';

/** The sports a profile may hold: the four leagues Vantage covers (product rules §9), by their league's name. */
export const SPORTS = ['MLB', 'NFL', 'NBA', 'NHL'] as const;
export type Sport = (typeof SPORTS)[number];
/** The league a favourite sport is. */
export const sportLeague = (sport: Sport): League => sport.toLowerCase() as League;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const BIO_MAX_LENGTH = 500;
/** The largest bankroll a profile holds (cents kept: numeric(14, 2)). */
export const BANKROLL_MAX = 1_000_000_000;

export const MESSAGES = {
  required: 'This field is required.',
  notString: 'Not a valid string.',
  notBoolean: 'Must be a valid boolean.',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: 'This password is too common.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'A user with that email already exists.',
  usernameTaken: 'A user with that username already exists.',
  invalidUsername: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  controlCharacters: 'Control characters are not allowed.',
  bioTooLong: `Ensure this field has no more than ${BIO_MAX_LENGTH} characters.`,
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  futureDate: 'Date of birth cannot be in the future.',
  invalidPhone: 'Enter a valid phone number.',
  invalidBankroll: `The bankroll is a number above 0 and at most ${BANKROLL_MAX.toLocaleString('en-US')}.`,
  duplicateSport: 'Each sport can be chosen only once.',
  emptyTeam: 'Team names cannot be empty.',
  duplicateTeam: 'Each team can be added only once per sport.',
  unknownTeam: (name: string, sport: string) => `"${name}" is not one of the ${sport} teams.`,
  loginFailed: 'No active account found with the given credentials',
  staffOnly: 'Access denied. Admin privileges required.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  wrongPassword: 'The password is not right.',
} as const;

const maxLength = (max: number) => `Ensure this field has no more than ${max} characters.`;

/**
 * A pattern or refinement that runs only when the field's earlier checks (its length bound) passed: zod runs
 * every check by default, so one after `.max` would still scan a 100 KB string (bounded work per request).
 * (`abort` on the bound would do it too, but turns a field in a union into "Invalid input".)
 */
const checkedWithinBounds = (message: string) =>
  ({ message, when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 }) as const;

/** A string field: missing → "This field is required.", wrong type → "Not a valid string.". */
const string = () =>
  z.string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notString) });

const boolean = () =>
  z.boolean({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.notBoolean) });

// NUL and other control characters cannot be stored in PostgreSQL text/jsonb or have no place in a name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_OR_CONTROL = /[\u0000-\u001F\u007F]/;

/** Single-line text: trimmed, bounded, no control characters. */
const line = (max: number) =>
  string()
    .trim()
    .max(max, maxLength(max))
    .refine((value) => !LINE_BREAKS_OR_CONTROL.test(value), checkedWithinBounds(MESSAGES.controlCharacters));

// The spec's simple pattern (text @ text . text) without whitespace or control characters, the domain as
// dot-separated non-empty labels. Each character can be matched one way only, so a failing match is linear:
// `text@text\.text` with dots allowed in both texts backtracked quadratically on a run of dots.
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(?:\.[^\s@\p{Cc}.]+)+$/u;

/** Emails are compared and stored trimmed and lower-cased. */
export const emailSchema = string()
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, checkedWithinBounds(MESSAGES.invalidEmail));

/** Length rules only; the common-password check needs the server's list. */
export const passwordSchema = string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const sportSchema = z.enum(SPORTS, {
  error: (issue) => (issue.input === undefined ? MESSAGES.required : `"${String(issue.input)}" is not a valid choice.`),
});

export const favoriteSportsSchema = z
  .array(sportSchema, { error: 'Expected a list of sports.' })
  .max(SPORTS.length)
  .refine((sports) => new Set(sports).size === sports.length, MESSAGES.duplicateSport);

const teamNameSchema = string()
  .trim()
  .min(1, MESSAGES.emptyTeam)
  .max(100, maxLength(100))
  .refine((value) => !LINE_BREAKS_OR_CONTROL.test(value), checkedWithinBounds(MESSAGES.controlCharacters));

/** Sport → team names; names non-empty and unique per sport (case-insensitively). A stored profile's. */
export const favoriteTeamsSchema = z.partialRecord(
  sportSchema,
  z
    .array(teamNameSchema, { error: 'Expected a list of team names.' })
    .max(50)
    .refine((teams) => new Set(teams.map((team) => team.toLowerCase())).size === teams.length, MESSAGES.duplicateTeam),
  {
    error: (issue) => {
      // A key outside the sport list arrives as unrecognized_keys (not in zod's static issue type here).
      const unknownSports = (issue as { keys?: string[] }).keys;
      if (unknownSports?.length) return `"${unknownSports[0]}" is not a valid choice.`;
      return issue.input === undefined ? MESSAGES.required : 'Expected an object of sport → team names.';
    },
  },
);

export type FavoriteTeams = z.infer<typeof favoriteTeamsSchema>;

/**
 * Favourite teams as a member sends them: each one of its league's real teams (COVERED_TEAMS), named by its full
 * name or by what names it alone ("Braves", "ATL"), and kept by its full name, so "Braves" and "Atlanta Braves" are
 * one team. Anything else is refused with the name it cannot place.
 */
export const favoriteTeamsUpdateSchema = favoriteTeamsSchema.transform((teams, context) => {
  const canonical: FavoriteTeams = {};
  for (const [sport, names] of Object.entries(teams) as [Sport, string[]][]) {
    const leagueTeams = COVERED_TEAMS[sportLeague(sport)];
    const resolved: string[] = [];
    for (const name of names) {
      const team = resolveTeamName(leagueTeams, name);
      if (!team) {
        context.addIssue({ code: 'custom', path: [sport], message: MESSAGES.unknownTeam(name, sport) });
        return z.NEVER;
      }
      resolved.push(team.name);
    }
    if (new Set(resolved).size !== resolved.length) {
      context.addIssue({ code: 'custom', path: [sport], message: MESSAGES.duplicateTeam });
      return z.NEVER;
    }
    canonical[sport] = resolved;
  }
  return canonical;
});

// ---- calls 1, 2, 10 and logout ---------------------------------------------------------------------

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  favorite_sports: favoriteSportsSchema.optional(),
  favorite_teams: favoriteTeamsUpdateSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Login checks only presence (product rules §5); a malformed email cannot match an account anyway. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: string().min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refresh: string().min(1, MESSAGES.required).max(512, 'Token is invalid.'),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = refreshRequestSchema;
export type LogoutRequest = RefreshRequest;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const detailSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailSchema>;

// ---- calls 3, 4, 6, 7 ---------------------------------------------------------------------------------

export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  /** YYYY-MM-DD or null */
  date_of_birth: z.string().nullable(),
  bio: z.string(),
  favorite_sports: z.array(sportSchema),
  favorite_teams: favoriteTeamsSchema,
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  dark_mode: z.boolean(),
  /** The bankroll stakes are sized from (money or units, as the member keeps it); null until set. */
  bankroll: z.number().nullable(),
  /** `/media/<file>.webp` (served by the gateway) or null */
  profile_picture: z.string().nullable(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const registerResponseSchema = tokenPairSchema.extend({ user: userProfileSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Answer of profile update, picture upload and picture delete. */
export const profileResponseSchema = z.object({ user: userProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const USERNAME_PATTERN = /^[\w.@+-]+$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Empty (or null) → null, as the profile form sends it. */
const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/**
 * The profile form (call 4). Every field optional (partial updates); read-only fields (id, email,
 * profile_picture, created_at) and unknown keys are ignored. Favorite teams of sports that are not among
 * the favorite sports after the update are dropped, as removing a sport removes its teams.
 */
export const profileUpdateSchema = z.object({
  username: z
    .union([
      z.null(),
      string()
        .trim()
        .max(150, maxLength(150))
        .transform((value) => (value === '' ? null : value))
        .refine(
          (value) => value === null || USERNAME_PATTERN.test(value),
          checkedWithinBounds(MESSAGES.invalidUsername),
        ),
    ])
    .optional(),
  first_name: z.union([z.null().transform(() => ''), line(150)]).optional(),
  last_name: z.union([z.null().transform(() => ''), line(150)]).optional(),
  phone_number: z
    .union([
      z.null().transform(() => ''),
      string()
        .trim()
        .max(30, maxLength(30))
        .refine(
          (value) => value === '' || /^\+?[0-9 ().-]{5,30}$/.test(value),
          checkedWithinBounds(MESSAGES.invalidPhone),
        ),
    ])
    .optional(),
  date_of_birth: emptyToNull(
    string()
      .max(10, MESSAGES.invalidDate)
      .regex(ISO_DATE, checkedWithinBounds(MESSAGES.invalidDate))
      .refine(isRealDate, checkedWithinBounds(MESSAGES.invalidDate))
      .refine((value) => value <= new Date().toISOString().slice(0, 10), MESSAGES.futureDate),
  ),
  bio: z
    .union([
      z.null().transform(() => ''),
      string()
        .max(BIO_MAX_LENGTH, MESSAGES.bioTooLong)
        .refine((value) => !CONTROL_CHARACTERS.test(value), checkedWithinBounds(MESSAGES.controlCharacters)),
    ])
    .optional(),
  favorite_sports: favoriteSportsSchema.optional(),
  favorite_teams: favoriteTeamsUpdateSchema.optional(),
  email_notifications: boolean().optional(),
  push_notifications: boolean().optional(),
  dark_mode: boolean().optional(),
  /** Null clears it. */
  bankroll: z
    .number(MESSAGES.invalidBankroll)
    .positive(MESSAGES.invalidBankroll)
    .max(BANKROLL_MAX, MESSAGES.invalidBankroll)
    .transform((value) => Math.round(value * 100) / 100)
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// ---- password reset -------------------------------------------------------------------------------

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: string().min(1, MESSAGES.required).max(512, MESSAGES.invalidResetToken),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

// DELETE /api/user/: the account goes, with everything kept for it (sessions, keys, picture, bets, watchlists,
// the billing records; the plan is ended at the payment provider).
export const accountDeleteSchema = z
  .object({ password: string().min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong) })
  .strict();
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** The same answer whether or not an account has the email. */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset its password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now log in.';

/** Development/e2e only (AUTH_DEV_OUTBOX=1): GET /api/auth/dev/outbox/?to=<email>, newest first. */
export const devOutboxResponseSchema = z.object({
  emails: z.array(z.object({ to: z.string(), subject: z.string(), body: z.string(), created_at: z.string() })),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;

// ---- where to go after signing in -------------------------------------------------------------------

/**
 * A `next` target only when it is a path on this site, else `fallback` (no open redirect). '//host' and
 * '/\\host' are read by browsers as other hosts; control characters are stripped by URL parsers and could turn
 * '/\t/host' into '//host'.
 */
export function sameSiteNext(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return LINE_BREAKS_OR_CONTROL.test(next) ? fallback : next;
}

// ---- staff area ------------------------------------------------------------------------------------

export const staffLoginRequestSchema = loginRequestSchema.extend({
  next: z.string().max(2048).optional(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffLoginResponseSchema = tokenPairSchema.extend({
  user: userProfileSchema,
  /** Where to go after login: the validated same-site `next`, else the staff dashboard. */
  next: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

// ---- contact form ----------------------------------------------------------------------------------

export const CONTACT_TOPICS = ['account', 'billing', 'predictions', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * POST /api/users/contact/. A signed-in sender's email comes from the account, not from this body. The
 * message may span lines; other control characters are refused.
 */
export const contactRequestSchema = z.object({
  email: emailSchema,
  name: line(150).optional(),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) =>
      issue.input === undefined ? MESSAGES.required : `"${String(issue.input)}" is not a valid choice.`,
  }),
  message: string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, `Ensure this field has at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, maxLength(CONTACT_MESSAGE_MAX_LENGTH))
    .refine((value) => !CONTROL_CHARACTERS.test(value), checkedWithinBounds(MESSAGES.controlCharacters)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const CONTACT_SENT = 'Thanks — your message has been sent. We reply within two working days.';

// ---- GET /api/auth/jwks.json ----

/**
 * The public keys access tokens are signed with (RFC 7517): anyone may verify a token with them; nothing in them
 * signs one. A verifier picks the key by the token's `kid` and asks again for a `kid` it does not know.
 */
export const jwksSchema = z.object({
  keys: z.array(
    z
      .object({
        kty: z.string(),
        kid: z.string(),
        alg: z.string(),
        use: z.literal('sig'),
      })
      .catchall(z.unknown()),
  ),
});
