import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh and password-reset tokens. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
