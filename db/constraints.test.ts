import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, cartItems } from './schema/carts';
import { categories, products, suppliers } from './schema/catalogue';
import { users } from './schema/identity';
import { members, organizations } from './schema/organizations';
import { createTenant, createUser, randomCnpj, uniq, withDb } from '../functions/test/tenant';

/** The error Postgres raised (drizzle wraps it; the code is on the cause). */
async function pgError(work: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await work;
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    return { code: cause.code, constraint: cause.constraint };
  }
  throw new Error('expected the database to refuse');
}

async function catalogueRow() {
  return withDb(async (db) => {
    const [category] = await db
      .insert(categories)
      .values({ name: `Categoria ${uniq()}` })
      .returning();
    const [supplier] = await db
      .insert(suppliers)
      .values({ name: `Fornecedor ${uniq()}`, email: 'f@teste.dev', cnpj: randomCnpj(), color: '#000000' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({ name: 'Tomate', price: '8.90', unit: 'kg', categoryId: category!.id, supplierId: supplier!.id })
      .returning();
    return { category: category!, supplier: supplier!, product: product! };
  });
}

describe('database constraints', () => {
  it('keeps user e-mails unique regardless of case', async () => {
    const user = await createUser();
    const error = await pgError(
      withDb((db) => db.insert(users).values({ name: 'Outra', email: user.user.email.toUpperCase() })),
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
  });

  it('keeps organization CNPJ and slug unique', async () => {
    const { organization } = await createTenant();
    expect(
      await pgError(
        withDb((db) => db.insert(organizations).values({ name: 'X', slug: `x-${uniq()}`, cnpj: organization.cnpj })),
      ),
    ).toMatchObject({ code: '23505' });
    expect(
      await pgError(
        withDb((db) => db.insert(organizations).values({ name: 'X', slug: organization.slug, cnpj: randomCnpj() })),
      ),
    ).toMatchObject({ code: '23505' });
  });

  it('allows one owner per organization', async () => {
    const { organization } = await createTenant();
    const other = await createUser();
    const error = await pgError(
      withDb((db) =>
        db.insert(members).values({ organizationId: organization.id, userId: other.user.id, role: 'owner' }),
      ),
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'members_one_owner_key' });
  });

  it('allows one cart per user and organization, also without an organization', async () => {
    const user = await createUser();
    await withDb((db) => db.insert(carts).values({ userId: user.user.id }));
    const error = await pgError(withDb((db) => db.insert(carts).values({ userId: user.user.id })));
    expect(error).toMatchObject({ code: '23505', constraint: 'carts_user_org_key' });
  });

  it('allows one line per cart and product, with quantity of at least 1', async () => {
    const user = await createUser();
    const { product, supplier } = await catalogueRow();
    const [cart] = await withDb((db) => db.insert(carts).values({ userId: user.user.id }).returning());
    const line = { cartId: cart!.id, productId: product.id, supplierId: supplier.id, price: '8.90' };
    await withDb((db) => db.insert(cartItems).values({ ...line, quantity: 1 }));
    expect(await pgError(withDb((db) => db.insert(cartItems).values({ ...line, quantity: 2 })))).toMatchObject({
      code: '23505',
      constraint: 'cart_items_cart_product_key',
    });
    const { product: other } = await catalogueRow();
    expect(
      await pgError(withDb((db) => db.insert(cartItems).values({ ...line, productId: other.id, quantity: 0 }))),
    ).toMatchObject({
      code: '23514',
      constraint: 'cart_items_quantity_min',
    });
  });

  it('refuses a product price of zero and a duplicate name in one catalogue', async () => {
    const { category, supplier } = await catalogueRow();
    const base = { unit: 'kg', categoryId: category.id, supplierId: supplier.id };
    expect(
      await pgError(withDb((db) => db.insert(products).values({ ...base, name: 'Grátis', price: '0' }))),
    ).toMatchObject({ code: '23514', constraint: 'products_price_positive' });
    expect(
      await pgError(withDb((db) => db.insert(products).values({ ...base, name: 'TOMATE', price: '1' }))),
    ).toMatchObject({
      code: '23505',
      constraint: 'products_supplier_name_lower_key',
    });
  });

  it('stores money exactly', async () => {
    const { product } = await catalogueRow();
    const [row] = await withDb((db) =>
      db.execute<{ total: string }>(
        sql`select (${products.price} * 3)::text as total from ${products} where ${products.id} = ${product.id}`,
      ),
    ).then((r) => r.rows);
    expect(row!.total).toBe('26.70');
  });
});
