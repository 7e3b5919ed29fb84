import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { leads } from '../../db/schema/crm';
import { users } from '../../db/schema/identity';
import { members, organizationApiKeys, organizations } from '../../db/schema/organizations';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { sessions } from '../../db/schema/sessions';
import { shoppingLists } from '../../db/schema/shopping-lists';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { createCatalogue } from '../test/catalogue';
import { placeOrder } from '../test/orders';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, createUser, randomCnpj, uniq, withDb, type Principal } from '../test/tenant';

const PASSWORD = 'abastece123';
const json = async <T>(res: Response) => (await res.json()) as T;

interface Export {
  format: string;
  profile: { id: string; email: string; name: string; hasPassword: boolean; linkedAccounts: unknown[] };
  memberships: { organization: { id: string; name: string }; role: string }[];
  supplierMemberships: unknown[];
  sessions: { status: string; userAgent: string | null; ipAddress: string | null }[];
  orders: { number: number; organization: string; description: string; total: number; lines: unknown[] }[];
  leads: { email: string; organization: string }[];
  shoppingLists: { name: string; items: { product: string; quantity: number }[] }[];
  cart: unknown[];
  notifications: unknown[];
  auditEntries: { action: string; actionLabel: string; organization: string | null }[];
}

const auditOf = (userId: string, action: string) =>
  withDb((db) =>
    db
      .select({
        chain: auditLog.chain,
        actorId: auditLog.actorId,
        targetId: auditLog.targetId,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId))),
  );

/** A second session, made by signing in with the password (a user agent and an IP on it). */
const signInAgain = (p: Principal) =>
  call('POST', '/auth/sign-in/credentials', {
    body: { email: p.user.email, password: PASSWORD },
    headers: { 'user-agent': 'Celular da pessoa/1.0', 'cf-connecting-ip': '203.0.113.7' },
  });

describe('GET /user/data-export', () => {
  it('hands the person a file with every part of their data and nobody else’s, without a secret', async () => {
    const t = await createTenant();
    const { order } = await placeOrder(t.member, `Compra LGPD ${uniq()}`);
    const othersOrder = await placeOrder(t.admin, `Pedido da admin ${uniq()}`);
    const leadEmail = `lead-${uniq()}@exemplo.dev`;
    expect((await call('POST', '/lead', { as: t.member, body: { email: leadEmail, name: 'Cliente' } })).status).toBe(
      201,
    );
    expect((await call('POST', '/lead', { as: t.admin, body: { email: `outro-${uniq()}@exemplo.dev` } })).status).toBe(
      201,
    );
    const list = await json<{ id: string }>(
      await call('POST', '/shopping-lists', { as: t.member, body: { name: `Lista ${uniq()}` } }),
    );
    const catalogue = await createCatalogue([{ price: '7.00' }]);
    await call('POST', `/shopping-lists/${list.id}/items`, {
      as: t.member,
      body: { productId: catalogue.products[0]!.id, quantity: 2 },
    });
    await call('POST', '/shopping-lists', { as: t.admin, body: { name: `Lista da admin ${uniq()}` } });
    expect((await signInAgain(t.member)).status).toBe(200);

    const res = await call('GET', '/user/data-export', { as: t.member });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="abastece-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Export;

    expect(data.format).toBe('abastece.user-data/1');
    expect(data.profile).toMatchObject({ id: t.member.user.id, email: t.member.user.email, hasPassword: true });
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization: { id: t.organization.id, name: t.organization.name }, role: 'member' }),
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions).toContainEqual(
      expect.objectContaining({ status: 'active', userAgent: 'Celular da pessoa/1.0', ipAddress: '203.0.113.7' }),
    );
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ organization: t.organization.name, total: order.total_amount });
    expect(data.orders[0]!.lines).toHaveLength(3);
    expect(data.leads).toEqual([expect.objectContaining({ email: leadEmail, organization: t.organization.name })]);
    expect(data.shoppingLists).toHaveLength(1);
    expect(data.shoppingLists[0]!.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(Array.isArray(data.cart) && Array.isArray(data.notifications)).toBe(true);

    // Nobody else's rows, and no credential (call() also ran the exposure scan over the answer).
    for (const foreign of [t.admin.user.email, t.owner.user.email, othersOrder.order.id, 'Lista da admin'])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/\$2[aby]\$|passwordHash|keyHash|tokenHash|"hash"|prevHash/);
    expect(text).not.toContain(t.member.sessionId);

    // Recorded in the organization's log (not the operator's); the next export shows it among their actions.
    const entries = await auditOf(t.member.user.id, 'user.data_exported');
    expect(entries.map((e) => e.chain)).toEqual([t.organization.id]);
    expect(entries.every((e) => e.actorId === t.member.user.id)).toBe(true);
    const again = await json<Export>(await call('GET', '/user/data-export', { as: t.member }));
    expect(again.auditEntries).toContainEqual(
      expect.objectContaining({
        action: 'user.data_exported',
        actionLabel: 'Dados pessoais exportados',
        organization: t.organization.name,
      }),
    );
  });

  it('needs a session', async () => {
    expect((await call('GET', '/user/data-export')).status).toBe(401);
  });
});

describe('DELETE /user/:id (LGPD)', () => {
  it('refuses the owner of an organization with other members (409, naming it), a wrong e-mail and another id', async () => {
    const t = await createTenant();
    const owner = await call('DELETE', `/user/${t.owner.user.id}`, {
      as: t.owner,
      body: { email: t.owner.user.email },
    });
    expect(owner.status).toBe(409);
    const { error } = await json<{ error: { code: string; message: string } }>(owner);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(
      `Você é o único dono de ${t.organization.name}: exclua a organização antes de excluir sua conta (a propriedade ainda não pode ser passada a outro membro)`,
    );

    const wrong = await call('DELETE', `/user/${t.member.user.id}`, { as: t.member, body: { email: 'outro@x.dev' } });
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toBe(
      'O e-mail digitado não é o da sua conta',
    );
    const missing = await call('DELETE', `/user/${t.member.user.id}`, { as: t.member, body: {} });
    expect(missing.status).toBe(400);
    const other = await call('DELETE', `/user/${t.member.user.id}`, {
      as: t.admin,
      body: { email: t.member.user.email },
    });
    expect(other.status).toBe(404);
    // Nothing happened to anyone.
    expect((await call('GET', '/auth/session', { as: t.owner })).status).toBe(200);
    expect((await call('GET', '/auth/session', { as: t.member })).status).toBe(200);
  });

  it('deletes a member: orders stay anonymised, sessions and keys end, the password no longer works, the e-mail is free', async () => {
    const t = await createTenant();
    const { order } = await placeOrder(t.admin, `Pedido que fica ${uniq()}`);
    // Approved, so the order's timeline carries the admin's name as the one who sent it.
    await call('PUT', `/purchase-orders/${order.id}/status`, { as: t.admin, body: { status: 'APPROVED' } });
    const key = await json<{ id: string; key: string }>(
      await call('POST', '/api-key', { as: t.admin, body: { description: 'Site' } }),
    );
    const ownersKey = await json<{ id: string }>(
      await call('POST', '/api-key', { as: t.owner, body: { description: 'ERP do dono' } }),
    );
    const second = await signInAgain(t.admin);
    expect(second.status).toBe(200);
    const secondCookie = second.headers.get('set-cookie')!.match(/((?:__Host-)?abastece_session=[^;]+)/)![1]!;

    const res = await call('DELETE', `/user/${t.admin.user.id}`, {
      as: t.admin,
      body: { email: ` ${t.admin.user.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Conta excluída com sucesso' });
    expect(res.headers.get('set-cookie')).toMatch(/abastece_session=;/);

    // Every session is gone, the password no longer signs in.
    expect((await call('GET', '/auth/session', { as: t.admin })).status).toBe(401);
    expect((await call('GET', '/auth/session', { as: { ...t.admin, cookie: secondCookie } })).status).toBe(401);
    const signIn = await call('POST', '/auth/sign-in/credentials', {
      body: { email: t.admin.user.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(400);
    expect((await json<{ error: { message: string } }>(signIn)).error.message).toBe('E-mail ou senha incorretos');

    // The order is history: it stays, its placer anonymised, in the list and the detail.
    const detail = await call('GET', `/purchase-orders/${order.id}`, { as: t.owner });
    expect(detail.status).toBe(200);
    const body = await json<{
      client: unknown;
      client_id: string | null;
      supplier_orders: { timeline: { actor_name: string | null }[] }[];
    }>(detail);
    expect(body.client).toBeNull();
    expect(body.client_id).toBeNull();
    const actorNames = body.supplier_orders.flatMap((s) => s.timeline.map((e) => e.actor_name));
    expect(actorNames).not.toContain(t.admin.user.name);
    const list = await json<{ data: { id: string; client_name: string | null }[] }>(
      await call('GET', '/purchase-orders', { as: t.owner }),
    );
    expect(list.data.find((o) => o.id === order.id)).toMatchObject({ client_name: null });
    const csv = await (await call('GET', '/purchase-orders/export.csv', { as: t.owner })).text();
    expect(csv).toContain('Pessoa removida');

    // The key they created is switched off (and refused); the owner's key is untouched.
    const keys = await withDb((db) =>
      db
        .select({ id: organizationApiKeys.id, enabled: organizationApiKeys.enabled })
        .from(organizationApiKeys)
        .where(eq(organizationApiKeys.organizationId, t.organization.id)),
    );
    expect(keys.find((k) => k.id === key.id)?.enabled).toBe(false);
    expect(keys.find((k) => k.id === ownersKey.id)?.enabled).toBe(true);
    const withKey = await call('POST', '/submissions', {
      headers: { 'x-api-key': key.key },
      body: { email: `form-${uniq()}@x.dev`, metadata: { source: 'site' } },
    });
    expect(withKey.status).toBe(401);

    // No membership, no user row, no session rows; the audit log has the deletion and the revocation.
    await withDb(async (db) => {
      expect(await db.select().from(users).where(eq(users.id, t.admin.user.id))).toEqual([]);
      expect(await db.select().from(members).where(eq(members.userId, t.admin.user.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, t.admin.user.id))).toEqual([]);
      const [kept] = await db
        .select({ clientId: purchaseOrders.clientId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, order.id));
      expect(kept).toEqual({ clientId: null });
    });
    const deleted = await auditOf(t.admin.user.id, 'user.deleted');
    expect(deleted.map((e) => e.chain)).toEqual([t.organization.id]);
    expect(deleted[0]!.changes).toMatchObject({ revokedKeys: { after: 1 } });
    const revoked = await withDb((db) =>
      db
        .select({ chain: auditLog.chain })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api_key.revoked'), eq(auditLog.targetId, key.id))),
    );
    expect(revoked).toEqual([{ chain: t.organization.id }]);

    // The address is free: a new account can be made with it.
    const signUp = await call('POST', '/auth/sign-up', {
      body: { name: 'Pessoa Nova', email: t.admin.user.email, password: 'outra-senha-forte' },
    });
    expect(signUp.status).toBe(200);
  });

  it('keeps the organization’s lists and leads, without their author', async () => {
    const t = await createTenant();
    await call('POST', '/lead', { as: t.member, body: { email: `lead-${uniq()}@exemplo.dev` } });
    const list = await json<{ id: string }>(
      await call('POST', '/shopping-lists', { as: t.member, body: { name: `Lista ${uniq()}` } }),
    );
    const res = await call('DELETE', `/user/${t.member.user.id}`, {
      as: t.member,
      body: { email: t.member.user.email },
    });
    expect(res.status).toBe(200);
    await withDb(async (db) => {
      expect(
        await db.select({ by: shoppingLists.createdBy }).from(shoppingLists).where(eq(shoppingLists.id, list.id)),
      ).toEqual([{ by: null }]);
      const orgLeads = await db
        .select({ by: leads.createdBy })
        .from(leads)
        .where(eq(leads.organizationId, t.organization.id));
      expect(orgLeads).toEqual([{ by: null }]);
    });
  });

  it('switches off the supplier keys a supplier admin created', async () => {
    const catalogue = await createCatalogue([{ price: '5.00' }]);
    const person = await createSupplierPerson(catalogue.supplier.id, 'admin');
    const created = await json<{ id: string }>(
      await call('POST', '/supplier-portal/api-keys', { as: person, body: { name: 'ERP', neverExpires: true } }),
    );
    const res = await call('DELETE', `/user/${person.user.id}`, { as: person, body: { email: person.user.email } });
    expect(res.status).toBe(200);
    const [key] = await withDb((db) =>
      db.select({ enabled: supplierApiKeys.enabled }).from(supplierApiKeys).where(eq(supplierApiKeys.id, created.id)),
    );
    expect(key).toEqual({ enabled: false });
  });

  it('takes along an organization the owner is alone in and that has no history', async () => {
    const user = await createUser();
    const name = `Sozinha ${uniq()}`;
    const org = await call('POST', '/organization', { as: user, body: { name, cnpj: randomCnpj() } });
    expect(org.status).toBe(201);
    const { id } = await json<{ id: string }>(org);
    const res = await call('DELETE', `/user/${user.user.id}`, { as: user, body: { email: user.user.email } });
    expect(res.status).toBe(200);
    expect(await withDb((db) => db.select().from(organizations).where(eq(organizations.id, id)))).toEqual([]);
    const [entry] = await auditOf(user.user.id, 'user.deleted');
    expect(entry).toMatchObject({ chain: 'platform', changes: { organizationsDeleted: { after: [name] } } });
  });
});
