// For tests of the API layer: fetch replaced by a queue of answers, and a member's profile as svc-auth answers it.
import { clearSession } from '@vantage/client/session';

/** Replaces fetch before each test; `answer(body)` queues the next request's JSON answer. */
export function answersInsteadOfFetch() {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    clearSession();
  });
  return {
    fetchMock,
    answer: (body: unknown) => fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(body))),
  };
}

export const SAMPLE_PROFILE = {
  id: '7',
  username: null,
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: '',
  phone_number: '',
  date_of_birth: null,
  bio: '',
  favorite_sports: ['MLB'],
  favorite_teams: {},
  email_notifications: true,
  push_notifications: false,
  dark_mode: false,
  bankroll: null,
  profile_picture: null,
  created_at: '2026-11-01T00:00:00Z',
};
