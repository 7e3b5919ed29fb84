import { env } from 'cloudflare:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, paymentProviderEvents, prices } from '../../db/schema/billing';
import {
  customerOf,
  forwardEvents,
  grantPro,
  postWebhook,
  priceRow,
  signatureFor,
  standinUrl,
  subscriptionsOf,
  syncedPlans,
  testStripe,
} from '../test/billing';
import { inboxFor } from '../test/inbox';
import { runMatrix, type RouteCase } from '../test/role-matrix';
import { call, createTenant, uniq, withDb } from '../test/tenant';
import { withPlanDatabase } from '../test/plan-database';
import { until } from '../test/until';
import { syncPlans, productIdFor } from './plan-sync';
import { PLANS } from './plans';

type ErrorBody = { error: { code: string; message: string } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

describe('plans', () => {
  it('GET /plan is public: Free and Pro with their BRL prices and features', async () => {
    const res = await call('GET', '/plan');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        slug: string;
        prices: { slug: string; amount: number; currency: string; interval: string }[];
        features: { slug: string; limit: number | null; enabled: boolean }[];
      }[];
    };
    const free = data.find((p) => p.slug === 'free')!;
    const pro = data.find((p) => p.slug === 'pro')!;
    expect(free.prices.map((p) => [p.interval, p.amount, p.currency])).toEqual(
      expect.arrayContaining([
        ['month', 0, 'BRL'],
        ['year', 0, 'BRL'],
      ]),
    );
    expect(pro.prices.map((p) => [p.interval, p.amount])).toEqual(
      expect.arrayContaining([
        ['month', 1000],
        ['year', 10000],
      ]),
    );
    expect(free.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'leads', limit: 100 }),
        expect.objectContaining({ slug: 'submissions', limit: 1000 }),
        expect.objectContaining({ slug: 'chat-support', enabled: false }),
      ]),
    );
    expect(pro.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'leads', limit: 10000 }),
        expect.objectContaining({ slug: 'advanced-integrations', enabled: true }),
      ]),
    );
  });

  it('sync is an upsert by slug: identical prices are reused, others archived', async () => {
    await syncedPlans();
    const stripe = await testStripe();
    const product = productIdFor('pro');
    const stray = await stripe.prices.create({
      product,
      unit_amount: 777,
      currency: 'brl',
      recurring: { interval: 'month' },
    });
    // Not asserted active before the sync: the Stripe stand-in is the whole run's, and another database of
    // the run (a plan test's own copy) may sync its plans into it at any moment, archiving the stray first.
    await withDb((db) => syncPlans(db, stripe));
    const after = await stripe.prices.list({ product, active: true, limit: 100 });
    expect(after.data.map((p) => p.id)).not.toContain(stray.id);
    expect(after.data.map((p) => p.unit_amount).sort((a, b) => a! - b!)).toEqual([1000, 10000]);
    // The prices kept are the ones the database already knew: nothing was re-created.
    const known = await withDb((db) =>
      db
        .select({ providerId: prices.providerId })
        .from(prices)
        .where(sql`${prices.slug} in ('pro-month', 'pro-year')`),
    );
    expect(after.data.map((p) => p.id).sort()).toEqual(known.map((k) => k.providerId).sort());
  });
});

describe('plan sync', () => {
  it('six first callers at once (a fresh database, six isolates) all succeed and leave one row per plan and price', async () => {
    const stripe = await testStripe();
    await withPlanDatabase(async (db) => {
      // Line the six up at their first write: the table is held until all six wait, then let go at
      // once, so their inserts of the same plan meet (as two isolates' first requests after a deploy).
      const { syncs } = await db.transaction(async (holder) => {
        await holder.execute(sql`lock table plans in share mode`);
        const syncs = Promise.allSettled(Array.from({ length: 6 }, () => syncPlans(db, stripe)));
        await until(async () => {
          const { rows } = await db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.waiting >= 6 ? true : undefined;
        }, 'six syncs waiting for their first write');
        return { syncs }; // not awaited here: they wait for this transaction to end
      });
      const results = await syncs;
      const failures = results
        .filter((r) => r.status === 'rejected')
        .map((r) => String((r.reason as Error).cause ?? r.reason));
      expect(failures).toEqual([]);
      const { rows } = await db.execute<{ plans: number; prices: number }>(
        sql`select (select count(*)::int from plans) as plans, (select count(*)::int from prices) as prices`,
      );
      expect(rows[0]).toEqual({ plans: PLANS.length, prices: PLANS.flatMap((p) => p.prices).length });
    }, 8);
  });
});

describe('billing: subscription, checkout and portal', () => {
  it('an organization without a customer subscribes through Checkout; the webhook makes it Pro and the owner gets the e-mail', async () => {
    const tenant = await createTenant();
    const initial = (await (await call('GET', '/billing/subscription', { as: tenant.member })).json()) as {
      plan: { slug: string };
      features: { slug: string; limit: number; usage: number }[];
    };
    expect(initial.plan.slug).toBe('free');
    expect(initial.features.find((f) => f.slug === 'leads')).toMatchObject({ limit: 100, usage: 0 });

    expect(
      (await call('POST', '/billing/subscription', { as: tenant.member, body: { plan: 'pro', cycle: 'month' } }))
        .status,
    ).toBe(403);
    const started = await call('POST', '/billing/subscription', {
      as: tenant.owner,
      body: { plan: 'pro', cycle: 'month' },
    });
    expect(started.status).toBe(200);
    const { url, flow } = (await started.json()) as { url: string; flow: string };
    expect(flow).toBe('checkout');
    expect(url.startsWith(standinUrl())).toBe(true);

    // The customer was created with its trial of Pro (decision 0056), which the paid subscription replaces.
    const customer = (await customerOf(tenant.organization.id))!;
    expect(customer.providerId).toMatch(/^cus_/);
    expect(await subscriptionsOf(tenant.organization.id)).toEqual([
      expect.objectContaining({ plan: 'pro', status: 'trialing', quantity: 5 }),
    ]);

    const sessionId = new URL(url).pathname.split('/').pop()!;
    await fetch(`${standinUrl()}/__standin/checkout/${sessionId}/complete`, { method: 'POST' });
    await forwardEvents(customer.providerId!);

    const after = (await (await call('GET', '/billing/subscription', { as: tenant.admin })).json()) as {
      plan: { slug: string };
      subscription: { status: string; cycle: string; amount: number };
      features: { slug: string; limit: number }[];
    };
    expect(after.plan.slug).toBe('pro');
    expect(after.subscription).toMatchObject({ status: 'active', cycle: 'month', amount: 1000 });
    expect(after.features.find((f) => f.slug === 'leads')!.limit).toBe(10000);
    const subs = await subscriptionsOf(tenant.organization.id);
    expect(subs.filter((s) => s.status !== 'canceled').map((s) => s.plan)).toEqual(['pro']);
    const mail = await until(
      async () => (await inboxFor(tenant.owner.user.email)).find((m) => /agora está no plano Pro/.test(m.subject)),
      'subscription e-mail',
    );
    expect(mail.text).toContain('Pro');

    // With a paid subscription, a change goes through the provider's confirmation page.
    const change = (await (
      await call('POST', '/billing/subscription', { as: tenant.owner, body: { plan: 'free', cycle: 'month' } })
    ).json()) as { url: string; flow: string };
    expect(change.flow).toBe('confirm');
    expect(change.url).toContain('/portal/');
  });

  it('the billing portal URL returns to our own app only', async () => {
    const tenant = await createTenant();
    const ok = await call('POST', '/billing/subscription/open', {
      as: tenant.admin,
      body: { returnUrl: `${env.APP_URL ?? 'http://localhost:8787'}/app/settings/organization/billing?return` },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { url: string }).url).toContain('/portal/');
    const away = await call('POST', '/billing/subscription/open', {
      as: tenant.admin,
      body: { returnUrl: 'https://evil.example/phish' },
    });
    expect(away.status).toBe(400);
    expect((await call('POST', '/billing/subscription/open', { as: tenant.member, body: {} })).status).toBe(403);
  });

  it('unknown plan and cycle without a price are the spec errors', async () => {
    const tenant = await createTenant();
    const plan = await call('POST', '/billing/subscription', {
      as: tenant.owner,
      body: { plan: 'ouro', cycle: 'month' },
    });
    expect(plan.status).toBe(404);
    expect((await errorOf(plan)).code).toBe('PLAN_NOT_FOUND');
    const price = await call('POST', '/billing/subscription', {
      as: tenant.owner,
      body: { plan: 'pro', cycle: 'week' },
    });
    expect(price.status).toBe(404);
    expect((await errorOf(price)).code).toBe('PRICE_NOT_FOUND');
    const invalid = await call('POST', '/billing/subscription', {
      as: tenant.owner,
      body: { plan: 'pro', cycle: 'decade' },
    });
    expect(invalid.status).toBe(400);
  });

  it('cancels a paid subscription at period end, or now; the organization falls back to Free', async () => {
    const tenant = await createTenant();
    const { url } = (await (
      await call('POST', '/billing/subscription', { as: tenant.owner, body: { plan: 'pro', cycle: 'year' } })
    ).json()) as { url: string };
    await fetch(`${standinUrl()}/__standin/checkout/${new URL(url).pathname.split('/').pop()}/complete`, {
      method: 'POST',
    });
    const customer = (await customerOf(tenant.organization.id))!;
    const last = await forwardEvents(customer.providerId!);
    const later = await call('POST', '/billing/subscription/cancel', {
      as: tenant.owner,
      body: { when: 'period_end' },
    });
    expect(await later.json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(
      ((await (await call('GET', '/billing/subscription', { as: tenant.owner })).json()) as { plan: { slug: string } })
        .plan.slug,
    ).toBe('pro');
    const now = await call('POST', '/billing/subscription/cancel', {
      as: tenant.owner,
      body: { when: 'now', prorate: true, invoiceNow: true },
    });
    expect(await now.json()).toMatchObject({ status: 'canceled' });
    await forwardEvents(customer.providerId!, last);
    expect(
      ((await (await call('GET', '/billing/subscription', { as: tenant.owner })).json()) as { plan: { slug: string } })
        .plan.slug,
    ).toBe('free');
    const nothing = await call('POST', '/billing/subscription/cancel', { as: tenant.owner, body: { when: 'now' } });
    expect(nothing.status).toBe(404);
  });
});

describe('billing webhook', () => {
  const invalidCount = () =>
    withDb(
      async (db) =>
        (
          await db.select({ n: count() }).from(paymentProviderEvents).where(eq(paymentProviderEvents.status, 'invalid'))
        )[0]!.n,
    );

  it('accepts a valid signature and refuses missing, tampered, re-serialized, stale and wrongly signed deliveries (each recorded)', async () => {
    const payload = JSON.stringify({
      id: `evt_${uniq()}`,
      object: 'event',
      type: 'charge.captured',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', amount: 1000 } },
    });
    expect((await postWebhook(payload)).status).toBe(200);

    const before = await invalidCount();
    const good = await signatureFor(payload);
    const cases: [string, string, string | null][] = [
      ['missing header', payload, null],
      ['a byte changed', payload.replace('"amount":1000', '"amount":1001'), good],
      ['re-serialized body', JSON.stringify(JSON.parse(payload), null, 2), good],
      [
        'timestamp older than 5 minutes',
        payload,
        await signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ],
      ['wrong secret', payload, await signatureFor(payload, { secret: 'whsec_outro_segredo' })],
    ];
    for (const [name, body, signature] of cases) {
      const res = await postWebhook(body, signature);
      expect(res.status, name).toBe(400);
      expect(JSON.stringify(await res.json()), name).not.toMatch(/whsec|stack/i);
    }
    expect((await invalidCount()) - before).toBeGreaterThanOrEqual(cases.length);
  });

  it('unknown event types are answered 200 and ignored', async () => {
    const payload = JSON.stringify({
      id: `evt_${uniq()}`,
      object: 'event',
      type: 'radar.early_fraud_warning.created',
      created: 1,
      data: { object: {} },
    });
    const res = await postWebhook(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ignored' });
  });

  async function customerWithProviderId(): Promise<{
    organizationId: string;
    providerCustomer: string;
    owner: string;
  }> {
    const tenant = await createTenant();
    const providerCustomer = `cus_test_${uniq()}`;
    await withDb((db) =>
      db.insert(customers).values({ organizationId: tenant.organization.id, providerId: providerCustomer }),
    );
    return { organizationId: tenant.organization.id, providerCustomer, owner: tenant.owner.user.email };
  }

  const subscriptionEvent = (
    type: string,
    created: number,
    sub: { id: string; customer: string; status: string; price: string },
  ) =>
    JSON.stringify({
      id: `evt_${uniq()}${uniq()}`,
      object: 'event',
      type,
      created,
      data: {
        object: {
          id: sub.id,
          object: 'subscription',
          customer: sub.customer,
          status: sub.status,
          created,
          billing_cycle_anchor: created,
          cancel_at: null,
          cancel_at_period_end: false,
          canceled_at: sub.status === 'canceled' ? created : null,
          trial_end: null,
          metadata: {},
          items: {
            object: 'list',
            data: [
              {
                id: `si_${uniq()}`,
                quantity: 1,
                price: { id: sub.price },
                current_period_start: created,
                current_period_end: created + 2592000,
              },
            ],
          },
        },
      },
    });

  it('trial_will_end tells nobody: Stripe sends it three days before the end, the start of the three-day trial of Pro; the hourly notice tells the day before', async () => {
    const free = await priceRow('free-month');
    const pro = await priceRow('pro-month');
    const t = Math.floor(Date.now() / 1000);
    const trialEnding = (customer: string, price: string) => {
      const event = JSON.parse(
        subscriptionEvent('customer.subscription.trial_will_end', t, {
          id: `sub_${uniq()}`,
          customer,
          status: 'trialing',
          price,
        }),
      ) as { data: { object: { trial_end: number } } };
      event.data.object.trial_end = t + 3 * 86400;
      return JSON.stringify(event);
    };
    const onFree = await customerWithProviderId();
    expect(await (await postWebhook(trialEnding(onFree.providerCustomer, free.providerId!))).json()).toMatchObject({
      status: 'ignored',
    });
    const onPro = await customerWithProviderId();
    expect(await (await postWebhook(trialEnding(onPro.providerCustomer, pro.providerId!))).json()).toMatchObject({
      status: 'ignored',
    });
    expect((await inboxFor(onPro.owner)).some((m) => /teste/i.test(m.subject))).toBe(false);
    expect((await inboxFor(onFree.owner)).some((m) => /teste/i.test(m.subject))).toBe(false);
  });

  it('the same event 10 times in a row and 10 times at once has exactly one effect', async () => {
    const { organizationId, providerCustomer } = await customerWithProviderId();
    const pro = await priceRow('pro-month');
    const t = Math.floor(Date.now() / 1000);
    const sequential = subscriptionEvent('customer.subscription.created', t, {
      id: `sub_${uniq()}`,
      customer: providerCustomer,
      status: 'active',
      price: pro.providerId!,
    });
    const statuses: string[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(((await (await postWebhook(sequential)).json()) as { status: string }).status);
    expect(statuses.filter((s) => s === 'processed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(9);

    const concurrent = subscriptionEvent('customer.subscription.created', t, {
      id: `sub_${uniq()}`,
      customer: providerCustomer,
      status: 'active',
      price: pro.providerId!,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(concurrent)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { status: string }[];
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(bodies.filter((b) => b.status === 'processed')).toHaveLength(1);
    expect(await subscriptionsOf(organizationId)).toHaveLength(2);
  });

  it('created and updated of a new subscription delivered at once: both 200, one subscription, the later state', async () => {
    const free = await priceRow('free-month');
    const pro = await priceRow('pro-month');
    const t = Math.floor(Date.now() / 1000) - 100;
    for (let round = 0; round < 5; round++) {
      const { organizationId, providerCustomer } = await customerWithProviderId();
      const id = `sub_${uniq()}`;
      const answers = await Promise.all([
        postWebhook(
          subscriptionEvent('customer.subscription.created', t, {
            id,
            customer: providerCustomer,
            status: 'trialing',
            price: free.providerId!,
          }),
        ),
        postWebhook(
          subscriptionEvent('customer.subscription.updated', t + 10, {
            id,
            customer: providerCustomer,
            status: 'active',
            price: pro.providerId!,
          }),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await subscriptionsOf(organizationId)).toEqual([
        expect.objectContaining({ providerId: id, status: 'active', plan: 'pro' }),
      ]);
    }
  });

  it('every ordering of created, updated and deleted for one subscription ends in the right state', async () => {
    const free = await priceRow('free-month');
    const pro = await priceRow('pro-month');
    const permutations = <T>(items: T[]): T[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((x, i) =>
            permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
          );
    const t = Math.floor(Date.now() / 1000) - 1000;
    for (const withDelete of [true, false]) {
      const kinds = withDelete ? ['created', 'updated', 'deleted'] : ['created', 'updated'];
      for (const order of permutations(kinds)) {
        const { organizationId, providerCustomer } = await customerWithProviderId();
        const id = `sub_${uniq()}`;
        const events = {
          created: subscriptionEvent('customer.subscription.created', t, {
            id,
            customer: providerCustomer,
            status: 'trialing',
            price: free.providerId!,
          }),
          updated: subscriptionEvent('customer.subscription.updated', t + 10, {
            id,
            customer: providerCustomer,
            status: 'active',
            price: pro.providerId!,
          }),
          deleted: subscriptionEvent('customer.subscription.deleted', t + 20, {
            id,
            customer: providerCustomer,
            status: 'canceled',
            price: pro.providerId!,
          }),
        } as Record<string, string>;
        for (const kind of order) expect((await postWebhook(events[kind]!)).status).toBe(200);
        const [sub] = await subscriptionsOf(organizationId);
        expect(sub, order.join(' → ')).toMatchObject(
          withDelete ? { status: 'canceled' } : { status: 'active', plan: 'pro' },
        );
      }
    }
  });

  it('product and price events update the plans (reported as plan events)', async () => {
    const pro = await priceRow('pro-year');
    const payload = JSON.stringify({
      id: `evt_${uniq()}`,
      object: 'event',
      type: 'price.updated',
      created: 1,
      data: { object: { id: pro.providerId, object: 'price', active: false, unit_amount: 10000 } },
    });
    expect(await (await postWebhook(payload)).json()).toMatchObject({ status: 'processed' });
    expect((await priceRow('pro-year')).active).toBe(false);
    // The next sync puts the code's definition back.
    await withDb(async (db) => syncPlans(db, await testStripe()));
    expect((await priceRow('pro-year')).active).toBe(true);
  });
});

describe('quotas', () => {
  it('the 100th lead of a Free organization passes, the 101st is refused, and the owner is told once per cycle', async () => {
    const tenant = await createTenant();
    await withDb((db) =>
      db.execute(
        sql`insert into leads (organization_id, email) select ${tenant.organization.id}, 'lead' || g || '@quota.dev' from generate_series(1, 99) g`,
      ),
    );
    expect((await call('POST', '/lead', { as: tenant.member, body: { email: 'cem@quota.dev' } })).status).toBe(201);
    const refused = await call('POST', '/lead', { as: tenant.member, body: { email: 'cento-e-um@quota.dev' } });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'PLAN_QUOTA_EXCEEDED' });
    // A submission from a new address would create lead 101: refused too, and nothing is half-written.
    const viaForm = await call('POST', '/submissions', {
      as: tenant.member,
      body: { email: 'novo@quota.dev', metadata: { source: 'site' } },
    });
    expect(viaForm.status).toBe(403);
    const [row] = await withDb((db) =>
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from submissions where organization_id = ${tenant.organization.id}`,
      ),
    ).then((r) => r.rows);
    expect(row!.n).toBe(0);
    const mails = await until(async () => {
      const found = (await inboxFor(tenant.owner.user.email)).filter((m) => /limite/i.test(m.subject));
      return found.length > 0 ? found : undefined;
    }, 'quota e-mail');
    expect(mails).toHaveLength(1);
    const state = (await (await call('GET', '/billing/subscription', { as: tenant.member })).json()) as {
      features: { slug: string; usage: number; limit: number }[];
    };
    expect(state.features.find((f) => f.slug === 'leads')).toMatchObject({ usage: 100, limit: 100 });
  });

  it('concurrent creations at the boundary: exactly the limit passes', async () => {
    const tenant = await createTenant();
    await withDb((db) =>
      db.execute(
        sql`insert into leads (organization_id, email) select ${tenant.organization.id}, 'l' || g || '@race.dev' from generate_series(1, 95) g`,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/lead', { as: tenant.member, body: { email: `corrida${i}@race.dev` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
  });

  it('the cron starts the next cycle: usage counts from the new reset and creation passes again', async () => {
    const tenant = await createTenant();
    await withDb((db) =>
      db.execute(
        sql`insert into leads (organization_id, email, created_at) select ${tenant.organization.id}, 'v' || g || '@ciclo.dev', now() - interval '40 days' from generate_series(1, 100) g`,
      ),
    );
    // The window started 40 days ago (as if the organization were that old).
    await withDb((db) =>
      db.execute(
        sql`update organizations set created_at = now() - interval '40 days' where id = ${tenant.organization.id}`,
      ),
    );
    await withDb((db) =>
      db.execute(sql`insert into feature_usages (organization_id, slug, cycle, anchor_at, last_reset, next_reset)
        values (${tenant.organization.id}, 'leads', 'month', now() - interval '40 days', now() - interval '40 days', now() - interval '40 days' + interval '1 month')`),
    );
    const { resetUsageCycles } = await import('../scheduled');
    expect(await resetUsageCycles(env)).toBeGreaterThanOrEqual(1);
    // Idempotent: a second run in the same cycle moves nothing of this organization.
    await resetUsageCycles(env);
    const [window] = await withDb((db) =>
      db.execute<{ cycle_index: number; last_reset: string; next_reset: string }>(
        sql`select cycle_index, last_reset, next_reset from feature_usages where organization_id = ${tenant.organization.id} and slug = 'leads'`,
      ),
    ).then((r) => r.rows);
    expect(window!.cycle_index).toBe(1);
    expect(new Date(window!.last_reset).getTime()).toBeLessThan(Date.now());
    expect(new Date(window!.next_reset).getTime()).toBeGreaterThan(Date.now());
    expect((await call('POST', '/lead', { as: tenant.member, body: { email: 'novo-ciclo@ciclo.dev' } })).status).toBe(
      201,
    );
    const state = (await (await call('GET', '/billing/subscription', { as: tenant.member })).json()) as {
      features: { slug: string; usage: number; lastReset: string; nextReset: string }[];
    };
    expect(state.features.find((f) => f.slug === 'leads')!.usage).toBe(1);
  });

  it('seats count members and pending invitations; Pro seats scale with the quantity bought', async () => {
    const tenant = await createTenant(); // owner, admin and member: already past Free's 1 seat
    const refused = await call('POST', '/invitation', {
      as: tenant.owner,
      body: { email: `convidada-${uniq()}@teste.dev`, role: 'member' },
    });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'PLAN_QUOTA_EXCEEDED' });
    await grantPro(tenant.organization.id, 5);
    expect(
      (
        await call('POST', '/invitation', {
          as: tenant.owner,
          body: { email: `a-${uniq()}@teste.dev`, role: 'member' },
        })
      ).status,
    ).toBe(201);
    const second = `b-${uniq()}@teste.dev`;
    expect(
      (await call('POST', '/invitation', { as: tenant.admin, body: { email: second, role: 'admin' } })).status,
    ).toBe(201);
    // Renewing a pending invitation takes no new seat; a sixth person does.
    expect(
      (await call('POST', '/invitation', { as: tenant.admin, body: { email: second, role: 'member' } })).status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/invitation', {
          as: tenant.owner,
          body: { email: `c-${uniq()}@teste.dev`, role: 'member' },
        })
      ).status,
    ).toBe(403);
    const state = (await (await call('GET', '/billing/subscription', { as: tenant.member })).json()) as {
      features: { slug: string; usage: number; limit: number }[];
    };
    expect(state.features.find((f) => f.slug === 'seats')).toMatchObject({ usage: 5, limit: 5 });
  });
});

describe('customers', () => {
  it('a new organization gets its customer and a 3-day trial of Pro for 5 people, once', async () => {
    const tenant = await createTenant();
    const { ensureCustomer } = await import('./customers');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        withDb(async (db) => ensureCustomer(db, await testStripe(), tenant.organization.id)),
      ),
    );
    expect(new Set(results.map((r) => r.providerId)).size).toBe(1);
    const subs = await subscriptionsOf(tenant.organization.id);
    expect(subs).toEqual([expect.objectContaining({ plan: 'pro', status: 'trialing', quantity: 5 })]);
    const providerSub = await (await testStripe()).subscriptions.retrieve(subs[0]!.providerId!);
    expect(providerSub.trial_end! - providerSub.created).toBe(3 * 86400);
    const rows = await withDb((db) =>
      db
        .select({ n: count() })
        .from(customers)
        .where(and(eq(customers.organizationId, tenant.organization.id))),
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('role and tenant table: billing', () => {
  const S = (
    anonymous: number,
    outsider: number,
    member: number,
    admin: number,
    owner: number,
    otherOwner: number,
  ) => ({ anonymous, outsider, member, admin, owner, otherOwner });
  const routes: (RouteCase<{ organizationId: string }> & { name: string })[] = [
    { name: 'plans', method: 'GET', path: () => '/plan', expect: S(200, 200, 200, 200, 200, 200) },
    {
      name: 'read billing',
      method: 'GET',
      path: () => '/billing/subscription',
      expect: S(401, 403, 200, 200, 200, 200),
    },
    {
      name: 'start a plan change',
      method: 'POST',
      path: () => '/billing/subscription',
      body: () => ({ plan: 'pro', cycle: 'month' }),
      expect: S(401, 403, 403, 200, 200, 200),
    },
    {
      name: 'open the portal',
      method: 'POST',
      path: () => '/billing/subscription/open',
      body: () => ({}),
      expect: S(401, 403, 403, 200, 200, 200),
    },
    {
      name: 'cancel (nothing paid to cancel)',
      method: 'POST',
      path: () => '/billing/subscription/cancel',
      body: () => ({ when: 'now' }),
      expect: S(401, 403, 403, 404, 404, 404),
    },
  ];
  for (const route of routes) {
    it(route.name, async () => {
      await runMatrix(route, async (a) => ({ organizationId: a.organization.id }));
    });
  }
});
