import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { parseQuickOrder, type NameLine, type SkuLine } from './quick-order-text';
import { deliveryCityOf, type DeliveryCity } from '../organizations/delivery-city';
import { fillCart } from './cart-fill.service';
import { productVisibleTo } from '../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn } from '../suppliers/buyer-supplier-terms';
import { candidateColumns, findByName, type NameMatch } from './quick-order-by-name';

export type CatalogueMatch = Awaited<ReturnType<typeof productsBySku>>[number];

type Valid<T> = Omit<Extract<T, { status: 'valid' }>, 'status'>;
type Found = 'matched' | 'not_found' | 'ambiguous';

export type PreviewLine =
  | (Extract<SkuLine | NameLine, { status: 'invalid' }> & { candidates: []; approximate: false })
  | (Valid<SkuLine> & {
      status: Found;
      /** One product when matched; one per supplier when ambiguous; none when not found. */
      candidates: CatalogueMatch[];
      approximate: false;
    })
  | (Valid<NameLine> & {
      status: Found;
      /** Best first: the product when matched (the others are alternatives), the choices when ambiguous. */
      candidates: CatalogueMatch[];
      /** Found only by a name close to the one typed. */
      approximate: boolean;
    });

/**
 * Active products of active suppliers the organization sees (the marketplace's and its own price
 * lists') whose SKU (letter case aside) is one of `skus`, each saying whether its supplier delivers to
 * `city`.
 */
function productsBySku(db: Db, organizationId: string, skus: string[], city: DeliveryCity | null) {
  return db
    .select(candidateColumns(organizationId, city))
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(buyerTerms, buyerTermsOn(organizationId))
    .where(
      and(
        eq(products.isActive, true),
        eq(suppliers.isActive, true),
        productVisibleTo(organizationId),
        inArray(sql<string>`lower(${products.sku})`, skus),
      ),
    )
    .orderBy(asc(suppliers.name), asc(products.name));
}

const statusOf = (count: number): Found => (count === 0 ? 'not_found' : count === 1 ? 'matched' : 'ambiguous');

/**
 * Reads the text and looks each line up in the catalogue: a SKU line by its SKU (the same for every
 * organization: one product is a match, one at each of several suppliers is ambiguous, none is not
 * found), a list line ("10 kg tomate") by name, as the buyer's catalogue of its delivery city finds it
 * (see decideByName). A quantity below the product's minimum is left as typed, and a supplier that
 * does not deliver to the organization's default address is named: the answer says so. Nothing is saved.
 */
export async function previewQuickOrder(db: Db, input: { text: string; organizationId: string }) {
  const parsed = await parseQuickOrder(input.text);
  const valid = parsed.lines.flatMap((l) => (l.status === 'valid' ? [l] : []));
  const skus = [...new Set(valid.flatMap((l) => (l.source === 'sku' ? [l.sku.toLowerCase()] : [])))];
  const names = valid.flatMap((l) => (l.source === 'name' ? [l.name] : []));
  const city = await deliveryCityOf(db, input.organizationId);
  const [found, byName] = await Promise.all([
    skus.length ? productsBySku(db, input.organizationId, skus, city) : [],
    findByName(db, input.organizationId, city, names),
  ]);
  const bySku = new Map<string, CatalogueMatch[]>();
  for (const product of found) {
    const key = product.sku.toLowerCase();
    bySku.set(key, [...(bySku.get(key) ?? []), product]);
  }
  const lines: PreviewLine[] = parsed.lines.map((line) => {
    if (line.status === 'invalid') return { ...line, candidates: [], approximate: false };
    if (line.source === 'name') {
      const match: NameMatch = byName.get(line.name)!;
      return { ...line, status: match.status, candidates: match.candidates, approximate: match.approximate };
    }
    const candidates = bySku.get(line.sku.toLowerCase()) ?? [];
    return { ...line, status: statusOf(candidates.length), candidates, approximate: false };
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
