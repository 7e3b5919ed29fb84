import { eq, sql } from 'drizzle-orm';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { quotes, quoteSuppliers } from '../../db/schema/quotes';
import { supplierMembers } from '../../db/schema/supplier-people';
import { formatCnpj } from '../platform/cnpj';
import { signAnswerLink } from '../quotes/answer-link';
import { signOrderAnswerLink } from '../orders/answer/order-answer-link';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { createCatalogue } from '../test/catalogue';
import { inboxFor, linkIn, type InboxMessage } from '../test/inbox';
import { addOwnSupplier, createOwnSupplier } from '../test/own-suppliers';
import { createSupplierPerson } from '../test/supplier-people';
import { asCookie, call, createTenant, randomCnpj, sessionCookieFrom, uniq, withDb, type Tenant } from '../test/tenant';

const PASSWORD = 'senha-do-fornecedor';
type ApiErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };
type SignedUp = {
  message: string;
  user: { id: string; email: string; email_verified: boolean };
  supplier: { id: string; name: string; cnpj: string; listed: boolean };
  claimed: boolean;
  session_started: boolean;
};

const signUp = (body: Record<string, unknown>) =>
  call('POST', '/auth/supplier-sign-up', {
    body: { name: 'Joaquim Souza', password: PASSWORD, company_name: 'Hortifrúti Boa Safra', ...body },
  });

async function mailTo(address: string, subject: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxFor(address)).find((m) => m.subject === subject);
        return found;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeDefined();
  return found!;
}

/** Confirms the address from the newest e-mailed link and signs in: the portal's session. */
async function confirmAndSignIn(email: string, next: string | null = '/fornecedor') {
  const subject = 'Confirme seu e-mail no Abastece';
  await mailTo(email, subject);
  // The sign-up's link continues to the portal; one a sign-in re-sent continues where that sign-in asked.
  // Picked by that, not by arrival: the outbox's queue may deliver the re-sent e-mail before the first.
  const links = (await inboxFor(email))
    .filter((m) => m.subject === subject)
    .map((m) => linkIn(m, '/auth/verify-email?token='));
  const link = links.find((l) => l.searchParams.get('next') === next);
  expect(link, `a confirmation link with next=${next}`).toBeDefined();
  expect((await call('POST', '/auth/verify-email', { body: { token: link!.searchParams.get('token') } })).status).toBe(
    200,
  );
  const signedIn = await call('POST', '/auth/sign-in/credentials', { body: { email, password: PASSWORD } });
  expect(signedIn.status).toBe(200);
  return asCookie(sessionCookieFrom(signedIn));
}

/** A cotação the tenant sent to the supplier, open for a day, and its answer link (version 1). */
async function quoteLinkFor(tenant: Tenant, supplierId: string) {
  return withDb(async (db) => {
    const [quote] = await db
      .insert(quotes)
      .values({
        organizationId: tenant.organization.id,
        title: `Cotação ${uniq()}`,
        createdBy: tenant.member.user.id,
        status: 'OPEN',
        sentAt: new Date(),
        deadline: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: quotes.id, deadline: quotes.deadline });
    const [invitation] = await db
      .insert(quoteSuppliers)
      .values({ quoteId: quote!.id, organizationId: tenant.organization.id, supplierId })
      .returning({ id: quoteSuppliers.id });
    const token = await signAnswerLink(
      env.SESSION_SECRET,
      { invitationId: invitation!.id, quoteId: quote!.id, supplierId, linkVersion: 1 },
      quote!.deadline,
    );
    return { quoteId: quote!.id, invitationId: invitation!.id, token };
  });
}

/** The tenant's member orders one of the supplier's products and the admin approves: the supplier order SENT. */
async function sentOrderTo(tenant: Tenant, productId: string) {
  await call('POST', '/cart/item', { as: tenant.member, body: { productId, quantity: 2 } });
  const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Antes da conta' } });
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as { id: string };
  const approved = await call('PUT', `/purchase-orders/${order.id}/status`, {
    as: tenant.admin,
    body: { status: 'APPROVED' },
  });
  expect(approved.status).toBe(200);
  const [row] = await withDb((db) =>
    db
      .select({ id: supplierOrders.id, version: supplierOrders.answerLinkVersion })
      .from(supplierOrders)
      .where(eq(supplierOrders.purchaseOrderId, order.id)),
  );
  return row!;
}

const accountCount = (email: string) =>
  withDb(async (db) => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return rows.length;
  });

describe('a supplier signs up on its own', () => {
  it('a new CNPJ creates the company off the marketplace with the person as its admin, once the address is confirmed', async () => {
    const email = `novo-${uniq()}@boasafra.dev`;
    const cnpj = randomCnpj();
    const res = await signUp({ email, cnpj: formatCnpj(cnpj) });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = (await res.json()) as SignedUp;
    expect(body).toMatchObject({
      user: { email, email_verified: false },
      supplier: { name: 'Hortifrúti Boa Safra', cnpj, listed: false },
      claimed: false,
      session_started: false,
    });
    const [member] = await withDb((db) =>
      db.select().from(supplierMembers).where(eq(supplierMembers.supplierId, body.supplier.id)),
    );
    expect(member).toMatchObject({ userId: body.user.id, role: 'admin' });

    // Not before the address is confirmed (as every account); then the session opens in the portal.
    const early = await call('POST', '/auth/sign-in/credentials', { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    // That sign-in sent a new link (the first one stops working): the newest is the one to follow.
    await expect
      .poll(async () => (await inboxFor(email)).filter((m) => m.subject === 'Confirme seu e-mail no Abastece').length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(2);
    const portal = await confirmAndSignIn(email, null);
    const session = (await (await call('GET', '/auth/session', { as: portal })).json()) as {
      session: { activeSupplierId: string | null };
    };
    expect(session.session.activeSupplierId).toBe(body.supplier.id);
    const listing = await call('GET', '/supplier-portal/listing-request', { as: portal });
    expect(await listing.json()).toEqual({ listed: false, request: null });
  });

  it('refuses a CNPJ that already has people (409: its admin invites), and bad input with Portuguese messages', async () => {
    const { supplier } = await createCatalogue([]);
    await createSupplierPerson(supplier.id, 'admin');
    const email = `outro-${uniq()}@teste.dev`;
    const taken = await signUp({ email, cnpj: supplier.cnpj });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ApiErrorBody).error.message).toContain('peça a um administrador');
    expect(await accountCount(email)).toBe(0);

    const bad = await signUp({ email: 'não-é-email', cnpj: '11.222.333/0001-00', password: '123' });
    expect(bad.status).toBe(400);
    const details = ((await bad.json()) as ApiErrorBody).error.details!.map((d) => d.path).sort();
    expect(details).toEqual(['cnpj', 'email', 'password']);
  });
});

describe('a supplier claims the account buyers made for it', () => {
  it('with the e-mail a buyer uses for it: claims it, and the portal shows the order sent before the claim', async () => {
    const tenant = await createTenant();
    const catalogue = await createCatalogue([{ price: '12.00' }]);
    // A supplier nobody answers for yet, that this buyer added with its own address for it.
    const own = await addOwnSupplier(tenant.organization.id, catalogue.supplier.id, { products: [] });
    await call('POST', '/cart/item', {
      as: tenant.member,
      body: { productId: catalogue.products[0]!.id, quantity: 2 },
    });
    const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Antes' } });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string };
    const approved = await call('PUT', `/purchase-orders/${order.id}/status`, {
      as: tenant.admin,
      body: { status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);

    const res = await signUp({ email: own.ownSupplier.email.toUpperCase(), cnpj: catalogue.supplier.cnpj });
    expect(res.status).toBe(201);
    const body = (await res.json()) as SignedUp;
    expect(body).toMatchObject({ claimed: true, supplier: { id: catalogue.supplier.id }, session_started: false });

    const portal = await confirmAndSignIn(own.ownSupplier.email);
    const inbox = (await (await call('GET', '/supplier-portal/orders', { as: portal })).json()) as {
      data: { purchaseOrderId?: string; purchase_order_id?: string; id: string }[];
    };
    expect(inbox.data.length).toBe(1);
  });

  it('with another e-mail: 409 that names no buyer and no address, and nothing is written', async () => {
    const tenant = await createTenant();
    const own = await createOwnSupplier(tenant.organization.id);
    const email = `intruso-${uniq()}@teste.dev`;
    const res = await signUp({ email, cnpj: own.supplier.cnpj });
    expect(res.status).toBe(409);
    const text = await res.text();
    for (const secret of [tenant.organization.name, own.ownSupplier.email, own.ownSupplier.name, own.supplier.email])
      expect(text).not.toContain(secret);
    expect(await accountCount(email)).toBe(0);
    const members = await withDb((db) =>
      db.select().from(supplierMembers).where(eq(supplierMembers.supplierId, own.supplier.id)),
    );
    expect(members).toEqual([]);
  });

  it("with a cotação's answer link: the address counts as confirmed and the portal opens at once with that cotação", async () => {
    const tenant = await createTenant();
    const own = await createOwnSupplier(tenant.organization.id);
    const { quoteId, token } = await quoteLinkFor(tenant, own.supplier.id);

    // The link names the supplier: another company's CNPJ, or another address, is refused.
    const otherCnpj = await signUp({ email: own.ownSupplier.email, cnpj: randomCnpj(), token });
    expect(otherCnpj.status).toBe(409);
    const otherEmail = await signUp({ email: `outro-${uniq()}@teste.dev`, cnpj: own.supplier.cnpj, token });
    expect(otherEmail.status).toBe(409);
    expect(await otherEmail.text()).not.toContain(own.ownSupplier.email);
    // A changed character is 401.
    const tampered = await signUp({ email: own.ownSupplier.email, cnpj: own.supplier.cnpj, token: `${token}x` });
    expect(tampered.status).toBe(401);

    const res = await signUp({ email: own.ownSupplier.email, cnpj: own.supplier.cnpj, token });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      claimed: true,
      session_started: true,
      user: { email_verified: true },
      supplier: { id: own.supplier.id, listed: false },
    });
    const portal = asCookie(sessionCookieFrom(res));
    const listed = (await (await call('GET', '/supplier-portal/quotes', { as: portal })).json()) as {
      data: { id: string }[];
    };
    expect(listed.data.map((q) => q.id)).toContain(quoteId);
    // The company keeps its name; a second sign-up for it is for its admin to invite.
    const [row] = await withDb((db) => db.select().from(suppliers).where(eq(suppliers.id, own.supplier.id)));
    expect(row!.name).toBe(own.supplier.name);
    const again = await signUp({ email: `segundo-${uniq()}@teste.dev`, cnpj: own.supplier.cnpj });
    expect(again.status).toBe(409);
  });

  it("with an order's answer link: claims the company, and the order sent before is in the portal at once; revoked, 401", async () => {
    const tenant = await createTenant();
    const catalogue = await createCatalogue([{ price: '8.00' }]);
    const own = await addOwnSupplier(tenant.organization.id, catalogue.supplier.id, { products: [] });
    const sent = await sentOrderTo(tenant, catalogue.products[0]!.id);
    const sign = (version: number) =>
      signOrderAnswerLink(
        env.SESSION_SECRET,
        {
          supplierOrderId: sent.id,
          supplierId: catalogue.supplier.id,
          organizationId: tenant.organization.id,
          linkVersion: version,
        },
        new Date(Date.now() + 86_400_000),
      );
    const revoked = await signUp({
      email: own.ownSupplier.email,
      cnpj: catalogue.supplier.cnpj,
      token: await sign(sent.version + 1),
    });
    expect(revoked.status).toBe(401);

    const res = await signUp({
      email: own.ownSupplier.email,
      cnpj: catalogue.supplier.cnpj,
      token: await sign(sent.version),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      claimed: true,
      session_started: true,
      supplier: { id: catalogue.supplier.id },
    });
    const portal = asCookie(sessionCookieFrom(res));
    const inbox = (await (await call('GET', '/supplier-portal/orders', { as: portal })).json()) as {
      data: { id: string }[];
    };
    expect(inbox.data.map((o) => o.id)).toEqual([sent.id]);
    const buyers = (await (await call('GET', '/supplier-portal/buyers', { as: portal })).json()) as {
      data: { organization_id: string; order_count: number }[];
    };
    expect(buyers.data).toEqual([expect.objectContaining({ organization_id: tenant.organization.id, order_count: 1 })]);
  });

  it('a revoked cotação link is 401', async () => {
    const tenant = await createTenant();
    const own = await createOwnSupplier(tenant.organization.id);
    const { invitationId, token } = await quoteLinkFor(tenant, own.supplier.id);
    await withDb((db) => db.update(quoteSuppliers).set({ linkVersion: 2 }).where(eq(quoteSuppliers.id, invitationId)));
    const res = await signUp({ email: own.ownSupplier.email, cnpj: own.supplier.cnpj, token });
    expect(res.status).toBe(401);
    expect(await accountCount(own.ownSupplier.email)).toBe(0);
  });
});
