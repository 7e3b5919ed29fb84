import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Metric {
  current: number;
  previous: number;
  change: number;
}
export interface DashboardStats {
  leads: Metric;
  submissions: Metric;
  purchaseOrders: Metric;
  spend: Metric;
  series: Array<{ date: string; leads: number; submissions: number; orders: number; spend: number }>;
}
export interface Onboarding {
  steps: { createBrand: boolean; inviteMembers: boolean; configureIntegrations: boolean; upgradePlan: boolean };
  completed: number;
  total: number;
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => api.get<DashboardStats>('/organization/stats', undefined, signal),
  });
export const useDashboardStats = () => useQuery(statsQueryOptions());
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'onboarding'],
    queryFn: ({ signal }) => api.get<Onboarding>('/organization/onboarding', undefined, signal),
  });
export const useOnboarding = () => useQuery(onboardingQueryOptions());
