// The answers of writes a screen uses as they come (tokens it stores, the address it sends the member to, the user
// it shows) are checked against their contracts: one that is not the contract is an error the screen words, never
// tokens stored or an address opened.
import '@vantage/client/testing/browser-globals';
import { answersInsteadOfFetch, SAMPLE_PROFILE } from '@vantage/client/testing/answers';
import { createAppStore } from '@vantage/client/store';
import { vantageApi } from '@vantage/client/vantage-api';
import { loginApi } from '@/features/login/api/login-api';
import { pricingApi } from '@/features/pricing/api/pricing-api';
import { profileWriteApi } from '@/features/profile/api/profile-api';
import { toFormValues, toProfileUpdate } from '@/features/profile/model/profile-form';
import type { UserProfile } from '@vantage/client/profile';

const { answer } = answersInsteadOfFetch();
const user = SAMPLE_PROFILE as UserProfile;

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
  const write = profileWriteApi.endpoints.updateProfile.initiate({
    cacheKey: user.email,
    changes: toProfileUpdate({ ...toFormValues(user), bio: 'hi' }),
  });
  expect(await send(write)).toEqual(user);
  expect(await send(write)).toMatchObject(parsingError);
  // The cached profile's timer (kept while unused) would hold jest open.
  store.dispatch(vantageApi.util.resetApiState());
});
