import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES, passwordSchema } from '@vantage/contracts/auth';
import { failureParts, queryErrorMessage } from '@vantage/client/error-message';

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** The signup rules that apply to a new password, in the same order: match first, then length. */
export function validateNewPassword({ password, confirmPassword }: NewPasswordForm): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  const check = passwordSchema.safeParse(password);
  return check.success ? null : check.error.issues[0].message;
}

/** The server's detail (e.g. an expired link), else its field errors (password, token), else the generic message. */
export function resetErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  const { detail, fields } = failureParts(error);
  return detail ?? fields ?? queryErrorMessage(error);
}
