import { eq } from 'drizzle-orm';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { nfeCheckDigit } from '../fulfilment/nfe';
import { createCatalogue } from './catalogue';
import { createSupplierKey } from './supplier-keys';
import { call, createTenant, withDb } from './tenant';

/** A valid NF-e access key issued by this CNPJ (SP, November 2026, model 55, série 1), note `number`. */
export function nfeKeyFor(cnpj: string, number: number, numericCode = 12345678): string {
  const first43 =
    '35' + '2611' + cnpj + '55' + '001' + String(number).padStart(9, '0') + '1' + String(numericCode).padStart(8, '0');
  return first43 + String(nfeCheckDigit(first43));
}

/** NF-e fields for a shipment of `amount` reais under note `number`. */
export const invoice = (cnpj: string, number: number, amount: number) => ({
  nfeKey: nfeKeyFor(cnpj, number),
  invoiceNumber: String(number),
  invoiceSeries: '1',
  invoiceAmount: amount,
  carrier: 'Transportadora Rápida',
  trackingCode: `BR${number}`,
  expectedDeliveryDate: addDays(todayInSaoPaulo(), 1),
});

/**
 * A buyer's order of three products of one supplier (10 kg × R$ 10,00, 6 × R$ 2,50, 4 × R$ 49,90),
 * approved and confirmed in full by the supplier through its key: ready to ship.
 */
export async function acknowledgedOrder() {
  const [tenant, catalogue] = await Promise.all([
    createTenant(),
    createCatalogue([{ price: '10.00' }, { price: '2.50' }, { price: '49.90' }]),
  ]);
  const key = await createSupplierKey(catalogue.supplier.id);
  for (const [i, quantity] of [10, 6, 4].entries()) {
    await call('POST', '/cart/item', { as: tenant.member, body: { productId: catalogue.products[i]!.id, quantity } });
  }
  const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
  if (placed.status !== 201) throw new Error(`checkout failed: ${placed.status} ${await placed.text()}`);
  const order = (await placed.json()) as { id: string; number: number };
  await call('PUT', `/purchase-orders/${order.id}/status`, { as: tenant.admin, body: { status: 'APPROVED' } });
  const [part] = await withDb((db) =>
    db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, order.id)),
  );
  const items = await withDb((db) =>
    db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.supplierOrderId, part!.id)),
  );
  const byProduct = (i: number) => items.find((it) => it.productId === catalogue.products[i]!.id)!;
  const answered = await call('POST', `/supplier/orders/${part!.id}/acknowledge`, {
    headers: { 'x-api-key': key.key },
    body: {
      lines: items.map((it) => ({ itemId: it.id, accepted: true })),
      promisedDate: addDays(todayInSaoPaulo(), 2),
    },
  });
  if (answered.status !== 200) throw new Error(`acknowledge failed: ${answered.status} ${await answered.text()}`);
  return {
    tenant,
    catalogue,
    key,
    purchaseOrderId: order.id,
    /** The buyer's own order number ("pedido nº 12"). */
    purchaseOrderNumber: order.number,
    supplierOrderId: part!.id,
    /** The three lines: rice (10 × 10,00), salt (6 × 2,50), oil (4 × 49,90). */
    lines: [byProduct(0), byProduct(1), byProduct(2)],
  };
}

export type AcknowledgedOrder = Awaited<ReturnType<typeof acknowledgedOrder>>;
