import { findTargetHandler } from 'hono/utils/handler';
import * as z from 'zod';
import { createApiV1 } from '../../app';
import { ROUTE_SPEC, type RouteSpec } from '../../platform/describe';
import { randomCnpj, uniq } from '../tenant';
import { PRINCIPALS, type PrincipalName, type World } from './world';

/**
 * The route table the assurance tests share: who may call each /api/v1
 * route, how to fill its path for organization A's objects, and a plausible
 * body. A route the app has and this table lacks fails the matrix.
 */
export type Allowed = readonly PrincipalName[];
const ALL: Allowed = PRINCIPALS;
/** Supplier people: the catalogue's supplier's admin and staff, and another supplier's admin. */
const SUPPLIER_PEOPLE: Allowed = ['supplierAdmin', 'supplierStaff', 'otherSupplierAdmin'];
const SIGNED: Allowed = ['member', 'admin', 'owner', 'otherOwner', 'operator', ...SUPPLIER_PEOPLE];
const ORG: Allowed = ['member', 'admin', 'owner', 'otherOwner'];
const A_OBJ: Allowed = ['member', 'admin', 'owner'];
const MGR: Allowed = ['admin', 'owner', 'otherOwner'];
const A_MGR: Allowed = ['admin', 'owner'];
const OP: Allowed = ['operator'];
/** Any supplier's key on its own things; the catalogue's supplier's key on that supplier's objects. */
const SK: Allowed = ['supplierKey', 'otherSupplierKey'];
const SK_A: Allowed = ['supplierKey'];
const NONE: Allowed = [];
const SUP: Allowed = SUPPLIER_PEOPLE;
/** The catalogue's supplier's own objects (another supplier's admin must find nothing). */
const SUP_A: Allowed = ['supplierAdmin', 'supplierStaff'];
const SUP_ADMINS: Allowed = ['supplierAdmin', 'otherSupplierAdmin'];

/** Who may call each route (everyone else must be refused). */
export const EXPECT: Record<string, Allowed> = {
  'GET /health': ALL,
  'GET /health/live': ALL,
  'POST /auth/sign-up': ALL,
  'POST /auth/supplier-sign-up': ALL,
  'POST /auth/sign-in/credentials': ALL,
  'POST /auth/sign-out': ALL,
  'GET /auth/session': SIGNED,
  'POST /auth/set-active-organization': A_OBJ,
  'POST /auth/set-active-supplier': SIGNED,
  'POST /auth/set-password': SIGNED,
  'POST /auth/forgot-password': ALL,
  'POST /auth/reset-password': ALL,
  'POST /auth/verify-email': ALL,
  'POST /auth/sign-in': ALL,
  'GET /auth/callback/:provider': ALL,
  'GET /account': SIGNED,
  'POST /account': SIGNED,
  'DELETE /account': SIGNED,
  'GET /organization/public/:slug': ALL,
  'POST /organization/verify': SIGNED,
  'POST /organization': SIGNED,
  'GET /organization/stats': ORG,
  'GET /organization/onboarding': ORG,
  'GET /organization/overview': ORG,
  'GET /organization': ORG,
  'PUT /organization': ORG,
  'DELETE /organization/:id': ['owner'],
  'GET /membership': ORG,
  'PUT /membership/:id': A_MGR,
  'DELETE /membership/:id': A_MGR,
  'GET /invitation': MGR,
  'POST /invitation': MGR,
  'GET /invitation/mine': SIGNED,
  'GET /invitation/:id': A_MGR,
  'POST /invitation/:id/accept': NONE,
  'POST /invitation/:id/reject': NONE,
  'DELETE /invitation/:id/cancel': A_MGR,
  'GET /api-key': MGR,
  'GET /api-key/:id': A_MGR,
  'POST /api-key': MGR,
  'PUT /api-key/:id': A_MGR,
  'POST /api-key/:id/regenerate': A_MGR,
  'DELETE /api-key/:id': A_MGR,
  'GET /user/memberships': SIGNED,
  'PUT /user': SIGNED,
  'GET /user/data-export': SIGNED,
  // Only one's own account: the path names A's member, so only A's member is allowed (in a fresh world).
  'DELETE /user/:id': ['member'],
  'GET /session': SIGNED,
  'DELETE /session/revoke': SIGNED,
  'GET /suppliers/cities': ALL,
  'GET /suppliers/cities/:state': ALL,
  'GET /suppliers': ALL,
  'GET /suppliers/:id': ALL,
  'POST /suppliers': OP,
  'PUT /suppliers/:id': OP,
  'DELETE /suppliers/:id': OP,
  'GET /suppliers/:id/people': OP,
  'POST /suppliers/:id/people': OP,
  'GET /supplier-invitation/mine': SIGNED,
  'GET /supplier-invitation/:id': NONE,
  'POST /supplier-invitation/:id/accept': NONE,
  'GET /notifications': SIGNED,
  'POST /notifications/read': SIGNED,
  'GET /notifications/email-choices': ORG,
  'PUT /notifications/email-choices': ORG,
  'GET /supplier-portal/orders': SUP,
  'GET /supplier-portal/orders/:id': SUP_A,
  'GET /supplier-portal/orders/:id/pdf': SUP_A,
  'GET /supplier-portal/webhooks/events': SUP_ADMINS,
  'GET /supplier-portal/webhooks': SUP_ADMINS,
  'GET /supplier-portal/webhooks/:id': ['supplierAdmin'],
  'GET /supplier-portal/webhooks/:id/secret': ['supplierAdmin'],
  'POST /supplier-portal/webhooks': SUP_ADMINS,
  'PUT /supplier-portal/webhooks/:id': ['supplierAdmin'],
  'DELETE /supplier-portal/webhooks/:id': ['supplierAdmin'],
  'POST /supplier-portal/webhooks/:id/test': ['supplierAdmin'],
  'POST /supplier-portal/orders/:id/acknowledge': SUP_A,
  'POST /supplier-portal/orders/:id/shipments': SUP_A,
  'POST /supplier-portal/orders/:id/shipments/from-nfe': SUP_A,
  'GET /supplier-portal/orders/:id/shipments/:shipmentId/nfe.xml': SUP_A,
  'PUT /supplier-portal/orders/:id/shipments/:shipmentId/danfe.pdf': SUP_A,
  'GET /supplier-portal/orders/:id/shipments/:shipmentId/danfe.pdf': SUP_A,
  'POST /supplier-portal/orders/:id/shipments/:shipmentId/delivered': SUP_A,
  'POST /supplier-portal/orders/:id/cancel-remaining': SUP_A,
  'POST /supplier-portal/orders/:id/incidents/:incidentId/answer': SUP_A,
  'GET /supplier-portal/scorecard': SUP,
  'GET /supplier-portal/settings': SUP,
  // The world's suppliers are listed already: an admin's request answers 409, a refusal would be 401/403.
  'GET /supplier-portal/listing-request': SUP,
  'POST /supplier-portal/listing-request': SUP_ADMINS,
  // A added the catalogue's supplier as its own (world.ts): its people read and edit A's price list for them.
  'GET /supplier-portal/buyers': SUP,
  'GET /supplier-portal/buyers/:organizationId/price-list': SUP_A,
  'PATCH /supplier-portal/buyers/:organizationId/price-list/:productId': SUP_A,
  'PUT /supplier-portal/settings': SUP_ADMINS,
  'GET /supplier-portal/people': SUP,
  'POST /supplier-portal/people': SUP_ADMINS,
  'GET /supplier-portal/products/categories': SUP,
  'GET /supplier-portal/products/stats': SUP,
  'GET /supplier-portal/products': SUP,
  'GET /supplier-portal/products/:id': SUP_A,
  'POST /supplier-portal/products': SUP,
  'PUT /supplier-portal/products/:id': SUP_A,
  'DELETE /supplier-portal/products/:id': SUP_A,
  'GET /supplier-portal/api-keys': SUP,
  'GET /supplier-portal/api-keys/analytics': SUP,
  'GET /supplier-portal/api-keys/:id/analytics': SUP_A,
  'GET /supplier-portal/api-keys/:id': SUP_A,
  'POST /supplier-portal/api-keys': SUP_ADMINS,
  'PUT /supplier-portal/api-keys/:id': ['supplierAdmin'],
  'DELETE /supplier-portal/api-keys/:id': ['supplierAdmin'],
  'POST /supplier-portal/api-keys/:id/regenerate': ['supplierAdmin'],
  'GET /products': ALL,
  'GET /products/facets': ALL,
  'GET /products/by-supplier/:id': ALL,
  'GET /products/:id': ALL,
  // The product is anyone's; the history is the caller's organization's own (B's is empty, never A's).
  'GET /products/:id/price-history': ORG,
  'POST /products': OP,
  'PUT /products/:id': OP,
  'DELETE /products/:id': OP,
  'GET /cart': SIGNED,
  'POST /cart/item': SIGNED,
  'PUT /cart/item/:itemId': ['member'],
  'DELETE /cart/item/:itemId': ['member'],
  'POST /cart/clear': SIGNED,
  'POST /cart/quick-order/preview': ORG,
  'POST /cart/quick-order': ORG,
  'GET /purchase-orders/stats': MGR,
  'GET /purchase-orders': ORG,
  'GET /purchase-orders/export.csv': ORG,
  'GET /purchase-orders/export-lines.csv': ORG,
  'GET /purchase-orders/:id': A_OBJ,
  'GET /purchase-orders/:id/supplier-orders/:supplierOrderId/pdf': A_OBJ,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/cancel': A_MGR,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/revoke': A_MGR,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/resend': A_MGR,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt': A_OBJ,
  'GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/nfe.xml': A_OBJ,
  'GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/danfe.pdf': A_OBJ,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve': A_MGR,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen': A_MGR,
  'POST /purchase-orders': ORG,
  'PUT /purchase-orders/:id/status': A_MGR,
  'PUT /purchase-orders/:id/items': A_MGR,
  'DELETE /purchase-orders/:id': ['member'],
  'POST /purchase-orders/:id/reorder': A_OBJ,
  'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval': A_MGR,
  'GET /approval-rules': ORG,
  'GET /approval-rules/versions': ORG,
  'PUT /approval-rules': ['owner', 'otherOwner'],
  'GET /approvals/pending': ORG,
  'POST /approvals/decisions': A_MGR,
  'GET /quotes': ORG,
  'GET /negotiated-prices': ORG,
  'GET /receiving/nfe/:key': ORG,
  'GET /payables': ORG,
  'GET /payables/weeks': ORG,
  'GET /payables/export.csv': ORG,
  'GET /payables/:id': A_OBJ,
  'POST /payables/:id/pay': A_MGR,
  'POST /quotes': ORG,
  'GET /quotes/:id': A_OBJ,
  'PUT /quotes/:id': A_OBJ,
  'GET /quotes/:id/comparison': A_OBJ,
  'POST /quotes/:id/award': A_OBJ,
  'POST /quotes/:id/send': A_OBJ,
  'POST /quotes/:id/close': A_OBJ,
  'POST /quotes/:id/cancel': A_OBJ,
  'GET /supplier-portal/quotes': SUP,
  'GET /supplier-portal/quotes/:id': SUP_A,
  'PUT /supplier-portal/quotes/:id/answer': SUP_A,
  'GET /supplier/quotes': SK,
  'GET /supplier/quotes/:id': SK_A,
  'PUT /supplier/quotes/:id/answer': SK_A,
  // The answer link is its own credential: whoever holds it reads and answers that one cotação.
  'GET /quote-answer/:token': ALL,
  'PUT /quote-answer/:token': ALL,
  // The order's answer link likewise (#54): whoever holds it reads, answers and ships that one order.
  'GET /order-answer/:token': ALL,
  'GET /order-answer/:token/pdf': ALL,
  'POST /order-answer/:token/answer': ALL,
  'POST /order-answer/:token/ship': ALL,
  'POST /order-answer/:token/ship/from-nfe': ALL,
  'GET /shopping-lists': ORG,
  'POST /shopping-lists': ORG,
  'GET /shopping-lists/:id': A_OBJ,
  'PUT /shopping-lists/:id': A_OBJ,
  'DELETE /shopping-lists/:id': A_OBJ,
  'POST /shopping-lists/:id/items': A_OBJ,
  'PUT /shopping-lists/:id/items/:itemId': A_OBJ,
  'DELETE /shopping-lists/:id/items/:itemId': A_OBJ,
  'POST /shopping-lists/:id/add-to-cart': A_OBJ,
  'GET /clients': MGR,
  'GET /clients/:id': A_MGR,
  'GET /supplier-api-key': OP,
  'GET /supplier-api-key/supplier/:supplierId/analytics': OP,
  'GET /supplier-api-key/supplier/:supplierId': OP,
  'GET /supplier-api-key/:id/analytics': OP,
  'GET /supplier-api-key/:id': OP,
  'POST /supplier-api-key': OP,
  'PUT /supplier-api-key/:id': OP,
  'DELETE /supplier-api-key/:id': OP,
  'POST /supplier-api-key/:id/regenerate': OP,
  'GET /supplier/products/categories': SK,
  'GET /supplier/products/stats': SK,
  'GET /supplier/products': SK,
  'GET /supplier/products/:id': SK_A,
  'POST /supplier/products': SK,
  'PUT /supplier/products/:id': SK_A,
  'DELETE /supplier/products/:id': SK_A,
  'GET /supplier/orders': SK,
  'GET /supplier/orders/:id': SK_A,
  'GET /supplier/orders/:id/pdf': SK_A,
  'POST /supplier/orders/:id/acknowledge': SK_A,
  'POST /supplier/orders/:id/shipments': SK_A,
  'POST /supplier/orders/:id/shipments/from-nfe': SK_A,
  'GET /supplier/orders/:id/shipments/:shipmentId/nfe.xml': SK_A,
  'PUT /supplier/orders/:id/shipments/:shipmentId/danfe.pdf': SK_A,
  'GET /supplier/orders/:id/shipments/:shipmentId/danfe.pdf': SK_A,
  'POST /supplier/orders/:id/shipments/:shipmentId/delivered': SK_A,
  'POST /supplier/orders/:id/cancel-remaining': SK_A,
  'POST /supplier/orders/:id/incidents/:incidentId/answer': SK_A,
  'GET /scorecards/operator': OP,
  'GET /scorecards/operator/:supplierId': OP,
  'GET /scorecards/suppliers': ORG,
  'GET /scorecards/suppliers/:supplierId': ORG,
  'GET /cost-centres': ORG,
  'GET /cost-centres/members': ORG,
  'PUT /cost-centres/members/:memberId': A_MGR,
  'POST /cost-centres': ['owner', 'otherOwner'],
  'PUT /cost-centres/:id': ['owner'],
  'DELETE /cost-centres/:id': ['owner'],
  'GET /budgets': ORG,
  'GET /budgets/remaining': ORG,
  'GET /budgets/policy': ORG,
  'PUT /budgets/policy': ['owner', 'otherOwner'],
  'POST /budgets': ['owner'],
  'PUT /budgets/:id': ['owner'],
  'DELETE /budgets/:id': ['owner'],
  'GET /spend/months': MGR,
  'GET /spend/months.csv': MGR,
  'GET /spend/suppliers': MGR,
  'GET /spend/suppliers.csv': MGR,
  'GET /spend/categories': MGR,
  'GET /spend/categories.csv': MGR,
  'GET /spend/cost-centres': MGR,
  'GET /spend/cost-centres.csv': MGR,
  'GET /spend/members': MGR,
  'GET /spend/members.csv': MGR,
  'GET /spend/budgets': MGR,
  'GET /spend/budgets.csv': MGR,
  'GET /spend/prices': MGR,
  'GET /spend/prices.csv': MGR,
  // Each organization's owners and admins, of their own organization's notes.
  'GET /documents/nfe': MGR,
  'GET /openapi.json': ALL,
  'GET /lead': ORG,
  'GET /lead/:id': A_OBJ,
  'POST /lead': ORG,
  'PUT /lead/:id': A_OBJ,
  'DELETE /lead/:id': A_OBJ,
  'POST /submissions': [...ORG, 'orgKey'],
  'GET /submissions': ORG,
  'GET /submissions/:id': A_OBJ,
  'PUT /submissions/:id': A_OBJ,
  'DELETE /submissions/:id': A_OBJ,
  'GET /webhook/events': MGR,
  'GET /webhook': MGR,
  'GET /webhook/:id': A_MGR,
  'GET /webhook/:id/secret': A_MGR,
  'POST /webhook': MGR,
  'PUT /webhook/:id': A_MGR,
  'DELETE /webhook/:id': A_MGR,
  'POST /webhook/:id/test': A_MGR,
  'GET /integrations': ORG,
  'GET /integrations/:slug': ORG,
  'POST /integrations/:slug/install': MGR,
  'PUT /integrations/:slug': MGR,
  'DELETE /integrations/:slug/uninstall': MGR,
  'GET /plan': ALL,
  'POST /billing/webhook': ALL,
  'GET /delivery-addresses': ORG,
  'POST /delivery-addresses': MGR,
  'PUT /delivery-addresses/:id': A_MGR,
  'DELETE /delivery-addresses/:id': A_MGR,
  'GET /cep/:cep': MGR,
  'GET /billing/subscription': ORG,
  'POST /billing/subscription': MGR,
  'POST /billing/subscription/open': MGR,
  'POST /billing/subscription/cancel': MGR,
  'GET /cities': OP,
  'POST /cities': OP,
  'PATCH /cities/:id': OP,
  'DELETE /cities/:id': OP,
  // A's own suppliers (#54): the catalogue's supplier, which A added with a private price list line.
  'GET /own-suppliers': ORG,
  'GET /own-suppliers/lookup': ORG,
  'POST /own-suppliers': MGR,
  'GET /own-suppliers/:id': A_OBJ,
  'PATCH /own-suppliers/:id': A_MGR,
  'DELETE /own-suppliers/:id': A_MGR,
  'GET /own-suppliers/:id/products': A_OBJ,
  'POST /own-suppliers/:id/products': A_MGR,
  'POST /own-suppliers/:id/products/import': A_MGR,
  'PATCH /own-suppliers/:id/products/:productId': A_MGR,
  'DELETE /own-suppliers/:id/products/:productId': A_MGR,
  'GET /own-suppliers/:id/products/:productId/price-changes': A_OBJ,
  'GET /dead-letters': OP,
  'POST /dead-letters/:messageId/replay': OP,
  'DELETE /dead-letters/:messageId': OP,
  'GET /listing-requests': OP,
  'POST /listing-requests/:id/approve': OP,
  'POST /listing-requests/:id/refuse': OP,
  // Each owner reads their own organization's audit log; the operator the platform's.
  'GET /audit-log': ['owner', 'otherOwner'],
  'GET /audit-log/export': ['owner', 'otherOwner'],
  'GET /audit-log/verify': ['owner', 'otherOwner'],
  'GET /audit-log/platform': OP,
  'GET /audit-log/platform/export': OP,
  'GET /audit-log/platform/verify': OP,
};
for (const path of Object.keys(EXPECT).filter((k) => / \/categories/.test(k))) delete EXPECT[path];
for (const [method, path, allowed] of [
  ['GET', '/', ALL],
  ['GET', '/with-count', ALL],
  ['GET', '/:id', ALL],
  ['POST', '/', OP],
  ['PUT', '/:id', OP],
  ['DELETE', '/:id', OP],
] as const) {
  // Both spellings of the categories area (the spec's /categorys and /categories).
  for (const base of ['/categorys', '/categories']) EXPECT[`${method} ${path === '/' ? base : base + path}`] = allowed;
}

/** Routes whose path names one of A's objects: another tenant must see "missing". */
export const A_OBJECT_PARAM =
  /^\/(payables|lead|submissions|webhook|delivery-addresses|own-suppliers|shopping-lists|quotes|api-key|invitation|membership|purchase-orders|clients|organization|user|cost-centres|budgets)\/:id|^\/cart\/item\/:itemId/;

export function fillPath(path: string, w: World, missing = false): string {
  const id = (value: string) => (missing ? crypto.randomUUID() : value);
  const area = path.split('/')[1];
  return (
    path
      .replace(':itemId', id(area === 'shopping-lists' ? w.ids.listItemId : w.ids.cartItemId))
      .replace(':messageId', crypto.randomUUID().replaceAll('-', ''))
      .replace(':supplierId', w.catalogue.supplier.id)
      .replace(':memberId', id(w.ids.membershipId))
      .replace(':supplierOrderId', id(w.ids.supplierOrderId))
      .replace(':organizationId', id(w.a.organization.id))
      .replace(':productId', id(w.ids.privateProductId))
      // The world's supplier order has not shipped: shipments and incidents are never the caller's.
      .replace(':shipmentId', crypto.randomUUID())
      .replace(':incidentId', crypto.randomUUID())
      .replace(':token', missing ? 'eyJhbGciOiJIUzI1NiJ9.e30.x' : area === 'order-answer' ? w.orderLink : w.quoteLink)
      // A well-formed NF-e key no shipment of the world travels under.
      .replace(':key', '35261111222333000181550010000010421123456781')
      .replace(':provider', 'github')
      .replace(':state', 'SP')
      // Avenida Paulista: São Paulo's ranges know it, whether or not the world's database serves the city.
      .replace(':cep', '01310100')
      .replace(':slug', area === 'organization' ? w.a.organization.slug : 'slack')
      .replace(
        ':id',
        (() => {
          switch (area) {
            case 'lead':
              return id(w.ids.leadId);
            case 'payables':
              return id(w.ids.payableId);
            case 'submissions':
              return id(w.ids.submissionId);
            case 'webhook':
              return id(w.ids.webhookId);
            case 'delivery-addresses':
              return id(w.ids.addressId);
            case 'shopping-lists':
              return id(w.ids.listId);
            case 'quotes':
              return id(w.ids.quoteId);
            case 'api-key':
              return id(w.orgKey.id);
            case 'invitation':
              return id(w.ids.invitationId);
            case 'membership':
              return id(w.ids.membershipId);
            case 'purchase-orders':
              return id(path.includes(':supplierOrderId') ? w.ids.sentOrderId : w.ids.orderId);
            case 'clients':
              return id(w.a.member.user.id);
            case 'organization':
              return id(w.a.organization.id);
            case 'user':
              return id(w.a.member.user.id);
            case 'cost-centres':
              return id(w.ids.costCentreId);
            case 'budgets':
              return id(w.ids.budgetId);
            case 'suppliers':
              return w.catalogue.supplier.id;
            // The world's own city: its supplier serves it, so the operator's delete is refused (409).
            case 'own-suppliers':
              return id(w.catalogue.supplier.id);
            case 'cities':
              return w.catalogue.city.id;
            case 'categorys':
            case 'categories':
              return w.catalogue.category.id;
            case 'products':
              if (path.includes('by-supplier')) return w.catalogue.supplier.id;
              // The product of A's approved order: A's history names that order, which nobody outside A may see.
              return path.endsWith('/price-history') ? w.catalogue.products[1]!.id : w.catalogue.products[0]!.id;
            case 'supplier-api-key':
              return w.supplierKey.id;
            case 'supplier':
              if (path.startsWith('/supplier/quotes')) return id(w.ids.quoteId);
              return path.startsWith('/supplier/orders') ? id(w.ids.supplierOrderId) : w.catalogue.products[1]!.id;
            case 'supplier-portal':
              if (path.includes('/quotes')) return id(w.ids.quoteId);
              if (path.includes('/webhooks')) return w.supplierWebhookId;
              if (path.includes('/products')) return id(w.catalogue.products[1]!.id);
              if (path.includes('/api-keys')) return id(w.supplierKey.id);
              return id(w.ids.supplierOrderId);
            default:
              return crypto.randomUUID();
          }
        })(),
      )
  );
}

/** A plausible body per write route, so allowed callers reach the service rather than the validator. */
export function bodyFor(method: string, path: string, w: World): unknown {
  const key = `${method} ${path}`;
  const email = `novo-${uniq()}@matriz.dev`;
  const bodies: Record<string, unknown> = {
    'POST /auth/sign-up': { name: 'Pessoa Nova', email, password: 'senha-forte-123' },
    'POST /auth/supplier-sign-up': {
      name: 'Fornecedora Nova',
      email,
      password: 'senha-forte-123',
      company_name: `Empresa ${uniq()}`,
      cnpj: randomCnpj(),
    },
    'POST /supplier-portal/listing-request': {
      city_ids: [w.catalogue.city.id],
      category_ids: [w.catalogue.category.id],
      message: 'Matriz',
    },
    'POST /listing-requests/:id/refuse': { reason: 'Matriz' },
    'PATCH /supplier-portal/buyers/:organizationId/price-list/:productId': { price: 8.5, in_stock: false },
    'POST /auth/sign-in/credentials': { email: w.a.member.user.email, password: 'senha-errada' },
    'POST /auth/set-active-organization': { organizationId: w.a.organization.id },
    'POST /auth/set-active-supplier': { supplierId: w.catalogue.supplier.id },
    'POST /auth/set-password': { password: 'senha-forte-123' },
    'POST /auth/forgot-password': { email },
    'POST /auth/reset-password': { token: 'a'.repeat(64), password: 'senha-forte-123' },
    'POST /auth/verify-email': { token: 'b'.repeat(64) },
    'POST /auth/sign-in': { provider: 'github', callbackURL: '/app' },
    'POST /account': { provider: 'github', callbackURL: '/app/profile' },
    'DELETE /account': { provider: 'github' },
    'POST /organization/verify': { slug: `livre-${uniq()}` },
    'POST /organization': { name: `Nova ${uniq()}`, cnpj: randomCnpj() },
    'PUT /organization': { name: `Renomeada ${uniq()}` },
    'PUT /membership/:id': { role: 'admin' },
    'POST /payables/:id/pay': { paidAt: '2026-11-20', method: 'PIX', note: 'Matriz' },
    'POST /invitation': { email, role: 'member' },
    'POST /api-key': { description: 'Matriz' },
    'PUT /api-key/:id': { enabled: false },
    'PUT /user': { name: 'Nome Novo' },
    'DELETE /user/:id': { email: w.a.member.user.email },
    'DELETE /session/revoke': { token: crypto.randomUUID() },
    'POST /suppliers': { name: `Fornecedor ${uniq()}`, email, cnpj: randomCnpj(), color: '#16a34a' },
    'PUT /suppliers/:id': { name: `Fornecedor ${uniq()}` },
    // A code of São Paulo's range that no real or test city is likely to hold (a repeat is a 409).
    'POST /cities': {
      name: `Cidade ${uniq()}`,
      state: 'SP',
      ibgeCode: `35${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
    },
    'PATCH /cities/:id': { name: `Cidade ${uniq()}` },
    'POST /own-suppliers': { name: `Fornecedor próprio ${uniq()}`, cnpj: randomCnpj(), email },
    'PATCH /own-suppliers/:id': { contact_name: 'Contato da matriz', lead_time_days: 2 },
    'POST /own-suppliers/:id/products': {
      name: `Produto próprio ${uniq()}`,
      unit: 'kg',
      price: '9,90',
      category_id: w.catalogue.category.id,
    },
    'POST /own-suppliers/:id/products/import': {
      csv: `nome;unidade;preço\nProduto importado ${uniq()};kg;4,50\n`,
      category_id: w.catalogue.category.id,
      dry_run: false,
    },
    'PATCH /own-suppliers/:id/products/:productId': { price: 8.8, price_valid_until: '2027-01-31' },
    'POST /categorys': { name: `Categoria ${uniq()}`, color: '#16a34a' },
    'PUT /categorys/:id': { name: `Categoria ${uniq()}` },
    'POST /categories': { name: `Categoria ${uniq()}`, color: '#16a34a' },
    'PUT /categories/:id': { name: `Categoria ${uniq()}` },
    'POST /products': {
      name: `Produto ${uniq()}`,
      price: 12.5,
      unit: 'kg',
      categoryId: w.catalogue.category.id,
      supplierId: w.catalogue.supplier.id,
    },
    'PUT /products/:id': { price: 13.9 },
    'POST /cart/item': { productId: w.catalogue.products[1]!.id, quantity: 1 },
    'PUT /cart/item/:itemId': { quantity: 3 },
    'POST /cart/quick-order/preview': { text: 'sku;quantidade\nSKU-MATRIZ;2' },
    'POST /cart/quick-order': { lines: [{ productId: w.catalogue.products[1]!.id, quantity: 1 }] },
    'POST /shopping-lists': { name: `Lista ${uniq()}` },
    'POST /quotes': {
      title: `Cotação ${uniq()}`,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [{ description: 'Tomate italiano', unit: 'kg', quantity: 30 }],
    },
    'PUT /quotes/:id': { title: `Cotação ${uniq()}` },
    'POST /quotes/:id/award': { strategy: 'best_split' },
    ...Object.fromEntries(
      ['PUT /supplier-portal/quotes/:id/answer', 'PUT /supplier/quotes/:id/answer', 'PUT /quote-answer/:token'].map(
        (route) => [
          route,
          {
            lines: [{ lineId: w.ids.quoteLineId, unitPrice: 9.9, availableQuantity: 10 }],
            validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
            leadTimeDays: 2,
          },
        ],
      ),
    ),
    'PUT /shopping-lists/:id': { name: `Lista ${uniq()}` },
    'POST /shopping-lists/:id/items': { productId: w.catalogue.products[1]!.id, quantity: 1 },
    'PUT /shopping-lists/:id/items/:itemId': { quantity: 2 },
    'POST /purchase-orders': { description: 'Matriz' },
    'PUT /purchase-orders/:id/status': { status: 'APPROVED' },
    'PUT /purchase-orders/:id/items': { items: [{ itemId: crypto.randomUUID(), status: 'APPROVED' }] },
    'POST /supplier-api-key': { name: 'ERP', supplierId: w.catalogue.supplier.id },
    'PUT /supplier-api-key/:id': { name: 'ERP 2' },
    'POST /supplier/products': {
      name: `Produto ${uniq()}`,
      price: 9.9,
      unit: 'un',
      categoryId: w.catalogue.category.id,
    },
    'PUT /supplier/products/:id': { price: 10.5 },
    'POST /suppliers/:id/people': { email, role: 'staff' },
    'PUT /supplier-portal/settings': { leadTimeDays: 2 },
    'POST /supplier-portal/people': { email, role: 'staff' },
    'POST /notifications/read': {},
    'PUT /notifications/email-choices': { choices: { supplier_updates: true } },
    'POST /supplier-portal/orders/:id/acknowledge': {
      lines: [{ itemId: crypto.randomUUID(), accepted: false, reason: 'SEM_ESTOQUE' }],
    },
    'POST /supplier/orders/:id/acknowledge': {
      lines: [{ itemId: crypto.randomUUID(), accepted: false, reason: 'SEM_ESTOQUE' }],
    },
    ...fulfilmentBodies(),
    'POST /lead': { email, name: 'Lead Novo' },
    'PUT /lead/:id': { name: 'Lead Renomeado' },
    'POST /submissions': { email, name: 'Contato', metadata: { source: 'site', data: { mensagem: 'oi' } } },
    'PUT /submissions/:id': { metadata: { source: 'telefone' } },
    'POST /webhook': { url: 'https://hooks.exemplo.dev/novo', events: ['lead.created'] },
    'PUT /webhook/:id': { enabled: false },
    'POST /cost-centres': { name: `Centro ${uniq()}`, code: 'CC-09' },
    'PUT /cost-centres/:id': { name: `Centro ${uniq()}` },
    'PUT /cost-centres/members/:memberId': { costCentreId: w.ids.costCentreId },
    'POST /budgets': { costCentreId: w.ids.costCentreId, categoryId: w.catalogue.category.id, amount: 500 },
    'PUT /budgets/:id': { amount: 750 },
    'PUT /budgets/policy': { policy: 'block' },
    'POST /delivery-addresses': {
      cep: '04538-132',
      street: 'Avenida Brigadeiro Faria Lima',
      number: '3477',
      district: 'Itaim Bibi',
      cityId: w.catalogue.city.id,
    },
    'PUT /delivery-addresses/:id': { complement: 'Doca 2' },
    'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/cancel': { reason: 'Evento adiado' },
    'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval': { decision: 'approve', note: 'Ok' },
    'POST /approvals/decisions': {
      decision: 'approve',
      parts: [{ purchaseOrderId: w.ids.sentOrderId, supplierOrderId: w.ids.supplierOrderId }],
    },
    // The default (one admin) as an explicit rule: other tests' checkouts behave as before.
    'PUT /approval-rules': { rules: [{ minAmount: 0, maxAmount: null, approvers: ['admin'] }] },
    'POST /supplier-portal/webhooks': { url: 'https://hooks.exemplo.dev/fornecedor', events: ['supplier_order.sent'] },
    'PUT /supplier-portal/webhooks/:id': { enabled: false },
    'POST /supplier-portal/products': {
      name: `Produto ${uniq()}`,
      price: 9.9,
      unit: 'un',
      categoryId: w.catalogue.category.id,
    },
    'PUT /supplier-portal/products/:id': { price: 10.5, inStock: false },
    'POST /supplier-portal/api-keys': { name: 'ERP do fornecedor', neverExpires: true },
    'PUT /supplier-portal/api-keys/:id': { enabled: false },
    'POST /integrations/:slug/install': { metadata: { webhookUrl: 'https://hooks.slack.com/services/T000/B000/YYYY' } },
    'PUT /integrations/:slug': { enabled: false },
    'POST /billing/subscription': { plan: 'pro', cycle: 'month' },
    'POST /billing/subscription/open': {},
    'POST /billing/subscription/cancel': { when: 'now' },
  };
  return bodies[key] ?? (method === 'GET' ? undefined : {});
}

/** Valid bodies for the fulfilment moves, the same under the portal and the key API. */
function fulfilmentBodies(): Record<string, unknown> {
  const shipment = {
    lines: [{ itemId: crypto.randomUUID(), quantity: 1 }],
    nfeKey: '35261111222333000181550010000010421123456781',
    invoiceNumber: '1042',
    invoiceSeries: '1',
    invoiceAmount: 10,
  };
  const bodies: Record<string, unknown> = {
    'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt': {
      lines: [{ lineId: crypto.randomUUID(), receivedQuantity: 1, condition: 'OK' }],
    },
    'POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen': { note: 'Não concordo' },
  };
  for (const base of ['/supplier-portal/orders', '/supplier/orders']) {
    bodies[`POST ${base}/:id/shipments`] = shipment;
    bodies[`POST ${base}/:id/cancel-remaining`] = { reason: 'Fim do estoque' };
    bodies[`POST ${base}/:id/incidents/:incidentId/answer`] = { resolution: 'DISPUTE', note: 'Entregue completo' };
  }
  return bodies;
}

/** Every route the app serves, once per method and path, listed from the app itself. */
export function listRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return createApiV1()
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path.replace(/\/$/, '') || '/' }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The fields of each route's JSON body (`METHOD /path` → names), read from its validator as the OpenAPI document is. */
export function bodyFieldsByRoute(): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const r of createApiV1().routes) {
    const spec = (findTargetHandler(r.handler) as { [ROUTE_SPEC]?: RouteSpec })[ROUTE_SPEC];
    if (spec && 'input' in spec && spec.input.target === 'json' && spec.input.schema instanceof z.ZodObject) {
      fields.set(`${r.method} ${r.path.replace(/\/$/, '') || '/'}`, Object.keys(spec.input.schema.shape));
    }
  }
  return fields;
}

/** The principal that acts on a route in the fuzzing: the most trusted one allowed. */
export function actorFor(allowed: Allowed): PrincipalName {
  return (
    (
      [
        'owner',
        'admin',
        'member',
        'operator',
        'supplierKey',
        'orgKey',
        'supplierAdmin',
        'supplierStaff',
        'otherOwner',
        'anonymous',
      ] as const
    ).find((p) => allowed.includes(p)) ?? 'owner'
  );
}
