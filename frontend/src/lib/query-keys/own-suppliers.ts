/** A page of the organization's own suppliers and its search (the page as the screen counts it). */
export type OwnSuppliersQuery = { page: number; q: string };
/** A page of one own supplier's price list and its search. */
export type PriceListQuery = { page: number; q: string };

/**
 * The cache keys of the own-suppliers feature (#54: the suppliers a buyer added itself and the price
 * list it keeps for each): every query of it starts with ['own-suppliers'], and every invalidation of
 * its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const ownSuppliersKeys = {
  all: ['own-suppliers'] as const,
  listAll: ['own-suppliers', 'list'] as const,
  list: (q: OwnSuppliersQuery) => ['own-suppliers', 'list', q] as const,
  /** What the marketplace and this organization know of a CNPJ (the add form's first step). */
  lookup: (cnpj: string) => ['own-suppliers', 'lookup', cnpj] as const,
  supplier: (id: string) => ['own-suppliers', 'supplier', id] as const,
  /** Every page of one supplier's price list: a product write refreshes them all. */
  productsOf: (supplierId: string) => ['own-suppliers', 'products', supplierId] as const,
  products: (supplierId: string, q: PriceListQuery) => ['own-suppliers', 'products', supplierId, q] as const,
  /** Every price history of one supplier's lines: a price list write refreshes them. */
  priceChangesOf: (supplierId: string) => ['own-suppliers', 'price-changes', supplierId] as const,
  priceChanges: (supplierId: string, productId: string) =>
    ['own-suppliers', 'price-changes', supplierId, productId] as const,
};
