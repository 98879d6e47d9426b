import type { Request } from 'express';

export interface BillingUser {
  id: string;
  email: string;
}

/** The signed-in caller; only for routes behind auth.required, which sets req.auth. */
export function caller(req: Request): BillingUser {
  return { id: req.auth!.id, email: req.auth!.email };
}
