import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Shown inline when the answer carries no message (spec §8). */
export const UNKNOWN_ERROR = 'Unknown error';
/** The toast's text when the answer carries no message (spec §8). */
export const TRY_AGAIN = 'Please try again.';

/** The readable part of an HTML error page or a traceback: its title, else its last non-empty line. */
function messageFromText(text: string): string | null {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
  const lines = (title ?? text)
    .replace(/<[^>]*>/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.at(-1) ?? null;
}

/**
 * Spec §8: the message of a failed signup, from an HTML error page or traceback, else `detail`, else
 * `non_field_errors` joined by ', ', else the field errors (our service answers field errors, e.g. a
 * taken email); null when the answer says nothing usable.
 */
export function signupErrorMessage(error: FetchBaseQueryError | SerializedError): string | null {
  if (!('status' in error)) return null;
  if ('error' in error) return error.error;
  const { data } = error;
  if (typeof data === 'string') return messageFromText(data);
  if (!data || typeof data !== 'object') return null;
  const { detail, non_field_errors: nonFieldErrors, ...fields } = data as Record<string, unknown>;
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(nonFieldErrors) && nonFieldErrors.length > 0) return nonFieldErrors.join(', ');
  const fieldMessages = Object.values(fields)
    .flatMap((messages) => (Array.isArray(messages) ? messages : [messages]))
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return fieldMessages.length > 0 ? fieldMessages.join(' ') : null;
}
