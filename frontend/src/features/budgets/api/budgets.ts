import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type CostCentreList = ApiResponse<ApiClient['cost-centres']['$get']>;
export type CostCentre = CostCentreList['data'][number];
export type MemberDefault = ApiResponse<ApiClient['cost-centres']['members']['$get']>['data'][number];
export type BudgetList = ApiResponse<ApiClient['budgets']['$get']>;
export type Budget = BudgetList['data'][number];
export type BudgetPolicy = BudgetList['policy'];
export type BudgetsRemaining = ApiResponse<ApiClient['budgets']['remaining']['$get']>;

export const costCentresQueryOptions = () =>
  queryOptions({
    queryKey: ['budgets', 'cost-centres'],
    queryFn: ({ signal }) => api.get<CostCentreList>('/cost-centres', undefined, signal),
  });
export const useCostCentres = () => useQuery(costCentresQueryOptions());

export const memberDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: ['budgets', 'member-defaults'],
    queryFn: ({ signal }) =>
      api.get<{ data: MemberDefault[] }>('/cost-centres/members', undefined, signal).then((r) => r.data),
  });
export const useMemberDefaults = () => useQuery(memberDefaultsQueryOptions());

export const budgetsQueryOptions = () =>
  queryOptions({
    queryKey: ['budgets', 'list'],
    queryFn: ({ signal }) => api.get<BudgetList>('/budgets', undefined, signal),
  });
export const useBudgets = () => useQuery(budgetsQueryOptions());

/**
 * What remains for a cost centre (the viewer's default when none is given) and what the cart would
 * take. Keyed under ['cart'] so every cart change refetches it.
 */
export const remainingQueryOptions = (costCentreId?: string, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: ['cart', 'budgets-remaining', costCentreId ?? 'default'],
    queryFn: ({ signal }) =>
      api.get<BudgetsRemaining>('/budgets/remaining', costCentreId ? { costCentreId } : undefined, signal),
  });
export const useBudgetsRemaining = (costCentreId?: string, enabled = true) =>
  useQuery(remainingQueryOptions(costCentreId, enabled));

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['budgets'] }),
      queryClient.invalidateQueries({ queryKey: ['cart', 'budgets-remaining'] }),
    ]);
};

export const useSaveCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...input }: { id?: string; name: string; code: string | null }) =>
      id ? api.put<CostCentre>(`/cost-centres/${id}`, input) : api.post<CostCentre>('/cost-centres', input),
    onSuccess,
  });
};

/** Makes a centre the organization's default: what new members get. */
export const useMakeDefaultCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.put<CostCentre>(`/cost-centres/${id}`, { isDefault: true }),
    onSuccess,
  });
};

export const useDeleteCostCentre = () => {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/cost-centres/${id}`), onSuccess });
};

export const useSetMemberDefault = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ memberId, costCentreId }: { memberId: string; costCentreId: string | null }) =>
      api.put(`/cost-centres/members/${memberId}`, { costCentreId }),
    onSuccess,
  });
};

export const useSaveBudget = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }:
      | { id: string; amount: number }
      | { id?: undefined; costCentreId: string; categoryId: string | null; amount: number }) =>
      id ? api.put(`/budgets/${id}`, input) : api.post('/budgets', input),
    onSuccess,
  });
};

export const useDeleteBudget = () => {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/budgets/${id}`), onSuccess });
};

export const useSetBudgetPolicy = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (policy: BudgetPolicy) => api.put<{ policy: BudgetPolicy }>('/budgets/policy', { policy }),
    onSuccess,
  });
};

/** The platform's categories, for category budgets (the catalogue's list, read here: features stay apart). */
export type BudgetCategory = ApiResponse<ApiClient['categories']['$get']>[number];
export const budgetCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'for-budgets'],
    queryFn: ({ signal }) => api.get<BudgetCategory[]>('/categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
export const useBudgetCategories = () => useQuery(budgetCategoriesQueryOptions());
