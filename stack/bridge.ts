/**
 * The local database bridge as a process of its own (started by bridge-process.ts): the WebSocket
 * bridge, the `/sql` endpoint and the session pools. Kept out of its parent so that a busy parent
 * (vitest's main process serving modules to the workers, wrangler's) never delays a database answer,
 * and the bridge's own work runs on the other core.
 *
 * Arguments: --port N (0: any free port) and one --allow host:port per reachable PostgreSQL. It tells
 * its parent `{ ready: port }` or `{ failed: message }` over IPC, answers `GET /health` with its pool
 * counts, and stops when its parent goes away (the IPC channel closes) or on SIGTERM/SIGINT.
 */
import { parseArgs } from 'node:util';
import { startWsProxy, type WsProxy } from './ws-proxy';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, allow: { type: 'string', multiple: true, default: [] } },
});

let proxy: WsProxy | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // A client still connected must not keep the process alive: close() ends every socket.
  await proxy?.close().catch(() => undefined);
  process.exit(code);
}
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  proxy = await startWsProxy({ port: Number(values.port), allowed: values.allow });
  process.send?.({ ready: proxy.port });
} catch (error) {
  process.send?.({ failed: error instanceof Error ? error.message : String(error) });
  await stop(1);
}
