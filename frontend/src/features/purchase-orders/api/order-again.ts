import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CartFillReport } from '@/components/cart-fill-report';

/** "Pedir novamente": the order's lines into the cart at today's prices; answers what changed. */
export const useOrderAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.post<CartFillReport>(`/purchase-orders/${orderId}/reorder`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
};
