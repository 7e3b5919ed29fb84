import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, supplierCities, suppliers } from '../../db/schema/catalogue';
import { quoteLines, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, randomCnpj, uniq, withDb, type Principal } from '../test/tenant';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Quote = {
  id: string;
  status: string;
  lines: { productId: string | null; description: string; unit: string; quantity: number }[];
  suppliers: { id: string; name: string }[];
  allowedActions: string[];
  deliveryAddress: { city: string } | null;
  source: { kind: string; id?: string } | null;
};
type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

async function create(as: Principal, body: Record<string, unknown>) {
  const res = await call('POST', '/quotes', { as, body: { title: 'Compra da semana', deadline: inDays(2), ...body } });
  return { status: res.status, body: (await res.json()) as Quote & ErrorBody };
}

/** A supplier that delivers only in a city of its own (so not at the tenant's address). */
async function supplierElsewhere() {
  const id = uniq();
  return withDb(async (db) => {
    const [city] = await db
      .insert(cities)
      .values({ name: `Longe ${id}`, state: 'MG' })
      .returning();
    const [supplier] = await db
      .insert(suppliers)
      .values({ name: `Distante ${id}`, email: `d-${id}@teste.dev`, cnpj: randomCnpj(), color: '#000000' })
      .returning();
    await db.insert(supplierCities).values({ supplierId: supplier!.id, cityId: city!.id });
    return supplier!;
  });
}

describe('cotações: the buyer builds and sends', () => {
  it('creates a draft with catalogue and free-text lines; the product line takes its name and unit', async () => {
    const { member } = await createTenant();
    const catalogue = await createCatalogue();
    const { status, body } = await create(member, {
      lines: [
        { productId: catalogue.products[0]!.id, quantity: 12 },
        { description: 'Tomate italiano', unit: 'kg', quantity: 30 },
      ],
      supplierIds: [catalogue.supplier.id],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'DRAFT', allowedActions: ['edit', 'send', 'cancel'], deliveryAddress: null });
    expect(body.lines).toEqual([
      {
        id: expect.any(String),
        position: 0,
        productId: catalogue.products[0]!.id,
        description: catalogue.products[0]!.name,
        unit: 'kg',
        quantity: 12,
      },
      {
        id: expect.any(String),
        position: 1,
        productId: null,
        description: 'Tomate italiano',
        unit: 'kg',
        quantity: 30,
      },
    ]);
    expect(body.suppliers.map((s) => s.id)).toEqual([catalogue.supplier.id]);
  });

  it('takes the lines of a shopping list, the cart or a past order ("Cotar novamente")', async () => {
    const { member } = await createTenant();
    const catalogue = await createCatalogue();
    const [rice, beans] = catalogue.products;
    const list = (await (
      await call('POST', '/shopping-lists', { as: member, body: { name: `Semanal ${uniq()}` } })
    ).json()) as { id: string };
    await call('POST', `/shopping-lists/${list.id}/items`, { as: member, body: { productId: rice!.id, quantity: 4 } });
    const fromList = await create(member, { source: { kind: 'shopping_list', id: list.id } });
    expect(fromList.status).toBe(201);
    expect(fromList.body.lines.map((l) => [l.productId, l.quantity])).toEqual([[rice!.id, 4]]);
    expect(fromList.body.source).toEqual({ kind: 'shopping_list', id: list.id });

    await call('POST', '/cart/item', { as: member, body: { productId: beans!.id, quantity: 7 } });
    const fromCart = await create(member, { source: { kind: 'cart' } });
    expect(fromCart.body.lines.map((l) => [l.productId, l.quantity])).toEqual([[beans!.id, 7]]);

    const order = (await (
      await call('POST', '/purchase-orders', { as: member, body: { description: 'Semana' } })
    ).json()) as { id: string };
    const again = await create(member, { source: { kind: 'order', id: order.id } });
    expect(again.body.lines.map((l) => [l.productId, l.quantity])).toEqual([[beans!.id, 7]]);

    const other = await createTenant();
    const foreign = await create(other.member, { source: { kind: 'shopping_list', id: list.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Lista de compras não encontrada');
  });

  // Year 0000 passed z.iso.date and reached PostgreSQL (500), and z.coerce.date rolled 31 February
  // into March (issue #51): every day and instant of a cotação is read strictly.
  it('refuses a day that does not exist in the desired delivery date and the deadline (400, the field’s message)', async () => {
    const { member, organization } = await createTenant();
    const lines = [{ description: 'Ovos', unit: 'dz', quantity: 10 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ desiredDeliveryDate: '0000-01-01' }, 'Data de entrega inválida (use AAAA-MM-DD)'],
      [{ desiredDeliveryDate: '2027-02-31' }, 'Data de entrega inválida (use AAAA-MM-DD)'],
      [{ deadline: '2099-02-31T18:00:00-03:00' }, 'Informe o prazo para as respostas'],
      [{ deadline: '2099-02-31' }, 'Informe o prazo para as respostas'],
    ];
    for (const [body, message] of cases) {
      const res = await create(member, { lines, ...body });
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const draft = await create(member, { lines });
    const changed = await call('PUT', `/quotes/${draft.body.id}`, {
      as: member,
      body: { desiredDeliveryDate: '0000-01-01' },
    });
    expect([changed.status, ((await changed.json()) as ErrorBody).error.message]).toEqual([
      400,
      'Data de entrega inválida (use AAAA-MM-DD)',
    ]);
    const written = await withDb((db) => db.select().from(quotes).where(eq(quotes.organizationId, organization.id)));
    expect(written.map((q) => q.id)).toEqual([draft.body.id]);
  });

  it('refuses bad input in Portuguese and writes nothing', async () => {
    const { member, organization } = await createTenant();
    const catalogue = await createCatalogue();
    const far = await supplierElsewhere();
    const cases: [Record<string, unknown>, string][] = [
      [
        { deadline: '2020-01-01T10:00:00Z', lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }] },
        'O prazo para as respostas deve estar no futuro',
      ],
      [{ lines: [] }, 'A cotação precisa de ao menos uma linha'],
      [{ lines: [{ description: 'Ovos', unit: 'dz' }] }, 'Informe a quantidade da linha'],
      [{ lines: [{ description: 'Ovos', unit: 'dz', quantity: 0 }] }, 'A quantidade deve ser pelo menos 1'],
      [{ lines: [{ productId: crypto.randomUUID(), quantity: 1 }] }, 'Há produtos que não estão no catálogo'],
      [
        { lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }], supplierIds: [catalogue.supplier.id, far.id] },
        `${far.name} não entrega em `,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    const written = await withDb((db) => db.select().from(quotes).where(eq(quotes.organizationId, organization.id)));
    expect(written).toEqual([]);
  });

  it('sends a draft: it needs suppliers, and keeps the address as it was', async () => {
    const { member } = await createTenant();
    const catalogue = await createCatalogue();
    const draft = await create(member, { lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }] });
    const empty = await call('POST', `/quotes/${draft.body.id}/send`, { as: member });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.message).toBe('Convide ao menos um fornecedor');

    const edited = await call('PUT', `/quotes/${draft.body.id}`, {
      as: member,
      body: { supplierIds: [catalogue.supplier.id] },
    });
    expect(edited.status).toBe(200);
    // A change that names only the title keeps the suppliers invited (a missing list is no empty list).
    const renamed = await call('PUT', `/quotes/${draft.body.id}`, { as: member, body: { title: 'Ovos da semana' } });
    expect(renamed.status).toBe(200);
    const invited = await withDb((db) =>
      db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, draft.body.id)),
    );
    expect(invited.map((row) => row.supplierId)).toEqual([catalogue.supplier.id]);
    const sent = await call('POST', `/quotes/${draft.body.id}/send`, { as: member });
    expect(sent.status).toBe(200);
    const body = (await sent.json()) as Quote;
    expect(body).toMatchObject({ status: 'OPEN', allowedActions: ['close', 'cancel'] });
    expect(body.deliveryAddress?.city).toBe('Cidade dos Testes');

    const late = await call('PUT', `/quotes/${draft.body.id}`, { as: member, body: { title: 'Outra' } });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorBody).error.message).toBe(
      'Não é possível alterar esta cotação: ela está aberta a respostas',
    );
  });

  it("another organization's cotação is missing, and lists show only the organization's own", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const mine = await create(a.member, { lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }] });
    for (const [method, path] of [
      ['GET', `/quotes/${mine.body.id}`],
      ['PUT', `/quotes/${mine.body.id}`],
      ['POST', `/quotes/${mine.body.id}/send`],
      ['POST', `/quotes/${mine.body.id}/cancel`],
    ] as const) {
      const res = await call(method, path, { as: b.owner, body: method === 'PUT' ? { title: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await call('GET', '/quotes', { as: b.owner })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
    const own = (await (await call('GET', '/quotes', { as: a.owner })).json()) as {
      data: { id: string; lineCount: number }[];
    };
    expect(own.data).toEqual([expect.objectContaining({ id: mine.body.id, lineCount: 1 })]);
    const [untouched] = await withDb((db) => db.select().from(quotes).where(eq(quotes.id, mine.body.id)));
    expect(untouched!.status).toBe('DRAFT');
    expect(await withDb((db) => db.select().from(quoteLines).where(eq(quoteLines.quoteId, mine.body.id)))).toHaveLength(
      1,
    );
    expect(
      await withDb((db) => db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, mine.body.id))),
    ).toEqual([]);
  });
});
