import { describe, expect, it } from 'vitest';
import { refetchAt } from './live-query';

describe('fetching again when the answer changes at a known instant', () => {
  const now = Date.parse('2026-12-15T20:59:50.000Z');

  it('waits until just after the instant', () => {
    expect(refetchAt('2026-12-15T21:00:00.000Z', now)).toBe(11_000);
  });

  it('asks again every few seconds while the server has not turned yet (its clock may be behind)', () => {
    expect(refetchAt('2026-12-15T20:59:00.000Z', now)).toBe(5_000);
  });

  it('never waits longer than a timer can (about 24.8 days): a longer wait would fire at once', () => {
    expect(refetchAt('2027-03-01T00:00:00.000Z', now)).toBe(2 ** 31 - 1);
  });
});
