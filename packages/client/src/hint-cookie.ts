// Cookies that tell the shell's server (gateway/static-server.mjs) how to render this browser's first screen:
// a guest's or a member's page, light or dark. Hints only, never credentials: the tokens stay in storage.

export const SIGNED_IN_COOKIE = 'vantage_signed_in';
export const DARK_MODE_COOKIE = 'vantage_dark_mode';

const YEAR_SECONDS = 31_536_000;

export function readHint(name: string): boolean {
  return typeof document !== 'undefined' && String(document.cookie).split('; ').includes(`${name}=1`);
}

/** Sets (for a year) or clears the hint; writes only when it changes. */
export function writeHint(name: string, on: boolean): void {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string' || readHint(name) === on) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${on ? '1' : ''}; Path=/; Max-Age=${on ? YEAR_SECONDS : 0}; SameSite=Lax${secure}`;
}
