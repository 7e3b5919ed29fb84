import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import type { WebSocket, WebSocketServer as WebSocketServerType, RawData } from 'ws';
import { createSessionPool, type SessionPool } from './pg-session-pool';
import { sqlOverHttp } from './neon-http';

// Loaded through require: under Vite (vitest globalSetup) `import 'ws'` resolves its browser stub.
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws');

export interface BridgeCounts {
  /** WebSocket clients connected now. */
  webSockets: number;
  /** Session pools' backends: open (in use or idle) and idle. */
  sessions: { open: number; idle: number };
  /** The /sql endpoint's pools. */
  sql: { total: number; idle: number; waiting: number }[];
}

export interface WsProxy {
  port: number;
  counts(): BridgeCounts;
  close(): Promise<void>;
}

/**
 * The WebSocket -> TCP bridge the Neon serverless driver needs to reach a plain
 * PostgreSQL (Neon documents the same set-up for local development).
 * Clients ask for `/v1?address=host:port`; only the configured Postgres is
 * reachable, so this never acts as an open proxy. Backends are pooled per session
 * (pg-session-pool.ts), as Neon's pooler does in production.
 */
export async function startWsProxy(options: { port: number; allowed: string[] }): Promise<WsProxy> {
  const allowed = new Set(options.allowed);
  const http = sqlOverHttp({ allowed });
  const pools = new Map<string, SessionPool>();
  const counts = (): BridgeCounts => {
    const sessions = { open: 0, idle: 0 };
    for (const pool of pools.values()) {
      const c = pool.counts();
      sessions.open += c.open;
      sessions.idle += c.idle;
    }
    return { webSockets: wss.clients.size, sessions, sql: http.counts() };
  };
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method === 'POST' && path === '/sql') return http.handle(req, res);
    if (req.method === 'GET' && path === '/health')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts()));
    res.writeHead(426).end('WebSocket, POST /sql or GET /health only');
  });
  const wss: WebSocketServerType = new WebSocketServer({ server });
  // Connection-level failures are per socket (handled below); nothing may take the bridge down.
  wss.on('error', (error: Error) => console.warn(`[ws-proxy] ${error.message}`));

  wss.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    const address = url.searchParams.get('address') ?? '';
    if (!allowed.has(address)) {
      socket.close(1008, 'address not allowed');
      return;
    }
    const [host, port] = address.split(':') as [string, string];
    const target = { host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port) };
    socket.on('error', () => socket.terminate());
    socket.once('message', (data: RawData) => {
      const first = bytesOf(data);
      const pool = pools.get(address) ?? createSessionPool(target);
      pools.set(address, pool);
      const pooled = pool.serve(first, {
        send: (bytes) => socket.send(bytes),
        close: () => socket.close(),
        onData: (listener) => socket.on('message', (more: RawData) => listener(bytesOf(more))),
        onEnd: (listener) => {
          socket.on('close', listener);
          socket.on('error', listener);
        },
      });
      if (!pooled) bridgeBytes(socket, target, first);
    });
  });

  // workerd keeps the /sql connections it made and sends the next request on one of them: Node's
  // default of closing an idle one after 5 s races that request, which then fails as "Network connection
  // lost" (a 503 out of nowhere, seen as the first sign-in after a quiet start). The client closes first.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as { port: number }).port;

  return {
    port,
    counts,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const client of wss.clients) client.terminate();
        for (const pool of pools.values()) pool.close();
        void http.close();
        wss.close();
        server.close(() => resolveClose());
      }),
  };
}

const bytesOf = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer));

/** Bytes as they come, both ways: what a client that is not a plain start-up (SSL, cancel) gets. */
function bridgeBytes(socket: WebSocket, target: { host: string; port: number }, first: Buffer) {
  const tcp = connect(target);
  tcp.setNoDelay(true);
  const pending: Buffer[] = [first];
  let connected = false;
  tcp.on('connect', () => {
    connected = true;
    for (const chunk of pending) tcp.write(chunk);
    pending.length = 0;
  });
  tcp.on('data', (data) => socket.send(data));
  tcp.on('close', () => socket.close());
  tcp.on('error', () => socket.terminate());
  socket.on('message', (data: RawData) => {
    const chunk = bytesOf(data);
    if (connected) tcp.write(chunk);
    else pending.push(chunk);
  });
  socket.on('close', () => tcp.destroy());
  socket.on('error', () => tcp.destroy());
}
