import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The API tests' global set-up: the OpenAPI document module the worker serves, built as wrangler's
 * [build] builds it before `wrangler dev` and `wrangler deploy` (the test pool bundles the worker with
 * Vite and runs no custom build). Skipped by the script itself when the sources are unchanged.
 */
export function setup() {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'stack/openapi-build.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`stack/openapi-build.ts exited ${built.status ?? built.signal}`);
}
