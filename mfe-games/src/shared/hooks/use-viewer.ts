import { viewerKey } from '@vantage/client/session';
import { useSession } from '@vantage/client/use-session';
import { useSubscriptionTier } from '@vantage/client/subscription';
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
  const { tier, isLoading } = useSubscriptionTier(signedIn ? (email ?? '') : null);
  return {
    signedIn,
    email,
    tier: signedIn ? (tier ?? null) : null,
    tierLoading: signedIn && isLoading,
    viewer: viewerKey({ accessToken, email }),
  };
}
