import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';
import { formatBRL } from '@/lib/format';

export type Cycle = 'month' | 'year';

export type PlanFeature = Plan['features'][number];
export type Plan = ApiResponse<ApiClient['plan']['$get']>['data'][number];

export type FeatureUsage = BillingState['features'][number];
export type BillingState = ApiResponse<ApiClient['billing']['subscription']['$get']>;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => api.get<ApiResponse<ApiClient['plan']['$get']>>('/plan', undefined, signal),
    staleTime: 5 * 60_000,
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'],
    queryFn: ({ signal }) => api.get<BillingState>('/billing/subscription', undefined, signal),
  });
export const useBilling = () => useQuery(billingQueryOptions());

/** Starts a plan change: the answer is a provider page to go to (checkout or confirmation). */
export const useStartPlanChange = () =>
  useMutation({
    mutationFn: (input: { plan: string; cycle: Cycle; seats?: number }) =>
      api.post<ApiResponse<ApiClient['billing']['subscription']['$post']>>('/billing/subscription', input),
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: (returnUrl: string) =>
      api.post<ApiResponse<ApiClient['billing']['subscription']['open']['$post']>>('/billing/subscription/open', {
        returnUrl,
      }),
  });

export const useCancelSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { when: 'now' | 'period_end'; prorate?: boolean; invoiceNow?: boolean }) =>
      api.post<ApiResponse<ApiClient['billing']['subscription']['cancel']['$post']>>(
        '/billing/subscription/cancel',
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });
};

/** Plan prices are centavos: 1000 → "R$ 10,00". */
export const formatCents = (cents: number) => formatBRL(cents / 100);
