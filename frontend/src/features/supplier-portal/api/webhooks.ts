import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

type Hooks = ApiClient['supplier-portal']['webhooks'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type SupplierWebhook = ApiResponse<Hooks['$get']>['data'][number];
export type SupplierWebhookEvent = ApiResponse<Hooks['events']['$get']>['data'][number];

export const EVENT_LABEL: Record<SupplierWebhookEvent, string> = {
  'supplier_order.sent': 'Pedido recebido',
  'supplier_order.cancelled': 'Pedido cancelado',
  'supplier_order.shipped': 'Remessa despachada',
  'supplier_order.delivered': 'Remessa entregue',
  'incident.opened': 'Ocorrência aberta',
  'incident.answered': 'Ocorrência respondida',
  'incident.resolved': 'Ocorrência resolvida',
  'incident.reopened': 'Ocorrência reaberta',
};

export const supplierWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier-portal', 'webhooks'],
    queryFn: ({ signal }) =>
      api.get<ApiResponse<Hooks['$get']>>('/supplier-portal/webhooks', undefined, signal).then((r) => r.data),
  });
export const useSupplierWebhooks = () => useQuery(supplierWebhooksQueryOptions());

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['supplier-portal', 'webhooks'] });
};

export const useCreateSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async (input: { url: string; events: SupplierWebhookEvent[] }) => {
      const created = await api.post<SupplierWebhook>('/supplier-portal/webhooks', input);
      // The secret is shown once, right after creation, so the endpoint can verify signatures.
      const { secret } = await api.get<{ secret: string }>(`/supplier-portal/webhooks/${created.id}/secret`);
      return { ...created, secret };
    },
    onSuccess,
  });
};

export const useToggleSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api.put<SupplierWebhook>(`/supplier-portal/webhooks/${id}`, { enabled }),
    onSuccess,
  });
};

export const useDeleteSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/supplier-portal/webhooks/${id}`), onSuccess });
};

export const useTestSupplierWebhook = () =>
  useMutation({ mutationFn: (id: string) => api.post(`/supplier-portal/webhooks/${id}/test`, {}) });
