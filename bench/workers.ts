import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { stopProcessGroup } from '../stack/process-group';

const root = resolve(import.meta.dirname, '..');

export interface DevWorker {
  url: string;
  /** From spawning `wrangler dev` to the first answer. */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * A worker under `wrangler dev` (the runtime every other figure is measured
 * in), timed from spawn to its first answer on `probe`.
 */
export async function startDevWorker(options: {
  config: string;
  port: number;
  probe: string;
  vars?: Record<string, string>;
}): Promise<DevWorker> {
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      resolve(root, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--config',
      options.config,
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      ...Object.entries(options.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev (${options.config}) exited`);
    if (Date.now() > deadline) throw new Error(`wrangler dev (${options.config}) did not answer in 120 s`);
    try {
      await (await fetch(`${url}${options.probe}`)).arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    stop: () => stopProcessGroup(child),
  };
}
