import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { operatorKeys } from '@/lib/query-keys/operator';

const route = client['listing-requests'];
export type ListingRequestPage = Answer<typeof route.$get>;
export type ListingRequest = ListingRequestPage['data'][number];
export type ListingStatus = ListingRequest['status'];

export const LISTING_REQUESTS_PAGE_SIZE = 20;

export const listingRequestsQueryOptions = (q: { page: number; status?: ListingStatus }) =>
  queryOptions({
    queryKey: operatorKeys.listingRequests(q),
    queryFn: ({ signal }) =>
      unwrap(
        route.$get(
          { query: { ...asQuery({ page: q.page, limit: LISTING_REQUESTS_PAGE_SIZE }), status: q.status } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useListingRequests = (q: { page: number; status?: ListingStatus }) =>
  useQuery(listingRequestsQueryOptions(q));

/** A decision changes the list, and the supplier directory (a listed supplier shows as such). */
function useDecision<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [operatorKeys.listingRequestsAll, operatorKeys.suppliers].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useApproveListing = () =>
  useDecision((id: string) => unwrap(route[':id'].approve.$post({ param: { id } })));

export const useRefuseListing = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) =>
    unwrap(route[':id'].refuse.$post({ param: { id }, json: { reason } })),
  );
