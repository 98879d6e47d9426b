import { checkAnswer } from '@vantage/client/check-answer';
import { UNEXPECTED_DATA_FORMAT } from '@vantage/client/game-list';
import { apiRequest } from '@vantage/client/http';
import type { ContactRequest, DetailResponse } from '@vantage/contracts/auth';

export const CONTACT_PATH = '/api/users/contact/';

/** The shared client attaches the bearer token when signed in; svc-auth then replies to the account's address. */
export async function sendContactMessage(body: ContactRequest): Promise<DetailResponse> {
  const answer = await apiRequest<unknown>(CONTACT_PATH, { method: 'POST', body });
  // The page shows the detail: an answer without one is reported, not shown as a blank confirmation.
  const checked = await checkAnswer('detail', answer);
  if (!checked) throw new Error(UNEXPECTED_DATA_FORMAT);
  return checked;
}
