import type { RouteDocs } from '../platform/describe';
import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';

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

/**
 * How pending-approvals.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const pendingApprovalsDocs = {
  'GET /pending': {
    summary: 'O que espera pela minha decisão e por quê',
    description:
      'Pedidos a fornecedores cuja etapa atual quem pergunta pode decidir (papel, quem fez o pedido não aprova, uma etapa por pessoa), do mais antigo ao mais novo, até 200. Para membros, sempre vazio.',
    response: pendingApprovalsSchema,
  },
  'POST /decisions': {
    summary: 'Aprova ou recusa várias partes de uma vez (a caixa de aprovações)',
    description:
      'Decide a etapa atual de cada pedido a fornecedor listado, como POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval, agrupando por pedido: cada pedido é gravado à parte e quem o fez recebe um e-mail só, por mais partes que a decisão tenha tocado. Um pedido que não pode ser decidido (já decidido, de outra organização, não cabe a quem decide) vai em `failed` com o status e a mensagem, e os outros seguem; se nenhum pôde, a resposta é o erro do primeiro. Até 50 partes por vez.',
    response: approvalDecisionsResponse,
    errors: [404, 409],
    requestExample: {
      decision: 'approve',
      parts: [{ purchaseOrderId: '…', supplierOrderId: '…' }],
    },
  },
} satisfies RouteDocs;
