import { Hono } from 'hono';
import { scorecardRoutes, supplierPortalScorecardRoutes } from './api/v1/scorecards/scorecards.routes';
import { spendRoutes } from './api/v1/spend/spend.routes';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './app-env';
import { config, dataEncryptionKey } from './env';
import { logRelayError, relayOutbox, trackingOutbox } from './jobs/outbox';
import { ApiError } from './lib/errors';
import { handleError, handleNotFound } from './lib/error-handler';
import { createDb, lazyDb, meteringRoundTrips, type RequestDb } from './lib/db';
import { STATIC_SECURITY_HEADERS } from './lib/security-policy';
import { corsPolicy } from './lib/cors';
import { purgeCatalogueOnWrite, uncachedPolicy } from './lib/edge-cache';
import { methodNotAllowed } from './lib/method-not-allowed';
import { installPortugueseErrors } from './lib/zod-pt-br';
import { healthRoutes } from './api/v1/health/health.routes';
import { authRoutes } from './api/v1/auth/auth.routes';
import { accountRoutes, oauthRoutes } from './api/v1/auth/oauth.routes';
import { organizationRoutes } from './api/v1/organization/organization.routes';
import { membershipRoutes } from './api/v1/membership/membership.routes';
import { invitationRoutes } from './api/v1/invitation/invitation.routes';
import { apiKeyRoutes } from './api/v1/api-key/api-key.routes';
import { userRoutes } from './api/v1/user/user.routes';
import { sessionRoutes } from './api/v1/session/session.routes';
import { supplierRoutes } from './api/v1/suppliers/suppliers.routes';
import { categoryRoutes } from './api/v1/categories/categories.routes';
import { productRoutes } from './api/v1/products/products.routes';
import { cartRoutes } from './api/v1/cart/cart.routes';
import { quickOrderRoutes } from './api/v1/cart/quick-order.routes';
import { purchaseOrderRoutes } from './api/v1/purchase-orders/purchase-orders.routes';
import { approvalRuleRoutes } from './api/v1/approval-rules/approval-rules.routes';
import { pendingApprovalRoutes } from './api/v1/approval-rules/pending-approvals.routes';
import { purchaseOrderExportRoutes } from './api/v1/purchase-orders/purchase-orders-export.routes';
import { clientRoutes } from './api/v1/clients/clients.routes';
import { supplierApiKeyRoutes } from './api/v1/supplier-api-key/supplier-api-key.routes';
import { supplierProductRoutes } from './api/v1/supplier-products/supplier-products.routes';
import { supplierKeyOrderRoutes } from './api/v1/supplier-orders/supplier-orders.routes';
import {
  operatorSupplierPeopleRoutes,
  supplierInvitationRoutes,
} from './api/v1/supplier-people/supplier-people.routes';
import { supplierPortalRoutes } from './api/v1/supplier-portal/supplier-portal.routes';
import { supplierPortalProductRoutes } from './api/v1/supplier-portal/supplier-portal-products.routes';
import { supplierPortalKeyRoutes } from './api/v1/supplier-portal/supplier-portal-keys.routes';
import { notificationRoutes } from './api/v1/notifications/notifications.routes';
import { openApiRoutes } from './api/v1/openapi/openapi.routes';
import { leadRoutes } from './api/v1/lead/lead.routes';
import { submissionRoutes } from './api/v1/submissions/submissions.routes';
import { supplierWebhookRoutes, webhookRoutes } from './api/v1/webhook/webhook.routes';
import { deliveryAddressRoutes } from './api/v1/delivery-addresses/delivery-addresses.routes';
import { integrationRoutes } from './api/v1/integrations/integrations.routes';
import { planRoutes } from './api/v1/plan/plan.routes';
import { billingRoutes } from './api/v1/billing/billing.routes';
import { deadLetterRoutes } from './api/v1/dead-letters/dead-letters.routes';
import { auditLogRoutes } from './api/v1/audit-log/audit-log.routes';
import { publicCataloguePages } from './pages/public-catalogue';
import { changelogFeedPages } from './pages/changelog-feed';
import { shoppingListRoutes } from './api/v1/shopping-lists/shopping-lists.routes';
import { budgetRoutes } from './api/v1/budgets/budgets.routes';
import { costCentreRoutes } from './api/v1/budgets/cost-centres.routes';

const MAX_BODY_BYTES = 1024 * 1024;

/** Every area of /api/v1, mounted once: the route table tests enumerate. */
export function createApiV1() {
  const areas = new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    .route('/auth', oauthRoutes)
    .route('/account', accountRoutes)
    .route('/organization', organizationRoutes)
    .route('/membership', membershipRoutes)
    .route('/invitation', invitationRoutes)
    .route('/api-key', apiKeyRoutes)
    .route('/user', userRoutes)
    .route('/session', sessionRoutes)
    .route('/suppliers', supplierRoutes)
    .route('/suppliers', operatorSupplierPeopleRoutes)
    .route('/supplier-invitation', supplierInvitationRoutes)
    // Before the portal's own routes, so its session and role checks are the only ones that run.
    .route('/supplier-portal/webhooks', supplierWebhookRoutes)
    .route('/supplier-portal/products', supplierPortalProductRoutes)
    .route('/supplier-portal/api-keys', supplierPortalKeyRoutes)
    .route('/supplier-portal/scorecard', supplierPortalScorecardRoutes)
    .route('/supplier-portal', supplierPortalRoutes)
    .route('/notifications', notificationRoutes)
    // The spec's path is /categorys; /categories answers the same.
    .route('/categorys', categoryRoutes)
    .route('/categories', categoryRoutes)
    .route('/products', productRoutes)
    // Before /cart, so the cart's own session check does not run a second time.
    .route('/cart/quick-order', quickOrderRoutes)
    .route('/cart', cartRoutes)
    .route('/delivery-addresses', deliveryAddressRoutes)
    // Before the orders' /:id, which would read "export.csv" as an order id.
    .route('/purchase-orders', purchaseOrderExportRoutes)
    .route('/purchase-orders', purchaseOrderRoutes)
    .route('/approval-rules', approvalRuleRoutes)
    .route('/approvals', pendingApprovalRoutes)
    .route('/shopping-lists', shoppingListRoutes)
    .route('/scorecards', scorecardRoutes)
    .route('/spend', spendRoutes)
    .route('/cost-centres', costCentreRoutes)
    .route('/budgets', budgetRoutes)
    .route('/clients', clientRoutes)
    .route('/supplier-api-key', supplierApiKeyRoutes)
    .route('/supplier/products', supplierProductRoutes)
    .route('/supplier/orders', supplierKeyOrderRoutes)
    .route('/lead', leadRoutes)
    .route('/submissions', submissionRoutes)
    .route('/webhook', webhookRoutes)
    .route('/integrations', integrationRoutes)
    .route('/plan', planRoutes)
    .route('/billing', billingRoutes)
    .route('/dead-letters', deadLetterRoutes)
    .route('/audit-log', auditLogRoutes);
  return areas.route('/openapi.json', openApiRoutes(areas as unknown as Hono<never, never, never>));
}

export function createApp() {
  installPortugueseErrors();
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.res.headers.set(name, value);
    // HSTS only where TLS is real; localhost is plain http.
    if (new URL(c.req.url).protocol === 'https:') {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  app.use('/api/*', corsPolicy());
  // Catalogue writes make this location's cached catalogue reads (lib/edge-cache) unreachable.
  app.use('/api/*', purgeCatalogueOnWrite());
  const api = createApiV1();
  app.use('/api/*', methodNotAllowed(api.routes.map((r) => ({ method: r.method, path: `/api/v1${r.path}` }))));
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', uncachedPolicy(c.req.raw));
    const cfg = config(c.env);
    c.set('config', cfg);
    // The pool opens on the first query: routes that never touch the database pay nothing for it.
    let opened: RequestDb | undefined;
    c.set(
      'db',
      lazyDb(() => (opened ??= createDb(cfg)).db),
    );
    let written: string[] = [];
    const metered = meteringRoundTrips(() => trackingOutbox(next));
    try {
      ({ written } = await metered.done);
      // What a caller far from the database waits for (browser devtools show it; tests count it).
      // Set on the response itself: c.header() after next() would wrap it anew and lose a streamed body.
      c.res.headers.set('Server-Timing', `db;desc="${metered.meter.roundTrips} round trips"`);
    } finally {
      if (opened) {
        const { db, close } = opened;
        // The jobs this request wrote go to the queue right after the response (the cron sweeper
        // takes whatever this misses); then the pool ends.
        c.executionCtx.waitUntil(
          relayOutbox(db, c.env.JOBS, dataEncryptionKey(cfg), { ids: written }).catch(logRelayError).then(close),
        );
      }
    }
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: 'Corpo da requisição muito grande' });
      },
    }),
  );

  app.route('/api/v1', api);
  // Pages (not API): the public catalogue's index.html with each product's title and Open Graph tags.
  app.route('/', publicCataloguePages);
  // The changelog's RSS feed.
  app.route('/', changelogFeedPages);

  app.notFound(handleNotFound);
  app.onError(handleError);

  return app;
}
