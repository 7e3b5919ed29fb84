import pg from 'pg';

/** Grows the bench database's catalogue to `target` active products (idempotent across runs). */
export async function ensureCatalogueSize(databaseUrl: string, target: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from products where is_active',
    );
    const missing = target - rows[0]!.count;
    if (missing > 0) {
      await client.query(
        `insert into products (name, price, unit, category_id, supplier_id)
         select 'Produto de carga ' || g || ' ' || substr(md5(random()::text), 1, 6), (g % 500) + 0.99, 'un',
                (select id from categories order by name offset (g % 8) limit 1),
                (select id from suppliers order by name offset (g % 8) limit 1)
         from generate_series(1, $1) g`,
        [missing],
      );
      await client.query('analyze products');
    }
    const after = await client.query<{ count: number }>('select count(*)::int as count from products where is_active');
    return after.rows[0]!.count;
  } finally {
    await client.end();
  }
}
