import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/jobs';
import { integrations, webhookDeliveries } from '../../../db/schema/integrations';
import type { DomainEventJob, Job } from './job';
import type { IntegrationDeliveryJob } from '../../integrations/integration-delivery.payload';
import worker from '../../index';
import { handleIntegrationDelivery } from '../../integrations/integration-delivery.job';
import { brokenQueue, withJobContext } from '../../test/jobs';
import { openSecret } from '../secret-box';
import { consumeJobs } from './consumer';
import { JOB_HANDLERS } from '../../job-registry';
import { createCatalogue } from '../../test/catalogue';
import { inboxFor } from '../../test/inbox';
import { call, createTenant, uniq, withDb, type Principal } from '../../test/tenant';
import { received, receiver } from '../../test/receiver';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** The jobs in the outbox that mention `text` (their bodies are sealed, so they are opened to look). */
async function outboxRowsMentioning(text: string) {
  const rows = await withDb((db) => db.select().from(outbox));
  const opened = await Promise.all(
    rows.map(async (row) => ({ row, job: await openSecret(env.SESSION_SECRET, row.sealedJob).catch(() => '') })),
  );
  return opened.filter((r) => r.job.includes(text)).map((r) => r.row);
}

async function installReceivers(admin: Principal, tag: string) {
  const hook = await call('POST', '/webhook', {
    as: admin,
    body: { url: `${receiver()}/hook-${tag}`, events: ['purchase_order.created', 'lead.created'] },
  });
  expect(hook.status).toBe(201);
  const slack = await call('POST', '/integrations/slack/install', {
    as: admin,
    body: { metadata: { webhookUrl: `${receiver()}/slack-${tag}` } },
  });
  expect(slack.status).toBe(201);
}

describe('the transactional outbox', () => {
  it('a checkout while the queue is down answers 201; its e-mails and events arrive once after the sweeper runs', async () => {
    const { owner, admin, member, organization } = await createTenant();
    const tag = uniq();
    await installReceivers(admin, tag);
    const catalogue = await createCatalogue([{ price: '10.00' }]);
    expect(
      (await call('POST', '/cart/item', { as: member, body: { productId: catalogue.products[0]!.id, quantity: 2 } }))
        .status,
    ).toBe(201);

    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request('http://localhost/api/v1/purchase-orders', {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json', 'cf-connecting-ip': '10.9.9.9' },
        body: JSON.stringify({ description: `Pedido ${tag}` }),
      }),
      { ...env, JOBS: brokenQueue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: string; number: number };
    // The relay after the response failed: the order's event and its two e-mails wait in the outbox.
    const waiting = await outboxRowsMentioning(order.id);
    expect(waiting.map((r) => r.kind).sort()).toEqual(['domain-event', 'email', 'email']);
    expect(waiting.every((r) => r.claimedUntil === null)).toBe(true);

    const cron = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '* * * * *' }), env, cron);
    await waitOnExecutionContext(cron);
    expect(await outboxRowsMentioning(order.id)).toEqual([]);

    const subject = `Pedido nº ${order.number} aguarda aprovação em ${organization.name}`;
    for (const person of [owner, admin]) {
      await expect
        .poll(async () => (await inboxFor(person.user.email)).filter((m) => m.subject === subject).length, {
          timeout: 20_000,
          interval: 250,
        })
        .toBe(1);
    }
    await expect.poll(async () => (await received(`hook-${tag}`)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    await settle();
    expect((await inboxFor(owner.user.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await received(`hook-${tag}`)).toHaveLength(1);
    expect(JSON.parse((await received(`hook-${tag}`))[0]!.body)).toMatchObject({
      type: 'purchase_order.created',
      data: { orderId: order.id },
    });
  });

  it('a job redelivered 3 times sends one e-mail, one webhook delivery and one Slack post', async () => {
    const { admin, organization } = await createTenant();
    const tag = uniq();
    await installReceivers(admin, tag);
    const message = (id: string, body: Job) => ({ id, timestamp: new Date(), attempts: 1, body });

    const to = `redelivered-${tag}@teste.abastece.dev`;
    const email: Job = {
      kind: 'email',
      id: crypto.randomUUID(),
      to,
      template: 'welcome',
      data: { name: 'Ana', appUrl: 'http://localhost:8787' },
    };
    const leadEmail = `lead-${tag}@x.com`;
    const event: DomainEventJob = {
      kind: 'domain-event',
      id: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
      event: {
        type: 'lead.created',
        organizationId: organization.id,
        data: { leadId: crypto.randomUUID(), email: leadEmail },
      },
    };
    for (const delivery of [1, 2, 3]) {
      await consumeJobs(
        createMessageBatch<Job>('abastece-jobs', [message(`e-${delivery}`, email), message(`d-${delivery}`, event)]),
        env,
        JOB_HANDLERS,
      );
    }
    await expect.poll(async () => (await inboxFor(to)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    await expect.poll(async () => (await received(`hook-${tag}`)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    await expect.poll(async () => (await received(`slack-${tag}`)).length, { timeout: 20_000, interval: 250 }).toBe(1);

    // The Slack job itself (the one the fan-out wrote), handled 3 more times: still one post.
    const [slack] = await withDb((db) =>
      db
        .select({ id: integrations.id })
        .from(integrations)
        .where(and(eq(integrations.organizationId, organization.id), eq(integrations.provider, 'slack'))),
    );
    const slackJob: IntegrationDeliveryJob = {
      kind: 'integration-delivery',
      id: `${event.id}:${slack!.id}`,
      integrationId: slack!.id,
      event: event.event,
    };
    for (const attempt of [1, 2, 3])
      expect(await withJobContext((ctx) => handleIntegrationDelivery(slackJob, ctx)), `attempt ${attempt}`).toBe(
        'done',
      );

    await settle();
    expect(await inboxFor(to)).toHaveLength(1);
    expect(await received(`hook-${tag}`)).toHaveLength(1);
    expect(await received(`slack-${tag}`)).toHaveLength(1);
    const deliveries = await withDb((db) =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'lead.created')),
    );
    expect(deliveries.filter((d) => JSON.stringify(d.payload).includes(leadEmail))).toHaveLength(1);
  });
});
