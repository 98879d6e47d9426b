// Profile writes (product rules §7 calls 4, 6, 7). Each answers the whole user, which replaces the cached profile
// the header and this page read, so both show the change at once.
import { fetchChecked } from '@vantage/client/check-answer';
import type { QueryArgs } from '@vantage/client/base-query';
import { PROFILE_PATH, profileApi, type UserProfile } from '@vantage/client/profile';
import { vantageApi } from '@vantage/client/vantage-api';
import type { ProfileUpdateBody } from '../model/profile-form';

/** `cacheKey` is the argument the cached profile is stored under (the signed-in email). */
interface ProfileWrite {
  cacheKey: string;
}

const replaceCachedProfile = async (
  { cacheKey }: ProfileWrite,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: UserProfile }> },
) => {
  try {
    const { data } = await queryFulfilled;
    await dispatch(profileApi.util.upsertQueryData('getProfile', cacheKey, data));
  } catch {
    // A failed write leaves the cache as it was; the caller shows the error.
  }
};

type BaseQuery = Parameters<typeof fetchChecked>[0];
/** A write's answer, the whole user, checked against the contract. */
async function writeProfile(baseQuery: BaseQuery, args: QueryArgs) {
  const answer = await fetchChecked(baseQuery, args, 'profileAnswer');
  return 'error' in answer ? answer : { data: answer.data.user };
}

export const profileWriteApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserProfile, ProfileWrite & { changes: ProfileUpdateBody }>({
      queryFn: ({ changes }, _api, _extra, baseQuery) =>
        writeProfile(baseQuery, { url: PROFILE_PATH, method: 'POST', body: changes }),
      onQueryStarted: replaceCachedProfile,
    }),
    uploadProfilePicture: build.mutation<UserProfile, ProfileWrite & { file: File }>({
      queryFn: ({ file }, _api, _extra, baseQuery) => {
        const body = new FormData();
        body.append('profile_picture', file);
        // A picture may be several MB on a slow phone connection.
        return writeProfile(baseQuery, { url: '/api/user/profile-picture/', method: 'POST', body, timeoutMs: 60_000 });
      },
      onQueryStarted: replaceCachedProfile,
    }),
    deleteProfilePicture: build.mutation<UserProfile, ProfileWrite>({
      queryFn: (_write, _api, _extra, baseQuery) =>
        writeProfile(baseQuery, { url: '/api/user/profile-picture/delete/', method: 'DELETE' }),
      onQueryStarted: replaceCachedProfile,
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadProfilePictureMutation, useDeleteProfilePictureMutation } =
  profileWriteApi;
