import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** A local server run as a process of its own, started by `forkService`. */
export interface ChildService<Ready> {
  pid: number;
  /** What the process reported once it listened (its ports, its address). */
  ready: Ready;
  /** Resolves, with how it ended ("code 1", "SIGKILL"), when the process exits for whatever reason. */
  exited: Promise<string>;
  close(): Promise<void>;
}

const STOP_GRACE_MS = 3_000;

const howItEnded = (child: ChildProcess) =>
  child.signalCode ? String(child.signalCode) : `code ${String(child.exitCode)}`;

/**
 * Forks `script` (a file of stack/, run with tsx) and waits until it says `{ ready }` over IPC, or
 * refuses with `{ failed }`. The child stops with this process: on close(), and by itself when this
 * process dies (the script exits when its IPC channel closes), so no server outlives the stack that
 * started it. Kept out of the parent so that a busy or crashed parent never takes the server with it,
 * and a crashed server never takes the parent: the stack restarts it (stack/supervise.ts).
 */
export async function forkService<Ready>(script: string, args: string[], what: string): Promise<ChildService<Ready>> {
  const child = fork(resolve(import.meta.dirname, script), args, {
    cwd: resolve(import.meta.dirname, '..'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<string>((resolveExit) => child.once('exit', () => resolveExit(howItEnded(child))));
  const ready = await new Promise<Ready>((resolveReady, reject) => {
    child.once('message', (message: { ready?: Ready; failed?: string }) => {
      if (message.ready !== undefined) resolveReady(message.ready);
      else reject(new Error(`the ${what} did not start: ${message.failed}`));
    });
    void exited.then((how) => reject(new Error(`the ${what} exited (${how}) before it was ready`)));
    child.once('error', reject);
  });
  return {
    pid: child.pid!,
    ready,
    exited,
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

/**
 * The child's side: runs `start`, reports what it returns as `{ ready }` (or `{ failed }`), and stops
 * with `stop` when the parent goes away or on SIGTERM/SIGINT.
 */
export async function serveAsChild<Ready>(start: () => Promise<{ ready: Ready; stop(): Promise<void> }>) {
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const end = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stop?.().catch(() => undefined);
    process.exit(code);
  };
  process.on('disconnect', () => void end(0));
  process.on('SIGTERM', () => void end(0));
  process.on('SIGINT', () => void end(0));
  try {
    const started = await start();
    stop = started.stop;
    process.send?.({ ready: started.ready });
  } catch (error) {
    process.send?.({ failed: error instanceof Error ? error.message : String(error) });
    await end(1);
  }
}
