import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Zip } from 'fflate';
import { suppliers } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/fulfilment';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { formatDay } from '../platform/brazil';
import { formatCnpj } from '../platform/cnpj';
import { csvFile } from '../platform/csv';
import type { Db } from '../platform/db';
import { logger } from '../platform/log';
import { loadFflate } from '../vendor-modules';
import { nfeObjectKey } from './nfe-documents';
import { supplierNameFor } from '../suppliers/buyer-supplier-terms';

const log = logger('fulfilment');
type Fflate = Awaited<ReturnType<typeof loadFflate>>;

/**
 * The accountant's month: the XMLs of the organization's notes issued that month (São Paulo day of
 * issue) as one zip, `NFe<key>.xml` each, with `indice.csv` listing them. Only notes whose XML was
 * kept: a typed shipment has none to give.
 */

export const INDEX_COLUMNS = [
  'Chave de acesso',
  'Número',
  'Série',
  'Emissão',
  'Fornecedor',
  'CNPJ do fornecedor',
  'Valor',
  'Pedido',
  'Remessa',
];

/** "2026-11" → the first day of it and of the next, the half-open range of days issued in it. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/**
 * The month's notes, oldest first. Read whole before the zip starts: rows are small (a month of a
 * busy kitchen is hundreds), and the zip's body is still being sent after the request's database
 * connection is gone; what is large, the XMLs, is read from the bucket one at a time as it is zipped.
 */
export async function monthNotes(db: Db, organizationId: string, month: string) {
  const [from, to] = monthRange(month);
  return db
    .select({
      organizationId: shipments.organizationId,
      nfeKey: shipments.nfeKey,
      invoiceNumber: shipments.invoiceNumber,
      invoiceSeries: shipments.invoiceSeries,
      issuedOn: shipments.nfeIssuedOn,
      invoiceAmount: shipments.invoiceAmount,
      supplierName: supplierNameFor(organizationId),
      supplierCnpj: suppliers.cnpj,
      orderNumber: supplierOrders.number,
      sequence: shipments.sequence,
    })
    .from(shipments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, shipments.supplierOrderId))
    .innerJoin(suppliers, eq(suppliers.id, shipments.supplierId))
    .where(
      and(
        eq(shipments.organizationId, organizationId),
        gte(shipments.nfeIssuedOn, from),
        lt(shipments.nfeIssuedOn, to),
        isNotNull(shipments.nfeXmlKeptAt),
      ),
    )
    .orderBy(asc(shipments.nfeIssuedOn), asc(shipments.createdAt));
}

export type MonthNote = Awaited<ReturnType<typeof monthNotes>>[number];

/** "1234.5" → "1.234,50", as the DANFE prints it. */
const amount = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** indice.csv: UTF-8 with BOM, ";" between cells, formula-safe (platform/csv.ts), one row per note zipped. */
export const monthIndexCsv = (notes: MonthNote[]) =>
  csvFile(
    INDEX_COLUMNS,
    notes.map((n) => [
      n.nfeKey,
      n.invoiceNumber,
      n.invoiceSeries,
      n.issuedOn ? formatDay(n.issuedOn) : '',
      n.supplierName,
      formatCnpj(n.supplierCnpj),
      amount.format(Number(n.invoiceAmount)),
      n.orderNumber,
      String(n.sequence),
    ]),
  );

/** Zip's dates are the file's day of issue, at noon so no time zone moves it to another day. */
const issuedAt = (note: MonthNote) => (note.issuedOn ? new Date(`${note.issuedOn}T12:00:00Z`) : new Date());

/**
 * The zip as a stream: each pull reads one XML from the bucket and deflates it into the archive, so
 * memory holds one note at a time, and the reader's pace sets the bucket's. The index comes last,
 * listing the notes actually zipped (an XML missing from the bucket is logged and left out, rather
 * than breaking an archive already half sent).
 */
export function monthZip(bucket: R2Bucket, notes: MonthNote[]): ReadableStream<Uint8Array> {
  const zipped: MonthNote[] = [];
  const seen = new Set<string>();
  let next = 0;
  let archive: Promise<{ fflate: Fflate; zip: Zip }> | undefined;

  // fflate is a module of its own (stack/vendor-modules.mjs): only the month's zip loads it, on the first pull.
  const open = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    const fflate = await loadFflate();
    const zip = new fflate.Zip((error, chunk, final) => {
      if (error) return controller.error(error);
      controller.enqueue(chunk);
      if (final) controller.close();
    });
    return { fflate, zip };
  };

  /** Adds one note's XML; false when the bucket has none (the caller goes on to the next). */
  const addXml = async ({ fflate, zip }: { fflate: Fflate; zip: Zip }, note: MonthNote) => {
    if (seen.has(note.nfeKey)) return false;
    seen.add(note.nfeKey);
    const object = await bucket.get(nfeObjectKey(note.organizationId, note.nfeKey));
    if (!object) {
      log.warn('documents.nfe_xml_missing', { organizationId: note.organizationId, nfeKey: note.nfeKey });
      return false;
    }
    const entry = new fflate.ZipDeflate(`NFe${note.nfeKey}.xml`, { level: 6 });
    entry.mtime = issuedAt(note);
    zip.add(entry);
    const reader = object.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) entry.push(chunk.value);
    entry.push(new Uint8Array(0), true);
    zipped.push(note);
    return true;
  };

  return new ReadableStream<Uint8Array>({
    // A pull must give the reader something: a note that is skipped moves on to the next in the same pull.
    async pull(controller) {
      const opened = await (archive ??= open(controller));
      while (next < notes.length) if (await addXml(opened, notes[next++]!)) return;
      const index = new opened.fflate.ZipDeflate('indice.csv', { level: 6 });
      opened.zip.add(index);
      index.push(new TextEncoder().encode(await monthIndexCsv(zipped)), true);
      opened.zip.end();
    },
    async cancel() {
      (await archive)?.zip.terminate();
    },
  });
}
