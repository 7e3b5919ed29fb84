import { and, eq, gt, asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { supplierOrders, purchaseOrderItems } from '../../db/schema/purchase-orders';
import { auditChainOf } from '../platform/audit-log';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { customerOf, forwardEvents, grantPro, standinUrl } from '../test/billing';
import { createCatalogue } from '../test/catalogue';
import { detectExposures } from '../test/exposure-rules';
import { placeOrder } from '../test/orders';
import { createSupplierKey } from '../test/supplier-keys';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';

type Entry = typeof auditLog.$inferSelect;

/** The last seq of a chain now: entries after it are what the action wrote. */
const mark = async (chain: string) =>
  withDb(async (db) => {
    const [last] = await db
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(eq(auditLog.chain, chain))
      .orderBy(asc(auditLog.seq))
      .then((rows) => rows.slice(-1));
    return last?.seq ?? 0;
  });

const since = (chain: string, seq: number) =>
  withDb((db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.chain, chain), gt(auditLog.seq, seq)))
      .orderBy(asc(auditLog.seq)),
  );

/** Runs `act` and returns the entries it wrote to the chain (the platform's is shared: filtered by `mine`). */
async function entriesOf(chain: string, act: () => Promise<unknown>, mine: (e: Entry) => boolean = () => true) {
  const before = await mark(chain);
  await act();
  return (await since(chain, before)).filter(mine);
}

/** Exactly one entry, of that action, by that actor, on that target, with no secret in it. */
function expectOne(
  entries: Entry[],
  expected: {
    action: string;
    actorType?: string;
    actorId?: string | null;
    targetType: string;
    targetId?: string | null;
  },
  secrets: string[] = [],
) {
  expect(entries.map((e) => e.action)).toEqual([expected.action]);
  const [entry] = entries;
  expect(entry).toMatchObject({
    actorType: expected.actorType ?? 'user',
    targetType: expected.targetType,
    ...(expected.actorId !== undefined ? { actorId: expected.actorId } : {}),
    ...(expected.targetId !== undefined ? { targetId: expected.targetId } : {}),
  });
  const text = JSON.stringify(entry);
  for (const secret of secrets) expect(text).not.toContain(secret);
  // The exposure scan's rules (key hashes, keys, webhook secrets, ciphertext) find nothing either.
  expect(detectExposures('GET', '/audit-log', 200, JSON.stringify({ ...entry, hash: '', prevHash: '' }))).toEqual([]);
  return entry!;
}

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const orgChain = (t: { organization: { id: string } }) => auditChainOf(t.organization.id);
const PLATFORM = auditChainOf(null);
const PASSWORD = 'abastece123';

describe('audit: sign-ins', () => {
  it('auth.sign_in (credentials): one entry in the organization, actor with IP and user agent', async () => {
    const t = await createTenant();
    const entries = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', '/auth/sign-in/credentials', {
        body: { email: t.admin.user.email, password: PASSWORD },
        headers: { 'cf-connecting-ip': '203.0.113.9', 'user-agent': 'Teste/1.0' },
      });
      expect(res.status).toBe(200);
    });
    const entry = expectOne(
      entries,
      { action: 'auth.sign_in', actorId: t.admin.user.id, targetType: 'user', targetId: t.admin.user.id },
      [PASSWORD],
    );
    expect(entry).toMatchObject({ ip: '203.0.113.9', userAgent: 'Teste/1.0' });
    expect(entry.changes).toEqual({ method: { after: 'credentials' } });
  });

  it('auth.sign_in_failed: a wrong password goes to the organization, never the password', async () => {
    const t = await createTenant();
    const wrong = `errada-${uniq()}`;
    const entries = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', '/auth/sign-in/credentials', {
        body: { email: t.member.user.email, password: wrong },
      });
      expect(res.status).toBe(400);
    });
    expectOne(entries, { action: 'auth.sign_in_failed', actorId: t.member.user.id, targetType: 'user' }, [wrong]);
  });

  it('auth.sign_in_failed: an unknown e-mail goes to the platform log', async () => {
    const email = `ninguem-${uniq()}@teste.abastece.dev`;
    const wrong = `errada-${uniq()}`;
    const entries = await entriesOf(
      PLATFORM,
      () => call('POST', '/auth/sign-in/credentials', { body: { email, password: wrong } }),
      (e) => e.targetLabel === email,
    );
    const entry = expectOne(entries, { action: 'auth.sign_in_failed', actorId: null, targetType: 'user' }, [wrong]);
    expect(entry.changes).toMatchObject({ reason: { after: 'e-mail desconhecido' } });
  });

  it('auth.sign_in through a social provider (stand-in), and a refused one', async () => {
    const t = await createTenant();
    const social = async (email: string, verified: boolean, provider = 'github') => {
      const start = await call('POST', '/auth/sign-in', { body: { provider, callbackURL: '/app' } });
      const { url } = (await start.json()) as { url: string };
      const granted = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, name: 'Social', verified: String(verified), account_id: uniq() }),
        redirect: 'manual',
      });
      const callback = new URL(granted.headers.get('location')!);
      const cookie = start.headers.get('set-cookie')!.match(/abastece_oauth=[^;]+/)![0];
      return call('GET', `${callback.pathname.replace('/api/v1', '')}${callback.search}`, { headers: { cookie } });
    };
    const ok = await entriesOf(orgChain(t), async () => {
      expect((await social(t.owner.user.email, true)).status).toBe(302);
    });
    expectOne(ok, { action: 'auth.sign_in', actorId: t.owner.user.id, targetType: 'user' });
    expect(ok[0]!.changes).toEqual({ method: { after: 'github' } });
    const other = await createTenant();
    const refused = await entriesOf(orgChain(other), () => social(other.member.user.email, false, 'google'));
    expectOne(refused, { action: 'auth.sign_in_failed', actorId: other.member.user.id, targetType: 'user' });
  });
});

describe('audit: members and invitations', () => {
  const membershipOf = async (t: Awaited<ReturnType<typeof createTenant>>, who: Principal) =>
    (
      await json<{ data: { id: string; user: { id: string } }[] }>(call('GET', '/membership', { as: t.owner }))
    ).data.find((m) => m.user.id === who.user.id)!.id;

  it('member.role_changed and member.removed: before/after of the role', async () => {
    const t = await createTenant();
    const id = await membershipOf(t, t.member);
    const changed = await entriesOf(orgChain(t), async () => {
      expect((await call('PUT', `/membership/${id}`, { as: t.admin, body: { role: 'admin' } })).status).toBe(200);
    });
    const entry = expectOne(changed, {
      action: 'member.role_changed',
      actorId: t.admin.user.id,
      targetType: 'member',
      targetId: id,
    });
    expect(entry.changes).toEqual({ role: { before: 'member', after: 'admin' } });
    const removed = await entriesOf(orgChain(t), async () => {
      expect((await call('DELETE', `/membership/${id}`, { as: t.owner })).status).toBe(200);
    });
    expectOne(removed, { action: 'member.removed', actorId: t.owner.user.id, targetType: 'member', targetId: id });
  });

  it('invitation.created, invitation.canceled and invitation.accepted', async () => {
    const t = await createTenant();
    await grantPro(t.organization.id);
    const invitee = await createUser();
    let invitationId = '';
    const created = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', '/invitation', {
        as: t.admin,
        body: { email: invitee.user.email, role: 'member' },
      });
      expect(res.status).toBe(201);
      invitationId = ((await res.json()) as { id: string }).id;
    });
    expectOne(created, {
      action: 'invitation.created',
      actorId: t.admin.user.id,
      targetType: 'invitation',
      targetId: invitationId,
    });
    const accepted = await entriesOf(orgChain(t), async () => {
      expect((await call('POST', `/invitation/${invitationId}/accept`, { as: invitee })).status).toBe(200);
    });
    expectOne(accepted, {
      action: 'invitation.accepted',
      actorId: invitee.user.id,
      targetType: 'invitation',
      targetId: invitationId,
    });
    const other = await json<{ id: string }>(
      call('POST', '/invitation', {
        as: t.owner,
        body: { email: `outro-${uniq()}@teste.abastece.dev`, role: 'admin' },
      }),
    );
    const canceled = await entriesOf(orgChain(t), async () => {
      expect((await call('DELETE', `/invitation/${other.id}/cancel`, { as: t.owner })).status).toBe(200);
    });
    expectOne(canceled, {
      action: 'invitation.canceled',
      actorId: t.owner.user.id,
      targetType: 'invitation',
      targetId: other.id,
    });
  });
});

describe('audit: keys, webhooks, integrations', () => {
  it('api_key.created / updated / revoked (disabled) / revoked (deleted): the prefix only, never the key', async () => {
    const t = await createTenant();
    let created = { id: '', key: '' };
    const onCreate = await entriesOf(orgChain(t), async () => {
      created = await json(call('POST', '/api-key', { as: t.owner, body: { description: 'ERP' } }));
    });
    const entry = expectOne(
      onCreate,
      { action: 'api_key.created', actorId: t.owner.user.id, targetType: 'api_key', targetId: created.id },
      [created.key, created.key.slice(8)],
    );
    expect(entry.targetLabel).toBe(`ERP (${created.key.slice(0, 7)}…)`);
    const renamed = await entriesOf(orgChain(t), () =>
      call('PUT', `/api-key/${created.id}`, { as: t.admin, body: { description: 'ERP novo' } }),
    );
    expect(
      expectOne(renamed, { action: 'api_key.updated', targetType: 'api_key', targetId: created.id }, [created.key])
        .changes,
    ).toEqual({
      description: { before: 'ERP', after: 'ERP novo' },
    });
    const disabled = await entriesOf(orgChain(t), () =>
      call('PUT', `/api-key/${created.id}`, { as: t.admin, body: { enabled: false } }),
    );
    expectOne(disabled, { action: 'api_key.revoked', targetType: 'api_key', targetId: created.id }, [created.key]);
    const deleted = await entriesOf(orgChain(t), () => call('DELETE', `/api-key/${created.id}`, { as: t.owner }));
    expectOne(deleted, { action: 'api_key.revoked', targetType: 'api_key', targetId: created.id }, [created.key]);
  });

  it('supplier_key.created / updated / rotated / revoked by the operator and by the supplier admin (platform log)', async () => {
    const [operator, catalogue] = await Promise.all([createOperator(), createCatalogue([{}])]);
    const admin = await createSupplierPerson(catalogue.supplier.id, 'admin');
    let key = { id: '', key: '' };
    const mine = (e: Entry) => e.targetId === key.id;
    const created = await entriesOf(
      PLATFORM,
      async () => {
        key = await json(
          call('POST', '/supplier-api-key', { as: operator, body: { name: 'ERP', supplierId: catalogue.supplier.id } }),
        );
      },
      (e) =>
        e.action === 'supplier_key.created' &&
        (e.changes as { supplierId?: { after?: string } })?.supplierId?.after === catalogue.supplier.id,
    );
    expectOne(created, { action: 'supplier_key.created', actorId: operator.user.id, targetType: 'supplier_key' }, [
      key.key,
    ]);
    const updated = await entriesOf(
      PLATFORM,
      () => call('PUT', `/supplier-portal/api-keys/${key.id}`, { as: admin, body: { name: 'ERP 2' } }),
      mine,
    );
    expectOne(
      updated,
      { action: 'supplier_key.updated', actorId: admin.user.id, targetType: 'supplier_key', targetId: key.id },
      [key.key],
    );
    let rotated = { key: '' };
    const onRotate = await entriesOf(
      PLATFORM,
      async () => {
        rotated = await json(call('POST', `/supplier-portal/api-keys/${key.id}/regenerate`, { as: admin }));
      },
      mine,
    );
    expectOne(
      onRotate,
      { action: 'supplier_key.rotated', actorId: admin.user.id, targetType: 'supplier_key', targetId: key.id },
      [key.key, rotated.key],
    );
    const revoked = await entriesOf(
      PLATFORM,
      () => call('DELETE', `/supplier-api-key/${key.id}`, { as: operator }),
      mine,
    );
    expectOne(
      revoked,
      { action: 'supplier_key.revoked', actorId: operator.user.id, targetType: 'supplier_key', targetId: key.id },
      [rotated.key],
    );
  });

  it('webhook.created / updated / secret_revealed / deleted: the secret is never in an entry', async () => {
    const t = await createTenant();
    const secret = `whsec_${btoa(uniq().repeat(4))}`;
    let hook = { id: '' };
    const created = await entriesOf(orgChain(t), async () => {
      hook = await json(
        call('POST', '/webhook', {
          as: t.admin,
          body: { url: 'https://hooks.exemplo.dev/a', events: ['lead.created'], secret },
        }),
      );
    });
    expectOne(
      created,
      { action: 'webhook.created', actorId: t.admin.user.id, targetType: 'webhook', targetId: hook.id },
      [secret],
    );
    const newSecret = `whsec_${btoa(uniq().repeat(4))}`;
    const updated = await entriesOf(orgChain(t), () =>
      call('PUT', `/webhook/${hook.id}`, {
        as: t.owner,
        body: { url: 'https://hooks.exemplo.dev/b', secret: newSecret },
      }),
    );
    expect(
      expectOne(updated, { action: 'webhook.updated', targetType: 'webhook', targetId: hook.id }, [secret, newSecret])
        .changes,
    ).toEqual({
      url: { before: 'https://hooks.exemplo.dev/a', after: 'https://hooks.exemplo.dev/b' },
      signing: { after: 'alterada' },
    });
    const revealed = await entriesOf(orgChain(t), () => call('GET', `/webhook/${hook.id}/secret`, { as: t.owner }));
    expectOne(
      revealed,
      { action: 'webhook.secret_revealed', actorId: t.owner.user.id, targetType: 'webhook', targetId: hook.id },
      [newSecret],
    );
    const deleted = await entriesOf(orgChain(t), () => call('DELETE', `/webhook/${hook.id}`, { as: t.owner }));
    expectOne(deleted, { action: 'webhook.deleted', targetType: 'webhook', targetId: hook.id }, [newSecret]);
  });

  it('integration.installed / updated / uninstalled: setting names, never their values', async () => {
    const t = await createTenant();
    await grantPro(t.organization.id);
    const token = `xoxb${uniq()}SEGREDO`;
    const url = `https://hooks.slack.com/services/T000/B000/${token}`;
    const installed = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', '/integrations/slack/install', {
        as: t.owner,
        body: { metadata: { webhookUrl: url } },
      });
      expect(res.status).toBe(201);
    });
    const entry = expectOne(
      installed,
      { action: 'integration.installed', actorId: t.owner.user.id, targetType: 'integration', targetId: 'slack' },
      [token],
    );
    expect(entry.changes).toMatchObject({ settings: { after: ['webhookUrl'] } });
    const updated = await entriesOf(orgChain(t), () =>
      call('PUT', '/integrations/slack', { as: t.admin, body: { enabled: false } }),
    );
    expectOne(updated, { action: 'integration.updated', targetType: 'integration', targetId: 'slack' }, [token]);
    const removed = await entriesOf(orgChain(t), () =>
      call('DELETE', '/integrations/slack/uninstall', { as: t.owner }),
    );
    expectOne(removed, { action: 'integration.uninstalled', targetType: 'integration', targetId: 'slack' }, [token]);
  });
});

describe('audit: plan and supplier orders', () => {
  it('plan.change_started by the owner, plan.changed by the provider webhook (Sistema), plan.cancel_requested', async () => {
    const t = await createTenant();
    let url = '';
    const started = await entriesOf(orgChain(t), async () => {
      ({ url } = await json<{ url: string }>(
        call('POST', '/billing/subscription', { as: t.owner, body: { plan: 'pro', cycle: 'month' } }),
      ));
    });
    expectOne(started, {
      action: 'plan.change_started',
      actorId: t.owner.user.id,
      targetType: 'plan',
      targetId: 'pro',
    });
    const customer = (await customerOf(t.organization.id))!;
    await fetch(`${standinUrl()}/__standin/checkout/${new URL(url).pathname.split('/').pop()}/complete`, {
      method: 'POST',
    });
    const changed = await entriesOf(orgChain(t), () => forwardEvents(customer.providerId!));
    const entry = expectOne(changed, {
      action: 'plan.changed',
      actorType: 'system',
      actorId: null,
      targetType: 'subscription',
    });
    // A new customer starts on the trial of Pro (decision 0056): subscribing makes the trial a paid plan.
    expect(entry.changes).toMatchObject({
      plan: { before: 'pro', after: 'pro' },
      status: { before: 'trialing', after: 'active' },
    });
    const cancel = await entriesOf(orgChain(t), () =>
      call('POST', '/billing/subscription/cancel', { as: t.owner, body: { when: 'period_end' } }),
    );
    expectOne(cancel, { action: 'plan.cancel_requested', actorId: t.owner.user.id, targetType: 'subscription' });
  });

  /** An order approved by the buyer: a supplier order SENT to the first supplier, with its key. */
  async function sentToSupplier() {
    const t = await createTenant();
    const placed = await placeOrder(t.member);
    await call('PUT', `/purchase-orders/${placed.order.id}/status`, { as: t.admin, body: { status: 'APPROVED' } });
    const [part] = await withDb((db) =>
      db
        .select()
        .from(supplierOrders)
        .where(
          and(eq(supplierOrders.purchaseOrderId, placed.order.id), eq(supplierOrders.supplierId, placed.a.supplier.id)),
        ),
    );
    const lines = await withDb((db) =>
      db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.supplierOrderId, part!.id)),
    );
    return { t, placed, part: part!, lines };
  }

  it('supplier_order.decided through the API key: the buyer organization’s log, actor the supplier key', async () => {
    const { t, placed, part, lines } = await sentToSupplier();
    const key = await createSupplierKey(placed.a.supplier.id);
    const entries = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', `/supplier/orders/${part.id}/acknowledge`, {
        headers: { 'x-api-key': key.key },
        body: {
          lines: lines.map((l) => ({ itemId: l.id, accepted: true })),
          promisedDate: addDays(todayInSaoPaulo(), 2),
        },
      });
      expect(res.status).toBe(200);
    });
    const entry = expectOne(
      entries,
      {
        action: 'supplier_order.decided',
        actorType: 'supplier_key',
        actorId: key.id,
        targetType: 'supplier_order',
        targetId: part.id,
      },
      [key.key],
    );
    expect(entry.changes).toMatchObject({ status: { before: 'SENT', after: 'ACKNOWLEDGED' } });
  });

  it('supplier_order.decided through the portal: actor the supplier’s person', async () => {
    const { t, placed, part, lines } = await sentToSupplier();
    const person = await createSupplierPerson(placed.a.supplier.id, 'staff');
    const entries = await entriesOf(orgChain(t), async () => {
      const res = await call('POST', `/supplier-portal/orders/${part.id}/acknowledge`, {
        as: person,
        body: { lines: lines.map((l) => ({ itemId: l.id, accepted: false, reason: 'SEM_ESTOQUE' })) },
      });
      expect(res.status).toBe(200);
    });
    const entry = expectOne(entries, {
      action: 'supplier_order.decided',
      actorId: person.user.id,
      targetType: 'supplier_order',
      targetId: part.id,
    });
    expect(entry.changes).toMatchObject({ status: { after: 'REFUSED' } });
  });
});
