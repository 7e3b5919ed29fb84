export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median time of `runs` sequential GETs of `url` with the cookie; a non-2xx answer stops the bench. */
export async function timeRequest(url: string, cookie: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** A warmed median of 9 runs (after 2 unmeasured). */
export async function warmTime(url: string, cookie: string): Promise<number> {
  await timeRequest(url, cookie, 2);
  return timeRequest(url, cookie, 9);
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
