import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { cartKeys } from '@/lib/query-keys/cart';

const lists = client['shopping-lists'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type ShoppingListPage = Answer<typeof lists.$get>;
export type ShoppingListSummary = ShoppingListPage['data'][number];
export type ShoppingList = Answer<(typeof lists)[':id']['$get']>;
export type ShoppingListItem = ShoppingList['items'][number];
type ListItems = (typeof lists)[':id']['items'];

/** Enough for a picker: an organization keeps a handful of lists. */
export const PICKER_LIMIT = 100;

export const shoppingListsQueryOptions = (page: number, limit = 20) =>
  queryOptions({
    queryKey: cartKeys.shoppingListPage(page, limit),
    queryFn: ({ signal }) => unwrap(lists.$get({ query: asQuery({ page, limit }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useShoppingLists = (page: number, limit?: number) => useQuery(shoppingListsQueryOptions(page, limit));

export const shoppingListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cartKeys.shoppingList(id),
    queryFn: ({ signal }) => unwrap(lists[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useShoppingList = (id: string) => useQuery(shoppingListQueryOptions(id));

/** Any change to a list changes its counts and total in the index too. */
const useListMutation = <T, R>(mutationFn: (input: T) => Promise<R>, alsoCart = false) =>
  useWrite(mutationFn, alsoCart ? [cartKeys.shoppingListsAll, cartKeys.contents] : [cartKeys.shoppingListsAll]);

export const useCreateList = () => useListMutation((json: Body<typeof lists.$post>) => unwrap(lists.$post({ json })));
export const useRenameList = () =>
  useListMutation(({ id, name }: { id: string } & Body<(typeof lists)[':id']['$put']>) =>
    unwrap(lists[':id'].$put({ param: { id }, json: { name } })),
  );
/** A deleted list leaves the cache at once: refetching it would only show a "not found". */
export const useDeleteList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(lists[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: cartKeys.shoppingList(id) });
      return queryClient.invalidateQueries({ queryKey: cartKeys.shoppingListPages });
    },
  });
};

export const useAddListItem = () =>
  useListMutation(({ listId, productId, quantity }: { listId: string } & Body<ListItems['$post']>) =>
    unwrap(lists[':id'].items.$post({ param: { id: listId }, json: { productId, quantity } })),
  );
export const useUpdateListItem = () =>
  useListMutation(
    ({ listId, itemId, quantity }: { listId: string; itemId: string } & Body<ListItems[':itemId']['$put']>) =>
      unwrap(lists[':id'].items[':itemId'].$put({ param: { id: listId, itemId }, json: { quantity } })),
  );
export const useRemoveListItem = () =>
  useListMutation(({ listId, itemId }: { listId: string; itemId: string }) =>
    unwrap(lists[':id'].items[':itemId'].$delete({ param: { id: listId, itemId } })),
  );

export const useAddListToCart = () =>
  useListMutation((listId: string) => unwrap(lists[':id']['add-to-cart'].$post({ param: { id: listId } })), true);
