import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { cartKeys } from '@/lib/query-keys/cart';

// The cart's shape comes from the server's router: a renamed field fails typecheck here.
export type Cart = Answer<typeof client.cart.$get>;
export type CartLine = Cart['items'][number];

export const getCart = (signal?: AbortSignal) => unwrap(client.cart.$get(undefined, { init: { signal } }));
export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.contents, queryFn: ({ signal }) => getCart(signal) });
export const useCart = () => useQuery(cartQueryOptions());

const useCartMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => useWrite(mutationFn, [cartKeys.contents]);

export const useAddToCart = () =>
  useCartMutation((json: Body<typeof client.cart.item.$post>) => unwrap(client.cart.item.$post({ json })));
export const useUpdateCartLine = () =>
  useCartMutation(({ id, quantity }: { id: string } & Body<(typeof client.cart.item)[':itemId']['$put']>) =>
    unwrap(client.cart.item[':itemId'].$put({ param: { itemId: id }, json: { quantity } })),
  );
export const useRemoveCartLine = () =>
  useCartMutation((id: string) => unwrap(client.cart.item[':itemId'].$delete({ param: { itemId: id } })));
export const useClearCart = () => useCartMutation(() => unwrap(client.cart.clear.$post()));
