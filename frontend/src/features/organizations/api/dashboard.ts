import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type DashboardStats = ApiResponse<ApiClient['organization']['stats']['$get']>;
export type Metric = DashboardStats['leads'];
export type Onboarding = ApiResponse<ApiClient['organization']['onboarding']['$get']>;

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => api.get<DashboardStats>('/organization/stats', undefined, signal),
  });
export const useDashboardStats = () => useQuery(statsQueryOptions());
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'onboarding'],
    queryFn: ({ signal }) => api.get<Onboarding>('/organization/onboarding', undefined, signal),
  });
export const useOnboarding = () => useQuery(onboardingQueryOptions());
