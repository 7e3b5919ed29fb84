import { dataEncryptionKey, type AppConfig } from '../../platform/env';
import { ApiError } from '../../platform/errors';
import { databaseUnavailable, isDatabaseUnavailable } from '../../platform/database-unavailable';
import type { Db } from '../../platform/db';
import { decideOrderParts } from './order-decisions';
import { logger } from '../../platform/log';

const log = logger('approvals');

type ChangeConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

/** An order the batch could not decide, in pt-BR (an unknown order reads as this route says it). */
function asDecisionError(error: unknown): ApiError {
  if (error instanceof ApiError) {
    // The order's own lookup answers the specification's English "Purchase Order not found".
    return error.code === 'NOT_FOUND' && error.message === 'Purchase Order not found'
      ? new ApiError({ code: 'NOT_FOUND', message: 'Pedido não encontrado' })
      : error;
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  log.error('approval_decision_failed', { error: String(error) });
  return new ApiError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'Não foi possível decidir este pedido agora: tente de novo em instantes',
  });
}

/**
 * Several parts decided at once (the approvals inbox): grouped by order, each order in its own write
 * with one e-mail to its creator however many of its parts were decided. An order that cannot be
 * decided (decided meanwhile, not the viewer's to decide) is reported and the others go on; when none
 * could be, the first order's error is the answer.
 */
export async function decideApprovals(
  db: Db,
  cfg: ChangeConfig,
  input: Omit<Parameters<typeof decideOrderParts>[2], 'id' | 'supplierOrderIds'> & {
    parts: { purchaseOrderId: string; supplierOrderId: string }[];
  },
) {
  const { parts, ...who } = input;
  const byOrder = new Map<string, string[]>();
  for (const part of parts) {
    const ids = byOrder.get(part.purchaseOrderId) ?? [];
    if (!ids.includes(part.supplierOrderId)) ids.push(part.supplierOrderId);
    byOrder.set(part.purchaseOrderId, ids);
  }
  const decided: { purchaseOrderId: string; orderNumber: number | null; supplierOrderIds: string[]; status: string }[] =
    [];
  const failed: { purchaseOrderId: string; supplierOrderIds: string[]; error: ApiError }[] = [];
  for (const [purchaseOrderId, supplierOrderIds] of byOrder) {
    try {
      const order = await decideOrderParts(
        db,
        { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL },
        { ...who, id: purchaseOrderId, supplierOrderIds },
      );
      decided.push({ purchaseOrderId, orderNumber: order.number, supplierOrderIds, status: order.status });
    } catch (error) {
      // Orders before this one are already decided and told: whatever went wrong here is reported
      // for this order, never as a 500 for the whole request.
      failed.push({ purchaseOrderId, supplierOrderIds, error: asDecisionError(error) });
    }
  }
  if (decided.length === 0) throw failed[0]!.error;
  return { decided, failed };
}
