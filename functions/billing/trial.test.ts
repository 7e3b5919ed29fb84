import { env } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/billing';
import { invitations, members } from '../../db/schema/organizations';
import { customerOf, forwardEvents, standinUrl, subscriptionsOf, testStripe } from '../test/billing';
import { inboxFor, type InboxMessage } from '../test/inbox';
import { call, createTenant, createUser, randomCnpj, uniq, withDb, type Tenant } from '../test/tenant';
import { until } from '../test/until';

type ErrorBody = { error: { code: string; message: string } };
type BillingState = {
  plan: { slug: string };
  subscription: { status: string; trialEnd: string | null } | null;
  features: { slug: string; limit: number | null; usage: number | null }[];
};

const billingOf = async (tenant: Tenant) =>
  (await (await call('GET', '/billing/subscription', { as: tenant.owner })).json()) as BillingState;

/** What the queue does after an organization is created: its billing customer, with the trial. */
async function startTrial(tenant: Tenant) {
  const { ensureCustomer } = await import('./customers');
  return withDb(async (db) => ensureCustomer(db, await testStripe(), tenant.organization.id));
}

async function mailTo(address: string, subject: RegExp): Promise<InboxMessage> {
  return until(async () => (await inboxFor(address)).find((m) => subject.test(m.subject)), `e-mail to ${address}`, 300);
}

/** The text of an e-mail without its links (a link's path may carry any word). */
const wordsOf = (message: InboxMessage) => message.text.replace(/https?:\/\/\S+/g, '');

describe('a new organization tries Pro', () => {
  it('in its first hour the owner invites the chef: the trial is of Pro, 5 people, for 3 days', async () => {
    const owner = await createUser();
    const created = await call('POST', '/organization', {
      as: owner,
      body: { name: `Restaurante Primeira Hora ${uniq()}`, cnpj: randomCnpj() },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The queue opens the billing customer and its trial after the organization commits.
    const [trial] = await until(async () => {
      const found = await subscriptionsOf(id);
      return found.length > 0 ? found : undefined;
    }, 'the trial subscription');
    expect(trial).toMatchObject({ plan: 'pro', status: 'trialing', quantity: 5 });
    const atProvider = await (await testStripe()).subscriptions.retrieve(trial!.providerId!);
    expect(atProvider.trial_end! - atProvider.created).toBe(3 * 86400);
    // Without a card the provider ends the trial instead of charging nobody.
    expect(atProvider.trial_settings?.end_behavior?.missing_payment_method).toBe('cancel');

    const chef = `chef-${uniq()}@teste.abastece.dev`;
    const invited = await call('POST', '/invitation', { as: owner, body: { email: chef, role: 'member' } });
    expect(invited.status).toBe(201);
    const state = (await (await call('GET', '/billing/subscription', { as: owner })).json()) as BillingState;
    expect(state.plan.slug).toBe('pro');
    expect(state.subscription?.status).toBe('trialing');
    expect(state.features.find((f) => f.slug === 'seats')).toMatchObject({ limit: 5, usage: 2 });
  });

  it('a plan limit says "Limite do plano atingido: 1 pessoa" in plain Portuguese, never "upgrade"', async () => {
    const tenant = await createTenant(); // no trial: Gratuito, and already three people
    const refused = await call('POST', '/invitation', {
      as: tenant.owner,
      body: { email: `mais-uma-${uniq()}@teste.dev`, role: 'member' },
    });
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as ErrorBody;
    expect(error.code).toBe('PLAN_QUOTA_EXCEEDED');
    expect(error.message).toBe(
      'Limite do plano atingido: 1 pessoa. Para convidar mais gente, assine o Pro na página de planos.',
    );
    const notice = await mailTo(tenant.owner.user.email, /limite/i);
    expect(notice.text).toContain('/app/upgrade');
    expect(wordsOf(notice)).not.toMatch(/upgrade/i);
    expect(notice.html.replace(/https?:\/\/[^"<\s]+/g, '')).not.toMatch(/upgrade/i);
  });

  it('the day before the trial ends, the owner and each person who would leave are told, once', async () => {
    const tenant = await createTenant();
    await startTrial(tenant);
    const ends = new Date(Date.now() + 20 * 3600_000);
    await withDb(async (db) => {
      const customer = (await customerOf(tenant.organization.id))!;
      await db.update(subscriptions).set({ trialEndsAt: ends }).where(eq(subscriptions.customerId, customer.id));
    });
    const { noticeTrialsEndingNow } = await import('../scheduled');
    expect(await noticeTrialsEndingNow(env)).toBeGreaterThanOrEqual(1);
    const owners = await mailTo(tenant.owner.user.email, /teste do Pro/);
    expect(owners.subject).toMatch(
      new RegExp(`^O teste do Pro de ${tenant.organization.name} termina (hoje|amanhã) às \\d\\d:\\d\\d$`),
    );
    expect(owners.text).toContain('assine o Pro');
    expect(owners.text).toContain(tenant.member.user.name);
    const leaving = await mailTo(tenant.member.user.email, /acesso/);
    expect(leaving.subject).toMatch(
      new RegExp(`^Seu acesso a ${tenant.organization.name} termina (hoje|amanhã) às \\d\\d:\\d\\d$`),
    );
    expect(leaving.text).toContain('Seus pedidos e cotações continuam na organização');
    await mailTo(tenant.admin.user.email, /acesso/);
    // Once: a second run finds nothing to tell.
    await noticeTrialsEndingNow(env);
    const told = (await inboxFor(tenant.member.user.email)).filter((m) => /acesso/.test(m.subject));
    expect(told).toHaveLength(1);
  });

  it('a trial that ends unpaid returns the organization to Gratuito: the invited people leave it and are told', async () => {
    const tenant = await createTenant();
    const customer = await startTrial(tenant);
    const pending = `pendente-${uniq()}@teste.dev`;
    expect(
      (await call('POST', '/invitation', { as: tenant.owner, body: { email: pending, role: 'member' } })).status,
    ).toBe(201);
    const [trial] = await subscriptionsOf(tenant.organization.id);
    await fetch(`${standinUrl()}/__standin/subscriptions/${trial!.providerId}/advance`, { method: 'POST' });
    await forwardEvents(customer.providerId!);

    expect(await subscriptionsOf(tenant.organization.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    const state = await billingOf(tenant);
    expect(state.plan.slug).toBe('free');
    const left = await withDb((db) =>
      db.select({ role: members.role }).from(members).where(eq(members.organizationId, tenant.organization.id)),
    );
    expect(left).toEqual([{ role: 'owner' }]);
    const [invitation] = await withDb((db) =>
      db
        .select({ status: invitations.status })
        .from(invitations)
        .where(and(eq(invitations.organizationId, tenant.organization.id), sql`${invitations.email} = ${pending}`)),
    );
    expect(invitation!.status).toBe('canceled');
    const gone = await mailTo(tenant.member.user.email, /terminou/);
    expect(gone.subject).toBe(`Seu acesso a ${tenant.organization.name} terminou`);
    await mailTo(tenant.admin.user.email, /terminou/);
    // The owner keeps her organization.
    expect((await call('GET', '/organization', { as: tenant.owner })).status).toBe(200);
  });

  it('subscribing during the trial goes through Checkout; the paid plan replaces the trial and nobody leaves', async () => {
    const tenant = await createTenant();
    const customer = await startTrial(tenant);
    const started = await call('POST', '/billing/subscription', {
      as: tenant.owner,
      body: { plan: 'pro', cycle: 'month', seats: 3 },
    });
    expect(started.status).toBe(200);
    const { url, flow } = (await started.json()) as { url: string; flow: string };
    expect(flow).toBe('checkout');
    await fetch(`${standinUrl()}/__standin/checkout/${new URL(url).pathname.split('/').pop()}/complete`, {
      method: 'POST',
    });
    await forwardEvents(customer.providerId!);
    const subs = await subscriptionsOf(tenant.organization.id);
    expect(subs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plan: 'pro', status: 'active', quantity: 3 }),
        expect.objectContaining({ plan: 'pro', status: 'canceled', quantity: 5 }),
      ]),
    );
    const state = await billingOf(tenant);
    expect(state.plan.slug).toBe('pro');
    expect(state.subscription?.status).toBe('active');
    const people = await withDb((db) =>
      db.select({ id: members.id }).from(members).where(eq(members.organizationId, tenant.organization.id)),
    );
    expect(people).toHaveLength(3);
    expect(wordsOf(await mailTo(tenant.owner.user.email, /agora está no plano Pro/))).not.toMatch(/upgrade/i);
  });
});
