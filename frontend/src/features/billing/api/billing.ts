import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { formatBRL } from '@/lib/format';
import { billingKeys } from '@/lib/query-keys/billing';

type PlanChange = Body<typeof client.billing.subscription.$post>;
/** The cycles the plan screens offer, of those the API accepts. */
export type Cycle = Extract<NonNullable<PlanChange['cycle']>, 'month' | 'year'>;

export type PlanFeature = Plan['features'][number];
export type Plan = Answer<typeof client.plan.$get>['data'][number];

export type FeatureUsage = BillingState['features'][number];
export type BillingState = Answer<typeof client.billing.subscription.$get>;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => unwrap(client.plan.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => unwrap(client.billing.subscription.$get(undefined, { init: { signal } })),
  });
export const useBilling = () => useQuery(billingQueryOptions());

/** Starts a plan change: the answer is a provider page to go to (checkout or confirmation). */
export const useStartPlanChange = () =>
  useMutation({
    mutationFn: (json: PlanChange) => unwrap(client.billing.subscription.$post({ json })),
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: (returnUrl: string) => unwrap(client.billing.subscription.open.$post({ json: { returnUrl } })),
  });

export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Body<typeof client.billing.subscription.cancel.$post>) =>
      unwrap(client.billing.subscription.cancel.$post({ json })),
    // The subscription only: the plans on offer do not change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
};

/** Plan prices are centavos: 1000 → "R$ 10,00". */
export const formatCents = (cents: number) => formatBRL(cents / 100);
