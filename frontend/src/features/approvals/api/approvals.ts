import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type PendingApprovals = ApiResponse<ApiClient['approvals']['pending']['$get']>;
export type PendingApproval = PendingApprovals['data'][number];
export type RulesInForce = ApiResponse<ApiClient['approval-rules']['$get']>;
export type RuleHistory = ApiResponse<ApiClient['approval-rules']['versions']['$get']>;
export type RuleVersion = RuleHistory['data'][number];
export type Rule = RuleVersion['rules'][number];
export type Approver = Rule['approvers'][number];

/** One band as the owner edits it (amounts in reais). */
export interface RuleInput {
  supplierId: string | null;
  categoryId: string | null;
  minAmount: number;
  maxAmount: number | null;
  approvers: Approver[];
}

export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: ['approvals', 'pending'],
    queryFn: ({ signal }) => api.get<PendingApprovals>('/approvals/pending', undefined, signal),
  });
export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: ['approval-rules'],
    queryFn: ({ signal }) => api.get<RulesInForce>('/approval-rules', undefined, signal),
  });
export const useApprovalRules = () => useQuery(rulesQueryOptions());

export const ruleHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['approval-rules', 'versions'],
    queryFn: ({ signal }) => api.get<RuleHistory>('/approval-rules/versions', undefined, signal),
  });
export const useRuleHistory = () => useQuery(ruleHistoryQueryOptions());

export const useSaveRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RuleInput[]) => api.put<RulesInForce>('/approval-rules', { rules }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['approval-rules'] }),
  });
};

/** What a rule may be scoped to: the platform's suppliers and categories (names only). */
export interface ScopeOption {
  id: string;
  name: string;
}
export const scopeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['approval-rules', 'scopes'],
    queryFn: async ({ signal }) => {
      const [suppliers, categories] = await Promise.all([
        api.get<ScopeOption[]>('/suppliers', undefined, signal),
        api.get<ScopeOption[]>('/categories', undefined, signal),
      ]);
      return { suppliers, categories };
    },
    staleTime: 5 * 60_000,
  });
export const useScopeOptions = () => useQuery(scopeOptionsQueryOptions());

export type ApprovalDecisions = ApiResponse<ApiClient['approvals']['decisions']['$post']>;

/**
 * Decides the current step of the parts chosen in one request (approve, or reject with their lines):
 * the server groups them by order, so each order's creator gets one e-mail; every list that shows
 * them refreshes after.
 */
export const useDecideParts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      parts,
      decision,
      note,
    }: {
      parts: PendingApproval[];
      decision: 'approve' | 'reject';
      note?: string;
    }) =>
      api.post<ApprovalDecisions>('/approvals/decisions', {
        decision,
        note,
        parts: parts.map((p) => ({ purchaseOrderId: p.purchaseOrderId, supplierOrderId: p.supplierOrderId })),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['approvals', 'pending'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
};
