import { Hono } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../../identity/middleware';
import { csvAttachment } from '../../platform/csv';
import { area, doc } from '../../platform/describe';
import { validate } from '../../platform/validate';
import { exportOrdersQuery } from './purchase-orders-export.schemas';
import { orderLinesCsv, ordersCsv } from './purchase-orders-export.service';

const CSV_DOC = {
  file: 'text/csv',
  description:
    'Para o Excel em português: UTF-8 com BOM, ";" entre colunas, vírgula decimal sem R$ nem separador de milhar, datas dd/mm/aaaa (horário de Brasília). Os filtros são os da lista de pedidos (status) e quem vê a lista vê a exportação: qualquer pessoa da organização, só os pedidos dela. Enviado aos poucos (lotes de 1.000 linhas lidos por chave), então o tamanho não pesa na memória. Uma célula que começa com =, +, -, @ ganha um apóstrofo na frente, para a planilha não executar fórmula.',
} as const;

/**
 * Who may export: whoever may read the order list (any member of the organization). Declared on each
 * route, not with `.use()`: this sub-app is mounted on /purchase-orders before the orders' own routes,
 * and a prefix middleware here would run on every one of theirs as well.
 */
const listReaders = () =>
  [
    area('Pedidos'),
    requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }),
    requireRole(),
  ] as const;

/** Orders and order lines as CSV for the accountant; mounted before /purchase-orders/:id, which would read "export.csv" as an id. */
export const purchaseOrderExportRoutes = new Hono<AppEnv>()
  // GET /purchase-orders/export.csv — one row per order
  .get(
    '/export.csv',
    ...listReaders(),
    doc({
      summary: 'Exporta os pedidos em CSV (um por linha)',
      ...CSV_DOC,
      responseDescription:
        'pedidos-AAAA-MM-DD.csv: Número; Descrição; Data; Status; Solicitante; Fornecedores; Itens; Total — mais novos primeiro',
    }),
    validate('query', exportOrdersQuery),
    (c) =>
      c.body(
        ordersCsv(c.var.config, { organizationId: activeOrganizationId(c), status: c.req.valid('query').status }),
        200,
        csvAttachment('pedidos'),
      ),
  )
  // GET /purchase-orders/export-lines.csv — one row per order line
  .get(
    '/export-lines.csv',
    ...listReaders(),
    doc({
      summary: 'Exporta os itens dos pedidos em CSV (um por linha de pedido)',
      ...CSV_DOC,
      responseDescription:
        'pedidos-itens-AAAA-MM-DD.csv: Número do pedido; Número do pedido do fornecedor (1042-1); Data; Fornecedor; CNPJ do fornecedor; SKU; Produto; Unidade; Quantidade; Preço unitário; Total da linha; Status da linha',
    }),
    validate('query', exportOrdersQuery),
    (c) =>
      c.body(
        orderLinesCsv(c.var.config, { organizationId: activeOrganizationId(c), status: c.req.valid('query').status }),
        200,
        csvAttachment('pedidos-itens'),
      ),
  );
