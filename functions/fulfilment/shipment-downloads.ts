import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { shipmentDocument } from './nfe-documents';
import type { Scope } from './shipments.service';

/** The files a shipment's NF-e may come with, and the media type each downloads as. */
const MEDIA_TYPE = { xml: 'application/xml', danfe: 'application/pdf' } as const;
type ShipmentFile = keyof typeof MEDIA_TYPE;

/** Where a side finds a shipment: the scope it must be under and the supplier order and shipment the path names. */
type Reach<E extends AppEnv, Params> = (
  c: Context<E>,
  params: Params,
) => { scope: Scope; ids: { supplierOrderId: string; shipmentId: string } };

/**
 * The download routes of a shipment's XML and DANFE, the same for its supplier and its buyer: each side
 * says how its path names the shipment (`params`) and whose it must be (`reach`); a route then gives
 * the file and its own words for the document. Spread after the path:
 * `.get('…/nfe.xml', ...download('xml', { summary, description }))`.
 */
export const shipmentDownloads =
  <E extends AppEnv, Params extends z.ZodType>(params: Params, reach: Reach<E, z.output<Params>>) =>
  (file: ShipmentFile, words: { summary: string; description: string }) =>
    [
      doc({ ...words, file: MEDIA_TYPE[file] }),
      validate('param', params),
      async (c: Context<E, string, { out: { param: z.output<Params> } }>) => {
        const { scope, ids } = reach(c, c.req.valid('param'));
        return shipmentDocument(c.var.db, c.env.DOCUMENTS, scope, ids, file);
      },
    ] as const satisfies readonly [MiddlewareHandler, MiddlewareHandler, unknown];
