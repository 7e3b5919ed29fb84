import type { LoadResult } from '../load';
import { measure } from '../load';
import { scenario } from '../scenario';
import { startDevWorker } from '../workers';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const LIVE = '/api/v1/health/live';
// Interleaved rounds, medians of each: on a shared 2-core machine a single pair drifts by ±15% or more.
const ROUNDS = 5;
const byRps = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
const perRound = (a: LoadResult[], b: LoadResult[]) => a.map((r, i) => fmt(r.rps / b[i]!.rps, 2)).join(', ');

/**
 * Framework overhead: a plain worker behind the same runtime and the same static-assets router
 * (bench/hello/wrangler.toml), on the same path as our liveness route; the plain worker without the
 * assets router is measured too, to show what that platform layer costs by itself.
 */
export default scenario({
  name: 'runtime',
  summary:
    'framework overhead: our liveness route against a hello worker in the same runtime; health, 404, a static asset',
  async measure({ stack, report, load, health, loadRow }) {
    const hello = await startDevWorker({
      config: 'bench/hello/wrangler.toml',
      port: Number(process.env.BENCH_HELLO_PORT ?? 8808),
      probe: LIVE,
    });
    const bare = await startDevWorker({
      config: 'bench/hello/bare.toml',
      port: Number(process.env.BENCH_HELLO_BARE_PORT ?? 8810),
      probe: LIVE,
    });
    const runs = { hello: [] as LoadResult[], live: [] as LoadResult[], bare: [] as LoadResult[] };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        runs.hello.push(await measure(`${hello.url}${LIVE}`, load));
        runs.live.push(await measure(`${stack.baseUrl}${LIVE}`, load));
        runs.bare.push(await measure(`${bare.url}${LIVE}`, load));
      }
    } finally {
      await Promise.all([hello.stop(), bare.stop()]);
    }
    const [helloLoad, live, bareLoad] = [byRps(runs.hello), byRps(runs.live), byRps(runs.bare)];
    report.line(
      `framework overhead: GET ${LIVE} (liveness: whole middleware stack, no query; median of ${ROUNDS} interleaved rounds)`,
      `${fmt(live.rps, 0)} req/s, p95 ${fmt(live.p95)} ms`,
      `hello worker, same runtime and assets router: ${fmt(helloLoad.rps, 0)} req/s, p95 ${fmt(helloLoad.p95)} ms`,
      `${fmt(live.rps / helloLoad.rps, 2)}x hello (rounds: ${perRound(runs.live, runs.hello)})`,
      '≥ 0.85x',
      live.rps / helloLoad.rps >= 0.85,
    );
    report.line(
      'platform static-assets router in front of a worker (not our code)',
      `hello behind it ${fmt(helloLoad.rps, 0)} req/s`,
      `hello without it ${fmt(bareLoad.rps, 0)} req/s`,
      `${fmt(helloLoad.rps / bareLoad.rps, 2)}x (rounds: ${perRound(runs.hello, runs.bare)}); ours ${fmt(live.rps / bareLoad.rps, 2)}x of it`,
    );
    const HELLO = `GET ${LIVE} (plain hello worker, same runtime and assets router)`;
    report.row(`GET ${LIVE} (plain hello worker without the assets router)`, bareLoad);
    report.row(HELLO, helloLoad);
    report.row(`GET ${LIVE} (ours: no database)`, live, HELLO);
    const healthLoad = await health();
    report.line(
      'GET /api/v1/health (one database query)',
      `${fmt(healthLoad.rps, 0)} req/s, p95 ${fmt(healthLoad.p95)} ms`,
      `hello worker ${fmt(helloLoad.rps, 0)} req/s`,
      `${fmt(healthLoad.rps / helloLoad.rps, 2)}x hello`,
      'connection set-up dominates',
    );
    await loadRow('GET /api/v1/nope (worker, no database)', `${stack.baseUrl}/api/v1/nope`);
    await loadRow('GET /app (static asset)', `${stack.baseUrl}/app`);
    report.note('(404s of the "nope" row are its expected answer.)');
  },
});
