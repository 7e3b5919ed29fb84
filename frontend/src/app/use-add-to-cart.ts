import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useAddToCart } from '@/features/cart/api/cart';

/** What a product card's "Adicionar" does: add, then say so. */
export function useAddToCartWithFeedback() {
  const { mutateAsync } = useAddToCart();
  // The same function from render to render: the catalogue's memoized cards take it as it is.
  return useCallback(
    (productId: string, quantity: number, name?: string) =>
      mutateAsync({ productId, quantity }).then(
        () => toast.success(name ? `${name} adicionado ao carrinho` : 'Adicionado ao carrinho'),
        (error) => toastError(error),
      ),
    [mutateAsync],
  );
}
