import pg from 'pg';
import { SESSION_TTL_SECONDS, signSessionToken } from '../functions/identity/session-token';
import { sessionCookieName } from '../functions/platform/security-policy';
import { BULK_LOAD } from '../stack/postgres';

/**
 * Spend analytics at a realistic size: an organization of its own ("Bench Gastos") with `target`
 * purchase orders over three years, three lines each from 200 catalogue products, four people and four
 * cost centres (one order in ten without), the lines spread over approved and received, approved and
 * waiting, partly received with a short, pending, rejected and refused by the supplier (by a hash of
 * the id, so every run sees the same figures). Idempotent. Returns the owner's session cookie.
 */
export async function spendFixture(databaseUrl: string, sessionSecret: string, target: number) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    await client.query(
      `insert into organizations (name, slug, cnpj) values ('Bench Gastos', 'bench-gastos', '00000000000191')
       on conflict (slug) do nothing`,
    );
    const org = (await client.query<{ id: string }>(`select id from organizations where slug = 'bench-gastos'`))
      .rows[0]!.id;
    await client.query(
      `insert into users (name, email, email_verified)
       select 'Pessoa de carga ' || n, 'gastos-' || n || '@bench.abastece.dev', true from generate_series(1, 4) n
       on conflict do nothing`,
    );
    const people = (
      await client.query<{ id: string }>(
        `select id from users where email like 'gastos-%@bench.abastece.dev' order by email`,
      )
    ).rows.map((r) => r.id);
    await client.query(
      `insert into members (organization_id, user_id, role)
       select $1, u, case when u = $2 then 'owner' else 'member' end::member_role from unnest($3::uuid[]) u
       where not exists (select 1 from members m where m.organization_id = $1 and m.user_id = u)`,
      [org, people[0], people],
    );
    await client.query(
      `insert into cost_centres (organization_id, name)
       select $1, c from unnest(array['Cozinha', 'Bar', 'Salão', 'Delivery']) c
       where not exists (select 1 from cost_centres where organization_id = $1)`,
      [org],
    );
    const existing = (
      await client.query<{ n: number }>('select count(*)::int as n from purchase_orders where organization_id = $1', [
        org,
      ])
    ).rows[0]!.n;
    if (existing < target) {
      await client.query(
        `insert into purchase_orders (description, organization_id, client_id, cost_centre_id, status, created_at)
         select 'Gastos ' || g, $1, ($2::uuid[])[1 + g % 4],
           case when g % 10 = 0 then null else (select array_agg(id order by name) from cost_centres where organization_id = $1)[1 + g % 4] end,
           'COMPLETED', now() - (g % 1095) * interval '1 day' - (g % 1440) * interval '1 minute'
         from generate_series($3::int + 1, $4::int) g`,
        [org, people, existing, target],
      );
      await client.query(
        `with p as (
           select row_number() over (order by p.id) - 1 as idx, p.id, p.supplier_id, p.category_id, p.name, p.unit, p.price,
             s.name as supplier_name
           from products p join suppliers s on s.id = p.supplier_id where p.is_active limit 200),
         o as (
           select id, abs(hashtext(id::text)::bigint) as h from purchase_orders po
           where organization_id = $1 and not exists (select 1 from purchase_order_items i where i.purchase_order_id = po.id)),
         l as (
           select o.id as order_id, k, (o.h + k * 7919) % 200 as idx, 1 + (o.h / 3 + k) % 10 as q, (o.h / 11 + k * 37) % 100 as r
           from o cross join generate_series(0, 2) k)
         insert into purchase_order_items (purchase_order_id, product_id, supplier_id, category_id, product_name, product_unit,
           supplier_name, quantity, unit_price, total_price, status, supplier_status, accepted_quantity, shipped_quantity,
           received_quantity, short_quantity)
         select l.order_id, p.id, p.supplier_id, p.category_id, p.name, p.unit, p.supplier_name, l.q, p.price, l.q * p.price,
           (case when l.r < 80 or l.r >= 95 then 'APPROVED' when l.r < 90 then 'PENDING' else 'REJECTED' end)::purchase_order_item_status,
           (case when l.r < 80 then 'ACCEPTED' when l.r >= 95 then 'REFUSED' else 'PENDING' end)::supplier_line_status,
           case when l.r < 80 then l.q end,
           case when l.r < 60 then l.q when l.r < 70 then l.q / 2 else 0 end,
           case when l.r < 60 then l.q when l.r < 70 then l.q / 2 else 0 end,
           case when l.r < 5 and l.q > 1 then 1 else 0 end
         from l join p on p.idx = l.idx`,
        [org],
      );
      await client.query('analyze purchase_orders');
      await client.query('analyze purchase_order_items');
    }
    const counts = (
      await client.query<{ orders: number; lines: number }>(
        `select count(distinct po.id)::int as orders, count(*)::int as lines
         from purchase_orders po join purchase_order_items i on i.purchase_order_id = po.id where po.organization_id = $1`,
        [org],
      )
    ).rows[0]!;
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const session = await client.query<{ id: string }>(
      'insert into sessions (user_id, active_organization_id, expires_at, user_agent) values ($1, $2, $3, $4) returning id',
      [people[0], org, expiresAt, 'bench'],
    );
    const token = await signSessionToken(
      sessionSecret,
      { sessionId: session.rows[0]!.id, userId: people[0]! },
      expiresAt,
    );
    return { organizationId: org, cookie: `${sessionCookieName(false)}=${token}`, ...counts };
  } finally {
    await client.end();
  }
}

/** The spend screen's answers for the default period (the last 12 months). */
export const SPEND_VIEWS = ['months', 'suppliers', 'categories', 'cost-centres', 'members', 'prices'] as const;

type Line = {
  created_at: Date;
  client_id: string | null;
  cost_centre_id: string | null;
  supplier_id: string | null;
  category_id: string | null;
  product_id: string | null;
  status: string;
  supplier_status: string;
  quantity: number;
  accepted_quantity: number | null;
  cancelled_quantity: number;
  received_quantity: number;
  short_quantity: number;
  unit_price: string;
};

/**
 * São Paulo's calendar day as UTC−3 arithmetic (no daylight saving since 2019, and the fixture is
 * younger): a fair baseline, since Intl.DateTimeFormat per row would cost the naive version seconds.
 */
const spDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The naive baseline of one answer, as a first version of the API would serve it: fetch the period's
 * lines (with their order's month, person and cost centre) and compute the view in JavaScript —
 * spent / committed / reserved per month, supplier, category, cost centre or person, or the top
 * products' weekly average price. Returns the time and the period's spent total (the months' answer;
 * the bench checks it against the API's).
 */
export async function naiveSpend(databaseUrl: string, organizationId: string, view: (typeof SPEND_VIEWS)[number]) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const started = performance.now();
    const { rows } = await client.query<Line>(
      `select po.created_at, po.client_id, po.cost_centre_id, i.supplier_id, i.category_id, i.product_id, i.status,
         i.supplier_status, i.quantity, i.accepted_quantity, i.cancelled_quantity, i.received_quantity, i.short_quantity,
         i.unit_price
       from purchase_orders po join purchase_order_items i on i.purchase_order_id = po.id
       where po.organization_id = $1
         and po.created_at >= (date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '11 months') at time zone 'America/Sao_Paulo'`,
      [organizationId],
    );
    type Sums = { spent: number; committed: number; reserved: number };
    const add = (map: Map<string, Sums>, key: string, s: Sums) => {
      const t = map.get(key) ?? { spent: 0, committed: 0, reserved: 0 };
      t.spent += s.spent;
      t.committed += s.committed;
      t.reserved += s.reserved;
      map.set(key, t);
    };
    const views = {
      month: new Map<string, Sums>(),
      supplier: new Map<string, Sums>(),
      category: new Map<string, Sums>(),
      centre: new Map<string, Sums>(),
      person: new Map<string, Sums>(),
    };
    const weekly = new Map<string, { cents: number; units: number }>();
    const byProduct = new Map<string, number>();
    for (const l of rows) {
      const counted =
        l.status === 'REJECTED' || l.status === 'CANCELLED' || l.supplier_status === 'REFUSED'
          ? 0
          : (l.accepted_quantity ?? l.quantity) - l.cancelled_quantity;
      const unit = Math.round(Number(l.unit_price) * 100);
      const ok = Math.max(l.received_quantity - l.short_quantity, 0);
      const approved = l.status === 'APPROVED';
      const s = {
        reserved: l.status === 'PENDING' ? counted * unit : 0,
        spent: approved ? Math.min(ok, Math.max(counted, 0)) * unit : 0,
        committed: approved ? Math.max(counted - ok, 0) * unit : 0,
      };
      if (view === 'months') add(views.month, spDay(l.created_at).slice(0, 7), s);
      else if (view === 'suppliers') add(views.supplier, l.supplier_id ?? '', s);
      else if (view === 'categories') add(views.category, l.category_id ?? '', s);
      else if (view === 'cost-centres') add(views.centre, l.cost_centre_id ?? '', s);
      else if (view === 'members') add(views.person, l.client_id ?? '', s);
      const units = approved ? Math.max(counted, 0) : 0;
      if (view === 'prices' && units > 0 && l.product_id) {
        const day = new Date(`${spDay(l.created_at)}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
        const key = `${l.product_id}|${day.toISOString().slice(0, 10)}`;
        const w = weekly.get(key) ?? { cents: 0, units: 0 };
        w.cents += s.spent + s.committed;
        w.units += units;
        weekly.set(key, w);
        byProduct.set(l.product_id, (byProduct.get(l.product_id) ?? 0) + s.spent + s.committed);
      }
    }
    const top = new Set(
      [...byProduct.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([id]) => id),
    );
    const prices = [...weekly.entries()]
      .filter(([key]) => top.has(key.split('|')[0]!))
      .map(([key, w]) => ({ key, price: Math.round(w.cents / w.units) / 100 }));
    const sorted = Object.fromEntries(
      Object.entries(views).map(([name, map]) => [
        name,
        [...map.entries()].sort((a, b) => b[1].spent + b[1].committed - (a[1].spent + a[1].committed)),
      ]),
    );
    const spentCents = [...views.month.values()].reduce((n, s) => n + s.spent, 0);
    return { ms: performance.now() - started, lines: rows.length, spent: spentCents / 100, views: sorted, prices };
  } finally {
    await client.end();
  }
}
