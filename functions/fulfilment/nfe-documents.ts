import { and, eq } from 'drizzle-orm';
import { shipments } from '../../db/schema/fulfilment';
import { supplierOrders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { supplierOrderOf, type Scope } from './shipments.service';

/**
 * The documents a shipment's NF-e comes with, kept in the DOCUMENTS bucket (R2; miniflare's locally)
 * under the buyer's organization and the note's key: `nfe/<organization>/<key>.xml` (the authorised
 * XML) and `nfe/<organization>/<key>.pdf` (the DANFE, when the supplier attaches it). Deleting an
 * organization purges its prefix (documents-purge.job.ts). Each object is written before the row that
 * says it exists (a write that fails after it leaves an object that the same key overwrites), so a
 * shipment that says it has a document always has it.
 */
export const organizationDocumentsPrefix = (organizationId: string) => `nfe/${organizationId}/`;
export const nfeObjectKey = (organizationId: string, nfeKey: string) =>
  `${organizationDocumentsPrefix(organizationId)}${nfeKey}.xml`;
export const danfeObjectKey = (organizationId: string, nfeKey: string) =>
  `${organizationDocumentsPrefix(organizationId)}${nfeKey}.pdf`;

/** A DANFE is a page or two; 5 MB leaves room for a scanned one, as for the XML. */
export const DANFE_MAX_BYTES = 5 * 1024 * 1024;
export const DANFE_TOO_BIG = 'O DANFE passa do limite de 5 MB';
const NOT_A_PDF = 'Envie o DANFE em PDF';
const NO_DANFE = 'Esta remessa não tem DANFE em PDF';

export async function keepNfeXml(bucket: R2Bucket, organizationId: string, nfeKey: string, xml: string) {
  await bucket.put(nfeObjectKey(organizationId, nfeKey), xml, {
    httpMetadata: { contentType: 'application/xml; charset=utf-8' },
  });
}

type ShipmentIds = { supplierOrderId: string; shipmentId: string };

/**
 * A shipment as its supplier or its buyer may reach it: it must be of that supplier's (or that
 * organization's purchase order's) supplier order, else 404, the same as a shipment that does not exist.
 */
async function shipmentOf(db: Db, scope: Scope, ids: ShipmentIds) {
  const [row] = await db
    .select({ id: shipments.id, nfeKey: shipments.nfeKey, organizationId: supplierOrders.organizationId })
    .from(shipments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, shipments.supplierOrderId))
    .where(
      and(eq(shipments.id, ids.shipmentId), eq(shipments.supplierOrderId, ids.supplierOrderId), supplierOrderOf(scope)),
    );
  if (!row) throw notFound('Remessa não encontrada');
  return row;
}

/** A PDF starts with its header, whatever the content type the client claimed. */
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

/**
 * The supplier attaches (or replaces) a shipment's DANFE: kept beside its XML, or alone for a typed
 * shipment; the shipment then says it has one.
 */
export async function keepDanfe(
  db: Db,
  bucket: R2Bucket,
  supplier: { supplierId: string },
  ids: ShipmentIds,
  pdf: Uint8Array,
) {
  // Whose shipment it is first: to another supplier the shipment is missing, whatever the body.
  const shipment = await shipmentOf(db, supplier, ids);
  if (!isPdf(pdf)) throw new ApiError({ code: 'BAD_REQUEST', message: NOT_A_PDF });
  await bucket.put(danfeObjectKey(shipment.organizationId, shipment.nfeKey), pdf, {
    httpMetadata: { contentType: 'application/pdf' },
  });
  await db.update(shipments).set({ danfeKeptAt: new Date() }).where(eq(shipments.id, shipment.id));
}

/** The two documents a shipment may have: where each is kept, how it downloads, what its absence says. */
const DOCUMENTS = {
  xml: {
    key: nfeObjectKey,
    contentType: 'application/xml; charset=utf-8',
    filename: (nfeKey: string) => `NFe${nfeKey}.xml`,
    missing: 'Esta remessa foi registrada sem o XML da NF-e',
  },
  danfe: {
    key: danfeObjectKey,
    contentType: 'application/pdf',
    filename: (nfeKey: string) => `DANFE-NFe${nfeKey}.pdf`,
    missing: NO_DANFE,
  },
} as const;

/**
 * A shipment's XML (as the supplier sent it) or DANFE (as attached) as the download its supplier or
 * its buyer gets, named as the accountant files it; one the shipment does not have is a 404 that says so.
 */
export async function shipmentDocument(
  db: Db,
  bucket: R2Bucket,
  scope: Scope,
  ids: ShipmentIds,
  kind: keyof typeof DOCUMENTS,
): Promise<Response> {
  const document = DOCUMENTS[kind];
  const shipment = await shipmentOf(db, scope, ids);
  const object = await bucket.get(document.key(shipment.organizationId, shipment.nfeKey));
  if (!object) throw notFound(document.missing);
  return new Response(object.body, {
    headers: {
      'content-type': document.contentType,
      'content-disposition': `attachment; filename="${document.filename(shipment.nfeKey)}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * Deletes every document an organization has, a page of the listing at a time (R2 lists and deletes
 * up to 1,000 keys per call). Deleting what is already gone is no error: run twice, it does nothing
 * the second time.
 */
export async function purgeOrganizationDocuments(bucket: R2Bucket, organizationId: string): Promise<number> {
  const prefix = organizationDocumentsPrefix(organizationId);
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 1000 });
    if (page.objects.length > 0) {
      await bucket.delete(page.objects.map((o) => o.key));
      deleted += page.objects.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
