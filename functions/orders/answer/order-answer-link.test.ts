import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../../db/schema/purchase-orders';
import { addDays, todayInSaoPaulo } from '../../platform/brazil';
import { signAnswerLink } from '../../quotes/answer-link';
import { nfeKeyFor } from '../../test/fulfilment';
import { inboxFor, linkIn } from '../../test/inbox';
import { buildNfeXml } from '../../test/nfe-xml';
import { expectOneMailTitled } from '../../test/outbox-waits';
import { createOwnSupplier } from '../../test/own-suppliers';
import { createSupplierPerson } from '../../test/supplier-people';
import { call, createTenant, withDb } from '../../test/tenant';
import { ORDER_LINK_ACTOR } from './order-answer-link.service';
import { openOrderAnswerLink, orderAnswerLinkExpiry, signOrderAnswerLink } from './order-answer-link';

type LinkOrder = {
  id: string;
  number: string;
  status: string;
  buyer: { name: string; cnpj: string };
  lines: { id: string; productName: string; quantity: number; status: string; acceptedQuantity: number | null }[];
  link: { expiresAt: string; supplierName: string };
};
type ErrorBody = { error: { code: string; message: string } };

/**
 * A member's order to a supplier the organization added itself (unlisted, no account), approved by the
 * admin: the supplier hears of it at the address the buyer keeps for it, with the answer link.
 */
async function orderToOwnSupplier() {
  const tenant = await createTenant();
  const own = await createOwnSupplier(tenant.organization.id, {
    products: [
      { name: 'Tomate italiano', price: '8.00', unit: 'kg' },
      { name: 'Cebola roxa', price: '5.00', unit: 'kg' },
    ],
  });
  for (const [i, quantity] of [5, 2].entries()) {
    const added = await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: own.products[i]!.id, quantity },
    });
    expect(added.status, await added.clone().text()).toBeLessThan(300);
  }
  const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Feira' } });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { id: purchaseOrderId, number } = (await placed.json()) as { id: string; number: number };
  const approved = await call('PUT', `/purchase-orders/${purchaseOrderId}/status`, {
    as: tenant.admin,
    body: { status: 'APPROVED' },
  });
  expect(approved.status).toBe(200);
  const [part] = await withDb((db) =>
    db.select().from(supplierOrders).where(eq(supplierOrders.purchaseOrderId, purchaseOrderId)),
  );
  return { tenant, own, purchaseOrderId, number, part: part! };
}
type Sent = Awaited<ReturnType<typeof orderToOwnSupplier>>;

/** A link to the order signed as the e-mail signs it (version and expiry as given). */
const linkTo = (o: Sent, over: { version?: number; expiresAt?: Date; secret?: string } = {}) =>
  signOrderAnswerLink(
    over.secret ?? env.SESSION_SECRET,
    {
      supplierOrderId: o.part.id,
      supplierId: o.own.supplier.id,
      organizationId: o.tenant.organization.id,
      linkVersion: over.version ?? 1,
    },
    over.expiresAt ?? new Date(Date.now() + 86_400_000),
  );

const open = (token: string) => call('GET', `/order-answer/${token}`);
const lineOf = (order: LinkOrder, name: string) => order.lines.find((l) => l.productName === name)!;

/** Tomato: 4 of the 5 kg; onion refused for lack of stock. */
const answerOf = (order: LinkOrder) => ({
  lines: [
    { itemId: lineOf(order, 'Tomate italiano').id, accepted: true, quantity: 4 },
    { itemId: lineOf(order, 'Cebola roxa').id, accepted: false, reason: 'SEM_ESTOQUE', note: 'Só na segunda' },
  ],
  promisedDate: addDays(todayInSaoPaulo(), 2),
});

describe('the order e-mail to a supplier without an account', () => {
  it('goes to the address the buyer keeps for it, with the PDF and a link that opens the order (and nothing else)', async () => {
    const o = await orderToOwnSupplier();
    const subject = `Novo pedido de compra nº ${o.part.number} — ${o.tenant.organization.name}`;
    await expectOneMailTitled(o.own.ownSupplier.email, subject);
    const [mail] = (await inboxFor(o.own.ownSupplier.email)).filter((m) => m.subject === subject);
    expect(mail!.text).toContain('sem precisar de conta');
    expect(mail!.attachments).toHaveLength(1);
    // Not to the supplier's own contact: that is not the address this buyer gave.
    expect((await inboxFor(o.own.supplier.email)).filter((m) => m.subject === subject)).toEqual([]);
    const url = linkIn(mail!, '/pedido/responder/');
    const token = url.pathname.split('/').at(-1)!;
    const opened = await openOrderAnswerLink(env.SESSION_SECRET, token);
    expect(opened).toMatchObject({
      ok: true,
      claims: {
        supplierOrderId: o.part.id,
        supplierId: o.own.supplier.id,
        organizationId: o.tenant.organization.id,
        linkVersion: 1,
      },
    });

    const res = await open(token);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const order = (await res.json()) as LinkOrder;
    expect(order).toMatchObject({ id: o.part.id, number: o.part.number, status: 'SENT' });
    expect(order.buyer).toMatchObject({ name: o.tenant.organization.name, cnpj: o.tenant.organization.cnpj });
    expect(order.lines.map((l) => [l.productName, l.quantity]).sort()).toEqual([
      ['Cebola roxa', 2],
      ['Tomate italiano', 5],
    ]);
    // The name the buyer gave its own supplier, as on the order's PDF (never what another buyer typed).
    expect(order.link.supplierName).toBe(o.own.ownSupplier.name);
    // Nothing of the buyer the PDF does not show: no ids of its organization, order or people.
    for (const secret of [o.tenant.organization.id, o.purchaseOrderId, o.tenant.admin.user.email])
      expect(text).not.toContain(secret);
    const pdf = await call('GET', `/order-answer/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
  }, 60_000);

  it('expires 30 days after sending, or a week after the requested delivery when that is later', () => {
    const sent = new Date('2026-11-02T12:00:00Z');
    expect(orderAnswerLinkExpiry(sent, null).toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(orderAnswerLinkExpiry(sent, '2026-11-10').toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(orderAnswerLinkExpiry(sent, '2026-12-20').toISOString()).toBe('2026-12-28T02:59:59.000Z');
  });
});

describe('a link that is not the order’s', () => {
  it('altered, signed with another key or for a cotação: 401; past its expiry: 410; another order’s ids: 401', async () => {
    const o = await orderToOwnSupplier();
    const token = await linkTo(o);
    const flipped = token.slice(0, -3) + (token.at(-3) === 'A' ? 'B' : 'A') + token.slice(-2);
    const otherKey = await linkTo(o, { secret: 'outra-chave-com-mais-de-32-caracteres!!' });
    const quoteLink = await signAnswerLink(
      env.SESSION_SECRET,
      { invitationId: o.part.id, quoteId: o.purchaseOrderId, supplierId: o.own.supplier.id, linkVersion: 1 },
      new Date(Date.now() + 86_400_000),
    );
    const otherOrg = await signOrderAnswerLink(
      env.SESSION_SECRET,
      {
        supplierOrderId: o.part.id,
        supplierId: o.own.supplier.id,
        organizationId: crypto.randomUUID(),
        linkVersion: 1,
      },
      new Date(Date.now() + 86_400_000),
    );
    for (const bad of [flipped, otherKey, quoteLink, otherOrg, 'nada']) {
      const res = await open(bad);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/Link do pedido inválido ou revogado/);
    }
    const expired = await linkTo(o, { expiresAt: new Date(Date.now() - 1000) });
    const gone = await open(expired);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as ErrorBody).error.message).toMatch(/expirou/);
    expect((await call('POST', `/order-answer/${expired}/answer`, { body: { lines: [] } })).status).toBe(410);
  }, 60_000);

  it('revoked by the buyer’s owner or admin: 401 after; a member is refused, another organization gets 404', async () => {
    const o = await orderToOwnSupplier();
    const token = await linkTo(o);
    expect((await open(token)).status).toBe(200);
    const path = `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.part.id}/answer-link/revoke`;
    expect((await call('POST', path, { as: o.tenant.member })).status).toBe(403);
    const stranger = await createTenant();
    expect((await call('POST', path, { as: stranger.owner })).status).toBe(404);
    expect((await open(token)).status).toBe(200);
    const revoked = await call('POST', path, { as: o.tenant.admin });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ supplier_order_id: o.part.id, answer_link_version: 2 });
    expect((await open(token)).status).toBe(401);
    expect((await call('POST', `/order-answer/${token}/answer`, { body: { lines: [] } })).status).toBe(401);
    // A link sent after the revocation carries the new version and opens.
    expect((await open(await linkTo(o, { version: 2 }))).status).toBe(200);
    const [entry] = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.organizationId, o.tenant.organization.id),
            eq(auditLog.action, 'supplier_order.answer_link_revoked'),
          ),
        ),
    );
    expect(entry).toMatchObject({ actorId: o.tenant.admin.user.id, targetId: o.part.id });
  }, 60_000);

  it('"Reenviar link": a new e-mail whose link carries the version after the revocation (the old one stays 401)', async () => {
    const o = await orderToOwnSupplier();
    const base = `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.part.id}/answer-link`;
    expect((await call('POST', `${base}/revoke`, { as: o.tenant.owner })).status).toBe(200);
    expect((await call('POST', `${base}/resend`, { as: o.tenant.member })).status).toBe(403);
    const stranger = await createTenant();
    expect((await call('POST', `${base}/resend`, { as: stranger.owner })).status).toBe(404);
    const resent = await call('POST', `${base}/resend`, { as: o.tenant.admin });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({
      supplier_order_id: o.part.id,
      answer_link_version: 2,
      sent_to: o.own.ownSupplier.email,
    });
    const subject = `Novo link do pedido nº ${o.part.number} — ${o.tenant.organization.name}`;
    await expectOneMailTitled(o.own.ownSupplier.email, subject);
    const [mail] = (await inboxFor(o.own.ownSupplier.email)).filter((m) => m.subject === subject);
    const token = linkIn(mail!, '/pedido/responder/').pathname.split('/').at(-1)!;
    expect((await open(token)).status).toBe(200);
    expect((await open(await linkTo(o))).status).toBe(401);
  }, 60_000);
});

describe('answering and shipping through the link', () => {
  it('answers per line as the portal does (rows, timeline, audit), once: a second answer is 409', async () => {
    const o = await orderToOwnSupplier();
    const token = await linkTo(o);
    const order = (await (await open(token)).json()) as LinkOrder;
    const refusedWithoutReason = await call('POST', `/order-answer/${token}/answer`, {
      body: { ...answerOf(order), lines: [answerOf(order).lines[0], { itemId: order.lines[1]!.id, accepted: false }] },
    });
    expect(refusedWithoutReason.status).toBe(400);
    const res = await call('POST', `/order-answer/${token}/answer`, { body: answerOf(order) });
    expect(res.status, await res.clone().text()).toBe(200);
    const answered = (await res.json()) as LinkOrder;
    expect(answered.status).toBe('ACKNOWLEDGED');
    expect(lineOf(answered, 'Tomate italiano')).toMatchObject({ status: 'ACCEPTED', acceptedQuantity: 4 });
    expect(lineOf(answered, 'Cebola roxa')).toMatchObject({ status: 'REFUSED', acceptedQuantity: null });
    const rows = await withDb(async (db) => ({
      items: await db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.supplierOrderId, o.part.id)),
      events: await db.select().from(supplierOrderEvents).where(eq(supplierOrderEvents.supplierOrderId, o.part.id)),
      audit: await db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.organizationId, o.tenant.organization.id), eq(auditLog.action, 'supplier_order.decided')),
        ),
    }));
    expect(rows.items.find((i) => i.productName === 'Cebola roxa')).toMatchObject({
      supplierStatus: 'REFUSED',
      refusalReason: 'SEM_ESTOQUE',
      supplierNote: 'Só na segunda',
    });
    expect(rows.events.find((e) => e.action === 'acknowledge')).toMatchObject({
      actorName: ORDER_LINK_ACTOR,
      toStatus: 'ACKNOWLEDGED',
    });
    expect(rows.audit).toMatchObject([{ actorType: 'user', actorId: null, targetId: o.part.id }]);
    expect(rows.audit[0]!.actorLabel).toContain(o.own.ownSupplier.name);

    const again = await call('POST', `/order-answer/${token}/answer`, { body: answerOf(order) });
    expect(again.status).toBe(409);
  }, 60_000);

  it('ships by the NF-e key typed, then the rest by the XML (a preview first), as the portal does', async () => {
    const o = await orderToOwnSupplier();
    const token = await linkTo(o);
    const order = (await (await open(token)).json()) as LinkOrder;
    expect((await call('POST', `/order-answer/${token}/answer`, { body: answerOf(order) })).status).toBe(200);
    const tomato = lineOf(order, 'Tomate italiano');
    const cnpj = o.own.supplier.cnpj;
    const typed = await call('POST', `/order-answer/${token}/ship`, {
      body: {
        lines: [{ itemId: tomato.id, quantity: 2 }],
        nfeKey: nfeKeyFor(cnpj, 7),
        invoiceNumber: '7',
        invoiceSeries: '1',
        invoiceAmount: 16,
      },
    });
    expect(typed.status, await typed.clone().text()).toBe(201);
    expect(((await typed.json()) as LinkOrder).status).toBe('PARTIALLY_SHIPPED');
    const tooMany = await call('POST', `/order-answer/${token}/ship`, {
      body: {
        lines: [{ itemId: tomato.id, quantity: 3 }],
        nfeKey: nfeKeyFor(cnpj, 8),
        invoiceNumber: '8',
        invoiceSeries: '1',
        invoiceAmount: 24,
      },
    });
    expect(tooMany.status).toBe(409);

    const xml = buildNfeXml({
      issuerCnpj: cnpj,
      recipient: { cnpj: o.tenant.organization.cnpj },
      number: 9,
      items: [
        {
          code: o.own.products[0]!.sku,
          gtin: null,
          description: 'TOMATE ITALIANO',
          unit: 'KG',
          quantity: 2,
          unitPriceCents: 800,
        },
      ],
      installments: [],
    });
    const send = (query: string) =>
      call('POST', `/order-answer/${token}/ship/from-nfe${query}`, {
        headers: { 'content-type': 'application/xml' },
        rawBody: xml,
      });
    const preview = await send('');
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(await preview.json()).toMatchObject({ canConfirm: true, lines: [{ itemId: tomato.id, quantity: 2 }] });
    const shipped = await send('?confirm=true');
    expect(shipped.status, await shipped.clone().text()).toBe(201);
    expect(((await shipped.json()) as LinkOrder).status).toBe('SHIPPED');
    const events = await withDb((db) =>
      db.select().from(supplierOrderEvents).where(eq(supplierOrderEvents.supplierOrderId, o.part.id)),
    );
    expect(events.filter((e) => e.action === 'ship').map((e) => e.actorName)).toEqual([
      ORDER_LINK_ACTOR,
      ORDER_LINK_ACTOR,
    ]);
  }, 60_000);
});

describe('the buyer’s order detail says how each supplier answers', () => {
  type Detail = { supplier_orders: { id: string; answers_by_link: boolean; answer_link_revoked_at: string | null }[] };
  const partOf = async (o: Sent) => {
    const res = await call('GET', `/purchase-orders/${o.purchaseOrderId}`, { as: o.tenant.member });
    expect(res.status).toBe(200);
    return ((await res.json()) as Detail).supplier_orders.find((p) => p.id === o.part.id)!;
  };

  it('by link while the supplier has no account, when its links were revoked, and no longer once it has people', async () => {
    const o = await orderToOwnSupplier();
    expect(await partOf(o)).toMatchObject({ answers_by_link: true, answer_link_revoked_at: null });
    const revoke = `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.part.id}/answer-link/revoke`;
    expect((await call('POST', revoke, { as: o.tenant.owner })).status).toBe(200);
    const revoked = await partOf(o);
    expect(revoked.answers_by_link).toBe(true);
    expect(Date.now() - Date.parse(revoked.answer_link_revoked_at!)).toBeLessThan(60_000);
    // Someone signed up for the supplier: it answers in the portal now.
    await createSupplierPerson(o.own.supplier.id, 'admin');
    expect((await partOf(o)).answers_by_link).toBe(false);
  }, 60_000);
});
