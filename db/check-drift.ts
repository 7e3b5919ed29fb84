/**
 * Fails when db/schema/ has changes that migrations/ does not: drizzle-kit
 * generate runs against a copy of migrations/ and must find nothing to write.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// drizzle-kit only takes an --out relative to the project.
const copy = resolve(root, '.data', `drift-${randomUUID()}`);
mkdirSync(copy, { recursive: true });
try {
  cpSync(resolve(root, 'migrations'), copy, { recursive: true });
  const before = readdirSync(copy).filter((f) => f.endsWith('.sql')).length;
  const output = execFileSync(
    process.execPath,
    [
      resolve(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './db/schema/*.ts',
      '--out',
      relative(root, copy),
      '--casing',
      'snake_case',
      '--name',
      'drift',
    ],
    { cwd: root, stdio: 'pipe', encoding: 'utf8' },
  );
  const after = readdirSync(copy).filter((f) => f.endsWith('.sql')).length;
  if (!readdirSync(resolve(copy, 'meta')).includes('_journal.json'))
    throw new Error('drizzle-kit did not read the migrations copy');
  // drizzle-kit may exit 0 on failure: only its explicit verdict counts.
  if (after === before && !/No schema changes/i.test(output)) {
    console.error(output);
    throw new Error('drizzle-kit did not confirm that the schema matches the migrations');
  }
  if (after !== before) {
    console.error('db/schema has changes without a migration: run `npm run db:generate` and commit migrations/.');
    process.exit(1);
  }
  console.log('migrations match db/schema');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
