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
import { startWsProxy } from './ws-proxy';
import { serveAsChild } from './child-service';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, allow: { type: 'string', multiple: true, default: [] } },
});

await serveAsChild(async () => {
  const proxy = await startWsProxy({ port: Number(values.port), allowed: values.allow });
  // A client still connected must not keep the process alive: close() ends every socket.
  return { ready: proxy.port, stop: () => proxy.close() };
});
