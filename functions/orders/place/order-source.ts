import type { BatchItem } from 'drizzle-orm/batch';
import type { DomainEvent } from '../../platform/domain-event';
import type { CreateOrderInput } from '../purchase-orders.schemas';

/**
 * What orders/place is fed: an order source, plain data that the cart's checkout (checkout.ts) and the
 * cotação's award (quotes/quote-award.ts) each build. Placing reads (place-read.ts), decides
 * (place-decide.ts, pure) and writes (place-write.ts) it; the caller's own guards, rows and events ride
 * in the same write batch as data (SourceWrites), so they commit with the order or not at all.
 */

/** Who places the order: the owner's own orders are approved at creation (decision 0055). */
export interface Placer {
  organizationId: string;
  userId: string;
  userName: string;
}

/** A cotação's line at its quoted price; a winner's freight is one more line, with no product. */
export interface QuotedLine {
  productId: string | null;
  categoryId: string | null;
  productName: string;
  unit: string;
  /** Reais, two decimals. */
  unitPrice: string;
  quantity: number;
  supplierId: string;
}

/** A winner's terms as it answered them: they replace its catalogue's minimum and payment terms. */
export interface QuotedTerms {
  supplierId: string;
  minimumOrderValue: string;
  paymentTerm: string | null;
}

/**
 * Where an order comes from. The cart brings no lines: they are read with everything else, in one
 * snapshot whose fingerprint the cart's guard re-checks. A cotação brings its lines and terms, and
 * leaves whole (a winner below its minimum refuses the award rather than staying behind).
 */
export type OrderOrigin =
  { kind: 'cart' } | { kind: 'quote'; quoteId: string; lines: QuotedLine[]; terms: QuotedTerms[] };

/** What the buyer asks of one supplier: the address, the day, the payment term, a note. */
export type SupplierAsk = NonNullable<CreateOrderInput['suppliers']>[number];

/** An order to place, as data: where it comes from, who places it, its name and what it asks. */
export interface OrderSource {
  origin: OrderOrigin;
  placedBy: Placer;
  /** Blank: the order is named by its suppliers. */
  description?: string;
  notes?: string | null;
  /** The cost centre asked for (the organization's); undefined: the member's default; null: none. */
  costCentreId?: string | null;
  suppliers: SupplierAsk[];
}

/**
 * The caller's share of the write batch, built on the attempt's handle once the plan names the order:
 * `guards` run first (the Idempotency-Key's claim, then that the source is still as read),
 * `statements` after the order's rows, `events` told right after purchase_order.created.
 */
export interface SourceWrites {
  guards: BatchItem<'pg'>[];
  statements: BatchItem<'pg'>[];
  events: DomainEvent[];
}

/** The outbox's sealing key and the app's address (links in e-mails). */
export type PlaceConfig = { sealKey: string; appUrl: string };
