import { sql } from 'drizzle-orm';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';

/**
 * What a purchase order line is worth to a budget, in cents, as SQL over purchase_order_items (and
 * purchase_orders for the month). One definition read by the checkout's budget check, the budget
 * screens and spend analytics, so the three never disagree:
 * - units that count: the quantity, or what the supplier accepted once it answered; nothing for a line
 *   rejected or cancelled by the buyer or refused by the supplier; less what the supplier cancelled
 *   (backorder closed);
 * - reserved: lines still waiting for the buyer's approval;
 * - spent: units received in order (received − short);
 * - committed: approved units that count and have not been received in order yet.
 */
const i = purchaseOrderItems;

const countedUnits = sql`(case
  when ${i.status} in ('REJECTED', 'CANCELLED') or ${i.supplierStatus} = 'REFUSED' then 0
  else coalesce(${i.acceptedQuantity}, ${i.quantity}) - ${i.cancelledQuantity} end)`;
const unitCents = sql`round(${i.unitPrice} * 100)::bigint`;
const receivedOk = sql`greatest(${i.receivedQuantity} - ${i.shortQuantity}, 0)`;

export const reservedCents = sql<number>`(case when ${i.status} = 'PENDING' then ${countedUnits} * ${unitCents} else 0 end)`;
export const spentCents = sql<number>`(case when ${i.status} = 'APPROVED' then least(${receivedOk}, greatest(${countedUnits}, 0)) * ${unitCents} else 0 end)`;
export const committedCents = sql<number>`(case when ${i.status} = 'APPROVED' then greatest(${countedUnits} - ${receivedOk}, 0) * ${unitCents} else 0 end)`;
/**
 * Units behind spent + committed (spentCents + committedCents = boughtUnits × the unit price): the
 * weights of spend analytics' average price paid per week.
 */
export const boughtUnits = sql<number>`(case when ${i.status} = 'APPROVED' then greatest(${countedUnits}, 0) else 0 end)`;

/** The first day of the order's month in São Paulo (budgets are monthly there). */
export const orderMonth = sql<string>`date_trunc('month', ${purchaseOrders.createdAt} at time zone 'America/Sao_Paulo')::date`;
