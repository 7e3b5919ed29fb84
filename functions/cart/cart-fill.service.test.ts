import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema/carts';
import { products, suppliers } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, withDb } from '../test/tenant';
import { fillCart } from './cart-fill.service';

const linesOf = (userId: string, organizationId: string) =>
  withDb((db) =>
    db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity, price: cartItems.price })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(carts.userId, userId), eq(carts.organizationId, organizationId))),
  );

describe('fillCart', () => {
  it('never takes a line past 100,000 units, however many times it is filled', async () => {
    const { member, organization } = await createTenant();
    const {
      products: [product],
    } = await createCatalogue([{}]);
    const input = { userId: member.user.id, organizationId: organization.id };
    for (let i = 0; i < 3; i++)
      await withDb((db) => fillCart(db, { ...input, lines: [{ productId: product!.id, quantity: 60_000 }] }));
    expect(await linesOf(member.user.id, organization.id)).toMatchObject([
      { productId: product!.id, quantity: 100_000 },
    ]);
  });

  it('sums a product named twice, adds to the cart’s line, and reports an inactive supplier', async () => {
    const { member, organization } = await createTenant();
    const kept = await createCatalogue([{ price: '4.20', minimumOrder: 3 }]);
    const gone = await createCatalogue([{ price: '9.99' }]);
    await withDb((db) => db.update(suppliers).set({ isActive: false }).where(eq(suppliers.id, gone.supplier.id)));
    const [product] = kept.products;
    const input = { userId: member.user.id, organizationId: organization.id };

    const first = await withDb((db) =>
      fillCart(db, {
        ...input,
        lines: [
          { productId: product!.id, quantity: 1, previousPrice: '4.20' },
          { productId: product!.id, quantity: 1 },
          { productId: gone.products[0]!.id, quantity: 2 },
        ],
      }),
    );
    // 1 + 1 = 2 asked for, below today's minimum of 3: raised once, for the sum.
    expect(first.minimumRaised).toEqual([
      { productId: product!.id, name: product!.name, unit: 'kg', requested: 2, minimum: 3 },
    ]);
    expect(first.priceChanges).toEqual([]);
    expect(first.unavailable).toEqual([
      {
        productId: gone.products[0]!.id,
        name: gone.products[0]!.name,
        reason: 'SUPPLIER_INACTIVE',
        message: 'Fornecedor fora do catálogo',
      },
    ]);
    expect(await linesOf(member.user.id, organization.id)).toEqual([
      { productId: product!.id, quantity: 3, price: '4.20' },
    ]);

    await withDb((db) => db.update(products).set({ price: '4.50' }).where(eq(products.id, product!.id)));
    const second = await withDb((db) =>
      fillCart(db, { ...input, lines: [{ productId: product!.id, quantity: 4, previousPrice: '4.20' }] }),
    );
    expect(second.priceChanges).toEqual([
      {
        productId: product!.id,
        name: product!.name,
        unit: 'kg',
        previousPrice: 4.2,
        price: 4.5,
        difference: 0.3,
        direction: 'up',
      },
    ]);
    // The line adds up and takes today's price, as adding by hand does.
    expect(await linesOf(member.user.id, organization.id)).toEqual([
      { productId: product!.id, quantity: 7, price: '4.50' },
    ]);
  });

  it('creates the cart under the id a read of the empty cart announced', async () => {
    const { member, organization } = await createTenant();
    const { products: rows } = await createCatalogue([{}]);
    const announced = ((await (await call('GET', '/cart', { as: member })).json()) as { id: string }).id;
    await withDb((db) =>
      fillCart(db, {
        userId: member.user.id,
        organizationId: organization.id,
        lines: [{ productId: rows[0]!.id, quantity: 1 }],
      }),
    );
    const after = (await (await call('GET', '/cart', { as: member })).json()) as { id: string; items: unknown[] };
    expect(after).toMatchObject({ id: announced, items: [expect.anything()] });
  });

  it('creates one cart, under the id a read announced, when fills and adds race to create it', async () => {
    for (let round = 0; round < 5; round++) {
      const { member, organization } = await createTenant();
      const { products: rows } = await createCatalogue([{}, {}]);
      const announced = ((await (await call('GET', '/cart', { as: member })).json()) as { id: string }).id;
      const input = { userId: member.user.id, organizationId: organization.id };
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          withDb((db) => fillCart(db, { ...input, lines: [{ productId: rows[0]!.id, quantity: 1 }] })).then(() => 201),
        ),
        ...Array.from({ length: 4 }, async () => {
          const res = await call('POST', '/cart/item', { as: member, body: { productId: rows[1]!.id, quantity: 1 } });
          return res.status;
        }),
      ]);
      expect(answers).toEqual(Array(8).fill(201));
      const owned = await withDb((db) =>
        db
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.userId, member.user.id), eq(carts.organizationId, organization.id))),
      );
      expect(owned).toEqual([{ id: announced }]);
      expect((await linesOf(member.user.id, organization.id)).map((line) => line.quantity).sort()).toEqual([4, 4]);
    }
  });

  it('writes nothing when nothing is available', async () => {
    const { member, organization } = await createTenant();
    const { products: rows } = await createCatalogue([{ inStock: false }]);
    const report = await withDb((db) =>
      fillCart(db, {
        userId: member.user.id,
        organizationId: organization.id,
        lines: [
          { productId: rows[0]!.id, quantity: 1 },
          { productId: null, quantity: 2, name: 'Feijão antigo' },
        ],
      }),
    );
    expect(report).toEqual({
      added: [],
      priceChanges: [],
      minimumRaised: [],
      unavailable: [
        { productId: rows[0]!.id, name: rows[0]!.name, reason: 'OUT_OF_STOCK', message: 'Fora de estoque' },
        { productId: null, name: 'Feijão antigo', reason: 'REMOVED', message: 'Saiu do catálogo' },
      ],
    });
    expect(await linesOf(member.user.id, organization.id)).toEqual([]);
  });
});
