import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Applies every pending migration of migrations/ (drizzle-kit output). */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Migrations are idempotent under a lock: two starts never race.
    await client.query('select pg_advisory_lock(7217001)');
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock(7217001)').catch(() => undefined);
    await client.end();
  }
}

/** Creates the database unless it exists, empty or as a copy of `template` (which nobody may be connected to). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    const quoted = (identifier: string) => `"${identifier.replace(/"/g, '')}"`;
    if (exists.rowCount === 0)
      await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);
  } finally {
    await client.end();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (npm start runs migrations against the local database by itself).');
    process.exit(1);
  }
  await applyMigrations(url);
  console.log('migrations applied');
}
