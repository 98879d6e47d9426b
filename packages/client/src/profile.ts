// The signed-in user's profile (product rules §3), read by the header and the account screens.
// Mutations that change it invalidate the 'Profile' tag so the header follows.
import type { UserProfile } from '@vantage/contracts/auth';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export type { UserProfile };

export const PROFILE_PATH = '/api/users/profile/';

export const profileApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The argument is the signed-in user's email, used only as the cache key, so one user's cached
     * profile is never shown to the next user who signs in on this browser.
     */
    getProfile: build.query<UserProfile, string>({
      queryFn: (_email, _api, _extra, baseQuery) => fetchChecked(baseQuery, PROFILE_PATH, 'profile'),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;

/** First and last name joined, else the username (product rules §3), else the email. */
export function displayName(profile: Pick<UserProfile, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return fullName || profile.username || profile.email;
}

/** The picture URL with a cache-busting timestamp, so a replaced picture shows at once. */
export function profilePictureSrc(url: string | null, timestamp: number | undefined): string | undefined {
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp ?? 0}`;
}
