import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DelayProxy {
  port: number;
  /** performance.now() of the last bytes it took in, either way: when its client last talked to the database. */
  lastActivity(): number;
  /** Connections whose last bytes went to the target: a request (a statement) still waiting for its answer. */
  awaiting(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy that holds every chunk for `delayMs` in each direction: the distance between a
 * Cloudflare location and the database's region, put on this machine (25 ms each way = a 50 ms
 * round trip). Order is kept because each direction's timers all have the same delay, and Node
 * fires equal-delay timers in the order they were set. Connection set-up itself (SYN/ACK) is not
 * delayed: only what the two ends say to each other.
 */
export async function startDelayProxy(options: {
  listenPort?: number;
  target: { host: string; port: number };
  delayMs: number;
}): Promise<DelayProxy> {
  const sockets = new Set<Socket>();
  let lastActivity = performance.now();
  // Per connection, who spoke last: the client (a request in flight) or the target (answered).
  const lastSpoke = new Map<Socket, 'client' | 'target'>();
  // Half-open sockets: each direction's end is forwarded (delayed) on its own, as TCP does.
  const server: Server = createServer({ allowHalfOpen: true }, (client) => {
    const upstream = connect({ ...options.target, allowHalfOpen: true });
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    // A failure on either side ends both; an error must never take the proxy (or its host) down.
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    // Closed: both directions ended (their ends already forwarded) or torn down; the other side follows.
    client.once('close', () => setTimeout(() => upstream.destroy(), options.delayMs));
    upstream.once('close', () => setTimeout(() => client.destroy(), options.delayMs));
    const spoke = (who: 'client' | 'target') => () => {
      lastActivity = performance.now();
      lastSpoke.set(client, who);
    };
    client.on('data', spoke('client'));
    upstream.on('data', spoke('target'));
    client.once('close', () => lastSpoke.delete(client));
    delayed(client, upstream, options.delayMs);
    delayed(upstream, client, options.delayMs);
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.listenPort ?? 0, '127.0.0.1', () => resolveListen());
  });
  return {
    port: (server.address() as { port: number }).port,
    lastActivity: () => lastActivity,
    awaiting: () => [...lastSpoke.values()].filter((who) => who === 'client').length,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}

/** Bytes from `from` reach `to` `delayMs` later, in order; the end of the stream is delayed alike. */
function delayed(from: Socket, to: Socket, delayMs: number) {
  from.on('data', (chunk: Buffer) => {
    setTimeout(() => {
      if (!to.destroyed && to.writable) to.write(chunk);
    }, delayMs);
  });
  from.once('end', () => {
    setTimeout(() => {
      if (!to.destroyed) to.end();
    }, delayMs);
  });
}
