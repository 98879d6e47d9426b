// Texts and the first-call example of the profile's API tab.
import { API_KEY_HEADER, API_REFERENCE_PATH } from '@vantage/contracts/api-key-rules';

export const API_REFERENCE_URL = API_REFERENCE_PATH;

/** The curl line a member copies to make a first call, against the site they are on. */
export function firstCallExample(origin: string, key = 'YOUR_KEY'): string {
  return `curl -H "${API_KEY_HEADER}: ${key}" ${origin}/api/mlb/comparison/`;
}

/** "3 calls today · last used 25 Nov 2026, 21:40", or "Never used". */
export function usageLine(callsToday: number, lastUsedAt: string | null, format: (iso: string) => string): string {
  if (!lastUsedAt) return 'Never used';
  const calls = `${callsToday} call${callsToday === 1 ? '' : 's'} today`;
  return `${calls} · last used ${format(lastUsedAt)}`;
}
