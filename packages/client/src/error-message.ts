// What a failed request said, read once for every screen: each screen's wording rule (the spec gives one per
// screen: login, signup, password reset, the generic status line) picks from these parts in its own order.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { HttpQueryError } from '@vantage/client/base-query';

export interface FailureParts {
  /** No answer: the transport's message (timeout, network). */
  transport: string | null;
  /** The request's code threw: its message. */
  thrown: string | null;
  /** An HTML error page's title, or a traceback's last line. */
  text: string | null;
  detail: string | null;
  /** `non_field_errors`, joined by ', '. */
  nonField: string | null;
  /** Every other field's messages, joined by ' '. */
  fields: string | null;
  /** The HTTP status, when there was an answer. */
  status: number | null;
}

/** The readable part of an HTML error page or a traceback: its title, else its last non-empty line. */
function readableText(text: string): string | null {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
  const lines = (title ?? text)
    .replace(/<[^>]*>/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.at(-1) ?? null;
}

const nonEmpty = (parts: string[], separator: string): string | null =>
  parts.length > 0 ? parts.join(separator) : null;

/** The parts of an error answer's body. */
export function bodyParts(data: unknown): Pick<FailureParts, 'text' | 'detail' | 'nonField' | 'fields'> {
  if (typeof data === 'string') return { text: readableText(data), detail: null, nonField: null, fields: null };
  if (!data || typeof data !== 'object') return { text: null, detail: null, nonField: null, fields: null };
  const { detail, non_field_errors: nonField, ...fields } = data as Record<string, unknown>;
  const messages = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
  return {
    text: null,
    detail: typeof detail === 'string' && detail ? detail : null,
    nonField: nonEmpty(messages(nonField ?? []), ', '),
    fields: nonEmpty(Object.values(fields).flatMap(messages), ' '),
  };
}

export function failureParts(error: FetchBaseQueryError | SerializedError | undefined): FailureParts {
  const none = { transport: null, thrown: null, text: null, detail: null, nonField: null, fields: null, status: null };
  if (!error) return none;
  if (!('status' in error)) return { ...none, thrown: error.message ?? null };
  if ('error' in error) return { ...none, transport: error.error };
  return { ...none, ...bodyParts(error.data), status: Number(error.status) };
}

/** Any screen's fallback: the server's detail or non-field errors, else what kept the answer away, else the status. */
export function queryErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const { transport, thrown, detail, nonField, status } = failureParts(error);
  return transport ?? thrown ?? detail ?? nonField ?? (status === null ? 'Unknown error' : `HTTP ${status}`);
}

/** "HTTP 502: Bad Gateway", or "HTTP 502" for an answer without a status text; null when nothing answered. */
export function statusLine(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error) || typeof error.status !== 'number') return null;
  const { statusText } = error as HttpQueryError;
  return statusText ? `HTTP ${error.status}: ${statusText}` : `HTTP ${error.status}`;
}

export const LOGIN_FAILED = 'Login failed';

/** product rules §8, member and staff login alike: the answer's detail, else 'Login failed'; no answer says so. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const { transport, detail } = failureParts(error);
  return transport ?? detail ?? LOGIN_FAILED;
}
