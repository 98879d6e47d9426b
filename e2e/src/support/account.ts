// Accounts for browser tests: unique users made through the API (fast) or the screens (what a person
// does), a signed-in page without the login form, toasts, token claims and the dev outbox.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { DevOutboxResponse, RegisterResponse, TokenPair } from '@vantage/contracts/auth';
import { BASE_URL } from './browser';

/** Not in the common-password list, long enough. */
export const PASSWORD = 'Bullpen-Vantage-2024';

let counter = 0;
export function uniqueEmail(label = 'fan'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function registerByApi(email = uniqueEmail(), password = PASSWORD): Promise<RegisterResponse> {
  const response = await fetch(`${BASE_URL}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as RegisterResponse;
}

/** Stores a session the way the login screen does (keys of product rules §3), then opens `path`. */
export async function openSignedIn(page: Page, tokens: TokenPair, email: string, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ access, refresh, userEmail }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('user_email', userEmail);
    },
    { access: tokens.access, refresh: tokens.refresh, userEmail: email },
  );
  await page.goto(path);
}

/** A new user, signed in on `page` at `path`. */
export async function newSignedInUser(page: Page, path: string, label?: string) {
  const email = uniqueEmail(label);
  const registered = await registerByApi(email);
  await openSignedIn(page, registered, email, path);
  return { email, ...registered };
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** The claims of a JWT (not verified: the services do that). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** An antd notification (titled toast) or message containing `text`. */
export function toast(page: Page, text: string) {
  return page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text }).first();
}

/**
 * The newest password-reset token emailed to `email` (svc-auth's dev outbox, AUTH_DEV_OUTBOX=1). svc-auth queues
 * the email after answering (so the answer's timing tells nothing), so it is looked for for up to 5 s.
 */
export async function latestResetToken(email: string): Promise<string> {
  for (const deadline = Date.now() + 5000; ; await new Promise((wait) => setTimeout(wait, 100))) {
    const response = await fetch(`${BASE_URL}/api/auth/dev/outbox/?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as DevOutboxResponse;
    const token = emails[0]?.body.match(/\/forgot-password#token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no reset email for ${email}`);
  }
}

/** A real PNG (a solid square) for upload tests. */
export function pngPicture(background = '#c00', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The page's layout background colour: tells the light theme from the dark one. */
export async function layoutBackground(page: Page): Promise<string> {
  await page.locator('.ant-layout').first().waitFor();
  return page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor);
}
