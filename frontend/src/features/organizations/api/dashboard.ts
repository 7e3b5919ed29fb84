import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import { organizationsKeys } from '@/lib/query-keys/organizations';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type DashboardStats = Answer<typeof client.organization.stats.$get>;
export type Metric = DashboardStats['leads'];
export type Onboarding = Answer<typeof client.organization.onboarding.$get>;
export type ProcurementOverview = Answer<typeof client.organization.overview.$get>;

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.dashboardStats,
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => unwrap(client.organization.stats.$get({}, { init: { signal } })),
  });
export const useDashboardStats = () => useQuery(statsQueryOptions());
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.onboarding,
    queryFn: ({ signal }) => unwrap(client.organization.onboarding.$get({}, { init: { signal } })),
  });
export const useOnboarding = () => useQuery(onboardingQueryOptions());
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: organizationsKeys.overview,
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => unwrap(client.organization.overview.$get({}, { init: { signal } })),
  });
export const useProcurementOverview = () => useQuery(overviewQueryOptions());
