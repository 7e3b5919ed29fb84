import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';
import type { CartFillReport } from '@/components/cart-fill-report';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type ShoppingListPage = ApiResponse<ApiClient['shopping-lists']['$get']>;
export type ShoppingListSummary = ShoppingListPage['data'][number];
export type ShoppingList = ApiResponse<ApiClient['shopping-lists'][':id']['$get']>;
export type ShoppingListItem = ShoppingList['items'][number];

/** Enough for a picker: an organization keeps a handful of lists. */
export const PICKER_LIMIT = 100;

export const shoppingListsQueryOptions = (page: number, limit = 20) =>
  queryOptions({
    queryKey: ['shopping-lists', 'page', { page, limit }],
    queryFn: ({ signal }) => api.get<ShoppingListPage>('/shopping-lists', { page, limit }, signal),
    placeholderData: keepPreviousData,
  });
export const useShoppingLists = (page: number, limit?: number) => useQuery(shoppingListsQueryOptions(page, limit));

export const shoppingListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['shopping-lists', 'one', id],
    queryFn: ({ signal }) => api.get<ShoppingList>(`/shopping-lists/${id}`, undefined, signal),
  });
export const useShoppingList = (id: string) => useQuery(shoppingListQueryOptions(id));

/** Any change to a list changes its counts and total in the index too. */
const useListMutation = <T, R>(mutationFn: (input: T) => Promise<R>, alsoCart = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shopping-lists'] }),
        alsoCart ? queryClient.invalidateQueries({ queryKey: ['cart'] }) : undefined,
      ]),
  });
};

export const useCreateList = () =>
  useListMutation((input: { name: string; fromPurchaseOrderId?: string }) =>
    api.post<ShoppingListSummary>('/shopping-lists', input),
  );
export const useRenameList = () =>
  useListMutation(({ id, name }: { id: string; name: string }) =>
    api.put<ShoppingListSummary>(`/shopping-lists/${id}`, { name }),
  );
/** A deleted list leaves the cache at once: refetching it would only show a "not found". */
export const useDeleteList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/shopping-lists/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ['shopping-lists', 'one', id] });
      return queryClient.invalidateQueries({ queryKey: ['shopping-lists', 'page'] });
    },
  });
};

export const useAddListItem = () =>
  useListMutation(({ listId, ...input }: { listId: string; productId: string; quantity: number }) =>
    api.post<{ id: string; quantity: number }>(`/shopping-lists/${listId}/items`, input),
  );
export const useUpdateListItem = () =>
  useListMutation(({ listId, itemId, quantity }: { listId: string; itemId: string; quantity: number }) =>
    api.put(`/shopping-lists/${listId}/items/${itemId}`, { quantity }),
  );
export const useRemoveListItem = () =>
  useListMutation(({ listId, itemId }: { listId: string; itemId: string }) =>
    api.delete(`/shopping-lists/${listId}/items/${itemId}`),
  );

export const useAddListToCart = () =>
  useListMutation((listId: string) => api.post<CartFillReport>(`/shopping-lists/${listId}/add-to-cart`), true);
