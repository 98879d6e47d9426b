import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { refreshAccessToken } from '@vantage/client/http';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { useSession } from '@vantage/client/use-session';
import { subscriptionApi, useGetSubscriptionStatusQuery } from '@vantage/client/subscription';

/**
 * After checkout: first a token refresh, so the access token carries the new tier and the other
 * services unlock its features at once, then the subscription as the service now records it. A failed
 * refresh ends the session and goes to /login (the client's rule).
 */
export function useFreshSubscription() {
  const { email } = useSession();
  const dispatch = useAppDispatch();
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    let active = true;
    refreshAccessToken()
      .then(() => {
        // Anything cached before the purchase (plan, features) is stale now.
        dispatch(subscriptionApi.util.invalidateTags(['Subscription']));
        if (active) setRefreshed(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [dispatch]);

  return useGetSubscriptionStatusQuery(refreshed ? (email ?? '') : skipToken);
}
