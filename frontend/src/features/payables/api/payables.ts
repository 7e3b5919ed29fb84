import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import { payablesKeys } from '@/lib/query-keys/payables';

const payables = client.payables;
// Shapes come from the server's router: a renamed field fails typecheck here.
export type PayablePage = Answer<typeof payables.$get>;
export type Payable = PayablePage['data'][number];
export type PayableStatus = Payable['status'];
export type PaymentMethod = NonNullable<Payable['method']>;
export type PayableWeeks = Answer<typeof payables.weeks.$get>;
export type Payment = Body<(typeof payables)[':id']['pay']['$post']>;

type PayablesApiQuery = NonNullable<Parameters<typeof payables.$get>[0]['query']>;
/** What narrows the list (and its CSV): a status, a supplier and a month of due dates ('AAAA-MM'). */
export type PayableFilters = Pick<PayablesApiQuery, 'supplierId' | 'period'> & {
  [K in keyof Pick<PayablesApiQuery, 'status'>]?: PayableStatus;
};
/** One page of the list: its filters and its page (a number here); the page size is this file's. */
export type PayablesQuery = PayableFilters & { [K in keyof Pick<PayablesApiQuery, 'page'>]-?: number };

const PAGE_SIZE = 20;

/** Every state in the order the filter lists them; the check below fails if the server adds one. */
export const PAYABLE_STATUS_LIST = [
  'OPEN',
  'OVERDUE',
  'EM_CONFERENCIA',
  'PAID',
] as const satisfies readonly PayableStatus[];
type UnlistedStatus = Exclude<PayableStatus, (typeof PAYABLE_STATUS_LIST)[number]>;
export const everyStatusListed: [UnlistedStatus] extends [never] ? true : never = true;

/** Where the accountant's CSV downloads from, with the list's filters (a plain link: the browser saves it). */
export const payablesCsvHref = (filters: PayableFilters) => {
  const query = new URLSearchParams(asQuery(filters)).toString();
  return `/api/v1/payables/export.csv${query ? `?${query}` : ''}`;
};

export const payablesQueryOptions = (q: PayablesQuery) =>
  queryOptions({
    queryKey: payablesKeys.list(q),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      unwrap(payables.$get({ query: asQuery({ ...q, limit: PAGE_SIZE }) }, { init: { signal } })),
  });
export const usePayables = (q: PayablesQuery) => useQuery(payablesQueryOptions(q));

export const payableWeeksQueryOptions = () =>
  queryOptions({
    queryKey: payablesKeys.weeks,
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => unwrap(payables.weeks.$get(undefined, { init: { signal } })),
  });
export const usePayableWeeks = () => useQuery(payableWeeksQueryOptions());

/** The list and the weeks read again: after a payment, or after learning that someone else paid. */
export function useRefreshPayables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payablesKeys.all });
}

/** Records a payment (owner or admin); the list and the weeks follow once it is written. */
export function usePayPayable() {
  const refresh = useRefreshPayables();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string } & Payment) =>
      unwrap(payables[':id'].pay.$post({ param: { id }, json })),
    onSuccess: refresh,
  });
}
