import type { ChildProcess } from 'node:child_process';

/** How long a group gets to stop on SIGTERM before it is killed (wrangler may wait on hung requests). */
const GRACE_MS = 4_000;

/**
 * Stops a process started `detached` with its whole group (wrangler dev spawns workerd), and waits for
 * it to exit. A group still running after the grace period is killed: Ctrl-C must free the ports even
 * when the worker has requests hanging on a database that already stopped.
 */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolveStop) => {
    if (child.exitCode !== null) return resolveStop();
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
        return true;
      } catch {
        return false;
      }
    };
    const escalate = setTimeout(() => signal('SIGKILL'), GRACE_MS);
    child.once('exit', () => {
      clearTimeout(escalate);
      // workerd may outlive wrangler in the group: make sure nothing of it keeps the port.
      signal('SIGKILL');
      resolveStop();
    });
    if (!signal('SIGTERM')) {
      clearTimeout(escalate);
      resolveStop();
    }
  });
}
