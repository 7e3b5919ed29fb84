import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { acknowledgedOrder, invoice } from '../test/fulfilment';
import { approvedOrder } from '../test/orders';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, withDb } from '../test/tenant';

/**
 * Every day the API reads (bodies and query strings) goes through parseDay: a day the calendar lacks
 * was rolled into the next month by Date.parse, and year 0000 passed the pattern and reached
 * PostgreSQL, which answered 500. Each field is sent both and must answer 400 with its own message.
 */
const IMPOSSIBLE = ['2027-02-31', '0000-01-01'];

const refusal = async (res: Response) => ({
  status: res.status,
  message: ((await res.json()) as { error?: { message: string } }).error?.message,
});

describe('days that do not exist, in every field that reads one (issue #51)', () => {
  it('the supplier’s expected delivery (typed and from the XML) and promised date', async () => {
    const o = await acknowledgedOrder();
    for (const [i, day] of IMPOSSIBLE.entries()) {
      const typed = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
        headers: { 'x-api-key': o.key.key },
        body: {
          lines: [{ itemId: o.lines[0]!.id, quantity: 1 }],
          ...invoice(o.catalogue.supplier.cnpj, 700 + i, 10),
          expectedDeliveryDate: day,
        },
      });
      expect(await refusal(typed), day).toEqual({
        status: 400,
        message: 'Previsão de entrega inválida (use AAAA-MM-DD)',
      });
      const fromXml = await call(
        'POST',
        `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe?confirm=true&expectedDeliveryDate=${day}`,
        { headers: { 'x-api-key': o.key.key, 'content-type': 'application/xml' }, rawBody: '<nfeProc/>' },
      );
      expect(await refusal(fromXml), day).toEqual({
        status: 400,
        message: 'Previsão de entrega inválida (use AAAA-MM-DD)',
      });
    }

    const sent = await approvedOrder();
    const [part] = await withDb((db) =>
      db
        .select()
        .from(supplierOrders)
        .where(
          and(eq(supplierOrders.purchaseOrderId, sent.order.id), eq(supplierOrders.supplierId, sent.a.supplier.id)),
        ),
    );
    for (const day of IMPOSSIBLE) {
      const answered = await call('POST', `/supplier/orders/${part!.id}/acknowledge`, {
        headers: { 'x-api-key': sent.keyA.key },
        body: { lines: [{ itemId: '00000000-0000-4000-8000-000000000000', accepted: true }], promisedDate: day },
      });
      expect(await refusal(answered), day).toEqual({
        status: 400,
        message: 'Data prometida inválida (use AAAA-MM-DD)',
      });
    }
  });

  it('the buyer’s filters: audit log, budgets, spend and the month’s documents', async () => {
    const o = await acknowledgedOrder();
    const get = async (path: string) => refusal(await call('GET', path, { as: o.tenant.owner }));
    for (const day of IMPOSSIBLE) {
      expect(await get(`/audit-log?from=${day}`), day).toEqual({
        status: 400,
        message: 'Data inválida (use AAAA-MM-DD)',
      });
      expect(await get(`/audit-log/export?to=${day}`), day).toEqual({
        status: 400,
        message: 'Data inválida (use AAAA-MM-DD)',
      });
    }
    expect(await get('/budgets?month=0000-01')).toEqual({ status: 400, message: 'Mês inválido (use AAAA-MM)' });
    expect(await get('/spend/suppliers?to=0000-06')).toEqual({
      status: 400,
      message: 'Mês inválido: use AAAA-MM (ex.: 2026-03)',
    });
    expect(await get('/documents/nfe?month=0000-01')).toEqual({ status: 400, message: 'Informe o mês como AAAA-MM' });
  });

  it('the validity of a supplier’s API key, in the portal and for the operator', async () => {
    const o = await acknowledgedOrder();
    const [admin, operator] = await Promise.all([
      createSupplierPerson(o.catalogue.supplier.id, 'admin'),
      createOperator(),
    ]);
    for (const expiresAt of ['2027-02-31', '2027-02-31T10:00:00Z', '0000-01-01']) {
      const own = await call('POST', '/supplier-portal/api-keys', {
        as: admin,
        body: { name: 'ERP', neverExpires: false, expiresAt },
      });
      expect(await refusal(own), expiresAt).toEqual({ status: 400, message: 'Data de validade inválida' });
      const theirs = await call('POST', '/supplier-api-key', {
        as: operator,
        body: { name: 'ERP', supplierId: o.catalogue.supplier.id, neverExpires: false, expiresAt },
      });
      expect(await refusal(theirs), expiresAt).toEqual({ status: 400, message: 'Data de validade inválida' });
    }
    const valid = await call('POST', '/supplier-portal/api-keys', {
      as: admin,
      body: { name: 'ERP', neverExpires: false, expiresAt: '2099-02-28T23:59:59-03:00' },
    });
    expect(valid.status).toBe(201);
    expect(await valid.json()).toMatchObject({ expiresAt: '2099-03-01T02:59:59.000Z' });
  });
});
