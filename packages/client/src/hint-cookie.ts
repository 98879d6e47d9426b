// Cookies that tell the shell's server (gateway/static-server.mjs) how to render this browser's first screen:
// a guest's or a member's page, light or dark. Hints only, never credentials: the tokens stay in storage.

export const SIGNED_IN_COOKIE = 'vantage_signed_in';
/** The member's own colour scheme: `1` dark, `0` light; absent, the page follows the system's. */
export const DARK_MODE_COOKIE = 'vantage_dark_mode';

const YEAR_SECONDS = 31_536_000;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  return String(document.cookie)
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

export function readHint(name: string): boolean {
  return readCookie(name) === '1';
}

/** A remembered yes or no (`1` or `0`); null when none is. */
export function readChoice(name: string): boolean | null {
  const value = readCookie(name);
  return value === '1' ? true : value === '0' ? false : null;
}

/** Remembers `choice` for a year, or forgets it (null); writes only when it changes. */
export function writeChoice(name: string, choice: boolean | null): void {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string' || readChoice(name) === choice) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = choice === null ? '' : choice ? '1' : '0';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${choice === null ? 0 : YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Sets (for a year) or clears the hint; writes only when it changes. */
export function writeHint(name: string, on: boolean): void {
  writeChoice(name, on ? true : null);
}
