import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { INTENT_PARAM, intentFrom, intentWasAskedHere } from './intent';

/**
 * Back from sign-in with an intent in the address: add it once, then go to the cart. `add` resolves
 * true when the product went in (it says so itself); on a refusal the visitor stays on the page,
 * without the intent, to choose again. Anonymous visitors with an intent in the address (a shared
 * link) simply lose it.
 */
export function useCompleteAddIntent({
  session,
  add,
}: {
  /** 'unknown' while the session loads or reloads. */
  session: 'unknown' | 'signed-in' | 'anonymous';
  add: (productId: string, quantity: number) => Promise<boolean>;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const intent = intentFrom(params);
  const key = intent ? `${intent.productId}:${intent.quantity}` : null;
  const handled = useRef<string | null>(null);
  const addRef = useRef(add);
  useEffect(() => {
    addRef.current = add;
  });

  useEffect(() => {
    if (!key || session === 'unknown' || handled.current === key) return;
    handled.current = key;
    const drop = () =>
      setParams(
        (p) => {
          p.delete(INTENT_PARAM);
          return p;
        },
        { replace: true },
      );
    const [productId = '', quantity] = key.split(':');
    if (session === 'anonymous' || !intentWasAskedHere({ productId, quantity: Number(quantity) })) {
      drop();
      return;
    }
    void addRef
      .current(productId, Number(quantity))
      .then((added) => (added ? navigate('/app/cart', { replace: true }) : drop()));
  }, [key, session, navigate, setParams]);

  return { completing: key !== null && session !== 'anonymous' };
}
