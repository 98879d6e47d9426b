import { skipToken } from '@reduxjs/toolkit/query';
import { viewerKey } from '@vantage/client/session';
import { useSession } from '@vantage/client/use-session';
import { useGetSubscriptionStatusQuery } from '@vantage/client/subscription';
import type { TierType } from '@vantage/contracts/billing';
import type { Viewer } from '@vantage/client/sports-api';

export interface ViewerState {
  signedIn: boolean;
  email: string | null;
  /** null for a guest, and while a member's tier is loading. */
  tier: TierType | null;
  tierLoading: boolean;
  /** Part of every sports cache key (see @vantage/client/sports-api's Viewer). */
  viewer: Viewer;
}

/** Who is looking at the screen: guest or member, and the member's tier. */
export function useViewer(): ViewerState {
  const { accessToken, email } = useSession();
  const signedIn = accessToken !== null;
  // product rules §6: a tier that cannot be read counts as Free.
  const { tier, isLoading } = useGetSubscriptionStatusQuery(signedIn ? (email ?? '') : skipToken, {
    selectFromResult: ({ data, isError, isLoading }) => ({
      tier: data?.tier_type ?? (isError ? ('free' as const) : undefined),
      isLoading,
    }),
  });
  return {
    signedIn,
    email,
    tier: signedIn ? (tier ?? null) : null,
    tierLoading: signedIn && isLoading,
    viewer: viewerKey({ accessToken, email }),
  };
}
