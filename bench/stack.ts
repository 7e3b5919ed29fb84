import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface BenchStack {
  baseUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  /** Where the stack's parts listen: what a second worker on the same stack needs (bench/latency.ts). */
  ports: { wsProxy: number; smtp: number; oauth: number; stripe: number };
  stop(): Promise<void>;
}

/** The product API's per-key limit (120 a minute) would otherwise answer 429 under load. */
export const BENCH_VARS = { SUPPLIER_KEY_RATE_LIMIT: '100000000' };

/** The stack as `npm start` runs it, on the bench's own ports and data dir. */
export async function startBenchStack(env: Record<string, string> = {}): Promise<BenchStack> {
  const port = Number(process.env.BENCH_PORT ?? 8807);
  const ports = {
    wsProxy: Number(process.env.BENCH_WS_PROXY_PORT ?? 15451),
    smtp: Number(process.env.BENCH_SMTP_PORT ?? 1045),
    oauth: Number(process.env.BENCH_OAUTH_STANDIN_PORT ?? 8046),
    stripe: Number(process.env.BENCH_STRIPE_STANDIN_PORT ?? 8047),
  };
  const sessionSecret = randomBytes(32).toString('hex');
  const child: ChildProcess = spawn(
    process.execPath,
    // tsx as a loader in this one process: its CLI would SIGKILL a busy stack 60 ms after Ctrl-C.
    ['--import', 'tsx', 'stack/start.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        PG_PORT: process.env.BENCH_PG_PORT ?? '15450',
        WS_PROXY_PORT: String(ports.wsProxy),
        SMTP_PORT: String(ports.smtp),
        MAIL_WEB_PORT: process.env.BENCH_MAIL_WEB_PORT ?? '8045',
        OAUTH_STANDIN_PORT: String(ports.oauth),
        STRIPE_STANDIN_PORT: String(ports.stripe),
        VIACEP_STANDIN_PORT: process.env.BENCH_VIACEP_STANDIN_PORT ?? '8048',
        // BENCH_DATA_DIR: a second bench on the same machine (its own ports too) keeps its own database.
        DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data/bench',
        WRANGLER_LOG_LEVEL: 'error',
        SESSION_SECRET: sessionSecret,
        ...env,
      },
    },
  );
  const baseUrl = `http://localhost:${port}`;
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${process.env.BENCH_PG_PORT ?? '15450'}/abastece`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the bench stack exited before it was ready');
    if (Date.now() > deadline) throw new Error('the bench stack did not start in 180 s');
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    databaseUrl,
    sessionSecret,
    ports,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}
