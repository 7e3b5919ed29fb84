import pg from 'pg';
import { comparisonOffers, type AnswerLine } from '../functions/quotes/comparison-offers';
import { BULK_LOAD } from '../stack/postgres';

/**
 * Suppliers to invite: the active ones by name, then suppliers of the bench's own (inactive, so no
 * catalogue or listing shows them) when a cotação asks for more than the database has. Their names sort
 * after every demo supplier's: other fixtures take "the first suppliers by name".
 */
async function benchSuppliers(client: pg.Client, count: number) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from suppliers');
  for (let n = rows[0]!.n; n < count; n++) {
    await client.query(
      `insert into suppliers (name, email, cnpj, color, is_active)
       values ($1, $2, $3, '#64748b', false) on conflict (cnpj) do nothing`,
      [`Zz Bench cotação ${n}`, `bench-cotacao-${n}@fornecedor.abastece.dev`, `99${String(n).padStart(12, '0')}`],
    );
  }
  return (
    await client.query<{ id: string }>('select id from suppliers order by is_active desc, name limit $1', [count])
  ).rows;
}

/**
 * What the answer path keeps for the comparison, computed by the same pure function
 * (functions/quotes/comparison-offers.ts) from the rows this fixture wrote.
 */
async function keepForComparison(client: pg.Client, quoteId: string, invitationId: string, answerId: string) {
  const lines = (
    await client.query<{ id: string; quantity: number }>(
      'select id, quantity from quote_lines where quote_id = $1 order by position',
      [quoteId],
    )
  ).rows;
  const answered = (
    await client.query<AnswerLine>(
      `select line_id as "lineId", unit_price as "unitPrice", available_quantity as "availableQuantity", note
       from quote_answer_lines where answer_id = $1`,
      [answerId],
    )
  ).rows;
  await client.query(
    'insert into quote_comparison_answers (quote_supplier_id, quote_id, answer_id, offers) values ($1, $2, $3, $4)',
    [invitationId, quoteId, answerId, JSON.stringify(comparisonOffers(lines, answered))],
  );
}

/**
 * A closed cotação of the demo restaurant with `lines` free-text lines sent to `suppliers` suppliers,
 * each of which answered every line (prices a few % apart, one line in ten not quoted, its own freight
 * and minimum order): what the comparison and its exact best split read, with what the answer path
 * keeps for the comparison. Made once; its id is found by title on later runs.
 */
export async function quotesFixture(databaseUrl: string, lines = 200, supplierCount = 10): Promise<string> {
  const title = `Bench ${lines} x ${supplierCount}`;
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>('select id from quotes where title = $1', [title]);
    if (found.rows[0]) return found.rows[0].id;
    const owner = (
      await client.query<{ organization_id: string }>(
        `select m.organization_id from members m join users u on u.id = m.user_id where u.email = 'dono@abastece.dev' and m.role = 'owner'`,
      )
    ).rows[0]!;
    await client.query('begin');
    const suppliers = await benchSuppliers(client, supplierCount);
    const quote = (
      await client.query<{ id: string }>(
        `insert into quotes (organization_id, title, status, deadline, sent_at, closed_at)
         values ($1, $2, 'CLOSED', now() - interval '1 hour', now() - interval '1 day', now() - interval '1 hour') returning id`,
        [owner.organization_id, title],
      )
    ).rows[0]!;
    await client.query(
      `insert into quote_lines (quote_id, position, description, unit, quantity)
       select $1, g, 'Item de bench ' || g, 'kg', 1 + g % 40 from generate_series(0, $2 - 1) g`,
      [quote.id, lines],
    );
    for (const [j, supplier] of suppliers.entries()) {
      const invitation = (
        await client.query<{ id: string }>(
          `insert into quote_suppliers (quote_id, organization_id, supplier_id, answered_at, answer_count)
           values ($1, $2, $3, now() - interval '2 hours', 1) returning id`,
          [quote.id, owner.organization_id, supplier.id],
        )
      ).rows[0]!;
      const answer = (
        await client.query<{ id: string }>(
          `insert into quote_answers (quote_supplier_id, version, channel, valid_until, lead_time_days, minimum_order_value, freight)
           values ($1, 1, 'API', current_date + 30, 2, $2, $3) returning id`,
          [invitation.id, 500 + ((j * 997) % 4000), 20 + ((j * 37) % 80)],
        )
      ).rows[0]!;
      // Prices a few % apart per supplier and line; one line in ten not quoted by each.
      await client.query(
        `insert into quote_answer_lines (answer_id, line_id, unit_price)
         select $1, l.id, round((10 + l.position % 50) * (1 + ((l.position * 7 + $2 * 13) % 9) / 100.0), 2)
         from quote_lines l where l.quote_id = $3 and (l.position + $2) % 10 <> 0`,
        [answer.id, j, quote.id],
      );
      await keepForComparison(client, quote.id, invitation.id, answer.id);
    }
    await client.query('commit');
    return quote.id;
  } finally {
    await client.end();
  }
}
