import type { RouteDocs } from '../platform/describe';
import {
  orderDetailSchema,
  orderListSchema,
  orderSchema,
  orderStatsSchema,
  orderWithItemsSchema,
} from './purchase-orders.responses';
import { PDF_DOC } from './documents/supplier-order-document';
import { resentLinkSchema, revokedLinkSchema } from './answer/order-answer-link.responses';
import { cartFillReportExample, cartFillReportSchema } from '../cart/cart-fill.responses';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';
import { messageResponse } from '../platform/response-schemas';

/**
 * How purchase-orders.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const purchaseOrdersDocs = {
  'GET /stats': { summary: 'Pedidos por status na organização', response: orderStatsSchema },
  'GET /': { summary: 'Pedidos da organização, mais novos primeiro, por status, paginados', response: orderListSchema },
  'GET /:id': { summary: 'Um pedido com o cliente e os itens, agrupados por fornecedor', response: orderDetailSchema },
  'GET /:id/supplier-orders/:supplierOrderId/pdf': {
    summary: 'O pedido de compra enviado a um fornecedor, em PDF',
    ...PDF_DOC,
  },
  'POST /:id/supplier-orders/:supplierOrderId/cancel': {
    summary: 'Cancela o pedido a um fornecedor (as outras partes seguem)',
    description:
      'Antes da resposta do fornecedor, livremente; depois de confirmado, com reason. O fornecedor é avisado por e-mail (com o PDF cancelado) e pelos seus webhooks. Uma parte já recusada ou cancelada responde 409.',
    response: orderSchema,
    errors: [409],
    requestExample: { reason: 'Evento adiado' },
  },
  'POST /:id/supplier-orders/:supplierOrderId/answer-link/revoke': {
    summary: 'Revoga os links de resposta enviados ao fornecedor por e-mail',
    description:
      'Todo link de resposta do pedido enviado até agora deixa de abrir (401 para quem o usar). O fornecedor sem conta precisa de um novo link para responder ou despachar.',
    response: revokedLinkSchema,
    errors: [404],
  },
  'POST /:id/supplier-orders/:supplierOrderId/answer-link/resend': {
    summary: 'Reenvia ao fornecedor sem conta o link de resposta do pedido',
    description:
      'Um novo e-mail com o PDF e o link assinado da versão atual (depois de revogar, só o novo abre). Fornecedor com conta (responde pelo portal) ou pedido sem nada a responder ou despachar: 409.',
    response: resentLinkSchema,
    errors: [404, 409],
  },
  'POST /:id/supplier-orders/:supplierOrderId/approval': {
    summary: 'Aprova ou rejeita a etapa atual da aprovação de um pedido a fornecedor',
    description:
      'A etapa atual é a primeira pendente: "admin" é decidida por um administrador ou pelo dono, "owner" só pelo dono. Quem fez o pedido não o aprova (403), a não ser que seja a única pessoa da organização que pode decidir a etapa; uma pessoa não decide duas etapas do mesmo pedido. Aprovar a última etapa envia o pedido ao fornecedor; rejeitar em qualquer etapa rejeita as linhas e dispensa as etapas seguintes. Um pedido que já não espera aprovação responde 409.',
    response: orderDetailSchema,
    errors: [409],
    requestExample: { decision: 'approve', note: 'Compra do evento de sábado' },
  },
  'POST /:id/reorder': {
    summary: 'Pede novamente: as linhas do pedido vão para o carrinho, aos preços de hoje',
    description:
      'Qualquer pessoa da organização. Entram as linhas que não foram rejeitadas, recusadas pelo fornecedor nem canceladas, na quantidade pedida (somada ao que o carrinho já tem). A resposta diz o que entrou e o que mudou: produtos indisponíveis (fora do catálogo, fornecedor inativo, fora de estoque: não entram), preços que subiram ou baixaram (com a diferença por unidade) e quantidades elevadas ao pedido mínimo atual. Um pedido sem nenhuma linha assim responde 400.',
    response: cartFillReportSchema,
    example: cartFillReportExample,
  },
  'POST /': {
    summary: 'Finaliza o carrinho como pedido',
    description:
      'Os itens, preços e total vêm do carrinho e do catálogo; o carrinho é esvaziado na mesma transação. A descrição é opcional: sem ela (ou em branco), o pedido leva os nomes dos fornecedores. Cada parte vai ao endereço pedido ou ao padrão da organização: sem endereço cadastrado, 400 ("Cadastre um endereço de entrega antes de enviar o pedido…"); nenhum pedido sai com a entrega a combinar. Com Idempotency-Key, repetir a chamada (resposta perdida, toque duplo) devolve a primeira resposta, com o mesmo pedido, em vez de "Seu carrinho está vazio"; a mesma chave em outra rota responde 409.',
    status: 201,
    response: orderSchema,
    errors: [409],
    requestExample: { description: 'Compra da semana', notes: 'Entregar pela manhã' },
    headers: [IDEMPOTENCY_HEADER],
  },
  'PUT /:id/status': {
    summary: 'Aprova (todos os itens pendentes) ou cancela o pedido',
    description:
      'O status do pedido segue os itens e os pedidos aos fornecedores: APPROVED aprova os itens pendentes, CANCELLED cancela (um pedido já confirmado pelo fornecedor pede o motivo em notes); qualquer outro status diferente do atual responde 409.',
    response: orderSchema,
    errors: [409],
  },
  'PUT /:id/items': {
    summary: 'Aprova ou rejeita itens (e, se pedido, o status do pedido) de uma vez',
    response: orderWithItemsSchema,
    errors: [409],
  },
  'DELETE /:id': {
    summary: 'Remove um pedido (só quem o criou)',
    response: messageResponse,
    example: { message: 'Purchase Order deleted successfully' },
  },
} satisfies RouteDocs;
