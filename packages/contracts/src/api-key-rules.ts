// The API keys' rules both sides share, zod-free so a screen can import them without the schemas (as
// sports-rules): the header, the limits, the texts and where the document and its reference page live.

/** The request header that carries a key. */
export const API_KEY_HEADER = 'X-API-Key';
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'vtg_';
/** A key is the prefix and 43 base64url characters: anything longer is no key, refused without a look-up. */
export const API_KEY_MAX_LENGTH = 64;
/** Characters of a key shown in lists after it was created (the key itself is shown once). */
export const API_KEY_VISIBLE_LENGTH = 12;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Active keys one member may hold. */
export const API_KEYS_PER_MEMBER = 10;
/** Calls one key may make per minute, counted across every replica. */
export const API_KEY_CALLS_PER_MINUTE = 60;

export const API_KEY_MESSAGES = {
  proOnly: 'API access is part of the Pro plan. Upgrade to Pro to create API keys.',
  tooMany: `You can hold at most ${API_KEYS_PER_MEMBER} active API keys. Revoke one to create another.`,
  invalid: 'Invalid or revoked API key.',
  notPro: 'This API key belongs to an account without the Pro plan.',
  readOnly: 'API keys can only read: use GET.',
  both: 'Send either a bearer token or an API key, not both.',
  notAccepted: 'API keys read the public API (/api/<league>/…, /api/docs/); this call needs a signed-in session.',
  notFound: 'No such API key.',
  unavailable: 'API keys cannot be checked right now. Try again shortly.',
} as const;

export const API_KEY_RESOLVE_PATH = '/internal/api-keys/resolve';
export const OPENAPI_PATH = '/api/docs/openapi.json';
export const API_REFERENCE_PATH = '/api/docs/';
