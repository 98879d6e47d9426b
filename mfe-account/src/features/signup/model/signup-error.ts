import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { failureParts } from '@vantage/client/error-message';

/** Shown inline when the answer carries no message (product rules §8). */
export const UNKNOWN_ERROR = 'Unknown error';
/** The toast's text when the answer carries no message (product rules §8). */
export const TRY_AGAIN = 'Please try again.';

/**
 * product rules §8: the message of a failed signup, from an HTML error page or traceback, else `detail`, else
 * `non_field_errors` joined by ', ', else the field errors (our service answers field errors, e.g. a
 * taken email); null when the answer says nothing usable.
 */
export function signupErrorMessage(error: FetchBaseQueryError | SerializedError): string | null {
  const { transport, text, detail, nonField, fields } = failureParts(error);
  return transport ?? text ?? detail ?? nonField ?? fields;
}
