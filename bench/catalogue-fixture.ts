import pg from 'pg';
import { BULK_LOAD } from '../stack/postgres';

/**
 * Grows the bench database's catalogue to `target` active products (idempotent across runs), with
 * names a search can tell apart: twenty staples × eight qualities × fifty sizes, numbered.
 */
export async function ensureCatalogueSize(databaseUrl: string, target: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from products where is_active',
    );
    const missing = target - rows[0]!.count;
    if (missing > 0) {
      await client.query(
        `insert into products (name, description, price, unit, category_id, supplier_id)
         select (array['Arroz','Feijão','Açúcar','Café','Farinha','Óleo','Macarrão','Leite','Queijo','Tomate',
                       'Cebola','Batata','Alho','Sal','Vinagre','Molho','Biscoito','Fubá','Aveia','Milho'])[1 + g % 20]
                || ' ' || (array['premium','tradicional','extra','especial','da casa','orgânico','light','integral'])[1 + (g / 20) % 8]
                || ' ' || (1 + g % 50) || ' kg lote ' || g,
                'Produto de carga para o benchmark', (g % 500) + 0.99, 'un',
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
