import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import type { WebSocketServer as WebSocketServerType, RawData } from 'ws';

// Loaded through require: under Vite (vitest globalSetup) `import 'ws'` resolves its browser stub.
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws');

export interface WsProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * The WebSocket -> TCP bridge the Neon serverless driver needs to reach a plain
 * PostgreSQL (Neon documents the same set-up for local development).
 * Clients ask for `/v1?address=host:port`; only the configured Postgres is
 * reachable, so this never acts as an open proxy.
 */
export async function startWsProxy(options: { port: number; allowed: string[] }): Promise<WsProxy> {
  const allowed = new Set(options.allowed);
  const server: Server = createServer((_req, res) => {
    res.writeHead(426).end('WebSocket only');
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
    const tcp = connect({ host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port) });
    tcp.setNoDelay(true);
    const pending: Buffer[] = [];
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
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (connected) tcp.write(chunk);
      else pending.push(chunk);
    });
    socket.on('close', () => tcp.destroy());
    socket.on('error', () => tcp.destroy());
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as { port: number }).port;

  return {
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolveClose());
      }),
  };
}
