// The answers of writes a screen uses as they come (tokens it stores, the address it sends the member to, the user
// it shows) are checked against their contracts: one that is not the contract is an error the screen words, never
// tokens stored or an address opened.
import '@vantage/client/testing/browser-globals';
import { clearSession } from '@vantage/client/session';
import { createAppStore } from '@vantage/client/store';
import { vantageApi } from '@vantage/client/vantage-api';
import { loginApi } from '@/features/login/api/login-api';
import { pricingApi } from '@/features/pricing/api/pricing-api';
import { profileWriteApi } from '@/features/profile/api/profile-api';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (body: unknown) => fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(body)));

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  clearSession();
});

const user = {
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
  profile_picture: null,
  created_at: '2026-11-01T00:00:00Z',
};

test('a write whose answer is its contract gives the data; one whose answer is not is a parsing error', async () => {
  const store = createAppStore();
  const send = async (initiate: unknown) => {
    const { data, error } = (await store.dispatch(initiate as never)) as { data?: unknown; error?: unknown };
    return data ?? error;
  };
  const login = { email: 'casey@example.com', password: 'correct horse battery' };
  const parsingError = { status: 'PARSING_ERROR', error: 'Unexpected data format' };

  answer({ access: 'a', refresh: 'r' });
  answer({ access: 'a' });
  expect(await send(loginApi.endpoints.login.initiate(login))).toEqual({ access: 'a', refresh: 'r' });
  expect(await send(loginApi.endpoints.login.initiate(login))).toMatchObject(parsingError);

  answer({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
  answer({ checkout_url: 42 });
  const checkout = pricingApi.endpoints.createCheckoutSession.initiate({ tier_type: 'pro' } as never);
  expect(await send(checkout)).toEqual({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
  expect(await send(checkout)).toMatchObject(parsingError);

  answer({ user });
  answer({ user: { ...user, email: null } });
  const write = profileWriteApi.endpoints.updateProfile.initiate({ cacheKey: user.email, changes: { bio: 'hi' } });
  expect(await send(write)).toEqual(user);
  expect(await send(write)).toMatchObject(parsingError);
  // The cached profile's timer (kept while unused) would hold jest open.
  store.dispatch(vantageApi.util.resetApiState());
});
