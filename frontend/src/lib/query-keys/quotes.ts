/**
 * The cache keys of the quotes feature: every query of it starts with ['quotes'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const quotesKeys = {
  all: ['quotes'] as const,
  /** Every page of the list: a new draft refreshes them without reloading an open cotação. */
  listAll: ['quotes', 'list'] as const,
  list: (query: object) => ['quotes', 'list', query] as const,
  /** A cotação and, under it, its comparison: a move (send, close, award) refreshes both. */
  quote: (id: string) => ['quotes', 'one', id] as const,
  comparison: (id: string) => ['quotes', 'one', id, 'comparison'] as const,
  /** A compared line's product: what the organization paid and was quoted for it (opened line by line). */
  priceHistory: (productId: string) => ['quotes', 'price-history', productId] as const,
  /**
   * What the builder offers (suppliers, addresses, lists, orders, the cart, products): read through
   * this feature's own calls, since features do not import each other.
   */
  suppliers: ['quotes', 'builder', 'suppliers'] as const,
  addresses: ['quotes', 'builder', 'addresses'] as const,
  shoppingLists: ['quotes', 'builder', 'shopping-lists'] as const,
  recentOrders: ['quotes', 'builder', 'orders'] as const,
  order: (id: string) => ['quotes', 'builder', 'order', id] as const,
  cart: ['quotes', 'builder', 'cart'] as const,
  products: (search: string) => ['quotes', 'builder', 'products', search] as const,
};
