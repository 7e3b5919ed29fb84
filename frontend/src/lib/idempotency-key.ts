import { useState } from 'react';
import { ApiClientError } from './api-error';

/** The header a write that honours Idempotency-Key is sent with. */
export type IdempotencyHeaders = { 'Idempotency-Key': string };

/** An Idempotency-Key: getRandomValues, unlike randomUUID, also works where the app is served over plain http. */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The Idempotency-Key of the one change a screen makes (the checkout, a cotação's award): made when
 * the screen opens and sent with every try, so a double tap, or a retry after an answer that never
 * came, is given the first answer (the same order) instead of a refusal for what the first did. The
 * server keeps a refusal (4xx) with its key, so the corrected try goes out under a new one; a lost
 * answer (no connection, a 5xx) keeps it, since the change may have been made, and so does the API's
"still in progress" for the same key. Returns `keyed`, which
 * sends a call with the key's header.
 */
export function useIdempotencyKey() {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  return async function keyed<R>(send: (headers: IdempotencyHeaders) => Promise<R>): Promise<R> {
    try {
      return await send({ 'Idempotency-Key': idempotencyKey });
    } catch (error) {
      // The same key still running elsewhere (a first try whose answer is late) is no refusal: keep it.
      const refused =
        error instanceof ApiClientError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.code !== 'IDEMPOTENCY_IN_PROGRESS';
      if (refused) {
        setIdempotencyKey(newIdempotencyKey());
      }
      throw error;
    }
  };
}
