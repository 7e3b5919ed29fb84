import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const hooks = client['supplier-portal'].webhooks;
// Shapes come from the server's router: a renamed field fails typecheck here.
export type SupplierWebhook = Answer<typeof hooks.$get>['data'][number];
export type SupplierWebhookEvent = Answer<typeof hooks.events.$get>['data'][number];

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
    queryKey: supplierPortalKeys.webhooks,
    queryFn: ({ signal }) => unwrap(hooks.$get(undefined, { init: { signal } })).then((r) => r.data),
  });
export const useSupplierWebhooks = () => useQuery(supplierWebhooksQueryOptions());

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.webhooks });
};

export const useCreateSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async (json: Body<typeof hooks.$post>) => {
      const created = await unwrap(hooks.$post({ json }));
      // The secret is shown once, right after creation, so the endpoint can verify signatures.
      const { secret } = await unwrap(hooks[':id'].secret.$get({ param: { id: created.id } }));
      return { ...created, secret };
    },
    onSuccess,
  });
};

export const useToggleSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, enabled }: Pick<SupplierWebhook, 'id' | 'enabled'>) =>
      unwrap(hooks[':id'].$put({ param: { id }, json: { enabled } })),
    onSuccess,
  });
};

export const useDeleteSupplierWebhook = () => {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => unwrap(hooks[':id'].$delete({ param: { id } })), onSuccess });
};

export const useTestSupplierWebhook = () =>
  useMutation({ mutationFn: (id: string) => unwrap(hooks[':id'].test.$post({ param: { id } })) });
