import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/fulfilment';
import { acknowledgedOrder, invoice, type AcknowledgedOrder } from '../test/fulfilment';
import { createSupplierPerson } from '../test/supplier-people';
import { call, withDb, type Principal } from '../test/tenant';

type Part = { incidents: { id: string; status: string }[]; shipments: { id: string; lines: { id: string }[] }[] };
type Call = { as?: Principal; headers?: Record<string, string>; body?: unknown };

const withKey = (o: AcknowledgedOrder) => ({ headers: { 'x-api-key': o.key.key } });

/** An order of `o`'s with one open incident: 10 shipped, 8 received, 2 missing. */
async function openIncident(o: AcknowledgedOrder) {
  const shipped = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
    ...withKey(o),
    body: { lines: [{ itemId: o.lines[0]!.id, quantity: 10 }], ...invoice(o.catalogue.supplier.cnpj, 7001, 100) },
  });
  expect(shipped.status).toBe(201);
  const shipment = ((await shipped.json()) as Part).shipments[0]!;
  const received = await call(
    'POST',
    `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipment.id}/receipt`,
    {
      as: o.tenant.member,
      body: {
        lines: [{ lineId: shipment.lines[0]!.id, receivedQuantity: 8, condition: 'FALTANTE', note: 'Faltaram 2' }],
      },
    },
  );
  expect(received.status).toBe(200);
  return ((await received.json()) as { supplier_orders: Part[] }).supplier_orders[0]!.incidents[0]!;
}

const incidentRow = async (id: string) =>
  (await withDb((db) => db.select().from(incidents).where(eq(incidents.id, id))))[0]!;

describe('incidents across tenants', () => {
  it("another supplier's key and people, and another organization's admin, get 404 for an incident and change nothing", async () => {
    const [o, other] = await Promise.all([acknowledgedOrder(), acknowledgedOrder()]);
    const incident = await openIncident(o);
    const stranger = await createSupplierPerson(other.catalogue.supplier.id, 'admin');
    const answer = { resolution: 'DISPUTE', note: 'Entregamos as 10 unidades' };

    const supplierSide: [string, Call][] = [
      // The other supplier's key, on this order and through its own order's path.
      [`/supplier/orders/${o.supplierOrderId}/incidents/${incident.id}/answer`, withKey(other)],
      [`/supplier/orders/${other.supplierOrderId}/incidents/${incident.id}/answer`, withKey(other)],
      // The other supplier's people in the portal.
      [`/supplier-portal/orders/${o.supplierOrderId}/incidents/${incident.id}/answer`, { as: stranger }],
      [`/supplier-portal/orders/${other.supplierOrderId}/incidents/${incident.id}/answer`, { as: stranger }],
      // The right supplier, but the incident named under its other order's path.
      [`/supplier/orders/${other.supplierOrderId}/incidents/${incident.id}/answer`, withKey(o)],
    ];
    for (const [path, init] of supplierSide) {
      const res = await call('POST', path, { ...init, body: answer });
      expect(res.status, path).toBe(404);
    }
    expect(await incidentRow(incident.id)).toMatchObject({ status: 'OPEN', resolution: null });

    const answered = await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${incident.id}/answer`, {
      ...withKey(o),
      body: answer,
    });
    expect(answered.status).toBe(200);
    const before = await incidentRow(incident.id);
    expect(before.status).toBe('ANSWERED');

    const buyerPath = (purchaseOrderId: string, supplierOrderId: string, action: string) =>
      `/purchase-orders/${purchaseOrderId}/supplier-orders/${supplierOrderId}/incidents/${incident.id}/${action}`;
    for (const action of ['resolve', 'reopen']) {
      const body = action === 'reopen' ? { note: 'Não chegaram' } : undefined;
      for (const path of [
        buyerPath(o.purchaseOrderId, o.supplierOrderId, action),
        buyerPath(other.purchaseOrderId, other.supplierOrderId, action),
      ]) {
        const res = await call('POST', path, { as: other.tenant.admin, body });
        expect(res.status, `${action} ${path}`).toBe(404);
      }
      // The right organization, but the incident named under another order's path.
      const crossed = await call('POST', buyerPath(o.purchaseOrderId, other.supplierOrderId, action), {
        as: o.tenant.admin,
        body,
      });
      expect(crossed.status).toBe(404);
    }
    expect(await incidentRow(incident.id)).toEqual(before);

    const reopened = await call('POST', buyerPath(o.purchaseOrderId, o.supplierOrderId, 'reopen'), {
      as: o.tenant.admin,
      body: { note: 'Não chegaram' },
    });
    expect(reopened.status).toBe(200);
    expect((await incidentRow(incident.id)).status).toBe('OPEN');
  });
});
