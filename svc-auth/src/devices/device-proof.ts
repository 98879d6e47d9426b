import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { normaliseEmail } from '@vantage/contracts/auth-rules';

/**
 * The proof that this browser has signed in to an account before: an HttpOnly cookie holding a random device
 * id and, for each of the last few accounts signed in from it, an HMAC of (device id, account). The login
 * limits count a known device on its own, outside the ceiling that strangers' guesses fill (see the README's
 * "Passwords and abuse"), so a member is not locked out by guessing from elsewhere. Stateless: any replica
 * checks it with the secret derived from the shared signing key.
 */
export const DEVICE_COOKIE = 'vantage_device';

/** Accounts remembered per browser, newest first: a shared family computer, not a guesser's collection. */
const ACCOUNTS_PER_DEVICE = 5;
const MAX_AGE_MS = 365 * 24 * 3600 * 1000;
const ID_BYTES = 16;
const MAC_BYTES = 16;
const PART = /^[A-Za-z0-9_-]{22}$/;

interface DeviceCookie {
  id: string;
  macs: string[];
}

function readCookie(req: Request): DeviceCookie | null {
  const header = req.headers.cookie;
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== DEVICE_COOKIE || !value) continue;
    const [id, ...macs] = value.split('.');
    if (!PART.test(id) || macs.length > ACCOUNTS_PER_DEVICE || !macs.every((mac) => PART.test(mac))) return null;
    return { id, macs };
  }
  return null;
}

/** Reads and writes the device cookie, signed with a key derived from the replicas' shared key material. */
export class DeviceProofs {
  private readonly key: Buffer;

  /** `secretSource`: key material every replica shares (the signing key); only a derived key is used. */
  constructor(deps: { secretSource: string }) {
    this.key = Buffer.from(hkdfSync('sha256', deps.secretSource, Buffer.alloc(0), 'vantage device proof', 32));
  }

  /** This request's device id when its cookie proves a sign-in to `email` from it before, else null. */
  knownDevice(req: Request, email: string): string | null {
    const cookie = readCookie(req);
    if (!cookie) return null;
    const expected = Buffer.from(this.macOf(cookie.id, email));
    const known = cookie.macs.some((mac) => timingSafeEqual(Buffer.from(mac), expected));
    return known ? cookie.id : null;
  }

  /** Records a successful sign-in to `email` from this device (a new device id if it has none). */
  remember(req: Request, res: Response, email: string): void {
    const cookie = readCookie(req) ?? { id: randomBytes(ID_BYTES).toString('base64url'), macs: [] };
    const mac = this.macOf(cookie.id, email);
    const macs = [mac, ...cookie.macs.filter((other) => other !== mac)].slice(0, ACCOUNTS_PER_DEVICE);
    res.cookie(DEVICE_COOKIE, [cookie.id, ...macs].join('.'), {
      httpOnly: true,
      // Behind the gateway req.secure follows X-Forwarded-Proto (trust proxy).
      secure: req.secure,
      sameSite: 'strict',
      path: '/api/',
      maxAge: MAX_AGE_MS,
    });
  }

  private macOf(id: string, email: string): string {
    const account = createHash('sha256').update(normaliseEmail(email)).digest();
    return createHmac('sha256', this.key)
      .update(id)
      .update(account)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }
}
