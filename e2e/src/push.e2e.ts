// Push alerts in the browser: the shell's service worker shows a message delivered through the DevTools protocol
// (as a push service would deliver it) and points it at the game's page; the Preferences switch asks for
// permission, subscribes this device on the server, explains a refusal, and deletes the device when switched off.
import type { BrowserContext, Page } from 'playwright-core';
import { pushMessageSchema, pushSubscriptionListSchema, type PushMessage } from '@vantage/contracts/push';
import { registerByApi, openSignedIn, uniqueEmail } from './support/account';
import { BASE_URL, launchBrowser, screenshot, useBrowserSession } from './support/browser';
import { calendar, gamesOn } from './support/games';

const session = useBrowserSession();

/** Reads `value` until it equals `expected` (ten seconds at most), then asserts it. */
async function eventually<T>(value: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen = await value();
  while (!Object.is(seen, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await value();
  }
  expect(seen).toBe(expected);
}

/** Denies a permission to this context's pages through the DevTools protocol (Playwright only grants). */
async function deny(context: BrowserContext, page: Page, name: string) {
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const browserSession = await (await launchBrowser()).newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name },
    setting: 'denied',
    origin: new URL(BASE_URL).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await browserSession.detach();
}

/** The shell's service worker, registered and active; answers its scope. */
const registerServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    return (await navigator.serviceWorker.ready).scope;
  });

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      data: n.data as { url: string },
    }));
  });

/**
 * Chromium's push service (Google's) is out of reach here, so the browser's subscribe() cannot finish: this page's
 * PushManager answers with a subscription on a push service at 127.0.0.1 instead, with real P-256 keys and auth
 * secret made by WebCrypto. Everything else (permission, service worker, the server's storage) is the real one.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const STORED = 'push-stand-in-subscription'; // kept across reloads, as a browser keeps its subscription
    const state = window as unknown as { __pushUnsubscribed?: number };
    const revive = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ ...json, expirationTime: null }),
        unsubscribe: async () => {
          localStorage.removeItem(STORED);
          state.__pushUnsubscribed = (state.__pushUnsubscribed ?? 0) + 1;
          return true;
        },
      }) as unknown as PushSubscription;
    const stored = () => {
      const json = localStorage.getItem(STORED);
      return json ? revive(JSON.parse(json)) : null;
    };
    PushManager.prototype.getSubscription = async () => stored();
    PushManager.prototype.subscribe = async function () {
      if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
      const existing = stored();
      if (existing) return existing;
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `http://127.0.0.1:9/device/${crypto.randomUUID()}`,
        keys: {
          p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: b64(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      localStorage.setItem(STORED, JSON.stringify(json));
      return revive(json);
    };
  });
}

async function devicesOf(access: string) {
  const response = await fetch(`${BASE_URL}/api/users/push-subscriptions/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  return pushSubscriptionListSchema.parse(await response.json()).subscriptions;
}

/** Renders the shown notification as a system would (icon, title, body) and saves a screenshot of it. */
async function screenshotNotification(page: Page, shown: { title: string; body: string; icon: string }) {
  await page.setContent(`<!doctype html><meta name="viewport" content="width=device-width">
<body style="margin:0;padding:24px;background:#e5e7eb;font-family:system-ui,sans-serif">
<div style="max-width:360px;margin:0 auto;background:#fff;border-radius:14px;box-shadow:0 4px 16px #0002;padding:14px;display:flex;gap:12px">
<img id="icon" style="width:40px;height:40px;border-radius:8px" alt="">
<div style="min-width:0"><div style="font-size:12px;color:#6b7280">Vantage · ${new URL(BASE_URL).host}</div>
<div id="title" style="font-weight:600;margin-top:2px"></div><div id="body" style="white-space:pre-line;color:#374151;margin-top:2px;font-size:14px"></div></div>
</div></body>`);
  await page.evaluate((n) => {
    (document.getElementById('icon') as HTMLImageElement).src = n.icon;
    document.getElementById('title')!.textContent = n.title;
    document.getElementById('body')!.textContent = n.body;
  }, shown);
  await page.locator('#icon').evaluate((img: HTMLImageElement) => img.decode());
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 200 });
    await screenshot(page, `-${width}`);
  }
}

describe('push alerts', () => {
  test('the service worker shows a delivered message and points it at the game page', async () => {
    const { page, context } = session;
    const { today } = await calendar();
    // The replayed MLB day records "day" or "night" games (the sender assumes 1:05 or 7:05 PM for them).
    const game = (await gamesOn(today)).games.find((candidate) => candidate.start_kind !== 'tbd')!;
    await context.grantPermissions(['notifications'], { origin: new URL(BASE_URL).origin });
    await page.goto('/dashboard');
    expect(await registerServiceWorker(page)).toBe(`${BASE_URL}/`);

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    const ours = () => registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted);
    await eventually(async () => ours() !== undefined, true);
    const { registrationId } = ours()!;

    const message: PushMessage = pushMessageSchema.parse({
      title:
        game.start_kind === 'time'
          ? `${game.matchup} starts at ${game.game_time} (MLB)`
          : `${game.matchup}, ${game.game_time.toLowerCase()} today (MLB)`,
      body: `Pick: ${game.predicted_team ?? 'open the game on Vantage.'}`,
      url: `/game/${encodeURIComponent(game.game_id)}`,
      tag: `game-mlb-${game.game_id}`,
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(BASE_URL).origin,
      registrationId,
      data: JSON.stringify(message),
    });
    await eventually(() => shownNotifications(page).then((shown) => shown.length), 1);
    const [shown] = await shownNotifications(page);
    expect(shown).toMatchObject({
      title: message.title,
      body: message.body,
      tag: message.tag,
      icon: `${BASE_URL}/favicon.svg`,
      data: { url: message.url },
    });
    // The same game again replaces the notification rather than stacking a second one.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(BASE_URL).origin,
      registrationId,
      data: JSON.stringify(message),
    });
    await page.waitForTimeout(500);
    expect(await shownNotifications(page)).toHaveLength(1);

    // Headless Chromium has no notification to tap; the click opens data.url, which is the game's page.
    await page.goto(shown.data.url);
    await page.getByText(game.home_team).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/game/${encodeURIComponent(game.game_id)}`);
    await screenshotNotification(page, shown);
  });

  test('Preferences: a refused permission explains and stays off; on subscribes this device, off deletes it', async () => {
    const { page, context } = session;
    const email = uniqueEmail('push');
    const member = await registerByApi(email);
    await fetch(`${BASE_URL}/api/users/profile/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ favorite_sports: ['MLB'], favorite_teams: { MLB: ['Yankees'] } }),
    });
    await standInPushService(page);
    await openSignedIn(page, member, email, '/settings');
    const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
    await page.getByText('30 minutes before each game of your favourite teams').waitFor();

    await deny(context, page, 'notifications');
    await pushSwitch.click();
    await page.getByText('Notifications are blocked for Vantage in this browser.').waitFor();
    expect(await pushSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await devicesOf(member.access)).toEqual([]);

    await context.grantPermissions(['notifications'], { origin: new URL(BASE_URL).origin });
    await pushSwitch.click();
    await eventually(() => pushSwitch.getAttribute('aria-checked'), 'true');
    expect(await page.getByTestId('push-reason').count()).toBe(0);
    const [device] = await devicesOf(member.access);
    expect(device.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:9\/device\//);
    await eventually(
      () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
      `${BASE_URL}/sw.js`,
    );

    // After a reload the switch reads this device's subscription and the server's list: still on.
    await page.reload();
    await eventually(() => pushSwitch.getAttribute('aria-checked'), 'true');
    for (const dark of [false, true]) {
      if (dark) {
        await fetch(`${BASE_URL}/api/users/profile/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${member.access}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ dark_mode: true }),
        });
        await page.reload();
        await eventually(() => pushSwitch.getAttribute('aria-checked'), 'true');
      }
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `-${dark ? 'dark' : 'light'}-${width}`);
      }
    }

    await pushSwitch.click();
    await eventually(() => pushSwitch.getAttribute('aria-checked'), 'false');
    expect(await devicesOf(member.access)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pushUnsubscribed?: number }).__pushUnsubscribed)).toBe(
      1,
    );
  });
});
