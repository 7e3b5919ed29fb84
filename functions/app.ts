import { Hono } from 'hono';
import { scorecardRoutes, supplierPortalScorecardRoutes } from './scorecards/scorecards.routes';
import { spendRoutes } from './spend/spend.routes';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './platform/app-env';
import { config, dataEncryptionKey } from './platform/env';
import { logRelayError, relayOutbox, trackingOutbox } from './platform/jobs/outbox';
import { ApiError } from './platform/errors';
import { handleError, handleNotFound } from './platform/error-handler';
import { createDb, lazyDb, meteringRoundTrips, type RequestDb } from './platform/db';
import { STATIC_SECURITY_HEADERS } from './platform/security-policy';
import { corsPolicy } from './platform/cors';
import { purgeCatalogueOnWrite, uncachedPolicy } from './platform/edge-cache';
import { methodNotAllowed } from './platform/method-not-allowed';
import { installPortugueseErrors } from './platform/zod-pt-br';
import { healthRoutes } from './platform/health/health.routes';
import { authRoutes } from './identity/auth.routes';
import { answerChangedSessionsWith } from './identity/middleware';
import { accountRoutes, oauthRoutes } from './identity/oauth.routes';
import { organizationRoutes } from './organizations/organization.routes';
import { membershipRoutes } from './organizations/membership.routes';
import { invitationRoutes } from './organizations/invitation.routes';
import { apiKeyRoutes } from './identity/api-key.routes';
import { createUserRoutes } from './identity/user.routes';
import { anonymiseOrderEvents } from './orders/move/anonymise-order-events';
import { sessionRoutes } from './identity/session.routes';
import { supplierRoutes } from './suppliers/suppliers.routes';
import { cityRoutes } from './cities/cities.routes';
import { ownSupplierRoutes } from './own-suppliers/own-suppliers.routes';
import { priceListRoutes } from './own-suppliers/price-list.routes';
import { categoryRoutes } from './catalogue/categories.routes';
import { productRoutes } from './catalogue/products.routes';
import { cartRoutes } from './cart/cart.routes';
import { quickOrderRoutes } from './cart/quick-order.routes';
import { purchaseOrderRoutes } from './orders/purchase-orders.routes';
import { approvalRuleRoutes } from './approvals/approval-rules.routes';
import { pendingApprovalRoutes } from './approvals/pending-approvals.routes';
import { purchaseOrderExportRoutes } from './orders/read/purchase-orders-export.routes';
import { clientRoutes } from './supplier-portal/clients.routes';
import { supplierApiKeyRoutes } from './supplier-portal/supplier-api-key.routes';
import { supplierProductRoutes } from './supplier-portal/supplier-products.routes';
import { supplierKeyOrderRoutes } from './supplier-portal/supplier-api-orders.routes';
import { operatorSupplierPeopleRoutes, supplierInvitationRoutes } from './supplier-portal/supplier-people.routes';
import { supplierPortalRoutes } from './supplier-portal/supplier-portal.routes';
import { supplierPortalProductRoutes } from './supplier-portal/supplier-portal-products.routes';
import { supplierPortalKeyRoutes } from './supplier-portal/supplier-portal-keys.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { openApiRoutes } from './api-docs/openapi.routes';
import { leadRoutes } from './growth/lead.routes';
import { submissionRoutes } from './growth/submissions.routes';
import { supplierWebhookRoutes, webhookRoutes } from './integrations/webhook.routes';
import { deliveryAddressRoutes } from './organizations/delivery-addresses.routes';
import { cepRoutes } from './organizations/cep.routes';
import { integrationRoutes } from './integrations/integrations.routes';
import { planRoutes } from './billing/plan.routes';
import { billingRoutes } from './billing/billing.routes';
import { deadLetterRoutes } from './operator/dead-letters.routes';
import { listingRequestRoutes as operatorListingRequestRoutes } from './operator/listing-requests.routes';
import { listingRequestRoutes } from './supplier-portal/listing-request.routes';
import { supplierSignUpRoutes } from './supplier-portal/supplier-sign-up.routes';
import { portalBuyerRoutes } from './supplier-portal/buyers.routes';
import { auditLogRoutes } from './audit/audit-log.routes';
import { publicCataloguePages } from './catalogue/public-catalogue';
import { changelogFeedPages } from './growth/changelog-feed';
import { shoppingListRoutes } from './cart/shopping-lists.routes';
import { quoteRoutes } from './quotes/quotes.routes';
import { priceHistoryRoutes } from './quotes/price-history.routes';
import { negotiatedPriceRoutes } from './quotes/negotiated-prices.routes';
import { receivingRoutes } from './fulfilment/receiving.routes';
import { buyerFulfilmentRoutes } from './fulfilment/buyer-fulfilment.routes';
import { payableRoutes } from './payables/payables.routes';
import { documentRoutes } from './fulfilment/documents.routes';
import { answerLinkRoutes, keyQuoteRoutes, portalQuoteRoutes } from './quotes/supplier-quotes.routes';
import { orderAnswerLinkRoutes } from './orders/answer/order-answer-link.routes';
import { shipByLinkRoutes } from './fulfilment/ship-by-link.routes';
import { budgetRoutes } from './budgets/budgets.routes';
import { costCentreRoutes } from './budgets/cost-centres.routes';
import { withRequestId } from './platform/log';

const MAX_BODY_BYTES = 1024 * 1024;

/** Every area of /api/v1, mounted once: the route table tests enumerate. */
export function createApiV1() {
  const areas = new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/auth', authRoutes)
    .route('/auth', oauthRoutes)
    .route('/auth', supplierSignUpRoutes)
    .route('/account', accountRoutes)
    .route('/organization', organizationRoutes)
    .route('/membership', membershipRoutes)
    .route('/invitation', invitationRoutes)
    .route('/api-key', apiKeyRoutes)
    .route('/user', createUserRoutes({ anonymiseOrderEvents }))
    .route('/session', sessionRoutes)
    .route('/suppliers', supplierRoutes)
    .route('/suppliers', operatorSupplierPeopleRoutes)
    .route('/cities', cityRoutes)
    .route('/own-suppliers', ownSupplierRoutes)
    .route('/own-suppliers', priceListRoutes)
    .route('/supplier-invitation', supplierInvitationRoutes)
    // Before the portal's own routes, so its session and role checks are the only ones that run.
    .route('/supplier-portal/webhooks', supplierWebhookRoutes)
    .route('/supplier-portal/products', supplierPortalProductRoutes)
    .route('/supplier-portal/api-keys', supplierPortalKeyRoutes)
    .route('/supplier-portal/scorecard', supplierPortalScorecardRoutes)
    .route('/supplier-portal/quotes', portalQuoteRoutes)
    .route('/supplier-portal/listing-request', listingRequestRoutes)
    .route('/supplier-portal/buyers', portalBuyerRoutes)
    .route('/supplier-portal', supplierPortalRoutes)
    .route('/notifications', notificationRoutes)
    // The spec's path is /categorys; /categories answers the same.
    .route('/categorys', categoryRoutes)
    .route('/categories', categoryRoutes)
    .route('/products', priceHistoryRoutes)
    .route('/products', productRoutes)
    // Before /cart, so the cart's own session check does not run a second time.
    .route('/cart/quick-order', quickOrderRoutes)
    .route('/cart', cartRoutes)
    .route('/delivery-addresses', deliveryAddressRoutes)
    .route('/cep', cepRoutes)
    // Before the orders' /:id, which would read "export.csv" as an order id.
    .route('/purchase-orders', purchaseOrderExportRoutes)
    .route('/purchase-orders', purchaseOrderRoutes)
    .route('/purchase-orders', buyerFulfilmentRoutes)
    .route('/approval-rules', approvalRuleRoutes)
    .route('/approvals', pendingApprovalRoutes)
    .route('/shopping-lists', shoppingListRoutes)
    .route('/quotes', quoteRoutes)
    .route('/negotiated-prices', negotiatedPriceRoutes)
    .route('/receiving', receivingRoutes)
    .route('/payables', payableRoutes)
    .route('/documents', documentRoutes)
    .route('/scorecards', scorecardRoutes)
    .route('/spend', spendRoutes)
    .route('/cost-centres', costCentreRoutes)
    .route('/budgets', budgetRoutes)
    .route('/clients', clientRoutes)
    .route('/supplier-api-key', supplierApiKeyRoutes)
    .route('/supplier/products', supplierProductRoutes)
    .route('/supplier/orders', supplierKeyOrderRoutes)
    .route('/supplier/quotes', keyQuoteRoutes)
    .route('/quote-answer', answerLinkRoutes)
    .route('/order-answer', orderAnswerLinkRoutes)
    .route('/order-answer', shipByLinkRoutes)
    .route('/lead', leadRoutes)
    .route('/submissions', submissionRoutes)
    .route('/webhook', webhookRoutes)
    .route('/integrations', integrationRoutes)
    .route('/plan', planRoutes)
    .route('/billing', billingRoutes)
    .route('/dead-letters', deadLetterRoutes)
    .route('/listing-requests', operatorListingRequestRoutes)
    .route('/audit-log', auditLogRoutes);
  return areas.route('/openapi.json', openApiRoutes);
}

export function createApp() {
  installPortugueseErrors();
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  // Every line the request logs carries its id (platform/log.ts).
  app.use('*', (c, next) => withRequestId(c.get('requestId'), next));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.res.headers.set(name, value);
    // HSTS only where TLS is real; localhost is plain http.
    if (new URL(c.req.url).protocol === 'https:') {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  app.use('/api/*', corsPolicy());
  // Catalogue writes make this location's cached catalogue reads (platform/edge-cache) unreachable.
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
  const requestBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: 'Corpo da requisição muito grande' });
    },
  });
  // An NF-e's XML and its DANFE may be up to 5 MB: their routes set their own limits (supplier-fulfilment.routes.ts,
  // ship-by-link.routes.ts).
  const ownLimit = (path: string) =>
    path.endsWith('/shipments/from-nfe') || path.endsWith('/ship/from-nfe') || path.endsWith('/danfe.pdf');
  app.use('/api/*', (c, next) => (ownLimit(c.req.path) ? next() : requestBodyLimit(c, next)));

  app.route('/api/v1', api);
  // Pages (not API): the public catalogue's index.html with each product's title and Open Graph tags.
  app.route('/', publicCataloguePages);
  // The changelog's RSS feed.
  app.route('/', changelogFeedPages);

  app.notFound(handleNotFound);
  app.onError(handleError);
  // A request whose remembered session no longer held is answered again from the start (decision 0066).
  answerChangedSessionsWith(async (request, env, executionCtx) =>
    app.fetch(request, env as AppEnv['Bindings'], executionCtx),
  );

  return app;
}
