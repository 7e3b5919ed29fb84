import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { csvAttachment } from '../platform/csv';
import { inTransaction } from '../platform/db';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { listPayablesQuery, payableFilterQuery, payableParam, paySchema } from './payables.schemas';
import { payableListSchema, payableResponse, payableSchema, payableWeeksSchema } from './payables.responses';
import { getPayable, listPayables, payableWeeks, payPayable } from './payables.service';
import { payablesCsv } from './payables-csv';

const STATES_DOC =
  'Status: OPEN (a pagar), OVERDUE (vencida), EM_CONFERENCIA (a remessa tem ocorrência não resolvida: não é sugerida para pagamento), PAID (paga). O filtro aceita também open, overdue, em_conferencia, "em conferência", paid.';

/**
 * Contas a pagar. Anyone of the organization reads them (the people at the door see what was
 * received); only owners and admins record a payment — checked before the body is read.
 */
export const payableRoutes = new Hono<AppEnv>()
  .use(area('Contas a pagar'), requireSession(), requireRole())
  // GET /payables — the list, overdue first
  .get(
    '/',
    doc({
      summary: 'Contas a pagar: as parcelas das NF-e recebidas',
      description: `Cada NF-e recebida vira parcelas: as duplicatas do XML (cobr/dup) ou o prazo de pagamento do pedido contado da data de emissão. Créditos de ocorrências resolvidas são abatidos da próxima parcela em aberto do fornecedor. Vencidas primeiro, depois por vencimento; pagas por último. Filtros: status, supplierId, período de vencimento (from/to AAAA-MM-DD, ou period=AAAA-MM). ${STATES_DOC}`,
      response: payableListSchema,
    }),
    validate('query', listPayablesQuery),
    async (c) => {
      const { page, limit, ...filter } = c.req.valid('query');
      const found = await listPayables(c.var.db, { organizationId: activeOrganizationId(c), ...filter, page, limit });
      return c.json({ data: found.rows.map(payableResponse), pagination: found.pagination });
    },
  )
  // GET /payables/weeks — overdue, this week and the next four
  .get(
    '/weeks',
    doc({
      summary: 'O que vence: as vencidas, esta semana e as próximas quatro (segunda a domingo)',
      description:
        'Totais a pagar (valor menos créditos) das parcelas não pagas, por semana, e quanto disso está em conferência. Horário de São Paulo.',
      response: payableWeeksSchema,
    }),
    async (c) => c.json(await payableWeeks(c.var.db, activeOrganizationId(c))),
  )
  // GET /payables/export.csv — the accountant's CSV
  .get(
    '/export.csv',
    doc({
      summary: 'Exporta as contas a pagar em CSV',
      description:
        'Os mesmos filtros da lista. Para o Excel em português: UTF-8 com BOM, ";" entre colunas, vírgula decimal, datas dd/mm/aaaa.',
      file: 'text/csv',
      responseDescription:
        'contas-a-pagar-AAAA-MM-DD.csv: Fornecedor; CNPJ; NF-e; Série; Chave; Emissão; Parcela; Vencimento; Valor; Créditos; A pagar; Status; Pago em; Forma; Observação',
    }),
    validate('query', payableFilterQuery),
    async (c) =>
      c.body(
        await payablesCsv(c.var.db, { organizationId: activeOrganizationId(c), ...c.req.valid('query') }),
        200,
        csvAttachment('contas-a-pagar'),
      ),
  )
  // GET /payables/:id — one payable with its credits
  .get(
    '/:id',
    doc({ summary: 'Uma conta a pagar, com os créditos abatidos', response: payableSchema, errors: [404] }),
    validate('param', payableParam),
    async (c) => c.json(payableResponse(await getPayable(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // POST /payables/:id/pay — record the payment (owner/admin)
  .post(
    '/:id/pay',
    requireRole('owner', 'admin'),
    doc({
      summary: 'Registra o pagamento de uma parcela',
      description:
        'Dono ou admin. paidAt (AAAA-MM-DD, não futura), method PIX | BOLETO | TRANSFERENCIA, note opcional. Uma parcela é paga uma vez: a segunda responde 409. Fica no registro de auditoria.',
      response: payableSchema,
      errors: [404, 409],
      requestExample: { paidAt: '2026-11-27', method: 'PIX', note: 'Comprovante 123' },
    }),
    validate('param', payableParam),
    validate('json', paySchema),
    async (c) => {
      const body = c.req.valid('json');
      const paid = await inTransaction(c.var.db, (tx) =>
        payPayable(tx, {
          organizationId: activeOrganizationId(c),
          id: c.req.valid('param').id,
          paidOn: body.paidAt,
          method: body.method,
          note: body.note ?? null,
          user: { id: c.var.user.id, name: c.var.user.name },
          actor: sessionActor(c),
        }),
      );
      return c.json(payableResponse(paid));
    },
  );
