import { expect } from 'vitest';
import type { CatalogueFixture } from './catalogue';
import { TEST_CITY } from './tenant';

/**
 * What GET /products/:id answers for the first product of `fixture`: the product, its category and its
 * supplier with the supplier's own city and the one every test supplier serves (TEST_CITY).
 */
export const productDetailOf = (fixture: CatalogueFixture) => ({
  id: fixture.products[0]!.id,
  category: { id: fixture.category.id },
  supplier: {
    id: fixture.supplier.id,
    cities: expect.arrayContaining([
      expect.objectContaining({ id: fixture.city.id, name: fixture.city.name }),
      expect.objectContaining({ name: TEST_CITY.name }),
    ]),
  },
});
