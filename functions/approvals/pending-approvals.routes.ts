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
import { isoDateTime, uuid } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { decideApprovals } from '../orders/decide/batch-decisions';
import { approvalDecisionSchema } from '../orders/decide/approval-decision.schemas';
import { pendingApprovalsFor } from './pending-approvals.service';

/** What waits for the signed-in person's decision, and why. */

const pendingApprovalSchema = z
  .object({
    purchaseOrderId: uuid,
    orderNumber: z.number().int().nullable(),
    description: z.string(),
    supplierOrderId: uuid,
    supplierOrderNumber: z.string().meta({ example: '1042-1' }),
    supplierId: uuid,
    supplierName: z.string(),
    amount: z.number().meta({ description: 'Valor do pedido ao fornecedor, em reais' }),
    placedBy: z.object({ id: uuid, name: z.string() }).nullable(),
    placedAt: isoDateTime,
    step: z.object({
      position: z.number().int(),
      of: z.number().int(),
      approver: z.enum(['admin', 'owner', 'system']),
    }),
    why: z.string().meta({ example: 'Acima de R$ 5.000,00: dono' }),
    previous: z.array(z.object({ name: z.string(), decidedAt: isoDateTime, note: z.string().nullable() })),
    lines: z.array(
      z.object({
        productName: z.string(),
        unit: z.string(),
        quantity: z.number().int(),
        total: z.number().meta({ description: 'Em reais' }),
      }),
    ),
    ownOrder: z
      .boolean()
      .meta({ description: 'Pedido feito por quem pergunta (só quando é a única pessoa que pode aprovar)' }),
    soleDecider: z.boolean(),
  })
  .meta({ id: 'PendingApproval' });

export const pendingApprovalsSchema = z
  .object({ data: z.array(pendingApprovalSchema) })
  .meta({ id: 'PendingApprovals' });

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

const approvalDecisionsResponse = z
  .object({
    decided: z.array(
      z.object({
        purchaseOrderId: uuid,
        orderNumber: z.number().int().nullable(),
        supplierOrderIds: z.array(uuid),
        status: z.string().meta({ example: 'APPROVED' }),
      }),
    ),
    failed: z.array(
      z.object({
        purchaseOrderId: uuid,
        supplierOrderIds: z.array(uuid),
        status: z.number().int().meta({ example: 409 }),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'ApprovalDecisions' });

export const pendingApprovalRoutes = new Hono<AppEnv>()
  .use(area('Aprovações'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /approvals/pending — the supplier orders whose current step the viewer may decide, and why
  .get(
    '/pending',
    doc({
      summary: 'O que espera pela minha decisão e por quê',
      description:
        'Pedidos a fornecedores cuja etapa atual quem pergunta pode decidir (papel, quem fez o pedido não aprova, uma etapa por pessoa), do mais antigo ao mais novo, até 200. Para membros, sempre vazio.',
      response: pendingApprovalsSchema,
    }),
    async (c) => {
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
    },
  )
  // POST /approvals/decisions — several parts approved or rejected at once (admin/owner)
  .post(
    '/decisions',
    doc({
      summary: 'Aprova ou recusa várias partes de uma vez (a caixa de aprovações)',
      description:
        'Decide a etapa atual de cada pedido a fornecedor listado, como POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval, agrupando por pedido: cada pedido é gravado à parte e quem o fez recebe um e-mail só, por mais partes que a decisão tenha tocado. Um pedido que não pode ser decidido (já decidido, de outra organização, não cabe a quem decide) vai em `failed` com o status e a mensagem, e os outros seguem; se nenhum pôde, a resposta é o erro do primeiro. Até 50 partes por vez.',
      response: approvalDecisionsResponse,
      errors: [404, 409],
      requestExample: {
        decision: 'approve',
        parts: [{ purchaseOrderId: '…', supplierOrderId: '…' }],
      },
    }),
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
