import { sameSiteNext } from '@vantage/contracts/auth';

export const STAFF_HOME = '/yoko/trends';

/** Where to go after the staff login: `next` only when it is a path on this site, else the staff dashboard. */
export function safeNext(next: string | null | undefined): string {
  return sameSiteNext(next, STAFF_HOME);
}
