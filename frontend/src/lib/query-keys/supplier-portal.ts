/**
 * The cache keys of the supplier-portal feature: every query of it starts with ['supplier-portal'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const supplierPortalKeys = {
  all: ['supplier-portal'] as const,
  /** The portal's order inbox, by tab and cursor. */
  orders: (query: object) => ['supplier-portal', 'orders', query] as const,
  order: (id: string) => ['supplier-portal', 'order', id] as const,
  /** Every page of the cotações inbox (what an answer or a first reading changes). */
  quotesAll: ['supplier-portal', 'quotes'] as const,
  quotes: (query: object) => ['supplier-portal', 'quotes', query] as const,
  quote: (id: string) => ['supplier-portal', 'quote', id] as const,
  /** The cotação an e-mailed answer link opens, without a session. */
  quoteLink: (token: string) => ['supplier-portal', 'quote-answer', token] as const,
  settings: ['supplier-portal', 'settings'] as const,
  people: ['supplier-portal', 'people'] as const,
  invitation: (id: string) => ['supplier-portal', 'supplier-invitation', id] as const,
  /** The suppliers' invitations open to the signed-in person's own address (the page after sign-up). */
  myInvitations: ['supplier-portal', 'my-supplier-invitations'] as const,
  /** Every page, the stats and the categories of the supplier's own catalogue. */
  productsAll: ['supplier-portal', 'products'] as const,
  products: (query: object) => ['supplier-portal', 'products', query] as const,
  productStats: ['supplier-portal', 'products', 'stats'] as const,
  productCategories: ['supplier-portal', 'products', 'categories'] as const,
  webhooks: ['supplier-portal', 'webhooks'] as const,
  /** The organization's members as the admin's client list, by page and filters. */
  clients: (query: object) => ['supplier-portal', 'clients', query] as const,
  client: (id: string) => ['supplier-portal', 'client', id] as const,
  /** Every list of supplier keys: the operator's pages and each supplier's own. */
  keysAll: ['supplier-portal', 'supplier-keys'] as const,
  keys: (query: object) => ['supplier-portal', 'supplier-keys', query] as const,
  keysOfSupplier: (scope: object) => ['supplier-portal', 'supplier-keys', 'of', scope] as const,
  /** Every key's detail, in either scope. */
  keyAll: ['supplier-portal', 'supplier-key'] as const,
  key: (id: string, scope: string) => ['supplier-portal', 'supplier-key', id, scope] as const,
  analytics: (query: object) => ['supplier-portal', 'supplier-analytics', query] as const,
  supplierOptions: ['supplier-portal', 'suppliers', 'options'] as const,
  /** The buyers that added the supplier (#54), and the price list each keeps for it. */
  buyersAll: ['supplier-portal', 'buyers'] as const,
  buyers: (query: object) => ['supplier-portal', 'buyers', query] as const,
  buyerPriceList: (organizationId: string, query: object) =>
    ['supplier-portal', 'buyers', organizationId, 'price-list', query] as const,
  /** Whether the supplier is listed, and its latest request to be. */
  listing: ['supplier-portal', 'listing-request'] as const,
};
