import { describe, expect, it } from 'vitest';
import { supplierQuoteQueryOptions, type SupplierQuote } from './quotes';

/** How long the portal's cotação waits before asking the API again, for the cotação it shows. */
function waitFor(quote: Pick<SupplierQuote, 'status' | 'deadline'>) {
  const { refetchInterval } = supplierQuoteQueryOptions('q1');
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({ state: { data: quote } } as unknown as Parameters<typeof refetchInterval>[0]);
}

describe('the cotação in the supplier’s portal', () => {
  it('is asked again just after its deadline while open, so the form gives way to "Prazo encerrado"', () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    expect(waitFor({ status: 'OPEN', deadline })).toBeGreaterThan(60_000);
    expect(waitFor({ status: 'OPEN', deadline })).toBeLessThanOrEqual(61_000);
  });

  it('is not asked again on a clock once answers are closed', () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    for (const status of ['CLOSED', 'AWARDED', 'CANCELLED'] as const)
      expect(waitFor({ status, deadline }), status).toBe(false);
  });
});
