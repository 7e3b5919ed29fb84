import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-error';
import { useIdempotencyKey, type IdempotencyHeaders } from './idempotency-key';

/** Sends through the hook, failing with `error` (or succeeding), and returns the key that went out. */
async function keyOfTry(keyed: ReturnType<typeof useIdempotencyKey>, error?: Error): Promise<string> {
  let sent = '';
  await act(async () => {
    await keyed(async (headers: IdempotencyHeaders) => {
      sent = headers['Idempotency-Key'];
      if (error) throw error;
      return 'ok';
    }).catch(() => undefined);
  });
  return sent;
}

describe('the Idempotency-Key of a screen', () => {
  it('keeps the key after a lost answer and while the same key is still running, and changes it after a refusal', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = await keyOfTry(result.current, new TypeError('Failed to fetch'));
    expect(await keyOfTry(result.current, new ApiClientError(503, 'SERVICE_UNAVAILABLE', 'indisponível'))).toBe(first);
    expect(
      await keyOfTry(result.current, new ApiClientError(409, 'IDEMPOTENCY_IN_PROGRESS', 'ainda está em andamento')),
    ).toBe(first);
    expect(await keyOfTry(result.current, new ApiClientError(400, 'VALIDATION_ERROR', 'Seu carrinho está vazio'))).toBe(
      first,
    );
    // The refusal was kept by the server with that key: the corrected try goes out under a new one.
    expect(await keyOfTry(result.current)).not.toBe(first);
  });
});
