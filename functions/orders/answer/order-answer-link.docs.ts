import type { RouteDocs } from '../../platform/describe';
import { PDF_DOC } from '../documents/supplier-order-document';
import { IDEMPOTENCY_HEADER } from '../../platform/idempotency';
import { supplierOrderDetailSchema } from '../supplier-orders.responses';
import * as z from 'zod';
import { isoDateTime } from '../../platform/response-schemas';

const LINK_ERRORS = [401, 404, 410] as const;

/** The order as its supplier sees it in the portal, and the link's own facts (until when it opens). */
export const orderAnswerLinkSchema = supplierOrderDetailSchema
  .extend({
    link: z.object({
      expiresAt: isoDateTime.meta({ description: 'Até quando o link abre (depois, 410)' }),
      supplierName: z.string().meta({ description: 'O fornecedor a quem o link foi enviado' }),
    }),
  })
  .meta({ id: 'OrderAnswerLinkOrder' });

const ANSWER_DESCRIPTION =
  'Sem login: o link assinado enviado por e-mail ao fornecedor sem conta vale para um pedido, até expirar (410 depois; 401 se alterado ou revogado pelo comprador). O mesmo corpo e as mesmas regras do portal: cada item aceito (quantity opcional, até a pedida) ou recusado com reason; promisedDate (AAAA-MM-DD, não no passado) se algum for aceito. Um pedido já respondido ou cancelado responde 409.';

/**
 * How order-answer-link.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const orderAnswerLinkDocs = {
  'GET /:token': {
    summary: 'O pedido de um link de resposta, como o fornecedor o vê',
    description:
      'Sem login: o link assinado vale para um pedido a um fornecedor, até expirar (410 depois; 401 se alterado ou revogado). Abrir marca o pedido como lido.',
    response: orderAnswerLinkSchema,
    errors: [...LINK_ERRORS],
  },
  'GET /:token/pdf': { summary: 'O pedido de compra do link, em PDF', ...PDF_DOC },
  'POST /:token/answer': {
    summary: 'Confirma ou recusa cada item do pedido pelo link',
    description: ANSWER_DESCRIPTION,
    response: orderAnswerLinkSchema,
    errors: [...LINK_ERRORS, 409],
    requestExample: {
      lines: [
        { itemId: '…', accepted: true, quantity: 8 },
        { itemId: '…', accepted: false, reason: 'SEM_ESTOQUE', note: 'Volta na segunda' },
      ],
      promisedDate: '2026-11-27',
    },
    headers: [IDEMPOTENCY_HEADER],
  },
} satisfies RouteDocs;
