// This browser's side of push alerts: the service worker the shell serves at /sw.js, the notification
// permission and the browser's push subscription.
import { PUSH_LEAD_MINUTES } from '@vantage/contracts/push';

export const PUSH_DESCRIPTION = `A notification on this device ${PUSH_LEAD_MINUTES} minutes before each game of your favourite teams, with the Vantage pick.`;

/** Why the switch is off, or what went wrong, in the member's words. */
export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot receive push notifications.',
  unavailable: 'Push notifications are not available right now.',
  denied:
    'Notifications are blocked for Vantage in this browser. Allow them in the site settings (the icon left of the address), then switch this on again.',
  dismissed: 'Allow notifications when your browser asks, to get alerts on this device.',
  noTeams: 'Choose favourite teams in the Sports tab: alerts come for their games.',
  failed: "This device could not be subscribed: the browser's push service did not answer. Try again later.",
} as const;

/** How long the browser's push service may take to subscribe before the switch gives up. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

const base64urlToBytes = (value: string) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** The shell's service worker (scope /), registered once. */
export async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks for permission (the browser shows its prompt) and subscribes this device with the server's key.
 * Answers the subscription, or why there is none.
 */
export async function subscribeDevice(
  publicKey: string,
): Promise<{ subscription: PushSubscription } | { refused: 'denied' | 'dismissed' | 'failed' }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: permission === 'denied' ? 'denied' : 'dismissed' };
  try {
    const registration = await serviceWorker();
    const key = base64urlToBytes(publicKey);
    const existing = await registration.pushManager.getSubscription();
    const existingKey = existing?.options.applicationServerKey;
    // A subscription made with another server key (keys rotated) cannot receive our messages.
    if (existing && existingKey && !sameBytes(new Uint8Array(existingKey), key)) await existing.unsubscribe();
    const subscription = await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), SUBSCRIBE_TIMEOUT_MS)),
    ]);
    return { subscription };
  } catch {
    return { refused: 'failed' };
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
