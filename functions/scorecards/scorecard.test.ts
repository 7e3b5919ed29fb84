import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { quoteAnswers, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { createCatalogue } from '../test/catalogue';
import { expectRollupMatchesOrders } from '../test/scorecard-rollup';
import { createSupplierPerson } from '../test/supplier-people';
import { PLAN_LOAD_TIMEOUT, planBuyer, planSupplier, withPlanDatabase } from '../test/plan-database';
import { settledTables } from '../test/settled-tables';
import { call, createOperator, createTenant, withDb, type Principal, type Tenant } from '../test/tenant';
import { scorecardQuery } from './scorecard.service';

/**
 * A hand-computed scorecard. Supplier S has six orders: five from buyer A, one from buyer B.
 *
 *  #  buyer sent   answered  promised  received          status     units ok/ordered  lines refused/answered  incidents  credit
 *  1  A     5 d    2 h       -3 d      -4 d (on time)    COMPLETED  9/10              0/2                     1          15,00
 *  2  A     20 d   6 h       -18 d     -15 d (late)      COMPLETED  20/20             1/3                     0
 *  3  A     60 d   4 h       -58 d     -58 d (on time)   DELIVERED  6/8               0/2                     1          5,50
 *  4  A     200 d  10 h      —         —                 REFUSED    0/5               1/1                     0
 *  5  A     10 d   —         —         —                 SENT       0/4 (not settled) 0/0                     0
 *  6  B     7 d    1 h       -5 d      — (overdue)       ACKNOWLEDGED 0/12 (not settled) 0/1                  0
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const noonSP = (offsetDays: number) => new Date(`${addDays(todayInSaoPaulo(), offsetDays)}T15:00:00Z`);

type Row = {
  buyer: 'A' | 'B';
  sentDaysAgo: number;
  answeredAfterHours?: number;
  promised?: number;
  received?: number;
  status: (typeof supplierOrders.$inferInsert)['status'];
  ok: number;
  ordered: number;
  refused: number;
  answered: number;
  incidents: number;
  credit?: string;
};
const FIXTURE: Row[] = [
  {
    buyer: 'A',
    sentDaysAgo: 5,
    answeredAfterHours: 2,
    promised: -3,
    received: -4,
    status: 'COMPLETED',
    ok: 9,
    ordered: 10,
    refused: 0,
    answered: 2,
    incidents: 1,
    credit: '15.00',
  },
  {
    buyer: 'A',
    sentDaysAgo: 20,
    answeredAfterHours: 6,
    promised: -18,
    received: -15,
    status: 'COMPLETED',
    ok: 20,
    ordered: 20,
    refused: 1,
    answered: 3,
    incidents: 0,
  },
  {
    buyer: 'A',
    sentDaysAgo: 60,
    answeredAfterHours: 4,
    promised: -58,
    received: -58,
    status: 'DELIVERED',
    ok: 6,
    ordered: 8,
    refused: 0,
    answered: 2,
    incidents: 1,
    credit: '5.50',
  },
  {
    buyer: 'A',
    sentDaysAgo: 200,
    answeredAfterHours: 10,
    status: 'REFUSED',
    ok: 0,
    ordered: 5,
    refused: 1,
    answered: 1,
    incidents: 0,
  },
  { buyer: 'A', sentDaysAgo: 10, status: 'SENT', ok: 0, ordered: 4, refused: 0, answered: 0, incidents: 0 },
  {
    buyer: 'B',
    sentDaysAgo: 7,
    answeredAfterHours: 1,
    promised: -5,
    status: 'ACKNOWLEDGED',
    ok: 0,
    ordered: 12,
    refused: 0,
    answered: 1,
    incidents: 0,
  },
];

async function insertFixture(supplierId: string, tenants: Record<'A' | 'B', Tenant>) {
  const now = Date.now();
  await withDb(async (db) => {
    for (const [n, row] of FIXTURE.entries()) {
      const tenant = tenants[row.buyer];
      const [po] = await db
        .insert(purchaseOrders)
        .values({ description: `Fixture ${n + 1}`, organizationId: tenant.organization.id, status: 'IN_PROGRESS' })
        .returning({ id: purchaseOrders.id });
      const sentAt = new Date(now - row.sentDaysAgo * DAY);
      await db.insert(supplierOrders).values({
        purchaseOrderId: po!.id,
        organizationId: tenant.organization.id,
        supplierId,
        number: `${n + 1}-1`,
        status: row.status,
        buyerName: tenant.organization.name,
        buyerCnpj: tenant.organization.cnpj,
        sentAt,
        acknowledgedAt: row.answeredAfterHours ? new Date(sentAt.getTime() + row.answeredAfterHours * HOUR) : null,
        promisedDate: row.promised === undefined ? null : addDays(todayInSaoPaulo(), row.promised),
        receivedAt: row.received === undefined ? null : noonSP(row.received),
        unitsOrdered: row.ordered,
        unitsReceivedOk: row.ok,
        linesAnswered: row.answered,
        linesRefused: row.refused,
        incidentCount: row.incidents,
        creditAmount: row.credit ?? '0',
      });
    }
  });
}

type Card = {
  totals: {
    orders: number;
    fillRate: number | null;
    onTimeRate: number | null;
    medianHoursToConfirm: number | null;
    refusalRate: number | null;
    incidentRate: number | null;
    creditAmount: number;
  };
  series: { orders: number }[];
};

/**
 * Cotações sent to supplier S (and S2), for the response rate, the win rate and the median time to
 * answer (from the sending to the first answer). Buyer A, in the last 90 days: Q1, Q2, Q3 are due
 * (awarded, awarded, closed), S answered two of them after 2 h and 4 h and won one → 2/3 = 66,7 %,
 * 1/2 = 50 %, median 3 h. Q4 (open, in time) and Q5 (cancelled, unanswered) are not due yet or any
 * more; Q6 is a draft; Q8 is older than 90 days. Q7 is buyer B's.
 *
 *  #  buyer sent    status     S: answered after (revised after)  outcome   S2
 *  1  A     5 d     AWARDED    2 h (5 h)                          WON       invited, no answer
 *  2  A     10 d    AWARDED    4 h                                LOST
 *  3  A     12 d    CLOSED     —
 *  4  A     1 d     OPEN       —  (deadline tomorrow)
 *  5  A     3 d     CANCELLED  —
 *  6  A     —       DRAFT      —
 *  7  B     4 d     AWARDED    10 h                               WON
 *  8  A     100 d   AWARDED    1 h                                WON
 */
type Invitation = { supplierId: string; answeredAfterHours?: number[]; outcome?: 'WON' | 'LOST' };
type QuoteRow = {
  buyer: 'A' | 'B';
  sentDaysAgo: number | null;
  status: (typeof quotes.$inferInsert)['status'];
  invited: Invitation[];
};

async function insertQuotes(rows: QuoteRow[], tenants: Record<'A' | 'B', Tenant>) {
  const now = Date.now();
  await withDb(async (db) => {
    for (const [n, row] of rows.entries()) {
      const organizationId = tenants[row.buyer].organization.id;
      const sentAt = row.sentDaysAgo === null ? null : new Date(now - row.sentDaysAgo * DAY);
      const [quote] = await db
        .insert(quotes)
        .values({
          organizationId,
          title: `Cotação ${n + 1}`,
          status: row.status,
          sentAt,
          // Open ones until tomorrow; the others' deadline passed a day after sending.
          deadline: row.status === 'OPEN' || !sentAt ? new Date(now + DAY) : new Date(sentAt.getTime() + DAY),
        })
        .returning({ id: quotes.id });
      for (const invitation of row.invited) {
        const times = (invitation.answeredAfterHours ?? []).map((h) => new Date(sentAt!.getTime() + h * HOUR));
        const [seat] = await db
          .insert(quoteSuppliers)
          .values({
            quoteId: quote!.id,
            organizationId,
            supplierId: invitation.supplierId,
            answeredAt: times.at(-1) ?? null,
            answerCount: times.length,
            outcome: invitation.outcome ?? null,
          })
          .returning({ id: quoteSuppliers.id });
        for (const [i, createdAt] of times.entries())
          await db.insert(quoteAnswers).values({
            quoteSupplierId: seat!.id,
            version: i + 1,
            channel: 'API',
            validUntil: addDays(todayInSaoPaulo(), 20),
            leadTimeDays: 1,
            createdAt,
          });
      }
    }
  });
}

describe('supplier scorecard', () => {
  it('matches the hand-computed figures for every period and keeps each buyer to its own orders', async () => {
    const [catalogue, a, b, operator] = await Promise.all([
      createCatalogue([]),
      createTenant(),
      createTenant(),
      createOperator(),
    ]);
    const supplierId = catalogue.supplier.id;
    const staff = await createSupplierPerson(supplierId, 'staff');
    await insertFixture(supplierId, { A: a, B: b });
    await expectRollupMatchesOrders(supplierId);
    const get = async (path: string, as = operator) => {
      const res = await call('GET', path, { as });
      expect(res.status, path).toBe(200);
      return (await res.json()) as Card;
    };
    // Whole supplier (operator and the supplier's own portal see the same).
    const expected = {
      30: {
        orders: 4,
        fillRate: 0.967,
        onTimeRate: 0.333,
        medianHoursToConfirm: 2,
        refusalRate: 0.167,
        incidentRate: 0.5,
        creditAmount: 15,
      },
      90: {
        orders: 5,
        fillRate: 0.921,
        onTimeRate: 0.5,
        medianHoursToConfirm: 3,
        refusalRate: 0.125,
        incidentRate: 0.667,
        creditAmount: 20.5,
      },
      365: {
        orders: 6,
        fillRate: 0.814,
        onTimeRate: 0.5,
        medianHoursToConfirm: 4,
        refusalRate: 0.222,
        incidentRate: 0.667,
        creditAmount: 20.5,
      },
    };
    for (const days of [30, 90, 365] as const) {
      const card = await get(`/scorecards/operator/${supplierId}?days=${days}`);
      expect(card.totals, `${days} days`).toMatchObject(expected[days]);
      expect(card.series.reduce((n, s) => n + s.orders, 0)).toBe(expected[days].orders);
      expect((await get(`/supplier-portal/scorecard?days=${days}`, staff)).totals).toMatchObject(expected[days]);
    }
    // Buyer A, 90 days: orders 1, 2, 3 and 5 only.
    expect((await get(`/scorecards/suppliers/${supplierId}?days=90`, a.owner)).totals).toMatchObject({
      orders: 4,
      fillRate: 0.921,
      onTimeRate: 0.667,
      medianHoursToConfirm: 4,
      refusalRate: 0.143,
      incidentRate: 0.667,
      creditAmount: 20.5,
    });
    // Buyer B: its one overdue order; nothing of A's.
    expect((await get(`/scorecards/suppliers/${supplierId}?days=90`, b.member)).totals).toMatchObject({
      orders: 1,
      fillRate: null,
      onTimeRate: 0,
      medianHoursToConfirm: 1,
      refusalRate: 0,
      incidentRate: null,
      creditAmount: 0,
    });
    const list = (await (await call('GET', '/scorecards/suppliers?days=365', { as: b.owner })).json()) as {
      data: { supplierId: string; orders: number }[];
    };
    expect(list.data).toEqual([expect.objectContaining({ supplierId, orders: 1 })]);
    // A bad period is a pt-BR 400; an unknown supplier a 404.
    const bad = await call('GET', `/scorecards/suppliers/${supplierId}?days=7`, { as: a.owner });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(
      'Período inválido: 30, 90 ou 365 dias',
    );
    expect((await call('GET', `/scorecards/suppliers/${crypto.randomUUID()}`, { as: a.owner })).status).toBe(404);
  });

  it('adds the response rate, win rate and median time to answer over the cotações, per buyer and over every buyer', async () => {
    const [s, s2, a, b, operator] = await Promise.all([
      createCatalogue([]),
      createCatalogue([]),
      createTenant(),
      createTenant(),
      createOperator(),
    ]);
    const S = s.supplier.id;
    const S2 = s2.supplier.id;
    const staff = await createSupplierPerson(S, 'staff');
    await insertQuotes(
      [
        {
          buyer: 'A',
          sentDaysAgo: 5,
          status: 'AWARDED',
          invited: [{ supplierId: S, answeredAfterHours: [2, 5], outcome: 'WON' }, { supplierId: S2 }],
        },
        {
          buyer: 'A',
          sentDaysAgo: 10,
          status: 'AWARDED',
          invited: [{ supplierId: S, answeredAfterHours: [4], outcome: 'LOST' }],
        },
        { buyer: 'A', sentDaysAgo: 12, status: 'CLOSED', invited: [{ supplierId: S }] },
        { buyer: 'A', sentDaysAgo: 1, status: 'OPEN', invited: [{ supplierId: S }] },
        { buyer: 'A', sentDaysAgo: 3, status: 'CANCELLED', invited: [{ supplierId: S }] },
        { buyer: 'A', sentDaysAgo: null, status: 'DRAFT', invited: [{ supplierId: S }] },
        {
          buyer: 'B',
          sentDaysAgo: 4,
          status: 'AWARDED',
          invited: [{ supplierId: S, answeredAfterHours: [10], outcome: 'WON' }],
        },
        {
          buyer: 'A',
          sentDaysAgo: 100,
          status: 'AWARDED',
          invited: [{ supplierId: S, answeredAfterHours: [1], outcome: 'WON' }],
        },
      ],
      { A: a, B: b },
    );
    type QuoteCard = {
      totals: { responseRate: number | null; winRate: number | null; medianHoursToAnswer: number | null };
      series: { counts: { quotesInvited: number } }[];
    };
    const get = async (path: string, as: Principal) => {
      const res = await call('GET', path, { as });
      expect(res.status, path).toBe(200);
      return (await res.json()) as QuoteCard;
    };

    // Buyer A, 90 days: 3 due, 2 answered after 2 h and 4 h (the first answer, not the revision), 1 won.
    const mine = await get(`/scorecards/suppliers/${S}?days=90`, a.member);
    expect(mine.totals).toMatchObject({
      orders: 0,
      responseRate: 0.667,
      winRate: 0.5,
      medianHoursToAnswer: 3,
      counts: { quotesInvited: 3, quotesAnswered: 2, quotesAwarded: 2, quotesWon: 1 },
    });
    // The series has the weeks of the cotações, though no order was sent.
    expect(mine.series.reduce((n, w) => n + w.counts.quotesInvited, 0)).toBe(3);
    // Every supplier A invited is in its list, orders or not; S2 never answered.
    const list = (await (await call('GET', '/scorecards/suppliers?days=90', { as: a.owner })).json()) as {
      data: (QuoteCard['totals'] & { supplierId: string; orders: number })[];
    };
    expect(list.data.find((r) => r.supplierId === S)).toMatchObject({ orders: 0, responseRate: 0.667, winRate: 0.5 });
    expect(list.data.find((r) => r.supplierId === S2)).toMatchObject({
      responseRate: 0,
      winRate: null,
      medianHoursToAnswer: null,
    });
    expect(list.data).toHaveLength(2);

    // Buyer B sees its one cotação; a year of A's adds the older one.
    expect((await get(`/scorecards/suppliers/${S}?days=90`, b.owner)).totals).toMatchObject({
      responseRate: 1,
      winRate: 1,
      medianHoursToAnswer: 10,
    });
    expect((await get(`/scorecards/suppliers/${S}?days=365`, a.owner)).totals).toMatchObject({
      responseRate: 0.75,
      winRate: 0.667,
      medianHoursToAnswer: 2,
    });

    // The supplier's own portal (and the operator) over every buyer: A's and B's cotações.
    for (const [as, path] of [
      [staff, '/supplier-portal/scorecard'],
      [operator, `/scorecards/operator/${S}`],
    ] as const) {
      expect((await get(`${path}?days=90`, as)).totals, path).toMatchObject({
        responseRate: 0.75,
        winRate: 0.667,
        medianHoursToAnswer: 4,
        counts: { quotesInvited: 4, quotesAnswered: 3, quotesAwarded: 3, quotesWon: 2 },
      });
      expect((await get(`${path}?days=365`, as)).totals, path).toMatchObject({
        responseRate: 0.8,
        winRate: 0.75,
        medianHoursToAnswer: 3,
      });
    }
  });

  it(
    'reads the daily rollup and two partial indexes, not the orders, at 100,000 supplier orders; a buyer its own orders by index',
    async () => {
      const { plans, rollup } = await withPlanDatabase(async (db) => {
        const [{ supplierId }, { organizationId }] = await Promise.all([planSupplier(db), planBuyer(db)]);
        // 100,000 orders of one supplier from one buyer over two years, in one statement each.
        await db.execute(sql`
        with po as (
          insert into purchase_orders (description, organization_id, status, created_at)
          select 'Carga ' || n, ${organizationId}, 'COMPLETED', now() - (n % 730) * interval '1 day'
          from generate_series(1, 100000) n
          returning id, created_at
        )
        insert into supplier_orders (purchase_order_id, organization_id, supplier_id, number, status, buyer_name, buyer_cnpj,
          sent_at, acknowledged_at, units_ordered, units_received_ok, lines_answered, incident_count)
        select id, ${organizationId}, ${supplierId}, 'C-' || row_number() over (), 'COMPLETED', 'Carga', '00000000000000',
          created_at, created_at + interval '3 hours', 10, 9, 2, 0
        from po`);
        // As autovacuum leaves a table that settled: statistics and the visibility map (index-only scans).
        await settledTables(db, ['supplier_orders', 'supplier_scorecard_days']);
        const explain = async (query: ReturnType<typeof scorecardQuery>) =>
          (await db.execute<Record<string, string>>(sql`explain ${query}`)).rows
            .map((r) => Object.values(r)[0])
            .join('\n');
        return {
          // The trigger kept 730 days of 100,000 orders.
          rollup: await expectRollupMatchesOrders(supplierId, (work) => work(db)),
          plans: {
            supplier: await explain(scorecardQuery({ supplierId }, 365, 'month')),
            // The buyer's own view sums each of its orders' contributions, read by index over the period.
            buyer: await explain(scorecardQuery({ supplierId, organizationId }, 90, 'week')),
          },
        };
      });
      // Here the supplier's orders are all this buyer's, so either index by sent_at serves.
      expect(plans.buyer).toMatch(/Index Scan on supplier_orders_(org_)?supplier_sent_idx/);
      expect(plans.buyer).not.toMatch(/Seq Scan on supplier_orders/);
      const plan = plans.supplier;
      // The sums from the rollup; the median and the open promises from partial indexes; no order read.
      expect(plan).toContain('supplier_scorecard_days');
      expect(plan).toContain('supplier_orders_supplier_answered_idx');
      expect(plan).toContain('supplier_orders_supplier_open_promise_idx');
      expect(plan).not.toMatch(/Seq Scan on supplier_orders/);
      expect(rollup.split(';')).toHaveLength(730);
    },
    PLAN_LOAD_TIMEOUT,
  );
});
