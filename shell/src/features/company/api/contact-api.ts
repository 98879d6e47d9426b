import { apiRequest } from '@vantage/client/http';
import type { ContactRequest, DetailResponse } from '@vantage/contracts/auth';

export const CONTACT_PATH = '/api/users/contact/';

/** The shared client attaches the bearer token when signed in; svc-auth then replies to the account's address. */
export const sendContactMessage = (body: ContactRequest) =>
  apiRequest<DetailResponse>(CONTACT_PATH, { method: 'POST', body });
