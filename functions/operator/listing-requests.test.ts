import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { supplierCities, suppliers } from '../../db/schema/catalogue';
import { auditChainOf } from '../platform/audit-log';
import { createCatalogue } from '../test/catalogue';
import { inboxFor } from '../test/inbox';
import { createOwnSupplier } from '../test/own-suppliers';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, createTenant, withDb } from '../test/tenant';

type OperatorRequest = {
  id: string;
  status: string;
  refusal_reason: string | null;
  supplier: { id: string; listed: boolean; buyer_count: number };
};
type Page = { data: OperatorRequest[]; pagination: { total: number } };

const PLATFORM = auditChainOf(null);
const lastSeq = () =>
  withDb(async (db) => {
    const rows = await db.select({ seq: auditLog.seq }).from(auditLog).where(eq(auditLog.chain, PLATFORM));
    return Math.max(0, ...rows.map((r) => r.seq));
  });

/** A buyer's own supplier with an admin, asking to be listed in a fresh city; answers the request's id. */
async function askedToBeListed() {
  const tenant = await createTenant();
  const own = await createOwnSupplier(tenant.organization.id);
  const admin = await createSupplierPerson(own.supplier.id, 'admin');
  const { city, category } = await createCatalogue([]);
  const res = await call('POST', '/supplier-portal/listing-request', {
    as: admin,
    body: { city_ids: [city.id], category_ids: [category.id], message: 'Quero vender para todos' },
  });
  expect(res.status).toBe(201);
  return { tenant, own, admin, city, requestId: ((await res.json()) as { id: string }).id };
}

async function mailCount(address: string, subject: string) {
  return (await inboxFor(address)).filter((m) => m.subject === subject).length;
}

describe("the operator decides a supplier's listing request", () => {
  it('only the operator lists and decides; everyone else is refused before anything is read', async () => {
    const { tenant, admin, requestId } = await askedToBeListed();
    for (const who of [tenant.owner, admin]) {
      expect((await call('GET', '/listing-requests', { as: who })).status).toBe(401);
      const refused = await call('POST', `/listing-requests/${requestId}/approve`, { as: who });
      expect(refused.status).toBe(401);
    }
    expect((await call('POST', `/listing-requests/${requestId}/refuse`, { body: { reason: 'x' } })).status).toBe(401);
  });

  it('lists waiting requests first; refuses with the reason the supplier reads; approves a new request: listed in its cities, logged, e-mailed', async () => {
    const operator = await createOperator();
    const { tenant, own, admin, city, requestId } = await askedToBeListed();

    const page = (await (
      await call('GET', '/listing-requests?status=pending&limit=100', { as: operator })
    ).json()) as Page;
    const listed = page.data.find((r) => r.id === requestId);
    expect(listed).toMatchObject({
      status: 'pending',
      supplier: { id: own.supplier.id, listed: false, buyer_count: 1 },
    });
    const all = (await (await call('GET', '/listing-requests?limit=5', { as: operator })).json()) as Page;
    expect(all.data[0]!.status).toBe('pending');

    // A reason is required; then the supplier reads it, in its portal and by e-mail.
    const noReason = await call('POST', `/listing-requests/${requestId}/refuse`, {
      as: operator,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const refused = await call('POST', `/listing-requests/${requestId}/refuse`, {
      as: operator,
      body: { reason: 'Cadastre seu catálogo público antes' },
    });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({
      status: 'refused',
      refusal_reason: 'Cadastre seu catálogo público antes',
    });
    expect((await call('POST', `/listing-requests/${requestId}/approve`, { as: operator })).status).toBe(409);
    const portal = (await (await call('GET', '/supplier-portal/listing-request', { as: admin })).json()) as {
      listed: boolean;
      request: { status: string; refusal_reason: string };
    };
    expect(portal).toMatchObject({ listed: false, request: { status: 'refused' } });
    await expect
      .poll(() => mailCount(admin.user.email, 'Seu pedido de anúncio no Abastece não foi aprovado'), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(1);
    const [mail] = await inboxFor(admin.user.email);
    expect(mail!.text).toContain('Cadastre seu catálogo público antes');

    // It asks again, and this time is approved.
    const again = await call('POST', '/supplier-portal/listing-request', {
      as: admin,
      body: { city_ids: [city.id], category_ids: [own.category.id] },
    });
    expect(again.status).toBe(201);
    const secondId = ((await again.json()) as { id: string }).id;
    const seq = await lastSeq();
    const approved = await call('POST', `/listing-requests/${secondId}/approve`, { as: operator });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved', supplier: { listed: true } });

    const [row, cities, entries] = await withDb((db) =>
      Promise.all([
        db.select({ listed: suppliers.listed }).from(suppliers).where(eq(suppliers.id, own.supplier.id)),
        db
          .select({ cityId: supplierCities.cityId })
          .from(supplierCities)
          .where(eq(supplierCities.supplierId, own.supplier.id)),
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.chain, PLATFORM), gt(auditLog.seq, seq), eq(auditLog.targetId, own.supplier.id))),
      ]),
    );
    expect(row).toEqual([{ listed: true }]);
    expect(cities).toEqual([{ cityId: city.id }]);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['supplier.listing_approved', operator.user.id]]);
    await expect
      .poll(() => mailCount(admin.user.email, `${own.supplier.name} está no marketplace do Abastece`), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(1);
    expect(await (await call('GET', '/supplier-portal/listing-request', { as: admin })).json()).toMatchObject({
      listed: true,
      request: { id: secondId, status: 'approved' },
    });

    // Listed: another organization now finds the company; the price list its buyer keeps stays the buyer's.
    const stranger = await createTenant();
    expect((await call('GET', `/suppliers/${own.supplier.id}`, { as: stranger.owner })).status).toBe(200);
    const privateLine = own.products[0]!.id;
    expect((await call('GET', `/products/${privateLine}`, { as: stranger.owner })).status).toBe(404);
    expect((await call('GET', `/products/${privateLine}`)).status).toBe(404);
    expect((await call('GET', `/products/${privateLine}`, { as: tenant.owner })).status).toBe(200);
  });

  it('an unknown request is 404', async () => {
    const operator = await createOperator();
    expect((await call('POST', `/listing-requests/${crypto.randomUUID()}/approve`, { as: operator })).status).toBe(404);
  });
});
