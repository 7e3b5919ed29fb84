import { Hono } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../../identity/middleware';
import { csvAttachment } from '../../platform/csv';
import { area, doc } from '../../platform/describe';
import { validate } from '../../platform/validate';
import { exportOrdersQuery } from './purchase-orders-export.schemas';
import { orderLinesCsv, ordersCsv } from './purchase-orders-export.service';

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
    doc('purchase-orders-export', 'GET /export.csv'),
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
    doc('purchase-orders-export', 'GET /export-lines.csv'),
    validate('query', exportOrdersQuery),
    (c) =>
      c.body(
        orderLinesCsv(c.var.config, { organizationId: activeOrganizationId(c), status: c.req.valid('query').status }),
        200,
        csvAttachment('pedidos-itens'),
      ),
  );
