import type { RouteDocs } from '../platform/describe';
import { payableListSchema, payableSchema, payableWeeksSchema } from './payables.responses';

const STATES_DOC =
  'Status: OPEN (a pagar), OVERDUE (vencida), EM_CONFERENCIA (a remessa tem ocorrência não resolvida: não é sugerida para pagamento), PAID (paga). O filtro aceita também open, overdue, em_conferencia, "em conferência", paid.';

/**
 * How payables.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const payablesDocs = {
  'GET /': {
    summary: 'Contas a pagar: as parcelas das NF-e recebidas',
    description: `Cada NF-e recebida vira parcelas: as duplicatas do XML (cobr/dup) ou o prazo de pagamento do pedido contado da data de emissão. Créditos de ocorrências resolvidas são abatidos da próxima parcela em aberto do fornecedor. Vencidas primeiro, depois por vencimento; pagas por último. Filtros: status, supplierId, período de vencimento (from/to AAAA-MM-DD, ou period=AAAA-MM). ${STATES_DOC}`,
    response: payableListSchema,
  },
  'GET /weeks': {
    summary: 'O que vence: as vencidas, esta semana e as próximas quatro (segunda a domingo)',
    description:
      'Totais a pagar (valor menos créditos) das parcelas não pagas, por semana, e quanto disso está em conferência. Horário de São Paulo.',
    response: payableWeeksSchema,
  },
  'GET /export.csv': {
    summary: 'Exporta as contas a pagar em CSV',
    description:
      'Os mesmos filtros da lista. Para o Excel em português: UTF-8 com BOM, ";" entre colunas, vírgula decimal, datas dd/mm/aaaa.',
    file: 'text/csv',
    responseDescription:
      'contas-a-pagar-AAAA-MM-DD.csv: Fornecedor; CNPJ; NF-e; Série; Chave; Emissão; Parcela; Vencimento; Valor; Créditos; A pagar; Status; Pago em; Forma; Observação',
  },
  'GET /:id': { summary: 'Uma conta a pagar, com os créditos abatidos', response: payableSchema, errors: [404] },
  'POST /:id/pay': {
    summary: 'Registra o pagamento de uma parcela',
    description:
      'Dono ou admin. paidAt (AAAA-MM-DD, não futura), method PIX | BOLETO | TRANSFERENCIA, note opcional. Uma parcela é paga uma vez: a segunda responde 409. Fica no registro de auditoria.',
    response: payableSchema,
    errors: [404, 409],
    requestExample: { paidAt: '2026-11-27', method: 'PIX', note: 'Comprovante 123' },
  },
} satisfies RouteDocs;
