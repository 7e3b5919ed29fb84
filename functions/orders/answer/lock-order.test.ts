import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedOrder } from '../../test/orders';
import { call, withDb } from '../../test/tenant';
import { until } from '../../test/until';
import { addDays, todayInSaoPaulo } from '../../platform/brazil';

/**
 * Two writers that share a supplier and a buyer take the rows they share in one order, so neither waits
 * for the other while holding what the other needs. The rows: the supplier's scorecard day (statement
 * triggers on supplier_orders keep it) and the buyer's audit chain head, which every writer takes last
 * (audit-log.ts). Seen in the browser tests as a 500 "deadlock detected": the dairy confirmed an order
 * of the demo restaurant while its admin approved another with a dairy part.
 */

type Sent = Awaited<ReturnType<typeof approvedOrder>>;

/**
 * Holds the supplier's scorecard day while its answer to the first order, then `other`, line up for
 * it; lets go, so the answer gets it first (as when its update reached the row a moment before).
 * Answers both responses' statuses.
 */
async function meetAtTheScorecardDay(sent: Sent, other: () => Promise<Response>) {
  const key = { headers: { 'x-api-key': sent.keyA.key } };
  const list = (await (await call('GET', '/supplier/orders', key)).json()) as { data: { id: string }[] };
  const part = list.data[0]!;
  const { lines } = (await (await call('GET', `/supplier/orders/${part.id}`, key)).json()) as {
    lines: { id: string }[];
  };
  const responses = await withDb((db) =>
    db.transaction(async (holder) => {
      const held = await holder.execute(
        sql`select day from supplier_scorecard_days where supplier_id = ${sent.a.supplier.id} for update`,
      );
      expect(held.rows).toHaveLength(1);
      const [{ pid }] = (await holder.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows as [
        { pid: number },
      ];
      // Who waits for the holder, or behind one who does (a row's second waiter queues on the first).
      // Asked on another connection: pg_stat_activity is a snapshot taken once per transaction.
      const waitingOnHolder = async (n: number) => {
        const { rows } = await db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity a
              where ${pid}::int = any(pg_blocking_pids(a.pid))
                 or exists (select 1 from pg_stat_activity b where b.pid = any(pg_blocking_pids(a.pid))
                            and ${pid}::int = any(pg_blocking_pids(b.pid)))`,
        );
        return rows[0]!.waiting >= n ? true : undefined;
      };
      const answer = call('POST', `/supplier/orders/${part.id}/acknowledge`, {
        ...key,
        body: {
          lines: lines.map((l) => ({ itemId: l.id, accepted: true })),
          promisedDate: addDays(todayInSaoPaulo(), 2),
        },
      });
      await until(() => waitingOnHolder(1), 'the answer waiting for the scorecard day');
      const second = other();
      await until(() => waitingOnHolder(2), 'the second writer waiting for the scorecard day');
      return [answer, second]; // not awaited here: they wait for this transaction to end
    }),
  );
  return Promise.all(
    responses.map(async (res) => {
      const r = await res;
      return r.status === 200 || r.status === 201 ? r.status : `${r.status} ${await r.text()}`;
    }),
  );
}

/** A second order of the buyer with a line of the same supplier (a product of its catalogue in the cart). */
const fillCart = (sent: Sent) =>
  call('POST', '/cart/item', { as: sent.tenant.member, body: { productId: sent.a.products[0]!.id, quantity: 2 } });

describe('lock order between a supplier’s answer and the buyer’s own writes', () => {
  it('the admin approving another order with a part for the same supplier: both succeed', async () => {
    const sent = await approvedOrder();
    await fillCart(sent);
    const second = (await (
      await call('POST', '/purchase-orders', { as: sent.tenant.member, body: { description: 'Reposição' } })
    ).json()) as { id: string; status: string };
    expect(second.status).toBe('PENDING');
    const statuses = await meetAtTheScorecardDay(sent, () =>
      call('PUT', `/purchase-orders/${second.id}/status`, { as: sent.tenant.admin, body: { status: 'APPROVED' } }),
    );
    expect(statuses).toEqual([200, 200]);
  });

  // The checkout inserts a part that rules send at once already SENT (the day taken before its audit
  // entries): this keeps it that way.
  it('a checkout that rules send straight to the same supplier: both succeed', async () => {
    const sent = await approvedOrder();
    const rules = [{ minAmount: 0, maxAmount: null, approvers: [] }];
    expect((await call('PUT', '/approval-rules', { as: sent.tenant.owner, body: { rules } })).status).toBe(200);
    await fillCart(sent);
    const statuses = await meetAtTheScorecardDay(sent, () =>
      call('POST', '/purchase-orders', { as: sent.tenant.member, body: { description: 'Reposição automática' } }),
    );
    expect(statuses).toEqual([200, 201]);
  });

  // A transaction that updates a row it has already changed checks that row's foreign keys again,
  // taking each referenced row FOR KEY SHARE: the supplier's answer does so to the buyer's organization
  // when it refreshes its part's figures, after it has locked the purchase order. A checkout that locked
  // the organization FOR UPDATE queued behind another such key-share holder (an approval, waiting for
  // that purchase order), and the answer queued behind the checkout: a deadlock, seen in the fault run.
  it('a checkout does not wait for a writer that holds its organization for a foreign key check', async () => {
    const sent = await approvedOrder();
    await fillCart(sent);
    const first = await withDb((db) =>
      db.transaction(async (holder) => {
        await holder.execute(sql`select 1 from organizations where id = ${sent.tenant.organization.id} for key share`);
        const [{ pid }] = (await holder.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows as [
          { pid: number },
        ];
        let status: number | undefined;
        const checkout = call('POST', '/purchase-orders', {
          as: sent.tenant.member,
          body: { description: 'Reposição' },
        }).then((res) => (status = res.status));
        const outcome = await until(async () => {
          if (status !== undefined) return status;
          const { rows } = await db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity a where ${pid}::int = any(pg_blocking_pids(a.pid))`,
          );
          return rows[0]!.waiting > 0 ? 'waiting for the key share' : undefined;
        }, 'the checkout to end or wait');
        return { outcome, checkout };
      }),
    );
    await first.checkout;
    expect(first.outcome).toBe(201);
  });
});
