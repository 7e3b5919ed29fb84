import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CartLine {
  id: string;
  productId: string;
  supplierId: string;
  quantity: number;
  price: number;
  product: {
    id: string;
    name: string;
    unit: string;
    image: string | null;
    minimumOrder: number;
    inStock: boolean;
    price: number;
  };
  supplier: { id: string; name: string; color: string };
}
export interface Cart {
  id: string;
  items: CartLine[];
  summary: {
    itemCount: number;
    total: number;
    suppliers: Array<{ supplierId: string; name: string; color: string; itemCount: number; subtotal: number }>;
  };
}

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
