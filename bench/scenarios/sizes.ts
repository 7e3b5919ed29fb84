import { randomBytes } from 'node:crypto';
import { scenario } from '../scenario';
import { spaSizes, workerBundle } from '../sizes';
import { startDevWorker } from '../workers';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;
const LIVE = '/api/v1/health/live';

/** The worker as it would be uploaded, the SPA as built, and the worker's start-up against a hello worker. */
export default scenario({
  name: 'sizes',
  summary: 'worker main module and lazy modules (gzip) against 300 KB, SPA entry against 100 KB, start-up vs hello',
  needsStack: false,
  async measure({ report }) {
    const bundle = await workerBundle();
    const helloBundle = await workerBundle('bench/hello/bare.toml');
    report.line(
      'worker main module (minified, gzip)',
      kb(bundle.gzip),
      `hello worker ${kb(helloBundle.gzip)}; budget 300 KB`,
      `${fmt(bundle.gzip / (300 * 1024), 2)} of budget`,
      '≤ 300 KB',
      bundle.gzip <= 300 * 1024,
    );
    for (const module of bundle.lazy) {
      report.line(
        `worker module loaded when needed: ${module.name} (gzip)`,
        kb(module.gzip),
        `main module ${kb(bundle.gzip)}`,
        `${fmt(module.gzip / bundle.gzip, 2)}x main`,
        'imported only when used',
      );
    }
    const spa = spaSizes();
    report.line(
      'SPA initial JS (index.html: entry + preloads, gzip)',
      kb(spa.entry),
      'budget 100 KB',
      `${fmt(spa.entry / (100 * 1024), 2)} of budget`,
      '≤ 100 KB',
      spa.entry <= 100 * 1024,
    );
    report.line(
      'SPA first screen /app (catalogue route chunks, gzip)',
      kb(spa.catalogue.route),
      `entry ${kb(spa.entry)}`,
      `${fmt(spa.catalogue.route / spa.entry, 2)}x entry`,
    );
    report.line(
      'SPA analytics route JS (gzip)',
      `${kb(spa.analytics.route)} + chart ${kb(spa.analytics.lazy)} loaded lazily`,
      `entry ${kb(spa.entry)}`,
      `${fmt(spa.analytics.route / spa.entry, 2)}x entry`,
      'charts lazy',
      spa.analytics.lazy > 0 && spa.analytics.lazyFiles.some((f) => /chart/i.test(f)),
    );
    // Start-up: spawn `wrangler dev` → first answer on the liveness route (no query), ours against hello.
    const hello = await startDevWorker({
      config: 'bench/hello/wrangler.toml',
      port: Number(process.env.BENCH_HELLO_PORT ?? 8808),
      probe: LIVE,
    });
    await hello.stop();
    const ours = await startDevWorker({
      config: 'wrangler.toml',
      port: Number(process.env.BENCH_STARTUP_PORT ?? 8809),
      probe: LIVE,
      vars: {
        // Liveness reads nothing: the worker only needs a well-formed configuration to start.
        DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/abastece',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ENVIRONMENT: 'development',
      },
    });
    await ours.stop();
    report.line(
      'worker start (spawn `wrangler dev` → first answer)',
      `${fmt(ours.startupMs, 0)} ms`,
      `hello worker ${fmt(hello.startupMs, 0)} ms`,
      `${fmt(ours.startupMs / hello.startupMs, 2)}x hello`,
    );
  },
});
