import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { createCatalogue } from '../test/catalogue';
import { inboxFor } from '../test/inbox';
import { placeOrder } from '../test/orders';
import { PLAN_LOAD_TIMEOUT, planBuyer, withPlanDatabase } from '../test/plan-database';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import type * as z from 'zod';
import type { orderDetailSchema } from './purchase-orders.responses';
import { orderIdParam } from './purchase-orders.schemas';
import { orderListQuery } from './read/order-reads';

/** The detail as the document describes it (the contract check holds every response to it). */
type Detail = z.output<typeof orderDetailSchema>;
const detail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('checkout', () => {
  it('creates the order from the cart (201) with server prices and totals, then empties the cart', async () => {
    const { member } = await createTenant();
    const a = await createCatalogue([{ price: '8.90' }]);
    const b = await createCatalogue([{ price: '49.90' }]);
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 3, price: 0.01 } });
    await call('POST', '/cart/item', { as: member, body: { productId: b.products[0]!.id, quantity: 2 } });
    const res = await call('POST', '/purchase-orders', {
      as: member,
      body: { description: 'Feira de sábado', notes: 'Entregar cedo', total_amount: 1, status: 'COMPLETED' },
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as {
      id: string;
      status: string;
      total_amount: number;
      supplier_ids: string[];
      client_id: string;
      cart_data: { lines: unknown[] };
    };
    expect(order).toMatchObject({
      status: 'PENDING',
      total_amount: 126.5,
      notes: 'Entregar cedo',
      client_id: member.user.id,
    });
    expect(order.supplier_ids.sort()).toEqual([a.supplier.id, b.supplier.id].sort());
    expect(order.cart_data.lines).toHaveLength(2);
    const full = await detail(member, order.id);
    expect(full.items.map((i) => [i.unit_price, i.quantity, i.total_price]).sort()).toEqual([
      [49.9, 2, 99.8],
      [8.9, 3, 26.7],
    ]);
    expect(((await (await call('GET', '/cart', { as: member })).json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('takes an order without a description (absent or blank), named by its suppliers, and still needs a cart', async () => {
    const { member } = await createTenant();
    const empty = await call('POST', '/purchase-orders', { as: member, body: {} });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'Seu carrinho está vazio' });
    const a = await createCatalogue([{}]);
    const b = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 2 } });
    await call('POST', '/cart/item', { as: member, body: { productId: b.products[0]!.id, quantity: 1 } });
    const absent = await call('POST', '/purchase-orders', { as: member, body: {} });
    expect(absent.status).toBe(201);
    const named = ((await absent.json()) as { description: string }).description;
    expect([`${a.supplier.name} e ${b.supplier.name}`, `${b.supplier.name} e ${a.supplier.name}`]).toContain(named);
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 1 } });
    const blank = await call('POST', '/purchase-orders', { as: member, body: { description: '   ' } });
    expect(blank.status).toBe(201);
    expect(((await blank.json()) as { description: string }).description).toBe(a.supplier.name);
    const long = await call('POST', '/purchase-orders', { as: member, body: { description: 'x'.repeat(501) } });
    expect(await errorOf(long)).toMatchObject({ message: 'Máximo de 500 caracteres' });
  });

  it('creates exactly one order from 20 concurrent checkouts of one cart', async () => {
    const { member, organization } = await createTenant();
    const a = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 2 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/purchase-orders', { as: member, body: { description: 'Corrida' } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    const orders = await withDb((db) =>
      db.select().from(purchaseOrders).where(eq(purchaseOrders.organizationId, organization.id)),
    );
    expect(orders).toHaveLength(1);
  });

  it('leaves no order and the cart intact when a failure happens after the items are written', async () => {
    const { member, organization } = await createTenant();
    const a = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 2 } });
    const cart = (await (await call('GET', '/cart', { as: member })).json()) as { id: string; items: unknown[] };
    const fn = `fail_cart_${uniq().replace(/-/g, '')}`;
    // The failure: emptying this cart (the step after the order and its items are written) raises.
    await withDb(async (db) => {
      await db.execute(
        sql.raw(
          `create function ${fn}() returns trigger language plpgsql as $$ begin if old.cart_id = '${cart.id}' then raise exception 'injected'; end if; return old; end $$`,
        ),
      );
      await db.execute(
        sql.raw(`create trigger ${fn} before delete on cart_items for each row execute function ${fn}()`),
      );
    });
    try {
      const res = await call('POST', '/purchase-orders', { as: member, body: { description: 'Vai falhar' } });
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('injected');
    } finally {
      await withDb(async (db) => {
        await db.execute(sql.raw(`drop trigger ${fn} on cart_items`));
        await db.execute(sql.raw(`drop function ${fn}()`));
      });
    }
    expect(
      await withDb((db) => db.select().from(purchaseOrders).where(eq(purchaseOrders.organizationId, organization.id))),
    ).toEqual([]);
    expect(((await (await call('GET', '/cart', { as: member })).json()) as { items: unknown[] }).items).toHaveLength(1);
  });
});

describe('reading orders', () => {
  it('lists newest first, by status, with exact pagination (limit 100 allowed, 101 refused)', async () => {
    const tenant = await createTenant();
    const first = await placeOrder(tenant.member, 'Primeiro');
    const second = await placeOrder(tenant.admin, 'Segundo');
    await call('PUT', `/purchase-orders/${first.order.id}/status`, { as: tenant.admin, body: { status: 'APPROVED' } });
    const all = (await (await call('GET', '/purchase-orders', { as: tenant.member })).json()) as {
      data: Array<{ id: string }>;
      pagination: unknown;
    };
    expect(all.data.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    const approved = (await (await call('GET', '/purchase-orders?status=APPROVED', { as: tenant.member })).json()) as {
      data: Array<{ id: string }>;
    };
    expect(approved.data.map((o) => o.id)).toEqual([first.order.id]);
    const paged = (await (await call('GET', '/purchase-orders?limit=1&page=2', { as: tenant.member })).json()) as {
      data: Array<{ id: string }>;
      pagination: unknown;
    };
    expect(paged.data.map((o) => o.id)).toEqual([first.order.id]);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect((await call('GET', '/purchase-orders?limit=100', { as: tenant.member })).status).toBe(200);
    expect((await call('GET', '/purchase-orders?limit=101', { as: tenant.member })).status).toBe(400);
    expect((await call('GET', '/purchase-orders?page=0', { as: tenant.member })).status).toBe(400);
  });

  it('finds an order by number, supplier, description, day and who placed it, and names its suppliers', async () => {
    const tenant = await createTenant();
    const mine = await placeOrder(tenant.member, `Hortifrúti ${uniq()}`);
    const theirs = await placeOrder(tenant.admin, `Carnes ${uniq()}`);
    type Page = {
      data: Array<{ id: string; number: number; supplier_names: string[] }>;
      pagination: { total: number };
    };
    const list = async (query: string, as = tenant.member) => {
      const res = await call('GET', `/purchase-orders?${query}`, { as });
      expect(res.status, query).toBe(200);
      return (await res.json()) as Page;
    };
    const ids = async (query: string, as = tenant.member) => (await list(query, as)).data.map((o) => o.id).sort();
    const all = await list('');
    expect(all.pagination.total).toBe(2);
    const placed = all.data.find((o) => o.id === mine.order.id)!;
    expect(placed.supplier_names).toEqual([mine.a.supplier.name, mine.b.supplier.name].sort());
    expect(await ids(`q=${placed.number}`)).toEqual([mine.order.id]);
    expect(await ids(`q=${encodeURIComponent(theirs.a.supplier.name)}`)).toEqual([theirs.order.id]);
    expect(await ids('q=hortifr')).toEqual([mine.order.id]);
    expect(await ids(`supplierId=${theirs.b.supplier.id}`)).toEqual([theirs.order.id]);
    expect(await ids('mine=true')).toEqual([mine.order.id]);
    expect(await ids('mine=true', tenant.admin)).toEqual([theirs.order.id]);
    const today = todayInSaoPaulo();
    expect(await ids(`from=${today}&to=${today}`)).toEqual([mine.order.id, theirs.order.id].sort());
    expect((await list(`to=${addDays(today, -1)}`)).pagination.total).toBe(0);
    expect((await call('GET', '/purchase-orders?from=27/11/2026', { as: tenant.member })).status).toBe(400);
  });

  // Year 0000 passed z.iso.date and reached PostgreSQL, which refused it with a 500 (issue #51).
  it('refuses a day that does not exist in the list’s from/to and in the requested delivery date (400, the field’s message)', async () => {
    const tenant = await createTenant();
    for (const day of ['0000-01-01', '2027-02-31']) {
      const from = await call('GET', `/purchase-orders?from=${day}`, { as: tenant.member });
      expect([from.status, (await errorOf(from)).message], day).toEqual([
        400,
        'Data inicial inválida (use AAAA-MM-DD)',
      ]);
      const to = await call('GET', `/purchase-orders?to=${day}`, { as: tenant.member });
      expect([to.status, (await errorOf(to)).message], day).toEqual([400, 'Data final inválida (use AAAA-MM-DD)']);
      const placed = await call('POST', '/purchase-orders', {
        as: tenant.member,
        body: {
          description: 'Compra',
          suppliers: [{ supplierId: '00000000-0000-4000-8000-000000000000', requestedDeliveryDate: day }],
        },
      });
      expect([placed.status, (await errorOf(placed)).message], day).toEqual([
        400,
        'Data de entrega inválida (use AAAA-MM-DD)',
      ]);
    }
  });

  it('groups items by supplier with totals and flags; bad and foreign ids answer the spec messages', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member);
    const full = await detail(tenant.member, order.id);
    const groupA = full.itemsBySupplier.find((g) => g.supplier_id === a.supplier.id)!;
    expect(groupA).toMatchObject({ total_amount: 40, allApproved: false, allRejected: false, hasPending: true });
    expect(full.itemsBySupplier.find((g) => g.supplier_id === b.supplier.id)!.total_amount).toBe(49.9);

    const bad = await call('GET', '/purchase-orders/123', { as: tenant.member });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ message: 'Invalid order ID format' });
    expect(orderIdParam.safeParse({ id: '' }).error?.issues[0]?.message).toBe('Order ID is required');
    const other = await createTenant();
    const foreign = await call('GET', `/purchase-orders/${order.id}`, { as: other.admin });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toMatchObject({ message: 'Purchase Order not found' });
    const anonymous = await call('GET', '/purchase-orders');
    expect(await errorOf(anonymous)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  });
});

describe('deciding orders', () => {
  it('approves one supplier’s items and rejects another’s: the first supplier order leaves, the second is withdrawn, and the status follows', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member);
    const before = await detail(tenant.member, order.id);
    expect(before.number).toBeGreaterThan(1000);
    expect(before.supplier_orders.map((p) => [p.number, p.status])).toEqual([
      [`${before.number}-1`, 'AWAITING_APPROVAL'],
      [`${before.number}-2`, 'AWAITING_APPROVAL'],
    ]);
    const items = before.items.map((i) =>
      i.supplier_id === a.supplier.id
        ? { itemId: i.id, status: 'APPROVED' }
        : { itemId: i.id, status: 'REJECTED', admin_notes: 'Sem entrega na sua região' },
    );
    const res = await call('PUT', `/purchase-orders/${order.id}/items`, { as: tenant.admin, body: { items } });
    expect(res.status).toBe(200);
    const after = await detail(tenant.member, order.id);
    expect(after.status).toBe('APPROVED');
    const aTotal = after.items.filter((i) => i.supplier_id === a.supplier.id).reduce((n, i) => n + i.total_price, 0);
    expect(after.total_amount).toBeCloseTo(aTotal, 2);
    const byName = Object.fromEntries(after.supplier_orders.map((p) => [p.supplier_id, p]));
    expect(byName[a.supplier.id]).toMatchObject({ status: 'SENT', actions: ['cancel'] });
    expect(byName[a.supplier.id]!.total_amount).toBeCloseTo(aTotal, 2);
    expect(byName[a.supplier.id]!.timeline.map((e) => [e.action, e.to_status, e.actor_name])).toEqual([
      ['send', 'SENT', tenant.admin.user.name],
    ]);
    expect(byName[b.supplier.id]).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect(after.itemsBySupplier.find((g) => g.supplier_id === b.supplier.id)).toMatchObject({ allRejected: true });
    expect(after.items.find((i) => i.supplier_id === b.supplier.id)!.admin_notes).toBe('Sem entrega na sua região');

    // Nobody sets a status the lines and supplier orders do not give, and lines that left stay put.
    const forced = await call('PUT', `/purchase-orders/${order.id}/status`, {
      as: tenant.admin,
      body: { status: 'COMPLETED' },
    });
    expect(forced.status).toBe(409);
    expect((await errorOf(forced)).message).toBe(
      'O status do pedido segue os itens e os pedidos aos fornecedores: não passa de aprovado para concluído por aqui',
    );
    const again = await call('PUT', `/purchase-orders/${order.id}/items`, {
      as: tenant.admin,
      body: { items: [{ itemId: items[0]!.itemId, status: 'REJECTED' }] },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/^O pedido \d+-\d já foi enviado ao fornecedor/);
    expect((await detail(tenant.member, order.id)).status).toBe('APPROVED');
  });

  it('refuses items of another order as a whole, and non-admins with "Admin access required"', async () => {
    const tenant = await createTenant();
    const one = await placeOrder(tenant.member);
    const two = await placeOrder(tenant.member);
    const foreignItem = (await detail(tenant.member, two.order.id)).items[0]!.id;
    const ownItem = (await detail(tenant.member, one.order.id)).items[0]!.id;
    const mixed = await call('PUT', `/purchase-orders/${one.order.id}/items`, {
      as: tenant.owner,
      body: {
        items: [
          { itemId: ownItem, status: 'APPROVED' },
          { itemId: foreignItem, status: 'APPROVED' },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect((await detail(tenant.member, one.order.id)).items.every((i) => i.status === 'PENDING')).toBe(true);
    for (const [method, path, body] of [
      ['PUT', `/purchase-orders/${one.order.id}/status`, { status: 'APPROVED' }],
      ['PUT', `/purchase-orders/${one.order.id}/items`, { items: [{ itemId: ownItem, status: 'APPROVED' }] }],
      ['GET', '/purchase-orders/stats', undefined],
    ] as const) {
      const res = await call(method, path, { as: tenant.member, body });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ message: 'Admin access required' });
    }
  });

  it('counts orders per status', async () => {
    const tenant = await createTenant();
    const one = await placeOrder(tenant.member);
    await placeOrder(tenant.member);
    await call('PUT', `/purchase-orders/${one.order.id}/status`, {
      as: tenant.owner,
      body: { status: 'CANCELLED', notes: 'Duplicado' },
    });
    expect(await (await call('GET', '/purchase-orders/stats', { as: tenant.admin })).json()).toEqual({
      PENDING: 1,
      APPROVED: 0,
      IN_PROGRESS: 0,
      COMPLETED: 0,
      CANCELLED: 1,
      total: 2,
    });
  });

  it('lets only the creator delete an order', async () => {
    const tenant = await createTenant();
    const { order } = await placeOrder(tenant.member);
    const notMine = await call('DELETE', `/purchase-orders/${order.id}`, { as: tenant.owner });
    expect(notMine.status).toBe(403);
    expect(await errorOf(notMine)).toMatchObject({ message: 'You can only delete your own purchase orders' });
    const mine = await call('DELETE', `/purchase-orders/${order.id}`, { as: tenant.member });
    expect(await mine.json()).toEqual({ message: 'Purchase Order deleted successfully' });
    expect((await call('GET', `/purchase-orders/${order.id}`, { as: tenant.member })).status).toBe(404);
  });

  it('e-mails the owner and admins about a new order, and the creator about a decision, each naming the order’s number', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member, 'Pedido com aviso');
    const { number } = await detail(tenant.admin, order.id);
    const named = `Pedido nº ${number} ("Pedido com aviso")`;
    const created = `Pedido nº ${number} aguarda aprovação em ${tenant.organization.name}`;
    for (const manager of [tenant.admin, tenant.owner]) {
      await expect
        .poll(
          async () => (await inboxFor(manager.user.email)).some((m) => m.subject === created && m.text.includes(named)),
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    await call('PUT', `/purchase-orders/${order.id}/status`, { as: tenant.admin, body: { status: 'APPROVED' } });
    // The subject names the order's suppliers, in alphabetical order.
    const bothSuppliers = [a.supplier.name, b.supplier.name].sort((x, y) => x.localeCompare(y, 'pt-BR')).join(' e ');
    await expect
      .poll(
        async () =>
          (await inboxFor(tenant.member.user.email)).some(
            (m) =>
              m.subject === `Pedido nº ${number} aprovado — ${bothSuppliers}` &&
              m.text.includes(`${named}: ${tenant.admin.user.name} aprovou as partes de ${bothSuppliers}`) &&
              m.text.includes('O pedido agora está aprovado'),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('names the order’s number in the creator’s e-mails about an approval step, a review of lines and a cancelled part', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member, 'Pedido em partes');
    const before = await detail(tenant.admin, order.id);
    const partOf = (supplierId: string) => before.supplier_orders.find((p) => p.supplier_id === supplierId)!;
    const approval = await call(
      'POST',
      `/purchase-orders/${order.id}/supplier-orders/${partOf(a.supplier.id).id}/approval`,
      {
        as: tenant.admin,
        body: { decision: 'approve' },
      },
    );
    expect(approval.status).toBe(200);
    const cancelled = await call(
      'POST',
      `/purchase-orders/${order.id}/supplier-orders/${partOf(a.supplier.id).id}/cancel`,
      {
        as: tenant.admin,
        body: { reason: 'Evento adiado' },
      },
    );
    expect(cancelled.status).toBe(200);
    const reviewed = await call('PUT', `/purchase-orders/${order.id}/items`, {
      as: tenant.admin,
      body: {
        items: before.items
          .filter((i) => i.supplier_id === b.supplier.id)
          .map((i) => ({ itemId: i.id, status: 'APPROVED' })),
      },
    });
    expect(reviewed.status).toBe(200);

    const named = `Pedido nº ${before.number} ("Pedido em partes")`;
    const mails = async () => (await inboxFor(tenant.member.user.email)).map((m) => `${m.subject}\n${m.text}`);
    for (const said of [
      // No approval steps here: approving the part approves it, and the e-mail says so.
      `Pedido nº ${before.number} aprovado — ${a.supplier.name}\n`,
      `${named}: ${tenant.admin.user.name} aprovou a parte de ${a.supplier.name}, que segue para o fornecedor.`,
      `Pedido nº ${before.number}: parte de ${a.supplier.name} cancelada\n`,
      `${named}: a parte de ${a.supplier.name} foi cancelada (Evento adiado).`,
      `Pedido nº ${before.number}: itens avaliados — ${b.supplier.name}\n`,
      `${named}: ${tenant.admin.user.name} aprovou ${b.products.length === 1 ? '1 item' : `${b.products.length} itens`}. 3 de 3 itens já foram avaliados.`,
    ]) {
      await expect
        .poll(async () => (await mails()).some((text) => text.includes(said)), { timeout: 15_000 })
        .toBe(true);
    }
    expect((await mails()).join('\n')).not.toContain('uma etapa da aprovação');
  });
});

describe('order list plan', () => {
  it(
    'serves the organization’s list from an index with 100,000 orders in the database',
    async () => {
      await withPlanDatabase(async (db) => {
        const { organizationId, userId } = await planBuyer(db);
        await db.execute(sql`
        insert into purchase_orders (description, organization_id, client_id, total_amount, created_at)
        select 'Pedido ' || g, ${organizationId}, ${userId}, 10, now() - (g || ' minutes')::interval
        from generate_series(1, 100000) g`);
        await db.execute(sql`analyze purchase_orders`);
        const plan = await db.execute<{ 'QUERY PLAN': string }>(
          sql`explain ${orderListQuery(db, eq(purchaseOrders.organizationId, organizationId), 1, 10)}`,
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index Scan using purchase_orders_org_created_idx/);
        expect(text).not.toMatch(/Seq Scan on purchase_orders/);
      });
    },
    PLAN_LOAD_TIMEOUT,
  );
});
