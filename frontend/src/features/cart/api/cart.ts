import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// The cart's shape comes from the server's router: a renamed field fails typecheck here.
export type Cart = ApiResponse<ApiClient['cart']['$get']>;
export type CartLine = Cart['items'][number];

export const getCart = (signal?: AbortSignal) => api.get<Cart>('/cart', undefined, signal);
export const cartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: ({ signal }) => getCart(signal) });
export const useCart = () => useQuery(cartQueryOptions());

const useCartMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }) });
};

export const useAddToCart = () =>
  useCartMutation((input: { productId: string; quantity: number }) => api.post('/cart/item', input));
export const useUpdateCartLine = () =>
  useCartMutation(({ id, quantity }: { id: string; quantity: number }) => api.put(`/cart/item/${id}`, { quantity }));
export const useRemoveCartLine = () => useCartMutation((id: string) => api.delete(`/cart/item/${id}`));
export const useClearCart = () => useCartMutation(() => api.post('/cart/clear'));
