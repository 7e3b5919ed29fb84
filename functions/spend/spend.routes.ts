import { Hono, type Context } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { csvAttachment } from '../platform/csv';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { breakdownCsv, budgetsCsv, monthsCsv, pricesCsv } from './spend-csv';
import { spendBreakdownSchema, spendBudgetsSchema, spendMonthsSchema, spendPricesSchema } from './spend.responses';
import { budgetMonthQuery, periodQuery, pricesQuery, type SpendPeriod } from './spend.schemas';
import { budgetAgainstActual, pricesOverTime, spendBy, spendByMonth, type DimensionName } from './spend.service';

const PERIOD_DOC =
  'Período em meses de São Paulo: from e to (AAAA-MM, inclusive; até 36 meses); sem eles, os últimos 12 meses com o atual. Valores pela definição única de spend-measures: gasto (recebido em ordem), comprometido (aprovado e ainda não recebido) e reservado (aguardando aprovação), em reais.';
const CSV_DOC =
  'Para o Excel em português, como a exportação de pedidos: UTF-8 com BOM, ";" entre colunas, vírgula decimal sem R$ nem separador de milhar.';

/** The breakdowns, one a dimension: its route's path, its words in the document, its CSV's column and file. */
const BREAKDOWNS = {
  supplier: { path: 'suppliers', label: 'fornecedor', column: 'Fornecedor', file: 'fornecedores' },
  category: {
    path: 'categories',
    label: 'categoria (a do produto no pedido)',
    column: 'Categoria',
    file: 'categorias',
  },
  'cost-centre': {
    path: 'cost-centres',
    label: 'centro de custo ("Sem centro de custo")',
    column: 'Centro de custo',
    file: 'centros-de-custo',
  },
  member: {
    path: 'members',
    label: 'pessoa que fez o pedido ("Pessoa removida")',
    column: 'Pessoa',
    file: 'pessoas',
  },
} as const satisfies Record<DimensionName, { path: string; label: string; column: string; file: string }>;

const breakdownDoc = (dimension: DimensionName) =>
  doc({
    summary: `Gastos por ${BREAKDOWNS[dimension].label}, do maior ao menor`,
    description: PERIOD_DOC,
    response: spendBreakdownSchema,
  });
const breakdownCsvDoc = (dimension: DimensionName) =>
  doc({
    summary: `Gastos por ${BREAKDOWNS[dimension].label} em CSV`,
    description: `${PERIOD_DOC} ${CSV_DOC}`,
    file: 'text/csv',
    responseDescription: `gastos-${BREAKDOWNS[dimension].file}-AAAA-MM-DD.csv: ${BREAKDOWNS[dimension].column}; Gasto; Comprometido; Reservado; Participação (%)`,
  });

/**
 * What a report reads for the session's organization, from its validated query: a report's JSON route
 * and its CSV route answer the same figures.
 */
const readMonths = (c: Context<SessionEnv>, period: SpendPeriod) =>
  spendByMonth(c.var.db, { organizationId: activeOrganizationId(c), period });
const readBudgets = (c: Context<SessionEnv>, { month }: { month: string }) =>
  budgetAgainstActual(c.var.db, { organizationId: activeOrganizationId(c), month });
const readPrices = (c: Context<SessionEnv>, { top, ...period }: SpendPeriod & { top: number }) =>
  pricesOverTime(c.var.db, { organizationId: activeOrganizationId(c), period, top });

/**
 * One dimension's breakdown as two routes, /<path> for the screen and /<path>.csv for Excel: the same
 * figures of spendBy, from the biggest down.
 */
function breakdownRoutes<D extends DimensionName>(dimension: D) {
  const { path, column, file } = BREAKDOWNS[dimension];
  const figures = (c: Context<SessionEnv>, period: SpendPeriod) =>
    spendBy(c.var.db, { organizationId: activeOrganizationId(c), period, dimension });
  return new Hono<SessionEnv>()
    .get(`/${path}` as const, breakdownDoc(dimension), validate('query', periodQuery), async (c) =>
      c.json(await figures(c, c.req.valid('query'))),
    )
    .get(`/${path}.csv` as const, breakdownCsvDoc(dimension), validate('query', periodQuery), async (c) =>
      c.body(await breakdownCsv(column, await figures(c, c.req.valid('query'))), 200, csvAttachment(`gastos-${file}`)),
    );
}

/** Spend analytics for the organization's owners and admins (members are refused before anything is read). */
export const spendRoutes = new Hono<SessionEnv>()
  .use(area('Gastos'), requireSession(), requireRole('owner', 'admin'))
  // GET /spend/months — spend per month of the period, with the period's totals
  .get(
    '/months',
    doc({ summary: 'Gastos por mês, com os totais do período', description: PERIOD_DOC, response: spendMonthsSchema }),
    validate('query', periodQuery),
    async (c) => c.json(await readMonths(c, c.req.valid('query'))),
  )
  // GET /spend/months.csv — the same as CSV
  .get(
    '/months.csv',
    doc({
      summary: 'Gastos por mês em CSV',
      description: `${PERIOD_DOC} ${CSV_DOC}`,
      file: 'text/csv',
      responseDescription: 'gastos-meses-AAAA-MM-DD.csv: Mês (MM/AAAA); Gasto; Comprometido; Reservado; Pedidos',
    }),
    validate('query', periodQuery),
    async (c) => c.body(await monthsCsv(await readMonths(c, c.req.valid('query'))), 200, csvAttachment('gastos-meses')),
  )
  // GET /spend/suppliers, /spend/categories, /spend/cost-centres, /spend/members — and each as CSV
  .route('/', breakdownRoutes('supplier'))
  .route('/', breakdownRoutes('category'))
  .route('/', breakdownRoutes('cost-centre'))
  .route('/', breakdownRoutes('member'))
  // GET /spend/budgets — budget against actual per cost centre for a month
  .get(
    '/budgets',
    doc({
      summary: 'Orçado × realizado por centro de custo no mês',
      description:
        'month: AAAA-MM (padrão: o mês atual em São Paulo). Cada orçamento (geral ou de uma categoria) com o reservado, comprometido e gasto do mês, pelo mesmo cálculo do checkout; e os centros de custo com valores no mês sem orçamento.',
      response: spendBudgetsSchema,
    }),
    validate('query', budgetMonthQuery),
    async (c) => c.json(await readBudgets(c, c.req.valid('query'))),
  )
  // GET /spend/budgets.csv — budget against actual as CSV
  .get(
    '/budgets.csv',
    doc({
      summary: 'Orçado × realizado do mês em CSV',
      description: `month: AAAA-MM (padrão: o mês atual). ${CSV_DOC}`,
      file: 'text/csv',
      responseDescription:
        'gastos-orcamentos-AAAA-MM-DD.csv: Mês; Centro de custo; Categoria ("Todas" no orçamento geral, "Sem orçamento"); Orçamento; Gasto; Comprometido; Reservado; Disponível',
    }),
    validate('query', budgetMonthQuery),
    async (c) =>
      c.body(await budgetsCsv(await readBudgets(c, c.req.valid('query'))), 200, csvAttachment('gastos-orcamentos')),
  )
  // GET /spend/prices — the price paid per week for the top products by spend
  .get(
    '/prices',
    doc({
      summary: 'Preço pago por semana dos produtos de maior gasto',
      description: `${PERIOD_DOC} top: quantos produtos (1 a 10, padrão 5). Por semana de São Paulo (de segunda), o preço médio ponderado pelas unidades aprovadas que contam.`,
      response: spendPricesSchema,
    }),
    validate('query', pricesQuery),
    async (c) => c.json(await readPrices(c, c.req.valid('query'))),
  )
  // GET /spend/prices.csv — the same as CSV, one row per product and week
  .get(
    '/prices.csv',
    doc({
      summary: 'Preço pago por semana dos produtos de maior gasto, em CSV',
      description: `${PERIOD_DOC} ${CSV_DOC}`,
      file: 'text/csv',
      responseDescription:
        'gastos-precos-AAAA-MM-DD.csv: Produto; Fornecedor; Unidade; Semana (segunda-feira, dd/mm/aaaa); Preço médio; Unidades; Valor',
    }),
    validate('query', pricesQuery),
    async (c) =>
      c.body(await pricesCsv(await readPrices(c, c.req.valid('query'))), 200, csvAttachment('gastos-precos')),
  );
