import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { area, doc, type RouteDoc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  supplierCategoryListSchema,
  supplierProductPageSchema,
  supplierProductSchema,
  supplierProductStatsSchema,
  supplierProductToResponse as toResponse,
} from './supplier-products.responses';
import { listQuery, productSchemas, type ProductMessages } from './supplier-products.schemas';
import {
  createSupplierProduct,
  deactivateSupplierProduct,
  listActiveCategories,
  listSupplierProducts,
  ownProduct,
  supplierProductStats,
  updateSupplierProduct,
} from './supplier-products.service';

type Route = 'categories' | 'stats' | 'list' | 'one' | 'create' | 'update' | 'remove';

/**
 * A door to a supplier's own catalogue: who gets in (the guard, and the supplier it lets in), in which
 * words (the API keeps the specification's English messages, the portal speaks pt-BR) and what each
 * route's documentation says to that door's readers.
 */
export interface ProductDoor {
  area: string;
  guard: MiddlewareHandler[];
  /** The supplier whose catalogue it is; the guard, which runs first, has settled it. */
  supplierId: (c: Context<AppEnv>) => string;
  messages: ProductMessages;
  /** What DELETE answers. */
  removed: string;
  docs: Record<Route, Pick<RouteDoc, 'summary' | 'description' | 'example'>>;
}

/**
 * The same seven routes behind either door, with the same rules (active category, a name unique among
 * the supplier's active products, removal deactivates): the portal's people and the supplier's systems.
 */
export function supplierProductRoutesFor(door: ProductDoor) {
  const m = door.messages;
  const { createBody, updateBody, productId } = productSchemas(m);
  return (
    new Hono<AppEnv>()
      .use(area(door.area), ...door.guard)
      // GET …/products/categories — the active categories a product may be in, by name
      .get('/categories', doc({ ...door.docs.categories, response: supplierCategoryListSchema }), async (c) =>
        c.json(await listActiveCategories(c.var.db)),
      )
      // GET …/products/stats — how many products, active and removed
      .get('/stats', doc({ ...door.docs.stats, response: supplierProductStatsSchema }), async (c) =>
        c.json(await supplierProductStats(c.var.db, door.supplierId(c))),
      )
      // GET …/products — the active catalogue, newest first, searchable by name
      .get(
        '/',
        doc({ ...door.docs.list, response: supplierProductPageSchema }),
        validate('query', listQuery),
        async (c) => {
          const { page, limit, search } = c.req.valid('query');
          const { rows, total } = await listSupplierProducts(c.var.db, door.supplierId(c), page, limit, search);
          return c.json({
            data: rows.map(toResponse),
            pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
          });
        },
      )
      // GET …/products/:id — one of the supplier's products
      .get(
        '/:id',
        doc({ ...door.docs.one, response: supplierProductSchema }),
        validate('param', productId),
        async (c) => c.json(toResponse(await ownProduct(c.var.db, door.supplierId(c), c.req.valid('param').id, m))),
      )
      // POST …/products — add a product to the catalogue (201)
      .post(
        '/',
        doc({
          ...door.docs.create,
          status: 201,
          errors: [409],
          response: supplierProductSchema,
          requestExample: { name: 'Tomate italiano', price: 8.9, unit: 'kg', categoryId: '…', minimumOrder: 5 },
        }),
        validate('json', createBody),
        async (c) =>
          c.json(toResponse(await createSupplierProduct(c.var.db, door.supplierId(c), c.req.valid('json'), m)), 201),
      )
      // PUT …/products/:id — price, stock or any other field
      .put(
        '/:id',
        doc({
          ...door.docs.update,
          errors: [409],
          response: supplierProductSchema,
          requestExample: { price: 9.5, inStock: false },
        }),
        validate('param', productId),
        validate('json', updateBody),
        async (c) => {
          const id = c.req.valid('param').id;
          return c.json(
            toResponse(await updateSupplierProduct(c.var.db, door.supplierId(c), id, c.req.valid('json'), m)),
          );
        },
      )
      // DELETE …/products/:id — out of the catalogue, still in the orders already placed
      .delete(
        '/:id',
        doc({ ...door.docs.remove, response: messageResponse }),
        validate('param', productId),
        async (c) => {
          await deactivateSupplierProduct(c.var.db, door.supplierId(c), c.req.valid('param').id, m);
          return c.json({ message: door.removed });
        },
      )
  );
}
