// The one RTK Query API slice of the product. Features add their endpoints with
// `vantageApi.injectEndpoints(...)` (and tag types with `enhanceEndpoints({ addTagTypes })`), so a
// single cache and a single middleware serve the shell and every remote.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery, KEEP_UNUSED_DATA_FOR_SECONDS } from '@vantage/client/base-query';

export const vantageApi = createApi({
  reducerPath: 'vantageApi',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_SECONDS,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
