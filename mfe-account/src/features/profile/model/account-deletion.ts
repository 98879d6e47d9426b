// Deleting one's account (DELETE /api/user/, svc-auth/src/accounts/deletion.ts): what the section says, when its
// button may be pressed, and how a refusal is worded. What it lists is what the services delete: svc-billing ends
// the plan at Stripe (no refund is made: it has no refund code) and deletes the Stripe customer and its billing
// records, svc-sports the bets and watchlists, svc-auth the account, its sessions, API keys and picture.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AccountDelete } from '@vantage/contracts/auth';
import { failureParts, queryErrorMessage } from '@vantage/client/error-message';

export const ACCOUNT_DELETION_TEXT = {
  title: 'Delete account',
  intro: 'Deleting your account removes it for good. It cannot be undone.',
  open: 'Delete account…',
  dialogTitle: 'Delete your account?',
  whatGoes: 'This deletes, at once and for good:',
  items: [
    'your profile, your email address and your profile picture',
    'your watchlists and every bet you logged',
    'your API keys, push notifications and sessions: you are signed out on every device',
    'your subscription, if you have one: it is cancelled at Stripe straight away, with no refund for the time left, and your billing records and invoices are deleted',
  ],
  confirmEmailLabel: 'Type your email address to confirm',
  passwordLabel: 'Your password',
  confirm: 'Delete my account',
  cancel: 'Keep my account',
  deleted: 'Your account has been deleted. Everything kept for it is gone.',
  notDeletedTitle: 'Your account was not deleted',
  retry:
    'A service could not delete its part of your data, so nothing was deleted and your account is as it was. Please try again in a minute.',
} as const;

/** The button is pressed only once the member has typed their own email (case aside) and a password. */
export function deletionConfirmed(typedEmail: string, accountEmail: string, password: string): boolean {
  return typedEmail.trim().toLowerCase() === accountEmail.trim().toLowerCase() && password.length > 0;
}

export const deletionBody = (password: string): AccountDelete => ({ password });

/**
 * A refusal in the member's words: a wrong password is the password field's error; a 503 (a service did not
 * confirm) says nothing was lost and to try again; anything else is what the answer said.
 */
export function deletionFailure(error: FetchBaseQueryError | SerializedError | undefined): {
  password: string | null;
  alert: string | null;
} {
  const { status, fields } = failureParts(error);
  if (status === 400 && fields) return { password: fields, alert: null };
  if (status === 503) return { password: null, alert: ACCOUNT_DELETION_TEXT.retry };
  return { password: null, alert: queryErrorMessage(error) };
}
