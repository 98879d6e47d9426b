import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FavoriteTeams, Sport } from '@vantage/contracts/auth';
import type { TierType } from '@vantage/contracts/tiers';

export const authSchema = pgSchema('auth');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower-case); unique case-insensitively in the database itself. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bio: text('bio').notNull().default(''),
    favoriteSports: jsonb('favorite_sports').$type<Sport[]>().notNull().default([]),
    favoriteTeams: jsonb('favorite_teams').$type<FavoriteTeams>().notNull().default({}),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    darkMode: boolean('dark_mode').notNull().default(false),
    /** The member's bankroll (money or units, as they keep it) that stakes are sized from; null until set. */
    bankroll: numeric('bankroll', { precision: 14, scale: 2, mode: 'number' }),
    /** File name inside MEDIA_DIR (server-generated), served as /media/<name>. */
    profilePicture: text('profile_picture'),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The tier svc-billing last reported; used when svc-billing does not answer at token issue. */
    tier: text('tier').$type<TierType>().notNull().default('free'),
    /** When svc-billing last confirmed `tier`: the stored tier is trusted only if no change came after. */
    tierCheckedAt: timestamp('tier_checked_at', { withTimezone: true }),
    /** Names the member in the email digest's unsubscribe link, which works without signing in. */
    mailToken: uuid('mail_token').notNull().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_mail_token_key').on(table.mailToken),
    check('users_bio_length', sql`char_length(${table.bio}) <= 500`),
    check('users_tier_known', sql`${table.tier} in ('free', 'basic', 'pro')`),
  ],
);

/** One login session: every refresh token rotated from one login shares a family. */
export const refreshFamilies = authSchema.table(
  'refresh_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('refresh_families_user_idx').on(table.userId),
    // Every second each replica reads the sessions ended in the last minutes (src/rights).
    index('refresh_families_revoked_idx').on(table.revokedAt),
  ],
);

/** Opaque single-use refresh tokens, kept only as SHA-256 hashes. */
export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export const passwordResetTokens = authSchema.table(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Delivery attempts before the relay gives up on an email (the row stays, with its last error). */
export const MAIL_MAX_ATTEMPTS = 8;

/** Outgoing email, drained over SMTP by the relay (src/mail/relay.ts); development and e2e also read it. */
export const outbox = authSchema.table(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML alternative of `body` (the digest); plain text only when null. */
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Claims so far; a claim counts as an attempt even if the sender dies before reporting back. */
    attempts: integer('attempts').notNull().default(0),
    /** When the relay may claim the row: now, after a claim's lease, or after a failure's backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_to_idx').on(table.to, table.createdAt),
    // Only rows the relay may still send: it stays small however much mail has been delivered.
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.attempts} < ${sql.raw(String(MAIL_MAX_ATTEMPTS))}`),
  ],
);

/**
 * When a user's rights last changed (plan, staff flag, password reset, sign-out everywhere): access tokens
 * issued up to that second are refused by every service (src/rights). Rows older than a token's lifetime
 * are purged. No foreign key: svc-billing reports changes for ids only it has seen.
 */
export const rightsChanges = authSchema.table(
  'rights_changes',
  {
    userId: text('user_id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('rights_changes_changed_at_idx').on(table.changedAt)],
);

/** Access-token signing keys, shared by every replica. */
export const signingKeys = authSchema.table('signing_keys', {
  kid: text('kid').primaryKey(),
  /** PKCS#8 PEM, or its AES-256-GCM envelope when `encrypted`. */
  privateKey: text('private_key').notNull(),
  encrypted: boolean('encrypted').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Personal API keys (Pro): only the SHA-256 of a key is stored; `prefix` is its first characters, shown in lists. */
export const apiKeys = authSchema.table(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash_key').on(table.keyHash), index('api_keys_user_idx').on(table.userId)],
);

/** Calls per key and UTC day, counted as each call is authorised. */
export const apiKeyUsage = authSchema.table(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.day] })],
);

/** One row per member and day a digest was queued: the digest goes out once per day whoever runs the job. */
export const digests = authSchema.table(
  'digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    games: integer('games').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The member a row belongs to, deleted with the account. */
const memberId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A member's device subscribed to Web Push (RFC 8030): one row per push-service endpoint. */
export const pushSubscriptions = authSchema.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberId(),
    /** The push service's URL for this device; a device that subscribes again under another member moves. */
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret (base64url), for the message encryption of RFC 8291. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Sends before the sender gives up on an alert (it also stops once the game has started). */
export const PUSH_MAX_ATTEMPTS = 5;

/**
 * One alert per device and game showing: inserted once whoever plans it first (the primary key), then claimed
 * and sent by one replica at a time, as the outbox is. `showing` is the Eastern date the game is shown on:
 * the game's own date live, the real date of each day the demo replays it.
 */
export const pushAlerts = authSchema.table(
  'push_alerts',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    league: text('league').notNull(),
    gameId: text('game_id').notNull(),
    showing: date('showing', { mode: 'string' }).notNull(),
    /** The message (JSON of the contracts' pushMessageSchema), composed for the member's plan. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** When the game starts (as shown): no alert is sent after it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.league, table.gameId, table.showing] }),
    index('push_alerts_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.attempts} < ${sql.raw(String(PUSH_MAX_ATTEMPTS))}`),
  ],
);

export const schema = {
  users,
  refreshFamilies,
  refreshTokens,
  passwordResetTokens,
  outbox,
  signingKeys,
  rightsChanges,
  apiKeys,
  apiKeyUsage,
  digests,
  pushSubscriptions,
  pushAlerts,
};
export type AuthSchema = typeof schema;
export type UserRow = typeof users.$inferSelect;
