import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Whether frontend/dist was built from the sources as they are now: a stamp written after each build
 * holds the SHA-256 of every input (the SPA, the worker code it imports, the lock file, the configs).
 * `npm start` then skips a second identical build: CI's first start builds, and the e2e stack that
 * starts right after reuses it; any change to an input builds again.
 */
const root = resolve(import.meta.dirname, '..');
const STAMP = resolve(root, 'frontend/dist/.build-inputs');
const INPUTS = ['frontend', 'functions', 'db/schema', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['dist', 'e2e', 'node_modules', 'vendor']);

function files(path: string): string[] {
  const full = resolve(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .flatMap((entry) => files(relative(root, join(full, entry.name))));
}

/** SHA-256 of the files under `inputs` (paths from the repository root) that `keep` keeps, names and bytes. */
export function sourcesHash(inputs: string[], keep: (file: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).filter(keep).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(resolve(root, file)));
  }
  return hash.digest('hex');
}

const inputsHash = () => sourcesHash(INPUTS);

export const spaIsCurrent = (): boolean => existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputsHash();

export const markSpaBuilt = (): void => writeFileSync(STAMP, `${inputsHash()}\n`);
