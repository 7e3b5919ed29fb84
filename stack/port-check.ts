import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename } from 'node:path';
import { StartupError } from './startup-error';

export interface PortClaim {
  port: number;
  /** What the stack runs there, e.g. "PostgreSQL". */
  what: string;
  /** The environment variable that moves it, e.g. "PG_PORT". */
  variable: string;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolveFree(true)));
  });
}

/** Socket inodes listening on `port` (Linux: /proc/net/tcp{,6}, state 0A = LISTEN). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const local = columns[1];
      if (columns[3] !== '0A' || !local || !columns[9]) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) inodes.add(columns[9]);
    }
  }
  return inodes;
}

/** "node stack/start.ts (pid 4242, in /home/ana/abastece)": the program, its script if any, and where it runs. */
function describeProcess(pid: string): string {
  let name = '?';
  let script: string | undefined;
  try {
    const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    name = basename(command ?? '?');
    script = args.findLast((arg) => /\.(c|m)?(j|t)s$/.test(arg) && !arg.includes('node_modules'));
  } catch {
    // gone meanwhile, or not ours to read
  }
  let cwd: string | undefined;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // not ours to read
  }
  return `${name}${script ? ` ${script}` : ''} (pid ${pid}${cwd ? `, in ${cwd}` : ''})`;
}

/** "postgres (pid 4242, in …)" for whoever listens on `port`, when this machine lets us tell. */
export function portOwner(port: number): string | undefined {
  if (process.platform !== 'linux') return undefined;
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (!inode || !inodes.has(inode)) continue;
      return describeProcess(pid);
    }
  }
  return undefined;
}

async function suggestPort(from: number, taken: Set<number>): Promise<number | undefined> {
  for (let candidate = from + 10; candidate < from + 1000 && candidate < 65536; candidate += 10) {
    if (!taken.has(candidate) && (await isFree(candidate))) return candidate;
  }
  return undefined;
}

/** The error for a port someone else holds: who (when this machine lets us tell) and the variable that moves ours. */
export async function busyPortError(claim: PortClaim, taken: Set<number> = new Set()): Promise<StartupError> {
  const owner = portOwner(claim.port);
  const suggestion = await suggestPort(claim.port, taken);
  return new StartupError(
    `Port ${claim.port} (${claim.what}) is already in use${owner ? ` by ${owner}` : ' by another process'}.`,
    `Stop that process, or move this stack's ${claim.what} port: ${claim.variable}=${suggestion ?? claim.port + 10} npm start`,
  );
}

/** Fails on the first busy port, before the stack starts anything. */
export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const ours = new Set(claims.map((claim) => claim.port));
  for (const claim of claims) {
    if (!(await isFree(claim.port))) throw await busyPortError(claim, ours);
  }
}
