import { ApiError } from '@vantage/client/http';
import { contactRequestSchema, type ContactRequest, type ContactTopic } from '@vantage/contracts/auth';

export interface ContactFormValues {
  email?: string;
  name?: string;
  topic?: ContactTopic;
  message?: string;
}

export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>;

export const TOPIC_LABELS: Record<ContactTopic, string> = {
  account: 'My account',
  billing: 'Billing and plans',
  predictions: 'Predictions',
  other: 'Something else',
};

/** The request to send, or the first message per field, checked with the server's own schema and texts. */
export function toContactRequest(
  values: ContactFormValues,
): { request: ContactRequest } | { errors: ContactFieldErrors } {
  const parsed = contactRequestSchema.safeParse({ ...values, name: values.name?.trim() || undefined });
  if (parsed.success) return { request: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ContactFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A 400's field errors (`{"field": ["message"]}`), the first message of each; {} for any other failure. */
export function serverFieldErrors(error: unknown): ContactFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.data || typeof error.data !== 'object') return {};
  const errors: ContactFieldErrors = {};
  for (const [field, messages] of Object.entries(error.data as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string')
      errors[field as keyof ContactFormValues] = messages[0];
  }
  return errors;
}
