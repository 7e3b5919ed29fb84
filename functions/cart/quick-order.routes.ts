import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { cartFillReportToResponse } from './cart-fill.responses';
import { quickOrderAddBody, quickOrderPreviewBody } from './quick-order.schemas';
import { quickOrderPreviewToResponse } from './quick-order.responses';
import { addQuickOrder, previewQuickOrder } from './quick-order.service';

/** Pedido rápido: a WhatsApp list or SKUs and quantities, pasted or from a CSV, checked against the catalogue, then into the cart. */
export const quickOrderRoutes = new Hono<AppEnv>()
  .use(area('Carrinho'), requireSession(), requireRole())
  // POST /cart/quick-order/preview — read the lines and match each SKU or name in the catalogue
  .post('/preview', doc('quick-order', 'POST /preview'), validate('json', quickOrderPreviewBody), async (c) =>
    c.json(
      quickOrderPreviewToResponse(
        await previewQuickOrder(c.var.db, {
          text: c.req.valid('json').text,
          organizationId: activeOrganizationId(c),
        }),
      ),
    ),
  )
  // POST /cart/quick-order — add the confirmed lines to the cart
  .post('/', doc('quick-order', 'POST /'), validate('json', quickOrderAddBody), async (c) => {
    const report = await addQuickOrder(c.var.db, {
      userId: c.var.user.id,
      organizationId: activeOrganizationId(c),
      lines: c.req.valid('json').lines,
    });
    return c.json(cartFillReportToResponse(report));
  });
