import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cnpjCheckDigits } from '../../functions/platform/cnpj';
import { categories, cities, products, supplierCities, suppliers } from '../schema/catalogue';

/** Codes as migration 0017 gave existing products: three letters of the supplier and a number ("MOI-0003"). */
const demoSku = (supplierName: string, index: number) =>
  `${supplierName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}-${String(index + 1).padStart(4, '0')}`;
import { users } from '../schema/identity';
import { members, organizations } from '../schema/organizations';
import { supplierMembers } from '../schema/supplier-people';
import { insertDemoLeads } from '../../functions/organizations/demo-data';
import { insertDemoAddresses, insertDemoOrders } from './demo-orders';
import { insertDemoBudgets } from './demo-budgets';
import { insertDemoOwnSupplier } from './demo-own-suppliers';
import {
  DEMO_CATEGORIES,
  DEMO_CITIES,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD_HASH,
  DEMO_PAYMENT_TERMS,
  DEMO_SUPPLIERS,
  DEMO_USERS,
  supplierLogin,
} from './demo-data';

const withCheckDigits = (base: string) => base + cnpjCheckDigits(base);

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/** Seeds the demo data into an empty database (no users yet); otherwise does nothing. */
export async function seedDemoData(db: NodePgDatabase): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7217002)`);
    const [{ count }] = (await tx.execute<{ count: number }>(sql`select count(*)::int as count from users`)).rows as [
      { count: number },
    ];
    if (count > 0) return { seeded: false, products: 0 };

    const cityRows = await tx
      .insert(cities)
      .values(DEMO_CITIES.map(([name, state, ibgeCode]) => ({ name, state, ibgeCode })))
      .returning({ id: cities.id, name: cities.name });
    const cityId = new Map(cityRows.map((c) => [c.name, c.id]));

    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map(({ name, icon, color }) => ({ name, icon, color })))
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(DEMO_CATEGORIES.map((c) => [c.key, categoryRows.find((r) => r.name === c.name)!.id]));

    let productCount = 0;
    const supplierProducts: {
      id: string;
      name: string;
      unit: string;
      price: string;
      supplierId: string;
      supplierName: string;
    }[][] = [];
    for (const supplier of DEMO_SUPPLIERS) {
      const [row] = await tx
        .insert(suppliers)
        .values({
          name: supplier.name,
          email: supplier.email,
          phone: supplier.phone,
          cnpj: withCheckDigits(supplier.cnpjBase),
          color: supplier.color,
          rating: supplier.rating,
          orderEmail: supplier.email,
          // Fresh goods arrive next day; dry goods and drinks in two.
          leadTimeDays: supplier.products.some(([, , , category]) => category === 'hortifruti') ? 1 : 2,
          paymentTerms: DEMO_PAYMENT_TERMS,
          // The fish supplier delivers on Tuesdays and Thursdays, orders until noon (the others every day).
          ...(supplier.key === 'mar-aberto' ? { deliveryWeekdays: [2, 4], orderCutoff: '12:00' } : {}),
        })
        .returning({ id: suppliers.id });
      const [person] = await tx
        .insert(users)
        .values({
          name: `Equipe ${supplier.name}`,
          email: supplierLogin(supplier),
          passwordHash: DEMO_PASSWORD_HASH,
          emailVerified: true,
          metadata: { referral_source: 'demo' },
        })
        .returning({ id: users.id });
      await tx.insert(supplierMembers).values({ supplierId: row!.id, userId: person!.id, role: 'admin' });
      await tx
        .insert(supplierCities)
        .values(supplier.cities.map((name) => ({ supplierId: row!.id, cityId: cityId.get(name)! })));
      const productRows = await tx
        .insert(products)
        .values(
          supplier.products.map(([name, price, unit, category, minimumOrder], index) => ({
            name,
            sku: demoSku(supplier.name, index),
            price,
            unit,
            description: `${name} — ${supplier.name}`,
            minimumOrder: minimumOrder ?? 1,
            categoryId: categoryId.get(category)!,
            supplierId: row!.id,
            // A few items out of stock so the catalogue shows that state.
            inStock: index !== 3,
            isDemo: true,
          })),
        )
        .returning({ id: products.id, name: products.name, unit: products.unit, price: products.price });
      supplierProducts.push(productRows.map((p) => ({ ...p, supplierId: row!.id, supplierName: supplier.name })));
      productCount += supplier.products.length;
    }

    const userRows = await tx
      .insert(users)
      .values(
        Object.values(DEMO_USERS).map((u) => ({
          ...u,
          passwordHash: DEMO_PASSWORD_HASH,
          emailVerified: true,
          metadata: { referral_source: 'demo' },
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => userRows.find((u) => u.email === email)!.id;

    const [restaurant, bakery] = await tx
      .insert(organizations)
      .values([
        {
          name: DEMO_ORGANIZATIONS.restaurant.name,
          slug: DEMO_ORGANIZATIONS.restaurant.slug,
          cnpj: withCheckDigits(DEMO_ORGANIZATIONS.restaurant.cnpjBase),
          metadata: {
            contact: { email: 'compras@sabordaterra.com.br', phone: '(11) 98765-4321' },
            notifications: { sales: true, reports: true, newsletter: false, updates: true },
            has_demo_data: true,
          },
        },
        {
          name: DEMO_ORGANIZATIONS.bakery.name,
          slug: DEMO_ORGANIZATIONS.bakery.slug,
          cnpj: withCheckDigits(DEMO_ORGANIZATIONS.bakery.cnpjBase),
          metadata: {
            contact: { email: 'contato@paodourado.com.br' },
            notifications: { sales: true, reports: false, newsletter: false, updates: true },
          },
        },
      ])
      .returning({ id: organizations.id });

    await tx.insert(members).values([
      { organizationId: restaurant!.id, userId: userId(DEMO_USERS.owner.email), role: 'owner' },
      { organizationId: restaurant!.id, userId: userId(DEMO_USERS.admin.email), role: 'admin' },
      { organizationId: restaurant!.id, userId: userId(DEMO_USERS.member.email), role: 'member' },
      { organizationId: bakery!.id, userId: userId(DEMO_USERS.bakery.email), role: 'owner' },
    ]);

    // The same demo leads an organization gets with withDemoData, so the dashboard has something to show.
    await insertDemoLeads(tx as never, restaurant!.id);
    const kitchen = await insertDemoAddresses(tx, {
      restaurantId: restaurant!.id,
      bakeryId: bakery!.id,
      cityId: (name) => cityId.get(name)!,
    });
    await insertDemoOrders(tx, {
      organizationId: restaurant!.id,
      buyer: {
        name: DEMO_ORGANIZATIONS.restaurant.name,
        cnpj: withCheckDigits(DEMO_ORGANIZATIONS.restaurant.cnpjBase),
      },
      clientId: userId(DEMO_USERS.member.email),
      approverName: DEMO_USERS.admin.name,
      products: supplierProducts,
      address: kitchen,
      receiver: { id: userId(DEMO_USERS.member.email), name: DEMO_USERS.member.name },
    });
    await insertDemoBudgets(tx, { restaurantId: restaurant!.id, produceCategoryId: categoryId.get('hortifruti')! });
    productCount += await insertDemoOwnSupplier(tx, {
      restaurantId: restaurant!.id,
      ownerId: userId(DEMO_USERS.owner.email),
      cityId: cityId.get('São Paulo')!,
      meatCategoryId: categoryId.get('carnes')!,
    });

    return { seeded: true, products: productCount };
  });
}
