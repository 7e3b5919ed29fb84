import { createServer } from 'node:net';

/**
 * Runs `kill` (which ends the process listening on `port`) and takes the port at once, so whoever
 * restarts that process finds it held: every connection made meanwhile is cut as soon as it opens, as
 * a bridge that is down would. `release()` frees the port for the restart.
 */
export async function holdPort(port: number, kill: () => Promise<void>): Promise<{ release(): Promise<void> }> {
  await kill();
  const server = createServer((socket) => socket.destroy());
  for (let tries = 0; ; tries++) {
    try {
      await new Promise<void>((listening, failed) => {
        server.once('error', failed);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', failed);
          listening();
        });
      });
      break;
    } catch (error) {
      // The kernel may not have let go of the port yet; the supervisor waits longer than this.
      if (tries >= 20) throw error;
      await new Promise((done) => setTimeout(done, 10));
    }
  }
  return { release: () => new Promise<void>((closed) => server.close(() => closed())) };
}
