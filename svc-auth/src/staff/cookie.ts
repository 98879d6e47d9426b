import type { Request, Response } from 'express';
import { STAFF_COOKIE } from '@vantage/service-kit/auth';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vantage/service-kit/jwt';

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  // Behind the gateway req.secure follows X-Forwarded-Proto (trust proxy: loopback).
  secure: req.secure,
  sameSite: 'strict' as const,
  path: '/',
});

/** The staff area's cookie: the access token, HttpOnly, SameSite=Strict, Secure over https. */
export function setStaffCookie(req: Request, res: Response, accessToken: string): void {
  res.cookie(STAFF_COOKIE, accessToken, { ...cookieOptions(req), maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000 });
}

export function clearStaffCookie(req: Request, res: Response): void {
  res.clearCookie(STAFF_COOKIE, cookieOptions(req));
}
