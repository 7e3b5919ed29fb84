import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { signInToAdd } from './intent';
import { useCompleteAddIntent } from './use-add-intent';

export type SessionState = 'unknown' | 'signed-in' | 'anonymous';

/** A session query as the public screens need it: known or not yet, and whether there is one. */
export function sessionStateOf(query: { isSuccess: boolean; isError: boolean; isFetching: boolean }): SessionState {
  if (query.isSuccess) return 'signed-in';
  return query.isError && !query.isFetching ? 'anonymous' : 'unknown';
}

/**
 * "Adicionar" on a public screen: signed in, straight into the cart; without an account, to sign in
 * and back here with the intent (which is then completed and the cart opened).
 */
export function usePublicAdd({
  session,
  addToCart,
}: {
  session: SessionState;
  addToCart: (input: { productId: string; quantity: number }) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const add = useCallback(
    (productId: string, quantity: number, name?: string) =>
      addToCart({ productId, quantity }).then(
        () => {
          toast.success(name ? `${name} adicionado ao carrinho` : 'Produto adicionado ao carrinho');
          return true;
        },
        (error: unknown) => {
          toastError(error, 'Não foi possível adicionar ao carrinho.');
          return false;
        },
      ),
    [addToCart],
  );
  const { completing } = useCompleteAddIntent({ session, add });
  const onAdd = useCallback(
    async (productId: string, quantity: number, name?: string) => {
      if (session === 'signed-in') return add(productId, quantity, name);
      await navigate(signInToAdd(location.pathname + location.search, { productId, quantity }));
      return false;
    },
    [session, add, navigate, location.pathname, location.search],
  );
  return { onAdd, completing };
}
