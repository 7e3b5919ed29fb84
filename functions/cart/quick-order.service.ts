import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { parseQuickOrder, type QuickOrderLine } from './quick-order-text';
import { deliveryCityOf, deliversTo, type DeliveryCity } from '../organizations/delivery-city';
import { fillCart } from './cart-fill.service';
import { buyerPrice } from '../catalogue/buyer-price';

export type CatalogueMatch = Awaited<ReturnType<typeof productsBySku>>[number];

export type PreviewLine =
  | (Extract<QuickOrderLine, { status: 'invalid' }> & { candidates: [] })
  | (Omit<Extract<QuickOrderLine, { status: 'valid' }>, 'status'> & {
      status: 'matched' | 'not_found' | 'ambiguous';
      /** One product when matched; one per supplier when ambiguous; none when not found. */
      candidates: CatalogueMatch[];
    });

/**
 * Active products of active suppliers whose SKU (letter case aside) is one of `skus`, each saying
 * whether its supplier delivers to `city`.
 */
function productsBySku(db: Db, organizationId: string, skus: string[], city: DeliveryCity | null) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      unit: products.unit,
      price: buyerPrice(organizationId),
      minimumOrder: products.minimumOrder,
      inStock: products.inStock,
      image: products.image,
      supplier: { id: suppliers.id, name: suppliers.name, color: suppliers.color },
      delivers: deliversTo(db, suppliers.id, city),
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(
      and(
        eq(products.isActive, true),
        eq(suppliers.isActive, true),
        inArray(sql<string>`lower(${products.sku})`, skus),
      ),
    )
    .orderBy(asc(suppliers.name), asc(products.name));
}

/**
 * Reads the text and looks each SKU up in the catalogue (the same for every organization): one
 * product is a match, one at each of several suppliers is ambiguous (the buyer chooses), none is not
 * found. A quantity below the product's minimum is left as typed, and a supplier that does not deliver
 * to the organization's default address is named: the answer says so.
 */
export async function previewQuickOrder(db: Db, input: { text: string; organizationId: string }) {
  const parsed = await parseQuickOrder(input.text);
  const skus = [...new Set(parsed.lines.flatMap((l) => (l.status === 'valid' ? [l.sku.toLowerCase()] : [])))];
  const city = await deliveryCityOf(db, input.organizationId);
  const found = skus.length ? await productsBySku(db, input.organizationId, skus, city) : [];
  const bySku = new Map<string, CatalogueMatch[]>();
  for (const product of found) {
    const key = product.sku.toLowerCase();
    bySku.set(key, [...(bySku.get(key) ?? []), product]);
  }
  const lines: PreviewLine[] = parsed.lines.map((line) => {
    if (line.status === 'invalid') return { ...line, candidates: [] };
    const candidates = bySku.get(line.sku.toLowerCase()) ?? [];
    const status = candidates.length === 0 ? 'not_found' : candidates.length === 1 ? 'matched' : 'ambiguous';
    return { ...line, status, candidates };
  });
  return { delimiter: parsed.delimiter, header: parsed.header, lines, city };
}

/**
 * Adds the lines the buyer confirmed to the cart through the cart's own fill (one transaction,
 * quantities summed with what the cart holds, today's prices); its report says what went in.
 */
export function addQuickOrder(
  db: Db,
  input: { userId: string; organizationId: string; lines: Array<{ productId: string; quantity: number }> },
) {
  return fillCart(db, {
    userId: input.userId,
    organizationId: input.organizationId,
    lines: input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  });
}
