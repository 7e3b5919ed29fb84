/**
 * How the latency bench (bench/latency.ts) reads a route's round trips and judges them: pure, so the
 * API's tests can hold it to the header the worker really sends (functions/test/latency-verdict.test.ts).
 */

/** The round trips a route counted itself (Server-Timing: db;desc="<n> round trips"); null without one. */
export function countedRoundTrips(serverTiming: string | null): number | null {
  const found = /(?:^|,)\s*db;desc="(\d+) round trips?"/.exec(serverTiming ?? '');
  return found ? Number(found[1]) : null;
}

/** Round trips from two medians and the round trip measured meanwhile, to one decimal. */
export const tripsFromMedians = (p50Delayed: number, p50Direct: number, roundTripMs: number) =>
  Math.round(((p50Delayed - p50Direct) / roundTripMs) * 10) / 10;

/** How far above its own count a route may read before the bench fails it: a trip goes uncounted (#55). */
export const UNCOUNTED_MARGIN = 0.5;

/**
 * A route's verdict. Within budget: at most its kind's whole round trips (a route that waits for two
 * reads 2.0–2.1; one more adds a whole 1.0, so 2.4 passes a budget of 2 and 2.5 does not). Uncounted:
 * it reads 0.5 round trips or more above what its answers counted (Server-Timing), or they counted
 * nothing — a trip happens outside what the worker's meter and the round-trip tests see.
 */
export function judgeRoute(trips: number, budget: number, counted: number | null) {
  return {
    withinBudget: Math.round(trips) <= budget,
    uncounted: counted === null || trips - counted >= UNCOUNTED_MARGIN,
  };
}
