/** A closed-loop load generator: `connections` loops each sending one request after another for `durationMs`. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  connections?: number;
  durationMs?: number;
  warmupMs?: number;
  init?: () => RequestInit;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function loop(
  url: string,
  until: number,
  init: () => RequestInit,
  latencies: number[] | null,
  counts: { errors: number },
) {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const res = await fetch(url, init());
      await res.arrayBuffer();
      if (res.status >= 400) counts.errors++;
    } catch {
      counts.errors++;
    }
    latencies?.push(performance.now() - started);
  }
}

export async function measure(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const connections = options.connections ?? 20;
  const durationMs = options.durationMs ?? 8000;
  const init = options.init ?? (() => ({}));
  const warm = { errors: 0 };
  const warmUntil = performance.now() + (options.warmupMs ?? 1500);
  await Promise.all(Array.from({ length: connections }, () => loop(url, warmUntil, init, null, warm)));

  const latencies: number[] = [];
  const counts = { errors: 0 };
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(Array.from({ length: connections }, () => loop(url, until, init, latencies, counts)));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: counts.errors,
    rps: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
