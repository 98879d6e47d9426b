// Account rules both sides share, zod-free so a front-end module can import them without the schemas (as
// sports-rules): the shell provides every @vantage/client module whole, so one value from ./auth would put
// zod and every auth schema in each page's first script.

/** Emails are compared and stored trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The staff cookie set at admin login: HttpOnly, SameSite=Strict, carries an access token. */
export const STAFF_COOKIE = 'vantage_staff';
