import { emailSchema, MESSAGES, passwordSchema } from '@vantage/contracts/auth';

export interface SignupForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The spec's client checks, in its order (§5): passwords match, then a valid email, then the length.
 * Returns the first failure's message, or null. The rules are the server's own schemas.
 */
export function validateSignup({ email, password, confirmPassword }: SignupForm): string | null {
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  const emailCheck = emailSchema.safeParse(email);
  if (!emailCheck.success) return emailCheck.error.issues[0].message;
  const passwordCheck = passwordSchema.safeParse(password);
  if (!passwordCheck.success) return passwordCheck.error.issues[0].message;
  return null;
}
