import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cnpjCheckDigits } from '../../functions/platform/cnpj';
import { productPriceChanges, products, suppliers } from '../schema/catalogue';
import { organizationSupplierCities, organizationSuppliers } from '../schema/own-suppliers';

/**
 * The demo restaurant's own supplier (#54): the neighbourhood butcher it has bought from for years, not
 * on the marketplace and without an account, so the demo shows a private price list and orders answered
 * by link. Only the restaurant sees it; the bakery and the marketplace's visitors never do.
 */
export const DEMO_OWN_SUPPLIER = {
  name: 'Açougue do Seu Tonho',
  email: 'tonho.acougue@exemplo.com.br',
  contactName: 'Antônio (Seu Tonho)',
  whatsapp: '+5511987650001',
  cnpjBase: '135792460001',
  color: '#b45309',
  products: [
    ['Picanha do Seu Tonho', '84.90', 'kg'],
    ['Linguiça caseira', '29.90', 'kg'],
    ['Costela bovina', '32.50', 'kg'],
    ['Frango caipira inteiro', '27.90', 'un'],
    ['Torresmo temperado', '36.00', 'kg'],
  ],
} as const;

export async function insertDemoOwnSupplier(
  tx: NodePgDatabase,
  ids: { restaurantId: string; ownerId: string; cityId: string; meatCategoryId: string },
) {
  const s = DEMO_OWN_SUPPLIER;
  const [supplier] = await tx
    .insert(suppliers)
    .values({
      name: s.name,
      email: s.email,
      cnpj: s.cnpjBase + cnpjCheckDigits(s.cnpjBase),
      color: s.color,
      listed: false,
    })
    .returning({ id: suppliers.id });
  const [link] = await tx
    .insert(organizationSuppliers)
    .values({
      organizationId: ids.restaurantId,
      supplierId: supplier!.id,
      name: s.name,
      contactName: s.contactName,
      email: s.email,
      whatsapp: s.whatsapp,
      minimumOrderValue: '150.00',
      leadTimeDays: 1,
      paymentTerms: ['PIX à vista', 'Boleto 14 dias'],
      deliveryWeekdays: [1, 2, 3, 4, 5, 6],
      orderCutoff: '16:00',
      createdBy: ids.ownerId,
    })
    .returning({ id: organizationSuppliers.id });
  await tx.insert(organizationSupplierCities).values({ organizationSupplierId: link!.id, cityId: ids.cityId });
  const rows = await tx
    .insert(products)
    .values(
      s.products.map(([name, price, unit], index) => ({
        name,
        price,
        unit,
        sku: `TONHO-${String(index + 1).padStart(3, '0')}`,
        categoryId: ids.meatCategoryId,
        supplierId: supplier!.id,
        organizationId: ids.restaurantId,
        isDemo: true,
      })),
    )
    .returning({ id: products.id, price: products.price });
  await tx.insert(productPriceChanges).values(
    rows.map((p) => ({
      productId: p.id,
      organizationId: ids.restaurantId,
      price: p.price,
      changedBy: 'buyer',
      changedByUserId: ids.ownerId,
    })),
  );
  return s.products.length;
}
