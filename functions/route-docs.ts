/**
 * Every route file's descriptions for the OpenAPI document (its `*.docs.ts`), by the name its routes'
 * `doc(file, key)` calls give. Part of the composition root: only the document's build
 * (stack/openapi-in-node.ts) and the tests import it, so none of it is in the worker's bundle (decision 0064).
 */
import { approvalRulesDocs } from './approvals/approval-rules.docs';
import { pendingApprovalsDocs } from './approvals/pending-approvals.docs';
import { auditLogDocs } from './audit/audit-log.docs';
import { billingDocs } from './billing/billing.docs';
import { planDocs } from './billing/plan.docs';
import { budgetsDocs } from './budgets/budgets.docs';
import { costCentresDocs } from './budgets/cost-centres.docs';
import { cartDocs } from './cart/cart.docs';
import { quickOrderDocs } from './cart/quick-order.docs';
import { shoppingListsDocs } from './cart/shopping-lists.docs';
import { categoriesDocs } from './catalogue/categories.docs';
import { productsDocs } from './catalogue/products.docs';
import { citiesDocs } from './cities/cities.docs';
import { buyerFulfilmentDocs } from './fulfilment/buyer-fulfilment.docs';
import { documentsDocs } from './fulfilment/documents.docs';
import { shipByLinkDocs } from './fulfilment/ship-by-link.docs';
import { supplierFulfilmentDocs } from './fulfilment/supplier-fulfilment.docs';
import { leadDocs } from './growth/lead.docs';
import { submissionsDocs } from './growth/submissions.docs';
import { apiKeyDocs } from './identity/api-key.docs';
import { authDocs } from './identity/auth.docs';
import { oauthDocs } from './identity/oauth.docs';
import { sessionDocs } from './identity/session.docs';
import { userDocs } from './identity/user.docs';
import { integrationsDocs } from './integrations/integrations.docs';
import { notificationsDocs } from './notifications/notifications.docs';
import { deadLettersDocs } from './operator/dead-letters.docs';
import { listingRequestsDocs } from './operator/listing-requests.docs';
import { orderAnswerLinkDocs } from './orders/answer/order-answer-link.docs';
import { purchaseOrdersDocs } from './orders/purchase-orders.docs';
import { purchaseOrdersExportDocs } from './orders/read/purchase-orders-export.docs';
import { cepDocs } from './organizations/cep.docs';
import { deliveryAddressesDocs } from './organizations/delivery-addresses.docs';
import { invitationDocs } from './organizations/invitation.docs';
import { membershipDocs } from './organizations/membership.docs';
import { organizationDocs } from './organizations/organization.docs';
import { ownSuppliersDocs } from './own-suppliers/own-suppliers.docs';
import { priceListDocs } from './own-suppliers/price-list.docs';
import { payablesDocs } from './payables/payables.docs';
import { healthDocs } from './platform/health/health.docs';
import { priceHistoryDocs } from './quotes/price-history.docs';
import { quotesDocs } from './quotes/quotes.docs';
import { buyersDocs } from './supplier-portal/buyers.docs';
import { clientsDocs } from './supplier-portal/clients.docs';
import { listingRequestDocs } from './supplier-portal/listing-request.docs';
import { supplierApiKeyDocs } from './supplier-portal/supplier-api-key.docs';
import { supplierApiOrdersDocs } from './supplier-portal/supplier-api-orders.docs';
import { supplierPeopleDocs } from './supplier-portal/supplier-people.docs';
import { supplierPortalKeysDocs } from './supplier-portal/supplier-portal-keys.docs';
import { supplierPortalDocs } from './supplier-portal/supplier-portal.docs';
import { supplierSignUpDocs } from './supplier-portal/supplier-sign-up.docs';
import { suppliersDocs } from './suppliers/suppliers.docs';
import { receivingDocs } from './fulfilment/receiving.docs';
import { negotiatedPricesDocs } from './quotes/negotiated-prices.docs';
import { scorecardsDocs } from './scorecards/scorecards.docs';

export const ROUTE_DOCS = {
  scorecards: scorecardsDocs,
  'negotiated-prices': negotiatedPricesDocs,
  receiving: receivingDocs,
  'api-key': apiKeyDocs,
  'approval-rules': approvalRulesDocs,
  'audit-log': auditLogDocs,
  auth: authDocs,
  billing: billingDocs,
  budgets: budgetsDocs,
  'buyer-fulfilment': buyerFulfilmentDocs,
  buyers: buyersDocs,
  cart: cartDocs,
  categories: categoriesDocs,
  cep: cepDocs,
  cities: citiesDocs,
  clients: clientsDocs,
  'cost-centres': costCentresDocs,
  'dead-letters': deadLettersDocs,
  'delivery-addresses': deliveryAddressesDocs,
  documents: documentsDocs,
  health: healthDocs,
  integrations: integrationsDocs,
  invitation: invitationDocs,
  lead: leadDocs,
  'listing-request': listingRequestDocs,
  'listing-requests': listingRequestsDocs,
  membership: membershipDocs,
  notifications: notificationsDocs,
  oauth: oauthDocs,
  'order-answer-link': orderAnswerLinkDocs,
  organization: organizationDocs,
  'own-suppliers': ownSuppliersDocs,
  payables: payablesDocs,
  'pending-approvals': pendingApprovalsDocs,
  plan: planDocs,
  'price-history': priceHistoryDocs,
  'price-list': priceListDocs,
  products: productsDocs,
  'purchase-orders': purchaseOrdersDocs,
  'purchase-orders-export': purchaseOrdersExportDocs,
  'quick-order': quickOrderDocs,
  quotes: quotesDocs,
  session: sessionDocs,
  'ship-by-link': shipByLinkDocs,
  'shopping-lists': shoppingListsDocs,
  submissions: submissionsDocs,
  'supplier-api-key': supplierApiKeyDocs,
  'supplier-api-orders': supplierApiOrdersDocs,
  'supplier-fulfilment': supplierFulfilmentDocs,
  'supplier-people': supplierPeopleDocs,
  'supplier-portal': supplierPortalDocs,
  'supplier-portal-keys': supplierPortalKeysDocs,
  'supplier-sign-up': supplierSignUpDocs,
  suppliers: suppliersDocs,
  user: userDocs,
};
