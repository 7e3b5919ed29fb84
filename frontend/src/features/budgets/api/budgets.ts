import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { budgetsKeys } from '@/lib/query-keys/budgets';
import { cartKeys } from '@/lib/query-keys/cart';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type CostCentreList = Answer<(typeof client)['cost-centres']['$get']>;
export type CostCentre = CostCentreList['data'][number];
export type MemberDefault = Answer<(typeof client)['cost-centres']['members']['$get']>['data'][number];
export type BudgetList = Answer<typeof client.budgets.$get>;
export type Budget = BudgetList['data'][number];
export type BudgetPolicy = BudgetList['policy'];
export type BudgetsRemaining = Answer<typeof client.budgets.remaining.$get>;

export const costCentresQueryOptions = () =>
  queryOptions({
    queryKey: budgetsKeys.costCentres,
    queryFn: ({ signal }) => unwrap(client['cost-centres'].$get(undefined, { init: { signal } })),
  });
export const useCostCentres = () => useQuery(costCentresQueryOptions());

export const memberDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: budgetsKeys.memberDefaults,
    queryFn: ({ signal }) =>
      unwrap(client['cost-centres'].members.$get(undefined, { init: { signal } })).then((r) => r.data),
  });
export const useMemberDefaults = () => useQuery(memberDefaultsQueryOptions());

export const budgetsQueryOptions = () =>
  queryOptions({
    queryKey: budgetsKeys.list,
    queryFn: ({ signal }) => unwrap(client.budgets.$get({ query: {} }, { init: { signal } })),
  });
export const useBudgets = () => useQuery(budgetsQueryOptions());

/**
 * What remains for a cost centre (the viewer's default when none is given) and what the cart would
 * take: keyed under the cart's contents, so every change of the cart refreshes it.
 */
export const remainingQueryOptions = (costCentreId?: string, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: cartKeys.budgetsRemaining(costCentreId ?? 'default'),
    queryFn: ({ signal }) =>
      unwrap(client.budgets.remaining.$get({ query: asQuery({ costCentreId }) }, { init: { signal } })),
  });
export const useBudgetsRemaining = (costCentreId?: string, enabled = true) =>
  useQuery(remainingQueryOptions(costCentreId, enabled));

/** Every write refreshes the budgets screens and what remains (not the categories offered, which it does not change). */
const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [budgetsKeys.costCentres, budgetsKeys.memberDefaults, budgetsKeys.list, cartKeys.budgetsRemainingAll].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
};

export const useSaveCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...json }: Body<(typeof client)['cost-centres']['$post']> & Partial<Record<'id', string>>) =>
      id
        ? unwrap(client['cost-centres'][':id'].$put({ param: { id }, json }))
        : unwrap(client['cost-centres'].$post({ json })),
    onSuccess,
  });
};

/** Makes a centre the organization's default: what new members get. */
export const useMakeDefaultCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(client['cost-centres'][':id'].$put({ param: { id }, json: { isDefault: true } })),
    onSuccess,
  });
};

export const useDeleteCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(client['cost-centres'][':id'].$delete({ param: { id } })),
    onSuccess,
  });
};

type MemberDefaultChange = (typeof client)['cost-centres']['members'][':memberId']['$put'];
export const useSetMemberDefault = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ memberId, ...json }: Body<MemberDefaultChange> & Parameters<MemberDefaultChange>[0]['param']) =>
      unwrap(client['cost-centres'].members[':memberId'].$put({ param: { memberId }, json })),
    onSuccess,
  });
};

/** A budget's new amount (with its id), or a new budget. */
type BudgetSave =
  | (Body<(typeof client.budgets)[':id']['$put']> & Record<'id', string>)
  | (Body<typeof client.budgets.$post> & Partial<Record<'id', undefined>>);
export const useSaveBudget = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: BudgetSave) => {
      if (input.id === undefined) return unwrap(client.budgets.$post({ json: input }));
      const { id, ...json } = input;
      return unwrap(client.budgets[':id'].$put({ param: { id }, json }));
    },
    onSuccess,
  });
};

export const useDeleteBudget = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.budgets[':id'].$delete({ param: { id } })),
    onSuccess,
  });
};

export const useSetBudgetPolicy = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (policy: BudgetPolicy) => unwrap(client.budgets.policy.$put({ json: { policy } })),
    onSuccess,
  });
};

/** The platform's categories, for category budgets (the catalogue's list, read here: features stay apart). */
export type BudgetCategory = Answer<typeof client.categories.$get>[number];
export const budgetCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: budgetsKeys.categories,
    queryFn: ({ signal }) => unwrap(client.categories.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
export const useBudgetCategories = () => useQuery(budgetCategoriesQueryOptions());
