import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { useOrderWrite } from '@/lib/use-order-write';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const buyerPart = client['purchase-orders'][':id']['supplier-orders'][':supplierOrderId'];
const supplierOrder = client['supplier-portal'].orders[':id'];
// The supplier's own order after a move: shapes from the server's router.
export type SupplierOrderDetail = Answer<typeof supplierOrder.$get>;

/** The supplier's side: every move answers the supplier order again; the portal's lists follow. */
const useSupplierMove = <T>(request: (input: T) => Promise<SupplierOrderDetail>) =>
  useWrite(request, [supplierPortalKeys.all]);

type PartRef = Parameters<typeof buyerPart.cancel.$post>[0]['param'];
type Receipt = Body<(typeof buyerPart)['shipments'][':shipmentId']['receipt']['$post']>;
export const useReceiveShipment = () =>
  useOrderWrite(({ id, supplierOrderId, shipmentId, lines }: PartRef & { shipmentId: string } & Receipt) =>
    unwrap(
      buyerPart.shipments[':shipmentId'].receipt.$post({ param: { id, supplierOrderId, shipmentId }, json: { lines } }),
    ),
  );
type IncidentRef = PartRef & { incidentId: string };
type Reopen = Body<(typeof buyerPart)['incidents'][':incidentId']['reopen']['$post']>;
/** Accepting the supplier's answer takes no body; reopening takes the reason. */
export const useDecideIncident = () =>
  useOrderWrite((input: IncidentRef & ({ action: 'resolve' } | ({ action: 'reopen' } & Reopen))) => {
    const param = { id: input.id, supplierOrderId: input.supplierOrderId, incidentId: input.incidentId };
    return unwrap(
      input.action === 'reopen'
        ? buyerPart.incidents[':incidentId'].reopen.$post({ param, json: { note: input.note } })
        : buyerPart.incidents[':incidentId'].resolve.$post({ param }),
    );
  });

type IncidentAnswer = Body<(typeof supplierOrder)['incidents'][':incidentId']['answer']['$post']>;
/** An NF-e as the supplier sends it, with a shipment or with a replacement. */
export type InvoiceInput = NonNullable<IncidentAnswer['shipment']>;

export const useShip = () =>
  useSupplierMove(({ id, ...json }: { id: string } & Body<typeof supplierOrder.shipments.$post>) =>
    unwrap(supplierOrder.shipments.$post({ param: { id }, json })),
  );
export const useMarkDelivered = () =>
  useSupplierMove(({ id, shipmentId }: { id: string; shipmentId: string }) =>
    unwrap(supplierOrder.shipments[':shipmentId'].delivered.$post({ param: { id, shipmentId } })),
  );
export const useCancelRemaining = () =>
  useSupplierMove(({ id, reason }: { id: string } & Body<(typeof supplierOrder)['cancel-remaining']['$post']>) =>
    unwrap(supplierOrder['cancel-remaining'].$post({ param: { id }, json: { reason } })),
  );
export const useAnswerIncident = () =>
  useSupplierMove(({ id, incidentId, ...json }: { id: string; incidentId: string } & IncidentAnswer) =>
    unwrap(supplierOrder.incidents[':incidentId'].answer.$post({ param: { id, incidentId }, json })),
  );

const fromNfe = supplierOrder.shipments['from-nfe'];
type FromNfeQuery = NonNullable<Parameters<typeof fromNfe.$post>[0]['query']>;
type FromNfeAnswer = Answer<typeof fromNfe.$post>;
/** The preview of a shipment from an NF-e's XML (nothing written): it has no order status of its own. */
export type NfePreview = Extract<FromNfeAnswer, { canConfirm: boolean }>;
const postXml = (id: string, xml: Blob, query: FromNfeQuery) =>
  unwrap(
    fromNfe.$post(
      { param: { id }, query },
      // The file's bytes as the supplier's ERP wrote them, not JSON and not decoded here: the server
      // reads the encoding its declaration names (ISO-8859-1 too), which a UTF-8 string would lose.
      { init: { body: xml, headers: { 'content-type': 'application/xml' } } },
    ),
  );
/** Reads an NF-e's XML against the order: what it would ship, what stops it. */
export const previewNfe = (id: string, xml: Blob) => postXml(id, xml, {}) as Promise<NfePreview>;
/** Ships exactly what the preview showed, with the XML's own numbers. */
export const useShipFromNfe = () =>
  useSupplierMove(
    ({ id, xml, ...extra }: { id: string; xml: Blob } & Omit<FromNfeQuery, 'confirm'>) =>
      postXml(id, xml, { ...extra, confirm: 'true' }) as Promise<SupplierOrderDetail>,
  );

const danfe = supplierOrder.shipments[':shipmentId']['danfe.pdf'];
/** The DANFE is the PDF file the supplier picked, sent as is (not JSON); the order answers with the shipment's flag. */
export const useAttachDanfe = () =>
  useSupplierMove(({ id, shipmentId, file }: { id: string; shipmentId: string; file: File }) =>
    unwrap(
      danfe.$put(
        { param: { id, shipmentId } },
        { init: { body: file, headers: { 'content-type': 'application/pdf' } } },
      ),
    ),
  );
