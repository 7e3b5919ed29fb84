import { describe, expect, it } from 'vitest';
import { quoteQueryOptions, type Quote } from './quotes';

/** How long the cotação's screen waits before asking the API again, for the cotação it shows. */
function waitFor(quote: Pick<Quote, 'status' | 'deadline'>) {
  const { refetchInterval } = quoteQueryOptions('q1');
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({ state: { data: quote } } as unknown as Parameters<typeof refetchInterval>[0]);
}

describe('the cotação on the buyer’s screen', () => {
  it('is asked again just after its deadline while open, so it turns to "Encerrada" with the closed one’s moves', () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    expect(waitFor({ status: 'OPEN', deadline })).toBeGreaterThan(60_000);
    expect(waitFor({ status: 'OPEN', deadline })).toBeLessThanOrEqual(61_000);
  });

  it('is not asked again on a clock once it is no longer open', () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    for (const status of ['DRAFT', 'CLOSED', 'AWARDED', 'CANCELLED'] as const)
      expect(waitFor({ status, deadline }), status).toBe(false);
  });
});
