import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useAddToCart } from '@/features/cart/api/cart';

/** What a product card's "Adicionar" does: add, then say so. */
export function useAddToCartWithFeedback() {
  const add = useAddToCart();
  return (productId: string, quantity: number, name?: string) =>
    add.mutateAsync({ productId, quantity }).then(
      () => toast.success(name ? `${name} adicionado ao carrinho` : 'Adicionado ao carrinho'),
      (error) => toastError(error),
    );
}
