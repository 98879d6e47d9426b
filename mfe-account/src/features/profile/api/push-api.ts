// This member's devices subscribed to push alerts, and the server's VAPID key to subscribe with.
import type {
  PushKey,
  PushSubscriptionCreate,
  PushSubscriptionInfo,
  PushSubscriptionList,
} from '@vantage/contracts/push';
import { fetchChecked, fetchNoContent } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

const PUSH_SUBSCRIPTIONS_PATH = '/api/users/push-subscriptions/';

export const pushApi = vantageApi.enhanceEndpoints({ addTagTypes: ['PushDevices'] }).injectEndpoints({
  endpoints: (build) => ({
    getPushKey: build.query<PushKey, void>({
      queryFn: (_none, _api, _extra, baseQuery) => fetchChecked(baseQuery, '/api/users/push-key/', 'pushKey'),
    }),
    /** `cacheKey` (the signed-in email) keeps one member's devices from showing to the next. */
    listPushDevices: build.query<PushSubscriptionList, string>({
      queryFn: (_cacheKey, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, PUSH_SUBSCRIPTIONS_PATH, 'pushSubscriptionList'),
      providesTags: ['PushDevices'],
    }),
    addPushDevice: build.mutation<PushSubscriptionInfo, PushSubscriptionCreate>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: PUSH_SUBSCRIPTIONS_PATH, method: 'POST', body }, 'pushSubscription'),
      invalidatesTags: ['PushDevices'],
    }),
    removePushDevice: build.mutation<void, { id: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) =>
        fetchNoContent(baseQuery, { url: `${PUSH_SUBSCRIPTIONS_PATH}${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: ['PushDevices'],
    }),
  }),
});

export const { useGetPushKeyQuery, useListPushDevicesQuery, useAddPushDeviceMutation, useRemovePushDeviceMutation } =
  pushApi;
