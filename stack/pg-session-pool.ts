import { connect, type Socket } from 'node:net';

/**
 * Session pooling for the local WebSocket bridge, as PgBouncer does in front of Neon: a PostgreSQL
 * backend costs ~20 ms to start on these machines (fork, authentication, caches), and every request
 * opens its own connection, so a finished client's backend is kept (reset with DISCARD ALL) and
 * handed to the next client that starts up with the same user, database, options and password.
 * A backend goes back to the pool only when it is idle, outside a transaction, with no answer
 * pending; anything else closes it.
 */

const PROTOCOL_3 = 196608;
const MAX_IDLE_PER_KEY = 64;
const IDLE_MS = 30_000;

/** A whole protocol message: type byte (none for start-up) + int32 length + body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const AUTH_CLEARTEXT = message('R', int32(3));
const AUTH_OK = message('R', int32(0));

/** Splits a byte stream into typed messages (type byte + int32 length), keeping partial ones. */
class Framer {
  private buffered = Buffer.alloc(0);
  push(chunk: Buffer): { type: string; bytes: Buffer }[] {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const out: { type: string; bytes: Buffer }[] = [];
    while (this.buffered.length >= 5) {
      const length = this.buffered.readInt32BE(1);
      if (this.buffered.length < length + 1) break;
      out.push({ type: String.fromCharCode(this.buffered[0]!), bytes: this.buffered.subarray(0, length + 1) });
      this.buffered = this.buffered.subarray(length + 1);
    }
    return out;
  }
  get empty() {
    return this.buffered.length === 0;
  }
}

interface Backend {
  socket: Socket;
  framer: Framer;
  /** ParameterStatus, BackendKeyData and ReadyForQuery as the server first sent them. */
  greeting: Buffer;
  timer?: NodeJS.Timeout;
  /** While pooled: the server closing it takes it out of the pool. */
  onIdleClose: () => void;
}

export interface SessionPool {
  /**
   * Serves one client: `first` holds its first bytes. Answers `false` when they are not a plain
   * protocol-3 start-up (an SSL or cancel request): the caller then bridges bytes as they come.
   */
  serve(first: Buffer, client: PoolClient): boolean;
  /** Backends open (serving a client or idle) and idle in the pool: what a stall report prints. */
  counts(): { open: number; idle: number };
  close(): void;
}

export interface PoolClient {
  send(bytes: Buffer): void;
  close(): void;
  /** Bytes the client sends after its first ones; `end` when it goes away. */
  onData(listener: (bytes: Buffer) => void): void;
  onEnd(listener: () => void): void;
}

export function createSessionPool(target: { host: string; port: number }): SessionPool {
  const idle = new Map<string, Backend[]>();
  const all = new Set<Socket>();

  const drop = (backend: Backend) => {
    clearTimeout(backend.timer);
    for (const list of idle.values()) {
      const at = list.indexOf(backend);
      if (at >= 0) list.splice(at, 1);
    }
    backend.socket.destroy();
  };

  /** A new backend, started up and authenticated; rejects with the server's error bytes. */
  const open = (startup: Buffer, password: Buffer) =>
    new Promise<Backend>((resolveOpen, reject) => {
      const socket = connect({ host: target.host, port: target.port });
      socket.setNoDelay(true);
      all.add(socket);
      socket.on('close', () => all.delete(socket));
      // Errors end the socket ('close' follows); none may take the bridge down.
      socket.on('error', () => socket.destroy());
      const framer = new Framer();
      const greeting: Buffer[] = [];
      let authenticated = false;
      const onData = (chunk: Buffer) => {
        for (const m of framer.push(chunk)) {
          if (m.type === 'R' && m.bytes.readInt32BE(5) === 3) socket.write(password);
          else if (m.type === 'R' && m.bytes.readInt32BE(5) === 0) authenticated = true;
          else if (m.type === 'E') {
            socket.off('data', onData);
            socket.destroy();
            reject(Object.assign(new Error('start-up refused'), { bytes: m.bytes }));
            return;
          } else if (authenticated) {
            greeting.push(m.bytes);
            if (m.type === 'Z') {
              socket.off('data', onData);
              const backend: Backend = {
                socket,
                framer,
                greeting: Buffer.concat(greeting),
                onIdleClose: () => drop(backend),
              };
              resolveOpen(backend);
              return;
            }
          } else {
            // Another authentication method (SCRAM, …) than this stack configures: not pooled.
            socket.destroy();
            reject(new Error(`unexpected start-up message ${m.type}`));
            return;
          }
        }
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('closed during start-up')));
      socket.once('connect', () => socket.write(startup));
    });

  /** Resets a finished client's backend and keeps it, or closes it if it is not clean. */
  const release = (key: string, backend: Backend, clean: boolean) => {
    backend.socket.removeAllListeners('data');
    if (!clean) return drop(backend);
    backend.socket.on('data', (chunk: Buffer) => {
      for (const m of backend.framer.push(chunk)) {
        if (m.type === 'E') return drop(backend);
        if (m.type === 'Z') {
          backend.socket.removeAllListeners('data');
          const list = idle.get(key) ?? [];
          if (list.length >= MAX_IDLE_PER_KEY) return drop(backend);
          list.push(backend);
          idle.set(key, list);
          backend.socket.once('close', backend.onIdleClose);
          backend.timer = setTimeout(() => drop(backend), IDLE_MS);
          backend.timer.unref();
        }
      }
    });
    backend.socket.write(message('Q', Buffer.from('DISCARD ALL\0')));
  };

  return {
    serve(first, client) {
      if (first.length < 8 || first.readInt32BE(4) !== PROTOCOL_3) return false;
      let phase: 'startup' | 'password' | 'connecting' | 'bridged' | 'refused' | 'gone' = 'startup';
      let pending = Buffer.alloc(0);
      let startup = Buffer.alloc(0);
      let key = '';
      let backend: Backend | undefined;
      let awaitingReady = 0;
      let lastStatus = 'I';
      const fromClient = new Framer();
      const queued: Buffer[] = [];
      const onBackendClose = () => {
        if (phase !== 'bridged') return;
        phase = 'gone';
        client.close();
      };
      const onBackendData = (chunk: Buffer) => {
        for (const m of backend!.framer.push(chunk)) {
          if (m.type !== 'Z') continue;
          awaitingReady--;
          lastStatus = String.fromCharCode(m.bytes[5]!);
        }
        client.send(chunk);
      };

      const finish = () => {
        const was = phase;
        phase = 'gone';
        if (was !== 'bridged' || !backend) return;
        backend.socket.off('data', onBackendData);
        backend.socket.off('close', onBackendClose);
        release(key, backend, awaitingReady === 0 && lastStatus === 'I' && fromClient.empty);
      };

      const forward = (bytes: Buffer) => {
        for (const m of fromClient.push(bytes)) {
          if (phase !== 'bridged') return;
          // Terminate: the client is done; its backend is kept, and its socket closed as the
          // server would close it (the driver waits for that before its pool has ended).
          if (m.type === 'X') {
            finish();
            return client.close();
          }
          // Each Query, Sync and FunctionCall is answered by exactly one ReadyForQuery.
          if (m.type === 'Q' || m.type === 'S' || m.type === 'F') awaitingReady++;
          backend!.socket.write(m.bytes);
        }
      };

      const bridge = (b: Backend) => {
        if (phase !== 'connecting') return release(key, b, true);
        backend = b;
        phase = 'bridged';
        client.send(Buffer.concat([AUTH_OK, b.greeting]));
        b.socket.on('data', onBackendData);
        b.socket.on('close', onBackendClose);
        for (const bytes of queued.splice(0)) forward(bytes);
      };

      /** Start-up, then the password (a pipelining client sends both at once). */
      const handshake = (bytes: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
        if (phase === 'startup') {
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          startup = pending.subarray(0, length);
          pending = pending.subarray(length);
          phase = 'password';
          // As the server would: ask for the password (a pipelining client has already sent it).
          client.send(AUTH_CLEARTEXT);
        }
        if (pending.length < 5) return;
        if (pending[0] !== 0x70 /* 'p' */) {
          phase = 'gone';
          client.close();
          return;
        }
        const length = pending.readInt32BE(1) + 1;
        if (pending.length < length) return;
        const password = pending.subarray(0, length);
        if (pending.length > length) queued.push(pending.subarray(length));
        phase = 'connecting';
        key = `${startup.toString('base64')}:${password.toString('base64')}`;
        const reused = idle.get(key)?.pop();
        if (reused) {
          clearTimeout(reused.timer);
          reused.socket.off('close', reused.onIdleClose);
          return bridge(reused);
        }
        open(startup, password).then(bridge, (error: Error & { bytes?: Buffer }) => {
          if (phase === 'gone') return;
          if (error.bytes) client.send(error.bytes);
          // The driver answers a refused start-up with Terminate: close once it has, as the server
          // would (closing first makes its Terminate a send-after-close error in workerd).
          phase = 'refused';
          setTimeout(() => client.close(), 1000).unref();
        });
      };

      client.onData((bytes) => {
        if (phase === 'bridged') forward(bytes);
        else if (phase === 'connecting') queued.push(bytes);
        else if (phase === 'refused') client.close();
        else if (phase !== 'gone') handshake(bytes);
      });
      client.onEnd(finish);
      handshake(first);
      return true;
    },
    counts() {
      let idleCount = 0;
      for (const list of idle.values()) idleCount += list.length;
      return { open: all.size, idle: idleCount };
    },
    close() {
      for (const list of idle.values()) for (const b of list) clearTimeout(b.timer);
      idle.clear();
      for (const socket of all) socket.destroy();
    },
  };
}
