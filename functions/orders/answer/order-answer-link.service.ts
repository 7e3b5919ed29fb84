import { and, eq, sql } from 'drizzle-orm';
import { suppliers } from '../../../db/schema/catalogue';
import { supplierOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor } from '../../platform/audit-log';
import { auditInsert } from '../../platform/audit-log';
import { requestOrigin } from '../../platform/audit-actor';
import { inTransaction, type Db } from '../../platform/db';
import { ApiError, notFound } from '../../platform/errors';
import { openOrderAnswerLink } from './order-answer-link';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/**
 * An order answer link opened against its row (#54): the signature and expiry say the link is
 * genuine, the row says it is still the order's link (its version not moved on by a revocation).
 */

/** The name the order's timeline gives whoever answered or shipped through the link (as the key API's has its own). */
export const ORDER_LINK_ACTOR = 'Fornecedor (pelo link do e-mail)';

const INVALID = 'Link do pedido inválido ou revogado: peça ao comprador um novo link';
const EXPIRED = 'Este link do pedido expirou: peça ao comprador um novo link';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a live link lets its holder act on: one supplier order, as its supplier. */
export type OrderLinkSeat = {
  /** The supplier order's id (named `id` as the supplier's moves take it). */
  id: string;
  supplierId: string;
  organizationId: string;
  supplierName: string;
  expiresAt: Date;
};

/**
 * The order a link opens, or why not: 401 for a link altered, signed with another key or revoked
 * (its version is no longer the order's), 410 for one past its expiry. The order must still be the
 * supplier's and the organization's the link names.
 */
export async function seatOfOrderLink(db: Db, secret: string, token: string): Promise<OrderLinkSeat> {
  const opened = await openOrderAnswerLink(secret, token);
  if (!opened.ok) {
    throw opened.reason === 'expired'
      ? new ApiError({ code: 'GONE', message: EXPIRED })
      : new ApiError({ code: 'UNAUTHORIZED', message: INVALID });
  }
  const { supplierOrderId, supplierId, organizationId, linkVersion } = opened.claims;
  const ids = [supplierOrderId, supplierId, organizationId];
  if (!ids.every((id) => UUID.test(id))) throw new ApiError({ code: 'UNAUTHORIZED', message: INVALID });
  const [row] = await db
    .select({ version: supplierOrders.answerLinkVersion, supplierName: supplierNameFor(supplierOrders.organizationId) })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(
      and(
        eq(supplierOrders.id, supplierOrderId),
        eq(supplierOrders.supplierId, supplierId),
        eq(supplierOrders.organizationId, organizationId),
      ),
    );
  if (!row || row.version !== linkVersion) throw new ApiError({ code: 'UNAUTHORIZED', message: INVALID });
  return {
    id: supplierOrderId,
    supplierId,
    organizationId,
    supplierName: row.supplierName,
    expiresAt: opened.expiresAt,
  };
}

/**
 * Who the buyer's audit log names for an answer given through the link: a person of the supplier, not
 * known by an account (no id), named by the supplier and the channel.
 */
export const orderLinkActor = (seat: OrderLinkSeat, headers: Headers): AuditActor => ({
  type: 'user',
  id: null,
  label: `${seat.supplierName} (link do pedido por e-mail)`,
  ...requestOrigin(headers),
});

/**
 * The buyer revokes every answer link sent for one of its supplier orders: the version moves on (every
 * link signed so far stops opening: 401) and the instant is stamped. Another organization's order is
 * a 404. Recorded in the organization's audit log.
 */
export async function revokeOrderAnswerLink(
  db: Db,
  input: { organizationId: string; purchaseOrderId: string; supplierOrderId: string; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(supplierOrders)
      .set({ answerLinkVersion: sql`${supplierOrders.answerLinkVersion} + 1`, answerLinkRevokedAt: sql`now()` })
      .where(
        and(
          eq(supplierOrders.id, input.supplierOrderId),
          eq(supplierOrders.purchaseOrderId, input.purchaseOrderId),
          eq(supplierOrders.organizationId, input.organizationId),
        ),
      )
      .returning({
        id: supplierOrders.id,
        number: supplierOrders.number,
        version: supplierOrders.answerLinkVersion,
        revokedAt: supplierOrders.answerLinkRevokedAt,
      });
    if (!row) throw notFound('Pedido ao fornecedor não encontrado');
    await auditInsert(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'supplier_order.answer_link_revoked',
      target: { type: 'supplier_order', id: row.id, label: row.number },
      changes: { answerLinkVersion: { before: row.version - 1, after: row.version } },
    });
    return row;
  });
}
