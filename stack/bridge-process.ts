import type { BridgeCounts } from './ws-proxy';
import { forkService } from './child-service';

export interface BridgeProcess {
  port: number;
  pid: number;
  /** Resolves with how the process ended, whatever ended it. */
  exited: Promise<string>;
  /** The bridge's pool counts, read from its `GET /health`. */
  counts(): Promise<BridgeCounts>;
  close(): Promise<void>;
}

/**
 * Starts the database bridge (stack/bridge.ts) as a child process and waits until its `/health`
 * answers. The child stops with this process: on close(), and by itself when this process dies (its
 * IPC channel closes), so no bridge outlives `npm start`, a test run or the e2e stack.
 */
export async function startBridgeProcess(options: { port: number; allowed: string[] }): Promise<BridgeProcess> {
  const service = await forkService<number>(
    'bridge.ts',
    ['--port', String(options.port), ...options.allowed.flatMap((address) => ['--allow', address])],
    'database bridge',
  );
  const port = service.ready;
  const counts = async () => (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as BridgeCounts;
  await counts();
  return { port, pid: service.pid, exited: service.exited, counts, close: service.close };
}
