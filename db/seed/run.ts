import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { seedDemoData } from './seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (npm start seeds the local database by itself).');
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: url });
const result = await seedDemoData(drizzle({ client: pool, casing: 'snake_case' }));
console.log(
  result.seeded ? `demo data seeded (${result.products} products)` : 'database already has users: seed skipped',
);
await pool.end();
