/**
 * The cache keys of the cart feature: every query of it starts with ['cart'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** Not the root itself: refreshing the cart does not reload the shopping lists. */
  contents: ['cart', 'contents'] as const,
  /**
   * What remains of the budgets once the cart is ordered (the budgets feature asks for it): under the
   * cart's contents, so whatever refreshes the cart refreshes it too.
   */
  budgetsRemainingAll: ['cart', 'contents', 'budgets-remaining'] as const,
  budgetsRemaining: (costCentreId: string) => ['cart', 'contents', 'budgets-remaining', costCentreId] as const,
  shoppingListsAll: ['cart', 'shopping-lists'] as const,
  shoppingListPages: ['cart', 'shopping-lists', 'page'] as const,
  shoppingListPage: (page: number, limit: number) => ['cart', 'shopping-lists', 'page', { page, limit }] as const,
  shoppingList: (id: string) => ['cart', 'shopping-lists', 'one', id] as const,
};
