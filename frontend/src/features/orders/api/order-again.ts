import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys/cart';

/** "Pedir novamente": the order's lines into the cart at today's prices; answers what changed. */
export const useOrderAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => unwrap(client['purchase-orders'][':id'].reorder.$post({ param: { id: orderId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
};
