import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

type Portal = ApiClient['supplier-portal'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type Inbox = ApiResponse<Portal['orders']['$get']>;
export type SupplierOrder = Inbox['data'][number];
export type SupplierOrderStatus = SupplierOrder['status'];
export type SupplierOrderDetail = ApiResponse<Portal['orders'][':id']['$get']>;
export type SupplierOrderLine = SupplierOrderDetail['lines'][number];
export type RefusalReason = NonNullable<SupplierOrderLine['refusalReason']>;
export type SupplierSettings = ApiResponse<Portal['settings']['$get']>;
export type SupplierPeople = ApiResponse<Portal['people']['$get']>;

/** The statuses a supplier sees, in the order the inbox lists them. */
export const SUPPLIER_STATUS_LIST = [
  'SENT',
  'ACKNOWLEDGED',
  'REFUSED',
  'CANCELLED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
] as const satisfies readonly SupplierOrderStatus[];

export const REFUSAL_REASONS: { value: RefusalReason; label: string }[] = [
  { value: 'SEM_ESTOQUE', label: 'Sem estoque' },
  { value: 'PRECO_ALTERADO', label: 'Preço alterado' },
  { value: 'FORA_DA_AREA', label: 'Fora da área de entrega' },
  { value: 'ABAIXO_DO_MINIMO', label: 'Abaixo do mínimo' },
  { value: 'OUTRO', label: 'Outro' },
];

export type InboxQuery = { status?: (typeof SUPPLIER_STATUS_LIST)[number]; unread?: boolean; cursor?: string };

export const inboxQueryOptions = (q: InboxQuery) =>
  queryOptions({
    queryKey: ['supplier-portal', 'orders', q],
    queryFn: ({ signal }) =>
      api.get<Inbox>(
        '/supplier-portal/orders',
        { status: q.status, unread: q.unread ? 'true' : undefined, cursor: q.cursor, limit: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const useInbox = (q: InboxQuery) => useQuery(inboxQueryOptions(q));

export const supplierOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['supplier-portal', 'order', id],
    queryFn: ({ signal }) => api.get<SupplierOrderDetail>(`/supplier-portal/orders/${id}`, undefined, signal),
  });
export const useSupplierOrder = (id: string) => useQuery(supplierOrderQueryOptions(id));

export type AnswerInput = {
  id: string;
  lines: { itemId: string; accepted: boolean; quantity?: number; reason?: RefusalReason; note?: string }[];
  promisedDate?: string;
};

export const useAnswerOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AnswerInput) =>
      api.post<SupplierOrderDetail>(`/supplier-portal/orders/${id}/acknowledge`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier-portal'] }),
  });
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier-portal', 'settings'],
    queryFn: ({ signal }) => api.get<SupplierSettings>('/supplier-portal/settings', undefined, signal),
  });
export const useSupplierSettings = () => useQuery(settingsQueryOptions());

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      orderEmail?: string | null;
      minimumOrderValue?: number;
      leadTimeDays?: number;
      paymentTerms?: string[];
      deliveryWeekdays?: number[];
      orderCutoff?: string | null;
    }) => api.put<SupplierSettings>('/supplier-portal/settings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier-portal', 'settings'] }),
  });
};

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier-portal', 'people'],
    queryFn: ({ signal }) => api.get<SupplierPeople>('/supplier-portal/people', undefined, signal),
  });
export const useSupplierPeople = () => useQuery(peopleQueryOptions());

export const useInvitePerson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: 'admin' | 'staff' }) => api.post('/supplier-portal/people', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier-portal', 'people'] }),
  });
};

export type SupplierInvitation = ApiResponse<ApiClient['supplier-invitation'][':id']['$get']>;

export const supplierInvitationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['supplier-invitation', id],
    queryFn: ({ signal }) => api.get<SupplierInvitation>(`/supplier-invitation/${id}`, undefined, signal),
    retry: false,
  });
export const useSupplierInvitation = (id: string) => useQuery(supplierInvitationQueryOptions(id));

export const useAcceptSupplierInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/supplier-invitation/${id}/accept`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
