import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import {
  activeOrganizationId,
  memberViewer,
  requireOwnerOrAdmin,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { decideApprovals } from '../orders/decide/batch-decisions';
import { approvalDecisionSchema } from '../orders/decide/approval-decision.schemas';
import { pendingApprovalsFor } from './pending-approvals.service';

const uuidOf = (what: string) => z.string({ error: `Informe ${what}` }).uuid(`${what} inválido`);

export const approvalDecisionsSchema = approvalDecisionSchema.extend({
  parts: z
    .array(
      z.object({
        purchaseOrderId: uuidOf('o pedido'),
        supplierOrderId: uuidOf('o pedido ao fornecedor'),
      }),
      { error: 'Informe os pedidos a decidir' },
    )
    .min(1, 'Escolha ao menos um pedido')
    .max(50, 'No máximo 50 pedidos por vez'),
});

export const pendingApprovalRoutes = new Hono<AppEnv>()
  .use(area('Aprovações'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /approvals/pending — the supplier orders whose current step the viewer may decide, and why
  .get('/pending', doc('pending-approvals', 'GET /pending'), async (c) => {
    const rows = await pendingApprovalsFor(c.var.db, {
      organizationId: activeOrganizationId(c),
      viewer: memberViewer(c),
    });
    return c.json({
      data: rows.map((r) => ({
        purchaseOrderId: r.orderId,
        orderNumber: r.orderNumber,
        description: r.description,
        supplierOrderId: r.id,
        supplierOrderNumber: r.number,
        supplierId: r.supplierId,
        supplierName: r.supplierName,
        amount: Number(r.totalAmount),
        placedBy: r.placedById ? { id: r.placedById, name: r.placedByName ?? '' } : null,
        placedAt: r.createdAt.toISOString(),
        step: r.step as { position: number; of: number; approver: 'admin' | 'owner' | 'system' },
        why: r.why,
        previous: r.previous.map((p) => ({ ...p, decidedAt: p.decidedAt.toISOString() })),
        lines: r.lines,
        ownOrder: r.ownOrder,
        soleDecider: r.soleDecider,
      })),
    });
  })
  // POST /approvals/decisions — several parts approved or rejected at once (admin/owner)
  .post(
    '/decisions',
    doc('pending-approvals', 'POST /decisions'),
    requireOwnerOrAdmin(),
    validate('json', approvalDecisionsSchema),
    async (c) => {
      const { decision, note, parts } = c.req.valid('json');
      const { decided, failed } = await decideApprovals(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        parts,
        decision,
        note: note || null,
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json({
        decided,
        failed: failed.map((f) => ({
          purchaseOrderId: f.purchaseOrderId,
          supplierOrderIds: f.supplierOrderIds,
          status: f.error.status,
          message: f.error.message,
        })),
      });
    },
  );
