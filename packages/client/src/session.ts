// The browser session: the storage keys the spec names, shared by the shell and every remote.
// localStorage is the truth shared by all tabs; sessionStorage mirrors the tokens and email per tab.
import { DARK_MODE_COOKIE, SIGNED_IN_COOKIE, writeChoice, writeHint } from '@vantage/client/hint-cookie';
import { forgetRotations } from '@vantage/client/token-handoff';

export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userEmail: 'user_email',
  profilePictureUrl: 'profile_picture_url',
  logoutTimestamp: 'logout_ts',
  /** Set by a staff login: signing out also clears the HttpOnly staff cookie. */
  staffSession: 'staff_session',
} as const;

const MIRRORED_KEYS = [SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken, SESSION_KEYS.userEmail];
const CLEARED_KEYS = [...MIRRORED_KEYS, SESSION_KEYS.profilePictureUrl, SESSION_KEYS.staffSession];
const WATCHED_KEYS: readonly string[] = Object.values(SESSION_KEYS);

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  /** The full email address (never only the part before "@"). */
  email: string | null;
  profilePictureUrl: string | null;
  /** Started by a staff login (the staff area's cookie is set too). */
  staff: boolean;
}

export interface Tokens {
  access: string;
  refresh: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = null;
/** This tab's session ended because its refresh failed (until the next sign-in). */
let expired = false;

function read(key: string): string | null {
  return localStorage.getItem(key) ?? sessionStorage.getItem(key);
}

/** No one signed in: the session where no storage exists (the server rendering a page). */
export const GUEST_SESSION: Session = Object.freeze({
  accessToken: null,
  refreshToken: null,
  email: null,
  profilePictureUrl: null,
  staff: false,
});

function changed(): void {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

/** The current session; the same object until something changes (usable with useSyncExternalStore). */
export function getSession(): Session {
  if (typeof localStorage === 'undefined') return GUEST_SESSION;
  if (!snapshot) {
    snapshot = {
      accessToken: read(SESSION_KEYS.accessToken),
      refreshToken: read(SESSION_KEYS.refreshToken),
      email: read(SESSION_KEYS.userEmail),
      profilePictureUrl: localStorage.getItem(SESSION_KEYS.profilePictureUrl),
      staff: localStorage.getItem(SESSION_KEYS.staffSession) === '1',
    };
    const signedIn = snapshot.accessToken !== null;
    // Nothing stored is the guest's own session, the very object the server's page was rendered with: the
    // hydration of a guest's page then finds nothing changed and renders no session's reader again.
    if (Object.values(snapshot).every((value) => value === null || value === false)) snapshot = GUEST_SESSION;
    writeHint(SIGNED_IN_COOKIE, signedIn);
    // A guest's pages follow the system's scheme: the next person on this browser does not get the last one's.
    if (!signedIn) writeChoice(DARK_MODE_COOKIE, null);
  }
  return snapshot;
}

/**
 * The session as storage holds it now: another tab may have changed it since this tab last looked (its
 * `storage` event arrives later, and only while someone listens). Listeners hear of a difference.
 */
export function rereadSession(): Session {
  const before = snapshot;
  snapshot = null;
  const now = getSession();
  if (before && (Object.keys(now) as (keyof Session)[]).every((key) => before[key] === now[key])) {
    snapshot = before; // unchanged: the same object, so no screen renders again
    return before;
  }
  listeners.forEach((listener) => listener());
  return now;
}

/**
 * Who is asking, as part of the cache key of answers that differ for guests and members: a sign-in or
 * sign-out must not reuse the other's cached answer.
 */
export const viewerKey = ({ accessToken, email }: Pick<Session, 'accessToken' | 'email'>): string =>
  accessToken !== null ? `member:${email ?? ''}` : 'guest';

export function isLoggedIn(): boolean {
  return getSession().accessToken !== null;
}

/** Stores a fresh login or signup: both tokens and the full email. */
export function startSession(tokens: Tokens, email: string, { staff = false } = {}): void {
  expired = false;
  storeTokens(tokens);
  if (staff) localStorage.setItem(SESSION_KEYS.staffSession, '1');
  else localStorage.removeItem(SESSION_KEYS.staffSession);
  localStorage.setItem(SESSION_KEYS.userEmail, email);
  sessionStorage.setItem(SESSION_KEYS.userEmail, email);
  changed();
}

/** Stores tokens after a refresh (the refresh token rotates). */
export function updateTokens(tokens: Tokens): void {
  storeTokens(tokens);
  changed();
}

function storeTokens({ access, refresh }: Tokens): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.setItem(SESSION_KEYS.accessToken, access);
    storage.setItem(SESSION_KEYS.refreshToken, refresh);
  }
}

export function setProfilePictureUrl(url: string | null): void {
  if (url === localStorage.getItem(SESSION_KEYS.profilePictureUrl)) return;
  if (url) localStorage.setItem(SESSION_KEYS.profilePictureUrl, url);
  else localStorage.removeItem(SESSION_KEYS.profilePictureUrl);
  changed();
}

/** Removes every credential of this tab without telling other tabs (e.g. an invalid session). */
export function clearSession(): void {
  removeCredentials();
  changed();
}

/** Clears this tab's credentials because the session could not be refreshed (see sessionExpired). */
export function expireSession(): void {
  expired = true;
  clearSession();
}

/**
 * Whether this tab's session ended because it expired: a screen that sends a visitor without a session to
 * /login then sends them where the client does (saying so, with the way back), not to a bare /login.
 */
export function sessionExpired(): boolean {
  return expired;
}

/** Ends the session everywhere: clears credentials and writes logout_ts, which other tabs listen for. */
export function endSession(now: () => number = Date.now): void {
  removeCredentials();
  localStorage.setItem(SESSION_KEYS.logoutTimestamp, String(now()));
  changed();
}

function removeCredentials(): void {
  CLEARED_KEYS.forEach((key) => localStorage.removeItem(key));
  MIRRORED_KEYS.forEach((key) => sessionStorage.removeItem(key));
  forgetRotations();
}

function onStorage(event: StorageEvent): void {
  // key === null: another tab called localStorage.clear().
  if (event.key !== null && !WATCHED_KEYS.includes(event.key)) return;
  if (event.key === SESSION_KEYS.logoutTimestamp || event.key === null) {
    // This tab's sessionStorage mirror would otherwise keep the user signed in here.
    MIRRORED_KEYS.forEach((key) => sessionStorage.removeItem(key));
  }
  changed();
}

/** Calls `listener` whenever the session changes, in this tab or (through `storage` events) in another. */
export function subscribeSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
