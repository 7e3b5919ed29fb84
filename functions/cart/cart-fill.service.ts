import { and, eq, inArray, sql } from 'drizzle-orm';
import { addedQuantity } from './cart-limits';
import { ownerCart, ownerCartId, type CartOwner } from './cart-owner';
import { cartItems } from '../../db/schema/carts';
import { products, suppliers } from '../../db/schema/catalogue';
import type { Db, DbOrTx } from '../platform/db';
import { buyerPrice } from '../catalogue/buyer-price';
import { productVisibleTo } from '../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn, effectiveTerms } from '../suppliers/buyer-supplier-terms';

/** A line to put into the cart: what the buyer wants, and what it cost then when known (an order's line). */
export interface FillLine {
  /** null for an order line whose product was deleted from the catalogue since. */
  productId: string | null;
  quantity: number;
  /** Unit price in reais as the order paid it ("8.90"); lists have none. */
  previousPrice?: string | null;
  /** The name to report when the product is gone (an order keeps its own copy). */
  name?: string;
}

export type UnavailableReason = 'REMOVED' | 'INACTIVE' | 'SUPPLIER_INACTIVE' | 'OUT_OF_STOCK';

const REASON_MESSAGE: Record<UnavailableReason, string> = {
  REMOVED: 'Saiu do catálogo',
  INACTIVE: 'Produto indisponível no catálogo',
  SUPPLIER_INACTIVE: 'Fornecedor fora do catálogo',
  OUT_OF_STOCK: 'Fora de estoque',
};

export interface CartFillReport {
  added: Array<{
    productId: string;
    name: string;
    unit: string;
    supplierName: string;
    quantity: number;
    price: number;
  }>;
  unavailable: Array<{ productId: string | null; name: string; reason: UnavailableReason; message: string }>;
  priceChanges: Array<{
    productId: string;
    name: string;
    unit: string;
    previousPrice: number;
    price: number;
    difference: number;
    direction: 'up' | 'down';
  }>;
  minimumRaised: Array<{ productId: string; name: string; unit: string; requested: number; minimum: number }>;
}

const cents = (value: string) => Math.round(Number(value) * 100);

/** One line per product: an order or list that names a product twice asks for the sum. */
function merged(lines: FillLine[]): FillLine[] {
  const byProduct = new Map<string, FillLine>();
  const gone: FillLine[] = [];
  for (const line of lines) {
    if (!line.productId) {
      gone.push(line);
      continue;
    }
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byProduct.values(), ...gone];
}

/**
 * The owner's cart, created under its derived id when there is none: the id every path creates it
 * under, so a fill and an add that race to create it make the same row (a conflict on either unique
 * index means it is there already).
 */
async function cartIdFor(tx: DbOrTx, owner: CartOwner): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH existing AS (SELECT id FROM carts WHERE ${ownerCart(owner)}),
    created AS (
      INSERT INTO carts (id, user_id, organization_id)
      SELECT ${ownerCartId(owner)}::uuid, ${owner.userId}::uuid, ${owner.organizationId}::uuid
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT DO NOTHING
    )
    SELECT id FROM existing`);
  return rows[0]?.id ?? ownerCartId(owner);
}

/**
 * Puts lines into the user's cart in the organization at today's prices, in one transaction, and
 * reports what changed since: products no longer sold (left out), unit prices up or down against the
 * price the line was bought at, and quantities raised to the product's current minimum. Quantities add
 * to what the cart already holds, as adding by hand does. Order again and shopping lists both use it.
 */
export async function fillCart(
  db: Db,
  input: { userId: string; organizationId: string; lines: FillLine[] },
): Promise<CartFillReport> {
  const lines = merged(input.lines);
  const ids = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  return db.transaction(async (tx) => {
    const rows = ids.length
      ? await tx
          .select({
            id: products.id,
            name: products.name,
            unit: products.unit,
            price: buyerPrice(input.organizationId),
            minimumOrder: products.minimumOrder,
            inStock: products.inStock,
            isActive: products.isActive,
            supplierId: suppliers.id,
            supplierName: effectiveTerms.supplierName,
            supplierActive: suppliers.isActive,
          })
          .from(products)
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .leftJoin(buyerTerms, buyerTermsOn(input.organizationId))
          // Another organization's private product reads as one the catalogue no longer has.
          .where(and(inArray(products.id, ids), productVisibleTo(input.organizationId)))
      : [];
    const found = new Map(rows.map((r) => [r.id, r]));
    const report: CartFillReport = { added: [], unavailable: [], priceChanges: [], minimumRaised: [] };
    const toInsert: Array<Omit<typeof cartItems.$inferInsert, 'cartId'>> = [];
    for (const line of lines) {
      const product = line.productId ? found.get(line.productId) : undefined;
      const reason: UnavailableReason | null = !product
        ? 'REMOVED'
        : !product.isActive
          ? 'INACTIVE'
          : !product.supplierActive
            ? 'SUPPLIER_INACTIVE'
            : !product.inStock
              ? 'OUT_OF_STOCK'
              : null;
      if (!product || reason) {
        const r = reason ?? 'REMOVED';
        report.unavailable.push({
          productId: line.productId,
          name: product?.name ?? line.name ?? 'Produto removido',
          reason: r,
          message: REASON_MESSAGE[r],
        });
        continue;
      }
      const quantity = Math.max(line.quantity, product.minimumOrder);
      if (quantity > line.quantity) {
        report.minimumRaised.push({
          productId: product.id,
          name: product.name,
          unit: product.unit,
          requested: line.quantity,
          minimum: product.minimumOrder,
        });
      }
      if (line.previousPrice != null && cents(line.previousPrice) !== cents(product.price)) {
        const difference = cents(product.price) - cents(line.previousPrice);
        report.priceChanges.push({
          productId: product.id,
          name: product.name,
          unit: product.unit,
          previousPrice: cents(line.previousPrice) / 100,
          price: cents(product.price) / 100,
          difference: difference / 100,
          direction: difference > 0 ? 'up' : 'down',
        });
      }
      report.added.push({
        productId: product.id,
        name: product.name,
        unit: product.unit,
        supplierName: product.supplierName,
        quantity,
        price: cents(product.price) / 100,
      });
      toInsert.push({ productId: product.id, supplierId: product.supplierId, quantity, price: product.price });
    }
    if (toInsert.length > 0) {
      const cartId = await cartIdFor(tx, { userId: input.userId, organizationId: input.organizationId });
      await tx
        .insert(cartItems)
        .values(toInsert.map((row) => ({ ...row, cartId })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: {
            quantity: addedQuantity(cartItems.quantity),
            price: sql`excluded.price`,
            updatedAt: sql`now()`,
          },
        });
    }
    return report;
  });
}
