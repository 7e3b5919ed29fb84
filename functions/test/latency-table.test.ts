/**
 * The latency bench's table and the round-trip tests are one table (issue #55): every route the bench
 * times (bench/latency-routes.ts) is pinned by some `*.round-trips.test.ts` through pinRoundTrips, which
 * holds the count to the route's budget there. A route added to the bench without a pin, or a pin over
 * its budget, fails here and not only in the bench.
 */
import type { ImportGlobFunction } from 'vite';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUDGET, LATENCY_ROUTES } from '../../bench/latency-routes';

declare global {
  interface ImportMeta {
    /** Vite's, resolved when vitest builds the file; the API's tsconfig does not load vite/client. */
    glob: ImportGlobFunction;
  }
}

// Read at build time by Vite (the tests run in workerd, which has no file system of the checkout).
const sources = import.meta.glob<string>(['../**/*.round-trips.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each pinRoundTrips(res, '<route>', n) of the round-trip tests: the route and the count it pins. */
function pinsIn(source: string): { route: string; expected: number }[] {
  const pins = [...source.matchAll(/pinRoundTrips\(\s*[\w.]+\s*,\s*'([^']+)'\s*,\s*(\d+)\s*\)/g)];
  return pins.map(([, route, expected]) => ({ route: route!, expected: Number(expected) }));
}

describe('the latency table is pinned by the round-trip tests', () => {
  const pins = Object.entries(sources).flatMap(([file, source]) => pinsIn(source).map((pin) => ({ ...pin, file })));

  it('finds the round-trip tests and their pins', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    expect(pins.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(LATENCY_ROUTES))('%s (%s) is pinned within its budget', (route, kind) => {
    const mine = pins.filter((pin) => pin.route === route);
    expect(mine, `no *.round-trips.test.ts pins "${route}"`).not.toEqual([]);
    for (const pin of mine) expect(pin.expected, `${pin.file} pins ${route}`).toBeLessThanOrEqual(LATENCY_BUDGET[kind]);
  });

  it('pins only routes of the table', () => {
    const unknown = pins.filter((pin) => !(pin.route in LATENCY_ROUTES)).map((pin) => `${pin.file}: ${pin.route}`);
    expect(unknown).toEqual([]);
  });
});
