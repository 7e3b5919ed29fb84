import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { shipmentByNfeKey } from './receiving.service';

const keyParam = z.object({
  key: z.string().max(80, 'A chave de acesso da NF-e tem 44 dígitos'),
});

export const shipmentAtDoorSchema = /* @__PURE__ */ z
  .object({
    purchaseOrderId: uuid,
    purchaseOrderNumber: z.number().int().nullable(),
    supplierOrderId: uuid,
    supplierOrderNumber: z.string(),
    shipmentId: uuid,
    sequence: z.number().int(),
    supplierName: z.string(),
    invoiceNumber: z.string(),
    receivedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'ShipmentAtDoor' });

/** "Receber mercadoria": the DANFE's key, read by the camera or typed, names the shipment to receive. */
export const receivingRoutes = new Hono<AppEnv>()
  .use(area('Recebimento'), requireSession(), requireRole())
  // GET /receiving/nfe/:key — the shipment of this organization that travels under the key
  .get('/nfe/:key', doc('receiving', 'GET /nfe/:key'), validate('param', keyParam), async (c) => {
    const found = await shipmentByNfeKey(c.var.db, {
      organizationId: activeOrganizationId(c),
      key: c.req.valid('param').key,
    });
    return c.json({
      purchaseOrderId: found.purchaseOrderId,
      purchaseOrderNumber: found.purchaseOrderNumber,
      supplierOrderId: found.supplierOrderId,
      supplierOrderNumber: found.supplierOrderNumber,
      shipmentId: found.shipmentId,
      sequence: found.sequence,
      supplierName: found.supplierName,
      invoiceNumber: found.invoiceNumber,
      receivedAt: found.receivedAt?.toISOString() ?? null,
    } satisfies z.infer<typeof shipmentAtDoorSchema>);
  });
