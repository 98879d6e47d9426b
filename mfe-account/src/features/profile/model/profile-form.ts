// The profile form (product rules §3 User profile, §5 Profile rules): what the edit mode holds, what Save posts,
// and the messages of a failed save.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { FavoriteTeams, Sport } from '@vantage/contracts/auth';
import type { UserProfile } from '@vantage/client/profile';

export interface ProfileFormValues {
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  /** YYYY-MM-DD or '' */
  date_of_birth: string;
  bio: string;
  favorite_sports: Sport[];
  favorite_teams: FavoriteTeams;
  email_notifications: boolean;
  // Push alerts are not part of the form: the Preferences tab's device switch subscribes at once.
  dark_mode: boolean;
  /** The bankroll stakes are sized from, as typed ('' when not set). */
  bankroll: string;
}

/**
 * The body of POST /api/users/profile/: the form, with an empty username, date of birth and bankroll sent as null
 * (a bankroll that is not a number goes as NaN, which the contract's check names).
 */
export type ProfileUpdateBody = Omit<ProfileFormValues, 'username' | 'date_of_birth' | 'bankroll'> & {
  username: string | null;
  date_of_birth: string | null;
  bankroll: number | null;
};

/** The saved profile as the form's starting values (the service stores only sports of the list). */
export function toFormValues(profile: UserProfile): ProfileFormValues {
  return {
    username: profile.username ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    phone_number: profile.phone_number ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    bio: profile.bio ?? '',
    favorite_sports: [...profile.favorite_sports] as Sport[],
    favorite_teams: { ...profile.favorite_teams } as FavoriteTeams,
    email_notifications: profile.email_notifications,
    dark_mode: profile.dark_mode,
    bankroll: profile.bankroll === null ? '' : String(profile.bankroll),
  };
}

export function toProfileUpdate(values: ProfileFormValues): ProfileUpdateBody {
  const username = values.username.trim();
  const bankroll = values.bankroll.trim().replace(/,/g, '');
  return {
    ...values,
    username: username === '' ? null : username,
    date_of_birth: values.date_of_birth || null,
    bankroll: bankroll === '' ? null : Number(bankroll),
  };
}

/** Field → first message, from zod issues (client check) keyed by the top-level field. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field → first message, from the service's `{"field": ["message"]}` answer. */
export function serverFieldErrors(error: FetchBaseQueryError | SerializedError): Record<string, string> {
  if (!('status' in error) || typeof error.status !== 'number') return {};
  if (!error.data || typeof error.data !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.data as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
}

/** product rules §8: 'Error: Failed to update profile: {status} - {body}'. */
export function saveErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return `Error: Failed to update profile: ${error.message ?? 'Unknown error'}`;
  if ('error' in error) return `Error: Failed to update profile: ${error.error}`;
  const body = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
  return `Error: Failed to update profile: ${error.status} - ${body}`;
}

/** product rules §8 picture failures: '{prefix}: {status}' (the transport error when there was no answer). */
export function pictureErrorMessage(prefix: string, error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return `${prefix}: ${error.message ?? 'Unknown error'}`;
  return `${prefix}: ${'error' in error ? error.error : error.status}`;
}

/** What the bankroll is for, under its field. */
export const BANKROLL_HELP =
  'What you bet from, in money or units: the game pages size stakes from it. Empty clears it.';

/** A saved bankroll as the profile shows it: 2,500 or 1,250.5. */
export function bankrollText(bankroll: number): string {
  return bankroll.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
