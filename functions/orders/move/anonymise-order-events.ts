import { and, eq, inArray, or } from 'drizzle-orm';
import { supplierOrderEvents, supplierOrders } from '../../../db/schema/purchase-orders';
import type { DbOrTx } from '../../platform/db';

/**
 * The LGPD erasure's part of the order timelines (identity/account-deletion.service.ts): the person's name,
 * stored as text on each event, becomes `as` on the events of the organizations they stay in and of the
 * suppliers they answered for. Orders is the only writer of its tables (#53) and identity may not import
 * orders (orders uses identity), so the composition root (functions/app.ts) hands this in. One statement,
 * none when there is nowhere to look.
 */
export async function anonymiseOrderEvents(
  tx: DbOrTx,
  who: { name: string; organizationIds: string[]; supplierIds: string[] },
  as: string,
) {
  if (who.organizationIds.length === 0 && who.supplierIds.length === 0) return;
  await tx
    .update(supplierOrderEvents)
    .set({ actorName: as })
    .where(
      and(
        eq(supplierOrderEvents.actorName, who.name),
        inArray(
          supplierOrderEvents.supplierOrderId,
          tx
            .select({ id: supplierOrders.id })
            .from(supplierOrders)
            .where(
              or(
                who.organizationIds.length > 0
                  ? inArray(supplierOrders.organizationId, who.organizationIds)
                  : undefined,
                who.supplierIds.length > 0 ? inArray(supplierOrders.supplierId, who.supplierIds) : undefined,
              ),
            ),
        ),
      ),
    );
}
