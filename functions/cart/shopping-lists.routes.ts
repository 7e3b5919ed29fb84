import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { listPageToResponse, listSummaryToResponse, listToResponse } from './shopping-lists.responses';
import {
  addItemBody,
  createListBody,
  itemQuantityBody,
  listIdParam,
  listItemParams,
  listsQuery,
  renameListBody,
} from './shopping-lists.schemas';
import {
  addItem,
  addListToCart,
  createList,
  deleteList,
  getList,
  listLists,
  removeItem,
  renameList,
  updateItem,
} from './shopping-lists.service';

/** Named lists of products an organization buys again and again: shared by all its members, any of whom may change them. */
export const shoppingListRoutes = new Hono<AppEnv>()
  .use(area('Listas de compras'), requireSession(), requireRole())
  // GET /shopping-lists — the organization's lists by name, with item count and today's estimated total
  .get('/', doc('shopping-lists', 'GET /'), validate('query', listsQuery), async (c) =>
    c.json(listPageToResponse(await listLists(c.var.db, activeOrganizationId(c), c.req.valid('query')))),
  )
  // POST /shopping-lists — a new list, empty or with an order's lines (201)
  .post('/', doc('shopping-lists', 'POST /'), validate('json', createListBody), async (c) => {
    const row = await createList(c.var.db, {
      organizationId: activeOrganizationId(c),
      userId: c.var.user.id,
      ...c.req.valid('json'),
    });
    return c.json(listSummaryToResponse(row), 201);
  })
  // GET /shopping-lists/:id — the list with each product as the catalogue has it today
  .get('/:id', doc('shopping-lists', 'GET /:id'), validate('param', listIdParam), async (c) =>
    c.json(listToResponse(await getList(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PUT /shopping-lists/:id — rename
  .put(
    '/:id',
    doc('shopping-lists', 'PUT /:id'),
    validate('param', listIdParam),
    validate('json', renameListBody),
    async (c) =>
      c.json(
        listSummaryToResponse(
          await renameList(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json').name),
        ),
      ),
  )
  // DELETE /shopping-lists/:id — remove a list (any member: lists are shared)
  .delete('/:id', doc('shopping-lists', 'DELETE /:id'), validate('param', listIdParam), async (c) => {
    await deleteList(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({ message: 'Lista excluída' });
  })
  // POST /shopping-lists/:id/items — add a product (quantities add up if it is already on the list)
  .post(
    '/:id/items',
    doc('shopping-lists', 'POST /:id/items'),
    validate('param', listIdParam),
    validate('json', addItemBody),
    async (c) =>
      c.json(
        await addItem(c.var.db, {
          organizationId: activeOrganizationId(c),
          listId: c.req.valid('param').id,
          ...c.req.valid('json'),
        }),
        201,
      ),
  )
  // PUT /shopping-lists/:id/items/:itemId — change a line's quantity
  .put(
    '/:id/items/:itemId',
    doc('shopping-lists', 'PUT /:id/items/:itemId'),
    validate('param', listItemParams),
    validate('json', itemQuantityBody),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(
        await updateItem(c.var.db, {
          organizationId: activeOrganizationId(c),
          listId: id,
          itemId,
          quantity: c.req.valid('json').quantity,
        }),
      );
    },
  )
  // DELETE /shopping-lists/:id/items/:itemId — remove a product from the list
  .delete(
    '/:id/items/:itemId',
    doc('shopping-lists', 'DELETE /:id/items/:itemId'),
    validate('param', listItemParams),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      await removeItem(c.var.db, { organizationId: activeOrganizationId(c), listId: id, itemId });
      return c.json({ message: 'Item removido da lista' });
    },
  )
  // POST /shopping-lists/:id/add-to-cart — every line into the cart, with what changed
  .post('/:id/add-to-cart', doc('shopping-lists', 'POST /:id/add-to-cart'), validate('param', listIdParam), async (c) =>
    c.json(
      await addListToCart(c.var.db, {
        organizationId: activeOrganizationId(c),
        userId: c.var.user.id,
        listId: c.req.valid('param').id,
      }),
    ),
  );
