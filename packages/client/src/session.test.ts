import { storageEventFromAnotherTab } from './testing/browser-globals';
import { rememberDarkMode } from './theme';
import {
  SESSION_KEYS,
  clearSession,
  endSession,
  getSession,
  isLoggedIn,
  setProfilePictureUrl,
  startSession,
  subscribeSession,
  viewerKey,
} from './session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession(); // forgets the cached session object
});

test('a login stores both tokens and the full email in local and session storage', () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');

  for (const storage of [localStorage, sessionStorage]) {
    expect(storage.getItem('access_token')).toBe('a1');
    expect(storage.getItem('refresh_token')).toBe('r1');
    expect(storage.getItem('user_email')).toBe('fan@example.com');
  }
  expect(getSession()).toEqual({
    accessToken: 'a1',
    refreshToken: 'r1',
    email: 'fan@example.com',
    profilePictureUrl: null,
    staff: false,
  });
  expect(isLoggedIn()).toBe(true);
});

test("cookies tell the shell's server whether this browser holds a session, and its member's theme (hints, no credential)", () => {
  const jar = new Map<string, string>();
  (globalThis as { document?: unknown }).document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split('; ');
      const [name, value] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  try {
    startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
    getSession();
    expect(document.cookie).toBe('vantage_signed_in=1');
    rememberDarkMode(true);
    expect(document.cookie).toBe('vantage_signed_in=1; vantage_dark_mode=1');
    // Light is a choice too: it wins over a dark system's.
    rememberDarkMode(false);
    expect(document.cookie).toBe('vantage_signed_in=1; vantage_dark_mode=0');
    // The next person on this browser starts from their system's scheme.
    endSession();
    getSession();
    expect(document.cookie).toBe('');
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
});

test('the session object stays the same until something changes', () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  const first = getSession();
  expect(getSession()).toBe(first);
  setProfilePictureUrl('/media/p.webp');
  expect(getSession()).not.toBe(first);
  expect(getSession().profilePictureUrl).toBe('/media/p.webp');
});

test('logging out clears every credential and writes logout_ts for the other tabs', () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  setProfilePictureUrl('/media/p.webp');

  endSession(() => 1_700_000_000_000);

  ['access_token', 'refresh_token', 'user_email', 'profile_picture_url'].forEach((key) => {
    expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
  expect(localStorage.getItem(SESSION_KEYS.logoutTimestamp)).toBe('1700000000000');
  expect(isLoggedIn()).toBe(false);
});

test('a logout in another tab signs this tab out too, although its sessionStorage still had tokens', () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  const listener = jest.fn();
  const unsubscribe = subscribeSession(listener);

  // The other tab cleared the shared localStorage and wrote logout_ts; this tab only sees the event.
  ['access_token', 'refresh_token', 'user_email'].forEach((key) => localStorage.removeItem(key));
  localStorage.setItem('logout_ts', '1');
  window.dispatchEvent(storageEventFromAnotherTab('logout_ts'));

  expect(listener).toHaveBeenCalled();
  expect(sessionStorage.getItem('access_token')).toBeNull();
  expect(isLoggedIn()).toBe(false);
  unsubscribe();
});

test('storage events for unrelated keys are ignored', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeSession(listener);
  window.dispatchEvent(storageEventFromAnotherTab('some_other_key'));
  expect(listener).not.toHaveBeenCalled();
  unsubscribe();
});

test("a guest's and each member's cached answers are kept apart by the viewer key", () => {
  expect(viewerKey({ accessToken: null, email: null })).toBe('guest');
  expect(viewerKey({ accessToken: 'a1', email: 'fan@example.com' })).toBe('member:fan@example.com');
});
