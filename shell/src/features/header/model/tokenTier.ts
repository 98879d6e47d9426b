// The plan named in the access token (svc-auth puts `tier` in its claims and a checkout refreshes the token),
// read without verifying: it only decides whether the header offers an upgrade; the services verify.
import { isTierType, type TierType } from '@vantage/contracts/tiers';

export function tokenTier(accessToken: string | null): TierType | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    const tier = (claims as { tier?: unknown } | null)?.tier;
    return isTierType(tier) ? tier : null;
  } catch {
    return null;
  }
}

/** The header's Get Premium button: for everyone below the top tier. */
export function offersUpgrade(tier: TierType | null): boolean {
  return tier !== 'pro';
}
