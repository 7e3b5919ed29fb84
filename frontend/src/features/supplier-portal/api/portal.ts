import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';
import { LINE_REFUSAL_REASON } from '@api/orders/state-vocabulary';

const portal = client['supplier-portal'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type Inbox = Answer<typeof portal.orders.$get>;
export type SupplierOrder = Inbox['data'][number];
export type SupplierOrderStatus = SupplierOrder['status'];
export type SupplierOrderDetail = Answer<(typeof portal.orders)[':id']['$get']>;
export type SupplierOrderLine = SupplierOrderDetail['lines'][number];
export type RefusalReason = NonNullable<SupplierOrderLine['refusalReason']>;
export type SupplierSettings = Answer<typeof portal.settings.$get>;
export type SupplierPeople = Answer<typeof portal.people.$get>;

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

/** The supplier's picker of why a line is refused, in the vocabulary's order and words. */
export const REFUSAL_REASONS: { value: RefusalReason; label: string }[] = (
  Object.keys(LINE_REFUSAL_REASON) as RefusalReason[]
).map((value) => ({ value, label: LINE_REFUSAL_REASON[value].option }));

type InboxListQuery = NonNullable<Parameters<typeof portal.orders.$get>[0]['query']>;
/** A tab of the inbox and the page it is on, in the terms the API's query accepts. */
export type InboxQuery = Pick<InboxListQuery, 'status' | 'unread' | 'cursor'>;

export const inboxQueryOptions = (q: InboxQuery) =>
  queryOptions({
    queryKey: supplierPortalKeys.orders(q),
    queryFn: ({ signal }) =>
      unwrap(
        portal.orders.$get(
          // The API's enums go as they are (asQuery writes optional fields as plain text); undefined is left off.
          { query: { status: q.status, unread: q.unread, ...asQuery({ cursor: q.cursor, limit: 20 }) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useInbox = (q: InboxQuery) => useQuery(inboxQueryOptions(q));

export const supplierOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supplierPortalKeys.order(id),
    queryFn: ({ signal }) => unwrap(portal.orders[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useSupplierOrder = (id: string) => useQuery(supplierOrderQueryOptions(id));

export const useAnswerOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: Body<(typeof portal.orders)[':id']['acknowledge']['$post']> & { id: string }) =>
      unwrap(portal.orders[':id'].acknowledge.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.all }),
  });
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.settings,
    queryFn: ({ signal }) => unwrap(portal.settings.$get(undefined, { init: { signal } })),
  });
export const useSupplierSettings = () => useQuery(settingsQueryOptions());

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Body<typeof portal.settings.$put>) => unwrap(portal.settings.$put({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.settings }),
  });
};

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.people,
    queryFn: ({ signal }) => unwrap(portal.people.$get(undefined, { init: { signal } })),
  });
export const useSupplierPeople = () => useQuery(peopleQueryOptions());

export const useInvitePerson = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: Body<typeof portal.people.$post>) => unwrap(portal.people.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPortalKeys.people }),
  });
};

export type SupplierInvitation = Answer<(typeof client)['supplier-invitation'][':id']['$get']>;

export const supplierInvitationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supplierPortalKeys.invitation(id),
    queryFn: ({ signal }) => unwrap(client['supplier-invitation'][':id'].$get({ param: { id } }, { init: { signal } })),
    retry: false,
  });
export const useSupplierInvitation = (id: string) => useQuery(supplierInvitationQueryOptions(id));

/** Suppliers' invitations open to the signed-in person's address: where a new account goes first. */
export const mySupplierInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.myInvitations,
    queryFn: ({ signal }) => unwrap(client['supplier-invitation'].mine.$get(undefined, { init: { signal } })),
  });
export const useMySupplierInvitations = (enabled: boolean) =>
  useQuery({ ...mySupplierInvitationsQueryOptions(), enabled });

export const useAcceptSupplierInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client['supplier-invitation'][':id'].accept.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
