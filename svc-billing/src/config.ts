import { baseConfigSchema, port, STANDINS_NOT_OPTED_IN, verifierConfigSchema } from '@vantage/service-kit/config';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const billingConfigSchema = baseConfigSchema
  .extend(verifierConfigSchema.shape)
  .extend({
    PORT: port(4003),
    /** Where people open the site (the gateway): Stripe's success, cancel and portal return URLs point here. */
    PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Unset (the embedded default): the sandbox checkout. Set: real Stripe. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Points the Stripe SDK at another server, e.g. a local fake: http://127.0.0.1:12111 */
    STRIPE_API_BASE: z.string().url().optional(),
    /** Stripe price ids of the paid tiers; they override the seed file's stripe_price_id. */
    STRIPE_PRICE_BASIC: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** The tiers seed (names, prices, features); defaults to the committed seed/tiers.json. */
    TIERS_SEED_FILE: optionalText,
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.VANTAGE_DEV_STANDINS === '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['VANTAGE_DEV_STANDINS'],
        message: 'never allowed with NODE_ENV=production',
      });
    } else if (!config.STRIPE_SECRET_KEY && config.VANTAGE_DEV_STANDINS !== '1') {
      // Opt-in, not opt-out: a deployment that forgets NODE_ENV must not hand out paid plans for free.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: `required (without it the sandbox checkout would give paid plans away); ${STANDINS_NOT_OPTED_IN}`,
      });
    }
    if (config.NODE_ENV === 'production' && !config.STRIPE_SECRET_KEY) {
      // The sandbox checkout activates a paid plan without payment: fine on a laptop, never for customers.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'required with NODE_ENV=production (without it the sandbox checkout would give paid plans away)',
      });
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'is required when STRIPE_SECRET_KEY is set (subscription changes arrive only through verified webhooks)',
      });
    }
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries: number;
  timeoutMs: number;
};

/** Real Stripe when a secret key is configured; null means the sandbox checkout. */
export function stripeSettings(config: BillingConfig): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const settings: StripeSettings = {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    settings.protocol = base.protocol === 'http:' ? 'http' : 'https';
    settings.host = base.hostname;
    settings.port = base.port ? Number(base.port) : settings.protocol === 'http' ? 80 : 443;
  }
  return settings;
}

/** Price ids from the environment win over the seed file's. */
export function priceIdOverrides(config: BillingConfig): Partial<Record<'basic' | 'pro', string>> {
  return {
    ...(config.STRIPE_PRICE_BASIC ? { basic: config.STRIPE_PRICE_BASIC } : {}),
    ...(config.STRIPE_PRICE_PRO ? { pro: config.STRIPE_PRICE_PRO } : {}),
  };
}
