/** A process the stack keeps running: its pid, and how it ends. */
export interface Running {
  pid: number;
  exited: Promise<string>;
}

/** The first wait before a restart, doubled after each failed one up to the last. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5_000;

/**
 * Keeps a server of the local stack running: when `current` exits while the stack is not stopping,
 * says so and restarts it (on the same port), trying again every few seconds for as long as it fails
 * (its port held by another process, PostgreSQL still shutting down), and says when it is back. A wait
 * comes before the first try too, so that a Ctrl-C that reached the server first (same process group)
 * is seen as the stack stopping, not as a crash.
 */
export function supervise(
  name: string,
  current: Running,
  restart: () => Promise<Running>,
  options: { log: (line: string) => void; stopping: () => boolean },
): void {
  const { log, stopping } = options;
  const pause = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));
  const watch = async (running: Running) => {
    const how = await running.exited;
    let wait = FIRST_WAIT_MS;
    await pause(wait);
    if (stopping()) return;
    log(`${name} (process ${running.pid}) exited (${how}): restarting it`);
    for (;;) {
      if (stopping()) return;
      try {
        const next = await restart();
        log(`${name} is back (process ${next.pid})`);
        void watch(next);
        return;
      } catch (error) {
        wait = Math.min(wait * 2, LONGEST_WAIT_MS);
        log(
          `${name} did not restart (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): trying again in ${wait / 1000} s`,
        );
        await pause(wait);
      }
    }
  };
  void watch(current);
}
