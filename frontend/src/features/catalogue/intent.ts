/**
 * "Add this to my cart" asked by a visitor without an account survives sign-in in the address it
 * comes back to: `/catalogo/<id>?adicionar=<productId>:<quantity>`. The sign-in page already follows
 * `next` (same-app paths only), so nothing about the intent has to be stored anywhere else.
 */
export const INTENT_PARAM = 'adicionar';

export interface AddIntent {
  productId: string;
  quantity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function intentFrom(params: URLSearchParams): AddIntent | null {
  const [productId = '', quantity = ''] = (params.get(INTENT_PARAM) ?? '').split(':');
  if (!UUID.test(productId) || !/^\d{1,6}$/.test(quantity) || Number(quantity) < 1) return null;
  return { productId, quantity: Number(quantity) };
}

/**
 * Only an intent this tab asked for is completed: a shared link carrying `adicionar` must not fill
 * a signed-in visitor's cart (the address says what; this one-time mark says who asked).
 */
const MARK = 'abastece:intencao-de-compra';
const keyOf = (intent: AddIntent) => `${intent.productId}:${intent.quantity}`;
export const intentWasAskedHere = (intent: AddIntent) => {
  const asked = sessionStorage.getItem(MARK) === keyOf(intent);
  sessionStorage.removeItem(MARK);
  return asked;
};

/** The sign-in page, coming back to `back` (a path with its query) with the intent attached. */
export function signInToAdd(back: string, intent: AddIntent): string {
  sessionStorage.setItem(MARK, keyOf(intent));
  const url = new URL(back, 'http://abastece.invalid');
  url.searchParams.set(INTENT_PARAM, `${intent.productId}:${intent.quantity}`);
  return `/auth?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/** True when a sign-in's `next` carries an intent (the sign-in page says why it is asking). */
export function nextCarriesIntent(next: string | null) {
  if (next === null) return false;
  try {
    return intentFrom(new URL(next, 'http://abastece.invalid').searchParams) !== null;
  } catch {
    return false; // "next=http://[" and the like: no intent, and the page still renders
  }
}
