import { and, eq } from 'drizzle-orm';
import { shipments } from '../../db/schema/fulfilment';
import { supplierOrders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { supplierOrderOf, type Scope } from './shipments.service';

/**
 * The NF-e XMLs a shipment came with, kept in the DOCUMENTS bucket (R2; miniflare's locally) under the
 * buyer's organization and the note's key: `nfe/<organization>/<key>.xml`. Deleting an organization
 * deletes its prefix. The object is written before the shipment it belongs to (a write that fails
 * after it leaves an object that the same key overwrites), so a shipped note always has its XML.
 */
export const nfeObjectKey = (organizationId: string, nfeKey: string) => `nfe/${organizationId}/${nfeKey}.xml`;

export async function keepNfeXml(bucket: R2Bucket, organizationId: string, nfeKey: string, xml: string) {
  await bucket.put(nfeObjectKey(organizationId, nfeKey), xml, {
    httpMetadata: { contentType: 'application/xml; charset=utf-8' },
  });
}

/**
 * A shipment's XML as its supplier or its buyer may download it: the shipment must be of that
 * supplier's (or that organization's purchase order's) supplier order, else 404; a shipment typed
 * without an XML is a 404 that says so.
 */
export async function shipmentNfeXml(
  db: Db,
  bucket: R2Bucket,
  scope: Scope,
  ids: { supplierOrderId: string; shipmentId: string },
) {
  const [row] = await db
    .select({ nfeKey: shipments.nfeKey, organizationId: supplierOrders.organizationId })
    .from(shipments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, shipments.supplierOrderId))
    .where(
      and(eq(shipments.id, ids.shipmentId), eq(shipments.supplierOrderId, ids.supplierOrderId), supplierOrderOf(scope)),
    );
  if (!row) throw notFound('Remessa não encontrada');
  const object = await bucket.get(nfeObjectKey(row.organizationId, row.nfeKey));
  if (!object) throw notFound('Esta remessa foi registrada sem o XML da NF-e');
  return { nfeKey: row.nfeKey, body: object.body };
}

/** The download's answer: the XML as kept, named as the accountant files it. */
export const xmlDownload = (found: { nfeKey: string; body: ReadableStream }) =>
  new Response(found.body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="NFe${found.nfeKey}.xml"`,
      'cache-control': 'private, no-store',
    },
  });
