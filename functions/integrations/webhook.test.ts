import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../db/schema/integrations';
import { outbox } from '../../db/schema/jobs';
import { inTransaction } from '../platform/db';
import { inboxFor } from '../test/inbox';
import { asTheConsumer, withJobContext } from '../test/jobs';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { received, receiver } from '../test/receiver';
import { handleWebhookDelivery } from './webhook-delivery.job';
import { planDeliveries } from './webhook-deliveries';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function createWebhook(as: Principal, path: string, events = ['lead.created']) {
  const res = await call('POST', '/webhook', { as, body: { url: `${receiver()}/${path}`, events } });
  expect(res.status).toBe(201);
  const webhook = (await res.json()) as { id: string };
  const { secret } = (await (await call('GET', `/webhook/${webhook.id}/secret`, { as })).json()) as { secret: string };
  return { ...webhook, secret };
}

/** Plans a delivery the test then hands to the handler itself: its outbox row never commits, so the queue never sees it. */
const planForTheTest = (organizationId: string, webhookId: string) =>
  withDb((db) =>
    inTransaction(db, async (tx) => {
      const ids = await planDeliveries(
        tx,
        env.SESSION_SECRET,
        {
          id: crypto.randomUUID(),
          occurredAt: new Date().toISOString(),
          type: 'lead.created',
          data: {},
        },
        { organizationId },
        webhookId,
      );
      await tx.delete(outbox).where(
        inArray(
          outbox.id,
          ids.map((id) => `webhook-delivery:${id}`),
        ),
      );
      return ids;
    }),
  );

describe('webhooks', () => {
  it('delivers a signed event that the standardwebhooks library verifies, and logs the attempt', async () => {
    const { admin, member } = await createTenant();
    const name = `h-${uniq()}`;
    const hook = await createWebhook(admin, name);
    expect(hook.secret).toMatch(/^whsec_/);
    await call('POST', '/lead', { as: member, body: { email: `lead-${uniq()}@x.com`, name: 'Ana' } });
    await expect.poll(async () => (await received(name)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [request] = await received(name);
    const payload = new Webhook(hook.secret).verify(request!.body, request!.headers) as {
      type: string;
      data: { email: string };
    };
    expect(payload.type).toBe('lead.created');
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(() =>
      new Webhook(hook.secret).verify(request!.body.replace('lead.created', 'lead.deleted'), request!.headers),
    ).toThrow();
    await expect
      .poll(
        async () =>
          (
            (await (await call('GET', `/webhook/${hook.id}`, { as: admin })).json()) as {
              deliveries: Array<{ status: string }>;
            }
          ).deliveries[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('succeeded');
    const detail = (await (await call('GET', `/webhook/${hook.id}`, { as: admin })).json()) as {
      deliveries: Array<{ attempts: Array<{ responseStatus: number; succeeded: boolean }> }>;
    };
    expect(detail.deliveries[0]!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, responseStatus: 200, succeeded: true }),
    ]);
  });

  it('accepts a secret the user chose (16+ characters, as the specification takes it) and signs with its own bytes', async () => {
    const { owner } = await createTenant();
    const name = `u-${uniq()}`;
    const chosen = 'meu segredo de integração 2026';
    const short = await call('POST', '/webhook', {
      as: owner,
      body: { url: `${receiver()}/${name}`, events: ['lead.created'], secret: 'curto-demais' },
    });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatchObject({ message: 'O segredo deve ter pelo menos 16 caracteres' });
    const res = await call('POST', '/webhook', {
      as: owner,
      body: { url: `${receiver()}/${name}`, events: ['lead.created'], secret: chosen },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await (await call('GET', `/webhook/${id}/secret`, { as: owner })).json()).toEqual({ secret: chosen });
    expect((await call('POST', `/webhook/${id}/test`, { as: owner })).status).toBe(202);
    await expect.poll(async () => (await received(name)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [request] = await received(name);
    const key = new TextEncoder().encode(chosen);
    expect(new Webhook(key, { format: 'raw' }).verify(request!.body, request!.headers)).toMatchObject({
      type: 'webhook.test',
    });
    expect(() =>
      new Webhook(new TextEncoder().encode('outro segredo qualquer'), { format: 'raw' }).verify(
        request!.body,
        request!.headers,
      ),
    ).toThrow();
  });

  it('sends a test event on demand', async () => {
    const { owner } = await createTenant();
    const name = `t-${uniq()}`;
    const hook = await createWebhook(owner, name, ['purchase_order.created']);
    const res = await call('POST', `/webhook/${hook.id}/test`, { as: owner });
    expect(res.status).toBe(202);
    await expect.poll(async () => (await received(name)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect(JSON.parse((await received(name))[0]!.body)).toMatchObject({ type: 'webhook.test' });
  });

  it('retries a 500 with the attempts recorded, and a 410 disables the endpoint and tells the owner', async () => {
    const tenant = await createTenant();
    const failing = await createWebhook(tenant.owner, `f-${uniq()}?status=500`);
    const [deliveryId] = await planForTheTest(tenant.organization.id, failing.id);
    expect(
      await withJobContext((ctx) => handleWebhookDelivery({ kind: 'webhook-delivery', id: deliveryId! }, ctx)),
    ).toBe('retry');
    expect(
      await withJobContext((ctx) => handleWebhookDelivery({ kind: 'webhook-delivery', id: deliveryId! }, ctx)),
    ).toBe('retry');
    const [delivery] = await withDb((db) =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId!)),
    );
    expect(delivery).toMatchObject({ attempts: 2, status: 'pending' });

    const gone = await createWebhook(tenant.owner, `g-${uniq()}?status=410`);
    const [goneDelivery] = await planForTheTest(tenant.organization.id, gone.id);
    expect(
      await asTheConsumer((ctx) => handleWebhookDelivery({ kind: 'webhook-delivery', id: goneDelivery! }, ctx)),
    ).toBe('done');
    const [row] = await withDb((db) => db.select().from(webhooks).where(eq(webhooks.id, gone.id)));
    expect(row).toMatchObject({ enabled: false });
    expect(row!.disabledAt).toBeInstanceOf(Date);
    await expect
      .poll(async () => (await inboxFor(tenant.owner.user.email)).some((m) => m.subject === 'Webhook desativado'), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  it('stores the signing secret encrypted: the column holds no secret, a given secret is revealed as given, a change re-seals it', async () => {
    const { admin } = await createTenant();
    const given = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    const res = await call('POST', '/webhook', {
      as: admin,
      body: { url: `${receiver()}/e-${uniq()}`, events: ['lead.created'], secret: given },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = async () =>
      (await withDb((db) => db.select({ secret: webhooks.secret }).from(webhooks).where(eq(webhooks.id, id))))[0]!
        .secret;
    const first = await stored();
    expect(first).toMatch(/^enc:v1:/);
    expect(first).not.toContain(given.slice('whsec_'.length, 20));
    expect(await (await call('GET', `/webhook/${id}/secret`, { as: admin })).json()).toEqual({ secret: given });

    const next = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    expect((await call('PUT', `/webhook/${id}`, { as: admin, body: { secret: next } })).status).toBe(200);
    const second = await stored();
    expect(second).toMatch(/^enc:v1:/);
    expect(second).not.toBe(first);
    expect(await (await call('GET', `/webhook/${id}/secret`, { as: admin })).json()).toEqual({ secret: next });
  });

  it('keeps the secret to its reveal route, refuses metadata addresses, and answers "Webhook not found"', async () => {
    const { admin, member } = await createTenant();
    const hook = await createWebhook(admin, `s-${uniq()}`);
    for (const path of ['/webhook', `/webhook/${hook.id}`])
      expect(await (await call('GET', path, { as: admin })).text()).not.toContain(hook.secret);
    expect((await call('GET', `/webhook/${hook.id}/secret`, { as: member })).status).toBe(403);
    const ssrf = await call('POST', '/webhook', {
      as: admin,
      body: { url: 'http://169.254.169.254/latest/meta-data', events: ['lead.created'] },
    });
    expect(ssrf.status).toBe(400);
    expect(await errorOf(ssrf)).toMatchObject({ message: 'Endereço de rede não permitido' });
    const other = await createTenant();
    expect(await errorOf(await call('GET', `/webhook/${hook.id}`, { as: other.admin }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Webhook not found',
    });
    expect((await call('DELETE', `/webhook/${hook.id}`, { as: admin })).status).toBe(200);
    expect((await call('GET', `/webhook/${hook.id}`, { as: admin })).status).toBe(404);
  });
});
