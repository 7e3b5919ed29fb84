import * as z from 'zod';

/** POST …/supplier-orders/:supplierOrderId/approval: the current step's decision (and, for
 * several parts at once, POST /approvals/decisions). */
export const approvalDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: "Decisão inválida (use 'approve' ou 'reject')" }),
  note: z.string().trim().max(500, 'Máximo de 500 caracteres').optional(),
});
