import { categories, products, suppliers } from '../../db/schema/catalogue';
import { organizationSupplierCities, organizationSuppliers } from '../../db/schema/own-suppliers';
import { purgeEdgeCache } from '../platform/edge-cache';
import { randomCnpj, testCityId, uniq, withDb } from './tenant';

type Db = Parameters<Parameters<typeof withDb>[0]>[0];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PrivateProductInput {
  name?: string;
  price?: string;
  unit?: string;
  sku?: string;
  gtin?: string;
  minimumOrder?: number;
  inStock?: boolean;
  priceValidUntil?: string;
}

export interface OwnSupplierFixture {
  organizationId: string;
  supplier: { id: string; name: string; cnpj: string; email: string };
  /** The organization_suppliers row: the name this buyer knows the supplier by. */
  ownSupplier: { id: string; name: string; email: string };
  category: { id: string; name: string };
  cityIds: string[];
  products: Array<{ id: string; name: string; price: string; sku: string; minimumOrder: number }>;
}

export interface OwnSupplierOptions {
  /** The buyer's name for the supplier (organization_suppliers.name); suppliers.name gets another. */
  name?: string;
  /** Products of the buyer's private price list (two by default; [] for none). */
  products?: PrivateProductInput[];
  /** A category for the products (a fresh one by default). */
  categoryId?: string;
  /** Cities the buyer says it delivers to (TEST_CITY by default). */
  cityIds?: string[];
}

/**
 * A supplier one organization added itself (#54), written behind the API's back as part A's
 * POST /own-suppliers would: a suppliers row with listed = false, the organization_suppliers row
 * with this buyer's name, e-mail and terms, its cities, and the buyer's private price list
 * (products.organization_id = the organization). Unique names, so tests can search for them.
 */
export async function createOwnSupplier(
  organizationId: string,
  options: OwnSupplierOptions = {},
): Promise<OwnSupplierFixture> {
  const id = uniq();
  const cityIds = options.cityIds ?? [await testCityId()];
  const fixture = await withDb((db) =>
    db.transaction(async (tx) => {
      const category = await categoryFor(tx, options.categoryId, id);
      const [supplier] = await tx
        .insert(suppliers)
        .values({
          name: `Fornecedor próprio ${id}`,
          email: `proprio-${id}@teste.dev`,
          cnpj: randomCnpj(),
          color: '#0ea5e9',
          listed: false,
        })
        .returning({ id: suppliers.id, name: suppliers.name, cnpj: suppliers.cnpj, email: suppliers.email });
      const rest = await addToOrganization(tx, organizationId, supplier!.id, {
        ...options,
        cityIds,
        categoryId: category.id,
        name: options.name ?? `Meu fornecedor ${id}`,
      });
      return { organizationId, supplier: supplier!, category, cityIds, ...rest };
    }),
  );
  await purgeEdgeCache('http://localhost');
  return fixture;
}

/**
 * Another organization adds the same supplier (same CNPJ): its own organization_suppliers row and its
 * own private price list for it, which the first organization never sees.
 */
export async function addOwnSupplier(
  organizationId: string,
  supplierId: string,
  options: OwnSupplierOptions = {},
): Promise<Omit<OwnSupplierFixture, 'supplier'>> {
  const id = uniq();
  const cityIds = options.cityIds ?? [await testCityId()];
  const fixture = await withDb((db) =>
    db.transaction(async (tx) => {
      const category = await categoryFor(tx, options.categoryId, id);
      const rest = await addToOrganization(tx, organizationId, supplierId, {
        ...options,
        cityIds,
        categoryId: category.id,
        name: options.name ?? `Meu fornecedor ${id}`,
      });
      return { organizationId, category, cityIds, ...rest };
    }),
  );
  await purgeEdgeCache('http://localhost');
  return fixture;
}

async function categoryFor(tx: Tx, categoryId: string | undefined, id: string) {
  if (categoryId) return { id: categoryId, name: '' };
  const [category] = await tx
    .insert(categories)
    .values({ name: `Categoria própria ${id}`, color: '#16a34a' })
    .returning({ id: categories.id, name: categories.name });
  return category!;
}

async function addToOrganization(
  tx: Tx,
  organizationId: string,
  supplierId: string,
  options: OwnSupplierOptions & { name: string; categoryId: string; cityIds: string[] },
) {
  const id = uniq();
  const [ownSupplier] = await tx
    .insert(organizationSuppliers)
    .values({
      organizationId,
      supplierId,
      name: options.name,
      email: `pedidos-${id}@teste.dev`,
      contactName: `Contato ${id}`,
      paymentTerms: ['PIX à vista'],
    })
    .returning({ id: organizationSuppliers.id, name: organizationSuppliers.name, email: organizationSuppliers.email });
  if (options.cityIds.length > 0) {
    await tx
      .insert(organizationSupplierCities)
      .values(options.cityIds.map((cityId) => ({ organizationSupplierId: ownSupplier!.id, cityId })));
  }
  const items = options.products ?? [{}, {}];
  const rows =
    items.length === 0
      ? []
      : await tx
          .insert(products)
          .values(
            items.map((item, i) => ({
              name: item.name ?? `Produto privado ${i + 1} ${id}`,
              price: item.price ?? `${20 + i}.90`,
              unit: item.unit ?? 'kg',
              minimumOrder: item.minimumOrder ?? 1,
              inStock: item.inStock ?? true,
              priceValidUntil: item.priceValidUntil ?? null,
              ...(item.sku ? { sku: item.sku } : {}),
              gtin: item.gtin ?? null,
              categoryId: options.categoryId,
              supplierId,
              organizationId,
            })),
          )
          .returning({
            id: products.id,
            name: products.name,
            price: products.price,
            sku: products.sku,
            minimumOrder: products.minimumOrder,
          });
  return { ownSupplier: ownSupplier!, products: rows };
}
