import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import type { BridgeCounts } from './ws-proxy';

export interface BridgeProcess {
  port: number;
  pid: number;
  /** The bridge's pool counts, read from its `GET /health`. */
  counts(): Promise<BridgeCounts>;
  close(): Promise<void>;
}

const STOP_GRACE_MS = 3_000;

/**
 * Starts the database bridge (stack/bridge.ts) as a child process and waits until its `/health`
 * answers. The child stops with this process: on close(), and by itself when this process dies (its
 * IPC channel closes), so no bridge outlives `npm start`, a test run or the e2e stack.
 */
export async function startBridgeProcess(options: { port: number; allowed: string[] }): Promise<BridgeProcess> {
  const child = fork(
    resolve(import.meta.dirname, 'bridge.ts'),
    ['--port', String(options.port), ...options.allowed.flatMap((address) => ['--allow', address])],
    {
      cwd: resolve(import.meta.dirname, '..'),
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolveReady, reject) => {
    child.once('message', (message: { ready?: number; failed?: string }) => {
      if (message.ready !== undefined) resolveReady(message.ready);
      else reject(new Error(`the database bridge did not start: ${message.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`the database bridge exited (${code}) before it was ready`)));
    child.once('error', reject);
  });
  const base = `http://127.0.0.1:${port}`;
  const counts = async () => (await (await fetch(`${base}/health`)).json()) as BridgeCounts;
  await counts();
  return {
    port,
    pid: child.pid!,
    counts,
    close: () =>
      new Promise<void>((resolveClose) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveClose();
        const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(force);
          resolveClose();
        });
        child.kill('SIGTERM');
      }),
  };
}
