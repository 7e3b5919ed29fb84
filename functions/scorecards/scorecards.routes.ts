import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import {
  activeOrganizationId,
  activeSupplierId,
  requireOperator,
  requireRole,
  requireSession,
  requireSupplierMember,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { assertSupplier, PERIODS, scorecardsBySupplier, supplierScorecard, type Period } from './scorecard.service';

/**
 * Supplier scorecards, each scoped by who asks: the supplier sees its own over every buyer; a buyer
 * sees each supplier over its own orders only; the operator sees every supplier.
 */

// The answer's schemas are marked /* @__PURE__ */ (building one changes nothing else): only the OpenAPI
// document (scorecards.docs.ts) reads them, and the worker's bundler leaves them out (decision 0064).
const ratio = /* @__PURE__ */ z
  .number()
  .nullable()
  .meta({ description: 'De 0 a 1; null quando ainda não há o que medir' });
const figuresSchema = /* @__PURE__ */ z.object({
  orders: z.number().int().meta({ description: 'Pedidos enviados ao fornecedor no período' }),
  fillRate: ratio.meta({
    description: 'Unidades recebidas em ordem / unidades pedidas (pedidos entregues, concluídos ou recusados)',
  }),
  onTimeRate: ratio.meta({
    description: 'Pedidos recebidos até a data prometida / pedidos com data prometida vencida ou já recebidos',
  }),
  medianHoursToConfirm: z
    .number()
    .nullable()
    .meta({ description: 'Mediana, em horas, do envio à resposta do fornecedor' }),
  refusalRate: ratio.meta({ description: 'Itens recusados / itens respondidos' }),
  incidentRate: ratio.meta({ description: 'Pedidos com ocorrência / pedidos recebidos' }),
  creditAmount: z.number().meta({ description: 'Créditos concedidos em ocorrências (R$)' }),
  responseRate: ratio.meta({
    description:
      'Cotações respondidas / cotações enviadas ao fornecedor cuja resposta já era devida (respondidas, ou encerradas sem resposta; abertas no prazo e canceladas sem resposta não contam)',
  }),
  winRate: ratio.meta({ description: 'Cotações vencidas / cotações respondidas que tiveram os vencedores escolhidos' }),
  medianHoursToAnswer: z
    .number()
    .nullable()
    .meta({ description: 'Mediana, em horas, do envio da cotação à primeira resposta do fornecedor' }),
  counts: z.object({
    unitsOrdered: z.number().int(),
    unitsReceivedOk: z.number().int(),
    ordersDue: z.number().int(),
    ordersOnTime: z.number().int(),
    linesAnswered: z.number().int(),
    linesRefused: z.number().int(),
    ordersReceived: z.number().int(),
    ordersWithIncidents: z.number().int(),
    quotesInvited: z.number().int().meta({ description: 'Cotações enviadas cuja resposta já era devida' }),
    quotesAnswered: z.number().int(),
    quotesAwarded: z.number().int().meta({ description: 'Cotações respondidas que tiveram os vencedores escolhidos' }),
    quotesWon: z.number().int(),
  }),
});

export const scorecardSchema = /* @__PURE__ */ z
  .object({
    days: z.number().int(),
    bucket: z.enum(['week', 'month']).meta({ description: 'A série por semana (30 e 90 dias) ou por mês (365)' }),
    totals: figuresSchema,
    series: z.array(figuresSchema.extend({ from: z.iso.date().meta({ description: 'Início da semana ou do mês' }) })),
  })
  .meta({ id: 'SupplierScorecard' });

export const scorecardListSchema = /* @__PURE__ */ z
  .object({
    days: z.number().int(),
    data: z.array(figuresSchema.extend({ supplierId: z.string().uuid(), supplierName: z.string() })),
  })
  .meta({ id: 'SupplierScorecardList' });

const periodQuery = z.object({
  days: z
    .enum(PERIODS.map(String) as ['30', '90', '365'], { error: 'Período inválido: 30, 90 ou 365 dias' })
    .default('90')
    .transform((d) => Number(d) as Period),
});
const supplierParam = z.object({ supplierId: z.string().uuid('ID de fornecedor inválido') });

/** The supplier's own scorecard, in the portal. */
export const supplierPortalScorecardRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/scorecard — the supplier's own figures over every buyer, with a series for the charts
  .get('/', doc('scorecards', 'GET /'), validate('query', periodQuery), async (c) =>
    c.json(await supplierScorecard(c.var.db, { supplierId: activeSupplierId(c) }, c.req.valid('query').days)),
  );

/** The buyer's view (its own orders only) and the operator's (every buyer's). */
export const scorecardRoutes = new Hono<SessionEnv>()
  .use(area('Desempenho de fornecedores'), requireSession())
  // GET /scorecards/operator — every supplier's figures (operator)
  .get(
    '/operator',
    doc('scorecards', 'GET /operator'),
    requireOperator(),
    validate('query', periodQuery),
    async (c) => {
      const { days } = c.req.valid('query');
      return c.json({ days, data: await scorecardsBySupplier(c.var.db, {}, days) });
    },
  )
  // GET /scorecards/operator/:supplierId — one supplier's figures and series (operator)
  .get(
    '/operator/:supplierId',
    doc('scorecards', 'GET /operator/:supplierId'),
    requireOperator(),
    validate('param', supplierParam),
    validate('query', periodQuery),
    async (c) => {
      const { supplierId } = c.req.valid('param');
      await assertSupplier(c.var.db, supplierId);
      return c.json(await supplierScorecard(c.var.db, { supplierId }, c.req.valid('query').days));
    },
  )
  // GET /scorecards/suppliers — each supplier's figures over the organization's own orders
  .get('/suppliers', doc('scorecards', 'GET /suppliers'), requireRole(), validate('query', periodQuery), async (c) => {
    const { days } = c.req.valid('query');
    return c.json({
      days,
      data: await scorecardsBySupplier(c.var.db, { organizationId: activeOrganizationId(c) }, days),
    });
  })
  // GET /scorecards/suppliers/:supplierId — one supplier's figures and series over the organization's orders
  .get(
    '/suppliers/:supplierId',
    doc('scorecards', 'GET /suppliers/:supplierId'),
    requireRole(),
    validate('param', supplierParam),
    validate('query', periodQuery),
    async (c) => {
      const { supplierId } = c.req.valid('param');
      await assertSupplier(c.var.db, supplierId, activeOrganizationId(c));
      return c.json(
        await supplierScorecard(
          c.var.db,
          { supplierId, organizationId: activeOrganizationId(c) },
          c.req.valid('query').days,
        ),
      );
    },
  );
