import { Hono } from 'hono';
import type Stripe from 'stripe';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { cancelSubscription, getBillingState, openPortal, startPlanChange } from './billing.service';
import { applyProviderEventWithNotices, recordInvalidProviderEvent } from './provider-webhook';
import { stripeClient, webCrypto } from './stripe-client';
import { dataEncryptionKey } from '../platform/env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { ApiError } from '../platform/errors';
import { validate } from '../platform/validate';
import { area, doc } from '../platform/describe';
import { logger } from '../platform/log';

const log = logger('billing');

const changeBody = z.object({
  plan: z.string().trim().min(1, 'Plano é obrigatório').max(50),
  cycle: z
    .enum(['month', 'year', 'week', 'day'], { error: 'O ciclo deve ser month, year, week ou day' })
    .default('month'),
  /** Seats bought (the subscription's quantity); the current quantity when omitted. */
  seats: z.number().int().min(1).max(1000).optional(),
});
const portalBody = z.object({ returnUrl: z.string().trim().max(2000).optional() });
const cancelBody = z.object({
  when: z.enum(['now', 'period_end'], { error: 'when deve ser now ou period_end' }).default('period_end'),
  prorate: z.boolean().default(false),
  invoiceNow: z.boolean().default(false),
});

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The provider's webhook: verified on the raw body, applied once, answered fast. */
const webhookRoute = new Hono<AppEnv>()
  .use(area('Assinatura'))
  // POST /billing/webhook — signed events from the payment provider (no session)
  .post('/', doc('billing', 'POST /'), async (c) => {
    const secret = c.var.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError({ code: 'SERVICE_UNAVAILABLE', message: 'Cobrança não configurada' });
    const stripe = await stripeClient(c.var.config);
    const body = await c.req.text();
    const signature = c.req.header('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('Missing stripe-signature header');
      event = await stripe.webhooks.constructEventAsync(body, signature, secret, undefined, await webCrypto());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordInvalidProviderEvent(c.var.db, reason);
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Assinatura do webhook inválida' });
    }
    // The event's e-mails commit with it (outbox); the provider-side end of replaced subscriptions follows.
    const outcome = await applyProviderEventWithNotices(c.var.db, stripe, event, {
      appUrl: c.var.config.APP_URL,
      sealKey: dataEncryptionKey(c.var.config),
    });
    for (const providerId of outcome.cancelAtProvider) {
      try {
        await stripe.subscriptions.cancel(providerId);
      } catch (error) {
        // Already canceled there is fine; anything else is retried by the provider's own deleted/updated events.
        log.warn('could_not_cancel_replaced_subscription', { providerId, error: String(error) });
      }
    }
    return c.json({ received: true, status: outcome.status });
  });

export const billingRoutes = new Hono<AppEnv>()
  .route('/webhook', webhookRoute)
  .use(area('Assinatura'), requireSession(), requireRole())
  // GET /billing/subscription — plan, status, cycle, trial end and each feature's limit and usage
  .get('/subscription', doc('billing', 'GET /subscription'), async (c) => {
    const state = await getBillingState(c.var.db, activeOrganizationId(c));
    const sub = state.subscription;
    return c.json({
      plan: { slug: state.plan.slug, name: state.plan.name, description: state.plan.description },
      subscription: sub
        ? {
            id: sub.id,
            status: sub.status,
            cycle: state.price?.interval ?? null,
            amount: state.price?.amount ?? 0,
            currency: state.price?.currency ?? 'BRL',
            quantity: sub.quantity,
            trialEnd: iso(sub.trialEndsAt),
            currentPeriodStart: iso(sub.currentPeriodStart),
            currentPeriodEnd: iso(sub.currentPeriodEnd),
            cancelAt: iso(sub.cancelAt),
            cancelAtPeriodEnd: Boolean(sub.metadata.cancelAtPeriodEnd),
            canceledAt: iso(sub.canceledAt),
          }
        : null,
      features: state.features.map((f) => ({
        slug: f.slug,
        name: f.name,
        description: f.description,
        enabled: f.enabled,
        limit: f.limit,
        usage: f.usage,
        cycle: f.cycle,
        lastReset: iso(f.lastReset),
        nextReset: iso(f.nextReset),
      })),
    });
  })
  // POST /billing/subscription — a Checkout URL for a new subscription, or the plan-change confirmation
  .post(
    '/subscription',
    doc('billing', 'POST /subscription'),
    requireRole('owner', 'admin'),
    validate('json', changeBody),
    async (c) => {
      const { plan, cycle, seats } = c.req.valid('json');
      const result = await startPlanChange(c.var.db, await stripeClient(c.var.config), {
        organizationId: activeOrganizationId(c),
        plan,
        cycle,
        seats,
        appUrl: c.var.config.APP_URL,
        actor: sessionActor(c),
      });
      return c.json(result);
    },
  )
  // POST /billing/subscription/open — a billing portal URL returning to returnUrl
  .post(
    '/subscription/open',
    doc('billing', 'POST /subscription/open'),
    requireRole('owner', 'admin'),
    validate('json', portalBody),
    async (c) => {
      const url = await openPortal(c.var.db, await stripeClient(c.var.config), {
        organizationId: activeOrganizationId(c),
        returnUrl: c.req.valid('json').returnUrl,
        appUrl: c.var.config.APP_URL,
      });
      return c.json({ url });
    },
  )
  // POST /billing/subscription/cancel — cancel now (optional proration, final invoice) or at period end
  .post(
    '/subscription/cancel',
    doc('billing', 'POST /subscription/cancel'),
    requireRole('owner', 'admin'),
    validate('json', cancelBody),
    async (c) => {
      const updated = await cancelSubscription(c.var.db, await stripeClient(c.var.config), {
        organizationId: activeOrganizationId(c),
        ...c.req.valid('json'),
        actor: sessionActor(c),
      });
      return c.json({
        status: updated.status,
        cancelAtPeriodEnd: updated.cancel_at_period_end,
        cancelAt: updated.cancel_at ? new Date(updated.cancel_at * 1000).toISOString() : null,
      });
    },
  );
