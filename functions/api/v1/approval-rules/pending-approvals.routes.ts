import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { activeOrganizationId, requireRole, requireSession } from '../../../auth/middleware';
import { area, doc } from '../../../lib/describe';
import { isoDateTime, uuid } from '../../../lib/response-schemas';
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
        viewer: { userId: c.var.user.id, role: c.var.membership!.role },
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
  );
