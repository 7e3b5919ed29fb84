import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type SessionData = ApiResponse<ApiClient['auth']['session']['$get']>;

export const getSession = (signal?: AbortSignal) => api.get<SessionData>('/auth/session', undefined, signal);

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
