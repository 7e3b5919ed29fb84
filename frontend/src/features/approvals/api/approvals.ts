import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { approvalsKeys } from '@/lib/query-keys/approvals';
import { purchaseOrdersKeys } from '@/lib/query-keys/orders';

const rules = client['approval-rules'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type PendingApprovals = Answer<typeof client.approvals.pending.$get>;
export type PendingApproval = PendingApprovals['data'][number];
export type RulesInForce = Answer<typeof rules.$get>;
export type RuleHistory = Answer<typeof rules.versions.$get>;
export type RuleVersion = RuleHistory['data'][number];
export type Rule = RuleVersion['rules'][number];
export type Approver = Rule['approvers'][number];

/** What saving sends: the whole list, and whether the owner's own orders need approval too. */
export type RulesBody = Body<typeof rules.$put>;
/** One band as the owner edits it (amounts in reais). */
export type RuleInput = RulesBody['rules'][number];

export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: approvalsKeys.pending,
    queryFn: ({ signal }) => unwrap(client.approvals.pending.$get(undefined, { init: { signal } })),
  });
export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: approvalsKeys.rules,
    queryFn: ({ signal }) => unwrap(rules.$get(undefined, { init: { signal } })),
  });
export const useApprovalRules = () => useQuery(rulesQueryOptions());

/**
 * Whether an order the viewer places now is approved at creation: hers is, as the owner, unless the
 * rules screen asks otherwise (decision 0055). The rules are read for the owner only.
 */
export function useApprovedAtCreation(role: string | undefined) {
  const owner = role === 'owner';
  const inForce = useQuery({ ...rulesQueryOptions(), enabled: owner });
  return owner && inForce.data?.ownerOrdersNeedApproval === false;
}

export const ruleHistoryQueryOptions = () =>
  queryOptions({
    queryKey: approvalsKeys.ruleHistory,
    queryFn: ({ signal }) => unwrap(rules.versions.$get(undefined, { init: { signal } })),
  });
export const useRuleHistory = () => useQuery(ruleHistoryQueryOptions());

export const useSaveRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesBody) => unwrap(rules.$put({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsKeys.rules }),
  });
};

/** What a rule may be scoped to: the platform's suppliers and categories (the screens show their names). */
export const scopeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: approvalsKeys.ruleScopes,
    queryFn: async ({ signal }) => {
      const [suppliers, categories] = await Promise.all([
        unwrap(client.suppliers.$get({ query: {} }, { init: { signal } })),
        unwrap(client.categories.$get(undefined, { init: { signal } })),
      ]);
      return { suppliers, categories };
    },
    staleTime: 5 * 60_000,
  });
export const useScopeOptions = () => useQuery(scopeOptionsQueryOptions());

const decisions = client.approvals.decisions;
export type ApprovalDecisions = Answer<typeof decisions.$post>;

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
    }: Omit<Body<typeof decisions.$post>, 'parts'> & { parts: PendingApproval[] }) =>
      unwrap(
        decisions.$post({
          json: {
            decision,
            note,
            parts: parts.map((p) => ({ purchaseOrderId: p.purchaseOrderId, supplierOrderId: p.supplierOrderId })),
          },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalsKeys.pending }),
        queryClient.invalidateQueries({ queryKey: purchaseOrdersKeys.all }),
      ]),
  });
};
