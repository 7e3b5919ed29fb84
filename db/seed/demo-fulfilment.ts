import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { answerIncident, decideIncident } from '../../functions/fulfilment/incidents.service';
import { markDelivered, receiveShipment, recordShipment } from '../../functions/fulfilment/shipments.service';
import { addDays, todayInSaoPaulo } from '../../functions/platform/brazil';
import type { Db } from '../../functions/platform/db';
import { nfeCheckDigit } from '../../functions/fulfilment/nfe';
import { deductSupplierCredits, openShipmentPayables } from '../../functions/payables/payables-ledger';
import { suppliers } from '../schema/catalogue';
import { purchaseOrderItems } from '../schema/purchase-orders';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/** What happened after the supplier confirmed: the demo's fulfilment stories. */
export type FulfilPlan =
  /** Shipped whole, one line arrived damaged, the supplier gave a credit, the buyer accepted: COMPLETED. */
  | 'completed-with-credit'
  /** Shipped whole, received in order two days after the promised date: COMPLETED (late). */
  | 'completed-late'
  /** Part of it shipped and received; the rest still to ship: PARTIALLY_SHIPPED. */
  | 'partly-shipped'
  /** Shipped whole and delivered by the carrier; the buyer still has to check it: SHIPPED → DELIVERED. */
  | 'delivered-to-check';

const HOUR = 3_600_000;
let invoiceNumber = 5000;

/**
 * Runs the real fulfilment services on a confirmed demo order, each step then moved back to the day it
 * happened: every timestamp the step wrote (now() is the seed transaction's start) is set to `at`.
 */
export async function fulfilDemoPart(
  tx: Tx,
  input: {
    plan: FulfilPlan;
    organizationId: string;
    purchaseOrderId: string;
    supplierOrderId: string;
    supplierId: string;
    answeredAt: Date;
    receiver: { id: string; name: string };
    approverName: string;
  },
) {
  const db = tx as unknown as Db;
  const [supplier] = await tx
    .select({ cnpj: suppliers.cnpj, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId));
  const items = await tx
    .select()
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.supplierOrderId, input.supplierOrderId));
  const accepted = items.filter((i) => i.supplierStatus === 'ACCEPTED');
  const day = (n: number) => new Date(input.answeredAt.getTime() + n * 24 * HOUR);
  const ids = { id: input.supplierOrderId, supplierId: input.supplierId, actorName: `Equipe ${supplier!.name}` };
  const invoice = (units: { price: string; quantity: number }[], at: Date) => {
    invoiceNumber += 1;
    const first43 = `35${todayInSaoPaulo(at).slice(2, 4)}${todayInSaoPaulo(at).slice(5, 7)}${supplier!.cnpj}55001${String(invoiceNumber).padStart(9, '0')}1${String(invoiceNumber * 7).padStart(8, '0')}`;
    return {
      nfeKey: first43 + String(nfeCheckDigit(first43)),
      invoiceNumber: String(invoiceNumber),
      invoiceSeries: '1',
      invoiceAmount: units.reduce((sum, u) => sum + Number(u.price) * u.quantity, 0),
      carrier: 'Transportadora Rápida',
      trackingCode: `TR${invoiceNumber}BR`,
      expectedDeliveryDate: addDays(todayInSaoPaulo(at), 1),
    };
  };
  const at = async <T>(when: Date, step: () => Promise<T>) => {
    const result = await step();
    await backdate(tx, input, when);
    return result;
  };
  const ship = (lines: { item: (typeof accepted)[number]; quantity: number }[], when: Date) =>
    at(when, () =>
      recordShipment(db, {
        ...ids,
        body: {
          lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
          ...invoice(
            lines.map((l) => ({ price: l.item.unitPrice, quantity: l.quantity })),
            when,
          ),
        },
      }),
    );
  const receive = async (
    shipmentId: string,
    lines: { id: string; quantity: number }[],
    when: Date,
    damaged?: { index: number; units: number; note: string },
  ) => {
    const received = await at(when, () =>
      receiveShipment(db, {
        organizationId: input.organizationId,
        purchaseOrderId: input.purchaseOrderId,
        id: input.supplierOrderId,
        shipmentId,
        user: input.receiver,
        body: {
          lines: lines.map((l, i) =>
            damaged?.index === i
              ? {
                  lineId: l.id,
                  receivedQuantity: l.quantity - damaged.units,
                  condition: 'AVARIADO',
                  note: damaged.note,
                }
              : { lineId: l.id, receivedQuantity: l.quantity, condition: 'OK' },
          ),
        },
      }),
    );
    await owePayables(tx, shipmentId, input.approverName);
    return received;
  };
  const linesOf = async (shipmentId: string) =>
    (
      await tx.execute<{ id: string; quantity: number }>(
        sql`select id, quantity from shipment_lines where shipment_id = ${shipmentId} order by item_id`,
      )
    ).rows;

  const whole = accepted.map((item) => ({ item, quantity: item.acceptedQuantity ?? item.quantity }));
  switch (input.plan) {
    case 'completed-with-credit': {
      const { shipment } = await ship(whole, day(1));
      const { opened } = await receive(shipment.id, await linesOf(shipment.id), day(1.2), {
        index: 0,
        units: 2,
        note: 'Duas caixas amassadas',
      });
      const incident = opened[0]!;
      const item = accepted.find((i) => i.id === incident.itemId)!;
      await at(day(1.6), () =>
        answerIncident(db, {
          ...ids,
          incidentId: incident.id,
          body: { resolution: 'CREDIT', creditAmount: Number(item.unitPrice) * 2, note: 'Abatido no próximo boleto' },
        }),
      );
      await at(day(1.8), () =>
        decideIncident(db, {
          organizationId: input.organizationId,
          purchaseOrderId: input.purchaseOrderId,
          id: input.supplierOrderId,
          incidentId: incident.id,
          action: 'resolve',
          actorName: input.approverName,
        }),
      );
      await deductSupplierCredits(db, { organizationId: input.organizationId, supplierId: input.supplierId });
      break;
    }
    case 'completed-late': {
      const { shipment } = await ship(whole, day(2));
      await receive(shipment.id, await linesOf(shipment.id), day(4));
      break;
    }
    case 'partly-shipped': {
      const partial = whole.map((w) => ({ ...w, quantity: Math.max(1, Math.floor(w.quantity / 2)) }));
      const { shipment } = await ship(partial, day(1));
      await receive(shipment.id, await linesOf(shipment.id), day(1.3));
      break;
    }
    case 'delivered-to-check': {
      const { shipment } = await ship(whole, day(0.5));
      await at(day(0.9), () => markDelivered(db, { ...ids, shipmentId: shipment.id }));
      break;
    }
  }
}

/**
 * What the app writes when a shipment is received (fulfilment-actions.ts): its payables, from the day
 * the note was issued — the shipment's own, backdated — so the demo's contas a pagar have a past: what
 * fell due over a week ago was paid by boleto on its day, the rest is open or overdue.
 */
async function owePayables(tx: Tx, shipmentId: string, payerName: string) {
  await tx.execute(
    sql`update shipments set nfe_issued_on = (created_at at time zone 'America/Sao_Paulo')::date where id = ${shipmentId}`,
  );
  await openShipmentPayables(tx as unknown as Db, shipmentId);
  await tx.execute(
    sql`update payables set status = 'PAID', paid_on = due_date, method = 'BOLETO', paid_by_name = ${payerName}
        where shipment_id = ${shipmentId} and due_date < (now() at time zone 'America/Sao_Paulo')::date - 7`,
  );
}

/** Every timestamp the last step wrote for this order (at or after the transaction's start) becomes `when`. */
async function backdate(tx: Tx, input: { supplierOrderId: string; purchaseOrderId: string }, when: Date) {
  const order = input.supplierOrderId;
  const fresh = (column: string) => sql.raw(`${column} = case when ${column} >= now() then `);
  const set = (columns: string[]) =>
    sql.join(
      columns.map((c) => sql`${fresh(c)}${when} else ${sql.raw(c)} end`),
      sql`, `,
    );
  await tx.execute(sql`update supplier_order_events set ${set(['created_at'])} where supplier_order_id = ${order}`);
  await tx.execute(
    sql`update shipments set ${set(['created_at', 'updated_at', 'delivered_at', 'received_at'])} where supplier_order_id = ${order}`,
  );
  await tx.execute(
    sql`update incidents set ${set(['created_at', 'updated_at', 'answered_at', 'resolved_at'])} where supplier_order_id = ${order}`,
  );
  await tx.execute(sql`update supplier_orders set ${set(['updated_at', 'received_at'])} where id = ${order}`);
  await tx.execute(sql`update purchase_order_items set ${set(['updated_at'])} where supplier_order_id = ${order}`);
  await tx.execute(sql`update purchase_orders set ${set(['updated_at'])} where id = ${input.purchaseOrderId}`);
}
