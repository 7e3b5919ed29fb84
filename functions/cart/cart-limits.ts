import { sql, type AnyColumn } from 'drizzle-orm';

/** The most units one cart or list line may hold (the PUT /cart/item limit). */
export const LINE_MAX_QUANTITY = 100_000;

/**
 * What a line holds after adding to it, never past the limit: repeated adds, reorders and 500-line
 * quick orders would otherwise overflow the column (a 500) or the order's total at checkout.
 */
export const addedQuantity = (column: AnyColumn) => sql`least(${column} + excluded.quantity, ${LINE_MAX_QUANTITY})`;
