import pg from 'pg';
import { BULK_LOAD } from '../stack/postgres';

/**
 * Gives the bench key's supplier `target` supplier orders (idempotent across runs): one for each of
 * the restaurant's fixture purchase orders, in the states a supplier sees, changed over the last days.
 */
export async function supplierOrdersFixture(databaseUrl: string, supplierId: string, target: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const have = (
      await client.query<{ n: number }>('select count(*)::int as n from supplier_orders where supplier_id = $1', [
        supplierId,
      ])
    ).rows[0]!.n;
    if (have < target) {
      await client.query(
        `insert into supplier_orders (purchase_order_id, organization_id, supplier_id, number, status, buyer_name, buyer_cnpj, total_amount, sent_at, updated_at, created_at)
         select p.id, p.organization_id, $1, 'B' || row_number() over () || '-1',
                (array['SENT','ACKNOWLEDGED','REFUSED','CANCELLED'])[1 + (row_number() over ()) % 4]::supplier_order_status,
                o.name, o.cnpj, coalesce(p.total_amount, 10), p.created_at, p.created_at, p.created_at
         from purchase_orders p join organizations o on o.id = p.organization_id
         where not exists (select 1 from supplier_orders s where s.purchase_order_id = p.id and s.supplier_id = $1)
         limit $2`,
        [supplierId, target - have],
      );
      await client.query('analyze supplier_orders');
    }
    return (
      await client.query<{ n: number }>('select count(*)::int as n from supplier_orders where supplier_id = $1', [
        supplierId,
      ])
    ).rows[0]!.n;
  } finally {
    await client.end();
  }
}
