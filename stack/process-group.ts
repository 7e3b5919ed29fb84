import type { ChildProcess } from 'node:child_process';

/** Stops a process started `detached` with its whole group (wrangler dev spawns workerd), and waits for it to exit. */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolveStop();
    }
  });
}
