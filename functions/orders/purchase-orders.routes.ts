import { Hono } from 'hono';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import {
  activeOrganizationId,
  memberViewer,
  requireOwnerOrAdmin,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { IDEMPOTENCY_HEADER, idempotent, idempotentWrite } from '../platform/idempotency';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { decideItems, decideOrderApproval } from './order-changes';
import { cancelPartOfOrder, setOrderStatus } from './move/order-status';
import { placeOrder } from './place/place-order';
import { sessionActor } from '../platform/audit-actor';
import {
  bulkItemsSchema,
  cancelPartSchema,
  createOrderSchema,
  listOrdersQuery,
  orderIdParam,
  supplierOrderOfOrderParams,
  updateStatusSchema,
} from './purchase-orders.schemas';
import {
  orderDetailResponse,
  orderDetailSchema,
  orderListSchema,
  orderSchema,
  orderStatsSchema,
  orderSummaryResponse,
  orderToResponse,
  orderWithItems,
  orderWithItemsSchema,
} from './purchase-orders.responses';
import { deleteOrder } from './move/delete-order';
import { getOrder, orderStats, readOrderPage } from './read/order-reads';
import { approvalDecisionSchema } from './decide/approval-decision.schemas';
import { PDF_DOC, supplierOrderPdfResponse } from './documents/supplier-order-document';
import { cartFillReportExample, cartFillReportSchema } from '../cart/cart-fill.responses';
import { revokeOrderAnswerLink } from './answer/order-answer-link.service';
import { resentLinkSchema, revokedLinkSchema } from './answer/order-answer-link.responses';
import { resendOrderAnswerLink } from './outbound/resend-answer-link';
import { orderAgain } from '../cart/reorder.service';

const adminOnly = requireOwnerOrAdmin();

export const purchaseOrderRoutes = new Hono<AppEnv>()
  .use(area('Pedidos'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /purchase-orders/stats — orders per status in the organization (admin/owner)
  .get(
    '/stats',
    doc({ summary: 'Pedidos por status na organização', response: orderStatsSchema }),
    adminOnly,
    async (c) => c.json(await orderStats(c.var.db, activeOrganizationId(c))),
  )
  // GET /purchase-orders — newest first, by status, paginated
  .get(
    '/',
    doc({ summary: 'Pedidos da organização, mais novos primeiro, por status, paginados', response: orderListSchema }),
    validate('query', listOrdersQuery),
    async (c) => {
      const { status, page, limit, q, supplierId, from, to, mine } = c.req.valid('query');
      const { rows, total } = await readOrderPage(c.var.db, {
        organizationId: activeOrganizationId(c),
        status,
        page,
        limit,
        q,
        supplierId,
        from,
        to,
        mineOf: mine ? c.var.user.id : undefined,
      });
      return c.json({
        data: rows.map(orderSummaryResponse),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      });
    },
  )
  // GET /purchase-orders/:id — the order with its items grouped by supplier
  .get(
    '/:id',
    doc({ summary: 'Um pedido com o cliente e os itens, agrupados por fornecedor', response: orderDetailSchema }),
    validate('param', orderIdParam),
    async (c) => {
      const found = await getOrder(c.var.db, activeOrganizationId(c), c.req.valid('param').id, memberViewer(c));
      return c.json(orderDetailResponse(found));
    },
  )
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/pdf — one supplier's pedido de compra as a PDF
  .get(
    '/:id/supplier-orders/:supplierOrderId/pdf',
    doc({ summary: 'O pedido de compra enviado a um fornecedor, em PDF', ...PDF_DOC }),
    validate('param', supplierOrderOfOrderParams),
    (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      return supplierOrderPdfResponse(
        c.var.db,
        { organizationId: activeOrganizationId(c), purchaseOrderId: id },
        supplierOrderId,
      );
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/cancel — cancel one supplier's part (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/cancel',
    doc({
      summary: 'Cancela o pedido a um fornecedor (as outras partes seguem)',
      description:
        'Antes da resposta do fornecedor, livremente; depois de confirmado, com reason. O fornecedor é avisado por e-mail (com o PDF cancelado) e pelos seus webhooks. Uma parte já recusada ou cancelada responde 409.',
      response: orderSchema,
      errors: [409],
      requestExample: { reason: 'Evento adiado' },
    }),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    validate('json', cancelPartSchema),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const order = await cancelPartOfOrder(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        id,
        supplierOrderId,
        reason: c.req.valid('json').reason,
        actorName: c.var.user.name,
        actor: sessionActor(c),
      });
      return c.json(orderToResponse(order));
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/revoke — the e-mailed links stop opening (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/answer-link/revoke',
    doc({
      summary: 'Revoga os links de resposta enviados ao fornecedor por e-mail',
      description:
        'Todo link de resposta do pedido enviado até agora deixa de abrir (401 para quem o usar). O fornecedor sem conta precisa de um novo link para responder ou despachar.',
      response: revokedLinkSchema,
      errors: [404],
    }),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const revoked = await revokeOrderAnswerLink(c.var.db, {
        organizationId: activeOrganizationId(c),
        purchaseOrderId: id,
        supplierOrderId,
        actor: sessionActor(c),
      });
      return c.json({
        supplier_order_id: revoked.id,
        answer_link_version: revoked.version,
        answer_link_revoked_at: revoked.revokedAt!.toISOString(),
      });
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/resend — "Reenviar link" (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/answer-link/resend',
    doc({
      summary: 'Reenvia ao fornecedor sem conta o link de resposta do pedido',
      description:
        'Um novo e-mail com o PDF e o link assinado da versão atual (depois de revogar, só o novo abre). Fornecedor com conta (responde pelo portal) ou pedido sem nada a responder ou despachar: 409.',
      response: resentLinkSchema,
      errors: [404, 409],
    }),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const sent = await resendOrderAnswerLink(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        purchaseOrderId: id,
        supplierOrderId,
      });
      return c.json({
        supplier_order_id: sent.supplierOrderId,
        answer_link_version: sent.answerLinkVersion,
        sent_to: sent.sentTo,
      });
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval — decide the current approval step (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/approval',
    doc({
      summary: 'Aprova ou rejeita a etapa atual da aprovação de um pedido a fornecedor',
      description:
        'A etapa atual é a primeira pendente: "admin" é decidida por um administrador ou pelo dono, "owner" só pelo dono. Quem fez o pedido não o aprova (403), a não ser que seja a única pessoa da organização que pode decidir a etapa; uma pessoa não decide duas etapas do mesmo pedido. Aprovar a última etapa envia o pedido ao fornecedor; rejeitar em qualquer etapa rejeita as linhas e dispensa as etapas seguintes. Um pedido que já não espera aprovação responde 409.',
      response: orderDetailSchema,
      errors: [409],
      requestExample: { decision: 'approve', note: 'Compra do evento de sábado' },
    }),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    validate('json', approvalDecisionSchema),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const { decision, note } = c.req.valid('json');
      const found = await decideOrderApproval(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        id,
        supplierOrderId,
        decision,
        note: note || null,
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderDetailResponse(found));
    },
  )
  // POST /purchase-orders/:id/reorder — "Pedir novamente": the order's lines into the cart at today's prices
  .post(
    '/:id/reorder',
    doc({
      summary: 'Pede novamente: as linhas do pedido vão para o carrinho, aos preços de hoje',
      description:
        'Qualquer pessoa da organização. Entram as linhas que não foram rejeitadas, recusadas pelo fornecedor nem canceladas, na quantidade pedida (somada ao que o carrinho já tem). A resposta diz o que entrou e o que mudou: produtos indisponíveis (fora do catálogo, fornecedor inativo, fora de estoque: não entram), preços que subiram ou baixaram (com a diferença por unidade) e quantidades elevadas ao pedido mínimo atual. Um pedido sem nenhuma linha assim responde 400.',
      response: cartFillReportSchema,
      example: cartFillReportExample,
    }),
    validate('param', orderIdParam),
    async (c) =>
      c.json(
        await orderAgain(c.var.db, {
          userId: c.var.user.id,
          organizationId: activeOrganizationId(c),
          orderId: c.req.valid('param').id,
        }),
      ),
  )
  // POST /purchase-orders — check out the cart (201)
  .post(
    '/',
    doc({
      summary: 'Finaliza o carrinho como pedido',
      description:
        'Os itens, preços e total vêm do carrinho e do catálogo; o carrinho é esvaziado na mesma transação. A descrição é opcional: sem ela (ou em branco), o pedido leva os nomes dos fornecedores. Cada parte vai ao endereço pedido ou ao padrão da organização: sem endereço cadastrado, 400 ("Cadastre um endereço de entrega antes de enviar o pedido…"); nenhum pedido sai com a entrega a combinar. Com Idempotency-Key, repetir a chamada (resposta perdida, toque duplo) devolve a primeira resposta, com o mesmo pedido, em vez de "Seu carrinho está vazio"; a mesma chave em outra rota responde 409.',
      status: 201,
      response: orderSchema,
      errors: [409],
      requestExample: { description: 'Compra da semana', notes: 'Entregar pela manhã' },
      headers: [IDEMPOTENCY_HEADER],
    }),
    idempotent<SessionEnv>((c) => `user:${c.var.user.id}`, { batched: true }),
    validate('json', createOrderSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const order = await placeOrder(c.var.db, c.var.config, {
        ...c.req.valid('json'),
        userId: c.var.user.id,
        userName: c.var.user.name,
        organizationId,
        idempotency: idempotentWrite(c),
      });
      return c.json(orderToResponse(order), 201);
    },
  )
  // PUT /purchase-orders/:id/status — set the order's status (admin/owner)
  .put(
    '/:id/status',
    doc({
      summary: 'Aprova (todos os itens pendentes) ou cancela o pedido',
      description:
        'O status do pedido segue os itens e os pedidos aos fornecedores: APPROVED aprova os itens pendentes, CANCELLED cancela (um pedido já confirmado pelo fornecedor pede o motivo em notes); qualquer outro status diferente do atual responde 409.',
      response: orderSchema,
      errors: [409],
    }),
    adminOnly,
    validate('param', orderIdParam),
    validate('json', updateStatusSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const order = await setOrderStatus(c.var.db, c.var.config, {
        organizationId,
        id: c.req.valid('param').id,
        ...c.req.valid('json'),
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderToResponse(order));
    },
  )
  // PUT /purchase-orders/:id/items — decide items (and optionally the order) in one go (admin/owner)
  .put(
    '/:id/items',
    doc({
      summary: 'Aprova ou rejeita itens (e, se pedido, o status do pedido) de uma vez',
      response: orderWithItemsSchema,
      errors: [409],
    }),
    adminOnly,
    validate('param', orderIdParam),
    validate('json', bulkItemsSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const id = c.req.valid('param').id;
      const found = await decideItems(c.var.db, c.var.config, {
        organizationId,
        id,
        body: c.req.valid('json'),
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderWithItems(found));
    },
  )
  // DELETE /purchase-orders/:id — only by its creator
  .delete(
    '/:id',
    doc({
      summary: 'Remove um pedido (só quem o criou)',
      response: messageResponse,
      example: { message: 'Purchase Order deleted successfully' },
    }),
    validate('param', orderIdParam),
    async (c) => {
      await deleteOrder(c.var.db, {
        organizationId: activeOrganizationId(c),
        id: c.req.valid('param').id,
        userId: c.var.user.id,
      });
      return c.json({ message: 'Purchase Order deleted successfully' });
    },
  );
