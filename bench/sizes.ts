import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function run(args: string[]): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(out) : reject(new Error(`wrangler ${args.join(' ')} exited ${code}: ${out.slice(-500)}`)),
    );
  });
}

/**
 * The worker as `wrangler deploy` would upload it (wrangler.toml: minified), raw and gzip bytes: the
 * main module every isolate loads, and the modules it imports only when needed (functions/vendor/).
 */
export async function workerBundle(
  config = 'wrangler.toml',
): Promise<{ raw: number; gzip: number; lazy: { name: string; gzip: number }[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'abastece-bundle-'));
  try {
    await run(['deploy', '--dry-run', '--config', config, '--outdir', dir]);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.js') || f.endsWith('.mjs'),
    );
    const main = files.filter((f) => !f.includes('/'));
    return {
      raw: main.reduce((sum, f) => sum + readFileSync(join(dir, f)).length, 0),
      gzip: main.reduce((sum, f) => sum + gz(join(dir, f)), 0),
      lazy: files.filter((f) => f.includes('/')).map((f) => ({ name: f, gzip: gz(join(dir, f)) })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds a `wrangler check startup` CPU profile spent active: every sample but idle. */
function activeMs(profile: string): number {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(profile, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const idle = new Set(nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return samples.reduce((sum, node, i) => (idle.has(node) ? sum : sum + (timeDeltas[i] ?? 0)), 0) / 1000;
}

/**
 * The worker's start-up as `wrangler check startup` profiles it: the deploy bundle (as uploaded) run
 * locally in workerd up to the end of its global scope, CPU sampled, `runs` times from one build.
 * Returns each run's milliseconds active (the figure wrangler prints as "Active"): the least of them is
 * the one other work on the machine disturbed least.
 */
export async function startupCpuMs(config = 'wrangler.toml', runs = 3): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'abastece-startup-'));
  try {
    const bundle = join(dir, 'worker.bundle');
    await run(['deploy', '--dry-run', '--config', config, '--outfile', bundle]);
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      const profile = join(dir, `startup-${i}.cpuprofile`);
      // The profiler gives up after 10 s, which a busy machine can reach: tried three times.
      for (let attempt = 1; ; attempt++) {
        try {
          await run(['check', 'startup', '--config', config, '--worker', bundle, '--outfile', profile]);
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      figures.push(activeMs(profile));
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Chunks a chunk loads before it runs (static imports), transitively. */
function staticClosure(assets: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(assets, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g)) queue.push(m[1]!);
  }
  return seen;
}

/** Chunks a set of chunks may load later (dynamic imports), with their own static closure. */
function dynamicClosure(assets: string, chunks: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const file of chunks) {
    const text = readFileSync(join(assets, file), 'utf8');
    for (const m of text.matchAll(/import\(\s*["`]\.\/([^"`]+\.js)["`]\s*\)/g))
      for (const f of staticClosure(assets, [m[1]!])) found.add(f);
  }
  return found;
}

const sum = (assets: string, files: Iterable<string>) => [...files].reduce((s, f) => s + gz(join(assets, f)), 0);

/**
 * The SPA build's JavaScript, gzip: what index.html loads for every route
 * (entry + module preloads), the first screen's route chunk (/app, the
 * catalogue), and the analytics route with the chart it loads lazily.
 */
export function spaSizes(dist = resolve(root, 'frontend/dist')) {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const entry = staticClosure(assets, entryFiles);
  const files = readdirSync(assets);
  // A route's chunk is the one the router imports lazily: a module of the same name (its api file, split
  // out once two routes share it) may sort before it.
  const lazyFromEntry = new Set<string>();
  for (const file of entry)
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/import\(\s*["`]\.\/([^"`]+\.js)["`]\s*\)/g))
      lazyFromEntry.add(m[1]!);
  const route = (name: string) => {
    const named = files.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    const chunk = named.find((f) => lazyFromEntry.has(f)) ?? named[0];
    if (!chunk) throw new Error(`no chunk for ${name} in ${assets}`);
    const own = [...staticClosure(assets, [chunk])].filter((f) => !entry.has(f));
    const later = [...dynamicClosure(assets, new Set([chunk, ...own]))].filter(
      (f) => !entry.has(f) && !own.includes(f),
    );
    return { route: sum(assets, own), lazy: sum(assets, later), lazyFiles: later };
  };
  const catalogue = route('catalogue');
  const analytics = route('supplier-analytics');
  return { entry: sum(assets, entry), catalogue, analytics };
}
