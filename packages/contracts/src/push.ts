// Web Push alerts ("Alerts on this device when games start"): a member's devices subscribe with the browser's
// PushSubscription, and svc-auth sends each favourite team's game a set time before it starts.
import { z } from 'zod';

/** How long before a favourite team's game its alert is sent (also said in the Preferences tab). */
export const PUSH_LEAD_MINUTES = 30;

const base64url = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .min(1, 'This field is required.')
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not base64url.');

/** What the browser's `PushSubscription.toJSON()` gives; `expirationTime` is ignored. */
export const pushSubscriptionCreateSchema = z.object({
  endpoint: z
    .string({ error: 'This field is required.' })
    .max(2048, 'Ensure this field has no more than 2048 characters.')
    .url('Enter a valid URL.'),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed point (65 bytes). */
      p256dh: base64url(128),
      /** The 16-byte authentication secret. */
      auth: base64url(64),
    },
    { error: 'This field is required.' },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionCreate = z.infer<typeof pushSubscriptionCreateSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.uuid(),
  endpoint: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** When the push service last accepted a message for this device. */
  last_success_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionListSchema = z.object({
  subscriptions: z.array(pushSubscriptionSchema),
  lead_minutes: z.number().int().positive(),
});
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

/** The VAPID public key (RFC 8292) browsers subscribe with: `applicationServerKey`. */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** The message's JSON, as the service worker (shell/public/sw.js) shows it. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Same-site path the notification opens: `/game/<id>`. */
  url: z.string().startsWith('/'),
  /** One notification per game: a repeated message replaces it. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
