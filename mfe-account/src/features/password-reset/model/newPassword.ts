import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES, passwordSchema } from '@vantage/contracts/auth';
import { queryErrorMessage } from '@vantage/client/base-query';

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

/** The server's detail (e.g. an expired link), else its password or token field errors, else the status. */
export function resetErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error && typeof error.status === 'number' && error.data && typeof error.data === 'object') {
    const { detail, password, token } = error.data as Record<string, unknown>;
    if (typeof detail === 'string') return detail;
    const fieldMessages = [password, token].flatMap((messages) => (Array.isArray(messages) ? messages : []));
    if (fieldMessages.length > 0) return fieldMessages.join(' ');
  }
  return queryErrorMessage(error);
}
