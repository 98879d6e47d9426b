import path from 'node:path';
import { z } from 'zod';
import { baseConfigSchema, port } from '@vantage/service-kit/config';
import { SERVICE_FOLDER } from './paths';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const DAY = 24 * 60 * 60;
/** The contact form's recipient outside production (the e2e stack reads it through the dev outbox). */
export const DEV_SUPPORT_EMAIL = 'support@localhost';

export const authConfigSchema = baseConfigSchema
  .extend({
    PORT: port(4001),
    /** Signing key from the environment (PKCS#8 PEM, P-256); else generated once and kept in the database. */
    JWT_PRIVATE_KEY_PEM: z.string().optional(),
    /** Encrypts the stored signing key at rest (AES-256-GCM); required in production unless the PEM is given. */
    AUTH_KEY_ENCRYPTION_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
    /**
     * svc-billing's internal base URL, asked for the user's tier whenever tokens are issued, and to delete a
     * deleted account's billing data.
     */
    BILLING_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4003'),
    /** svc-sports' internal base URL, read for the daily email digest with each member's own access. */
    SPORTS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4002'),
    /** Where profile pictures are written; the gateway serves this folder at /media/. */
    MEDIA_DIR: z.string().default(path.resolve(SERVICE_FOLDER, '../.data/media')),
    /** The site's public address, used in password-reset emails. */
    PUBLIC_URL: z.string().url().default('http://localhost:8080'),
    /** Where the contact form's messages go (required in production; a local mailbox otherwise). */
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[^\s@]+@[^\s@]+$/, 'an email address')
      .optional(),
    /**
     * The SMTP server that delivers auth.outbox (smtp:// or smtps://, credentials in the URL). Required in
     * production; without it the relay is off and the outbox is only read by developers and e2e.
     */
    SMTP_URL: z
      .string()
      .url()
      .refine((url) => /^smtps?:$/.test(new URL(url).protocol), 'an smtp:// or smtps:// URL')
      .optional(),
    /** The From header: an address, optionally with a display name (`Name <address>`). */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/[^\s@<>]+@[^\s@<>]+/, 'an email address, optionally as "Name <address>"')
      .default('Vantage <no-reply@localhost>'),
    /**
     * Web Push (RFC 8292 VAPID): the application server's P-256 key pair, base64url (public: the 65-byte
     * uncompressed point; private: the 32-byte scalar), and who to contact (`mailto:` or `https:`). Without the
     * keys push alerts are off. `npm start` generates a pair once and keeps it in .data/vapid.json.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'the base64url of a 65-byte uncompressed P-256 point')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'the base64url of a 32-byte P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: or https: URL')
      .optional(),
    /**
     * Push services a subscription may name (host names; `*.` matches subdomains): svc-auth posts to the
     * endpoint, so any other host is refused (no requests to internal addresses on a member's say-so).
     */
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .default('fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com')
      .transform((hosts) =>
        hosts
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** How often the push sender plans due alerts and sends them. */
    PUSH_INTERVAL_SECONDS: seconds(30),
    /** How often the relay looks for due emails (queuing one also wakes it at once). */
    MAIL_RELAY_INTERVAL_SECONDS: seconds(15),
    AUTH_REFRESH_ABSOLUTE_SECONDS: seconds(30 * DAY),
    AUTH_REFRESH_IDLE_SECONDS: seconds(7 * DAY),
    /** How long a spent refresh token still gets a successor (two tabs refreshing at once). */
    AUTH_REFRESH_REUSE_GRACE_SECONDS: seconds(10),
    AUTH_PASSWORD_RESET_SECONDS: seconds(60 * 60),
    /** How often expired refresh sessions and reset tokens are deleted, and how long they are kept first. */
    AUTH_PURGE_INTERVAL_SECONDS: seconds(60 * 60),
    AUTH_PURGE_GRACE_SECONDS: seconds(DAY),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
    /** Attempts per client IP per window, counted per endpoint (login, register, refresh, reset). */
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
    /** Attempts per account (email, or refresh token) from one client IP per window, counted per endpoint. */
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /**
     * Attempts per account from all clients per window (default ten times the per-client limit): the
     * ceiling for a guess spread over many addresses; past the per-client limit attempts are slowed down.
     */
    AUTH_RATE_LIMIT_PER_ACCOUNT_GLOBAL: z.coerce.number().int().positive().optional(),
    /** The added wait per failure on an account beyond the per-client limit (at most 2 s). */
    /** Picture uploads per member per window: each is up to a second of decoding. */
    AUTH_RATE_LIMIT_PICTURES: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_SLOWDOWN_STEP_MS: z.coerce.number().int().nonnegative().default(100),
    AUTH_PICTURE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    /**
     * Development and e2e only: GET /api/auth/dev/outbox/?to=<email> lists queued emails. The embedded
     * database serves one connection, so e2e reads the outbox through svc-auth rather than beside it.
     */
    AUTH_DEV_OUTBOX: z.enum(['0', '1']).default('0'),
    /** Cheap argon2 parameters so test suites stay fast; honoured only when NODE_ENV=test. */
    AUTH_ARGON2_LOW_COST_FOR_TESTS: z.enum(['0', '1']).default('0'),
  })
  .superRefine((config, ctx) => {
    if (config.AUTH_ARGON2_LOW_COST_FOR_TESTS === '1' && config.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_ARGON2_LOW_COST_FOR_TESTS'],
        message: 'only allowed with NODE_ENV=test',
      });
    }
    if (config.VANTAGE_DEV_STANDINS === '1' && config.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['VANTAGE_DEV_STANDINS'],
        message: 'never allowed with NODE_ENV=production',
      });
    }
    if (config.AUTH_DEV_OUTBOX === '1' && config.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['AUTH_DEV_OUTBOX'], message: 'never allowed with NODE_ENV=production' });
    }
    if (config.NODE_ENV === 'production' && !config.JWT_PRIVATE_KEY_PEM && !config.AUTH_KEY_ENCRYPTION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_KEY_ENCRYPTION_SECRET'],
        message:
          'production needs JWT_PRIVATE_KEY_PEM or AUTH_KEY_ENCRYPTION_SECRET (signing keys must not sit unencrypted in the database)',
      });
    }
    if (config.NODE_ENV === 'production' && !config.SUPPORT_EMAIL) {
      // A default would send every customer's message to a mailbox nobody reads.
      ctx.addIssue({ code: 'custom', path: ['SUPPORT_EMAIL'], message: 'required with NODE_ENV=production' });
    }
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (a pair), or neither (push alerts off)',
      });
    }
    if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
      // Without it password-reset links would sit in the outbox and nobody could recover an account.
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'required with NODE_ENV=production (e.g. smtp://user:pass@mail.example.com:587): emails are only delivered over SMTP',
      });
    }
  })
  .transform((config) => {
    const supportEmail = config.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL;
    return { ...config, SUPPORT_EMAIL: supportEmail, VAPID_SUBJECT: config.VAPID_SUBJECT ?? `mailto:${supportEmail}` };
  });

export type AuthConfig = z.output<typeof authConfigSchema>;
