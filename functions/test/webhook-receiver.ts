import { createServer, type Server } from 'node:http';

export interface ReceivedRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * A stand-in for customers' webhook endpoints (runs in Node, in the test
 * setup): POST /:name records the request and answers ?status= (default 200);
 * GET /:name lists what that endpoint received.
 */
export async function startWebhookReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const received = new Map<string, ReceivedRequest[]>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const name = url.pathname.slice(1);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received.get(name) ?? []));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.set(name, [...(received.get(name) ?? []), { headers, body: Buffer.concat(chunks).toString('utf8') }]);
      res.writeHead(Number(url.searchParams.get('status') ?? 200));
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
