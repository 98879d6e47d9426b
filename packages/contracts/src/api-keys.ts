// Personal API keys (the Pro plan's "API Access"): a member creates, names, lists and revokes keys in the
// profile; a key sent as the X-API-Key header reads the public API with the member's access level.
import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH } from './api-key-rules';

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(API_KEY_NAME_MAX_LENGTH, `Ensure this field has no more than ${API_KEY_NAME_MAX_LENGTH} characters.`)
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[\u0000-\u001F\u007F]/.test(name), 'Control characters are not allowed.'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  /** Calls counted today (UTC). */
  calls_today: z.number().int().nonnegative(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Answer of the creation: the whole key, this once. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  calls_per_minute: z.number().int().positive(),
  max_keys: z.number().int().positive(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** svc-auth's internal answer to "whose key is this?" (the services' key check; never routed by the gateway). */
export const apiKeyResolutionSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  tier: z.enum(['free', 'basic', 'pro']),
  key_id: z.string(),
  /** Calls this key may still make in the current minute. */
  remaining: z.number().int().nonnegative(),
});
export type ApiKeyResolution = z.infer<typeof apiKeyResolutionSchema>;
