import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

/** The 200 answer; a 503 carries the same shape with status 'degraded'. */
export type Health = ApiResponse<ApiClient['health']['$get']>;

export const getHealth = (signal?: AbortSignal) => api.get<Health>('/health', undefined, signal);

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'health'], queryFn: ({ signal }) => getHealth(signal), refetchInterval: 60_000 });

export const useHealth = () => useQuery(healthQueryOptions());
