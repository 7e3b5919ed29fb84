import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { cartFillReportExample, cartFillReportSchema } from './cart-fill.responses';
import {
  listPageToResponse,
  listSummaryToResponse,
  listToResponse,
  shoppingListLineSchema,
  shoppingListPageSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
} from './shopping-lists.responses';
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
  .get(
    '/',
    doc({
      summary: 'Listas de compras da organização, por nome, paginadas',
      description: 'Cada lista com o número de produtos, o total estimado aos preços de hoje e a última mudança.',
      response: shoppingListPageSchema,
    }),
    validate('query', listsQuery),
    async (c) => c.json(listPageToResponse(await listLists(c.var.db, activeOrganizationId(c), c.req.valid('query')))),
  )
  // POST /shopping-lists — a new list, empty or with an order's lines (201)
  .post(
    '/',
    doc({
      summary: 'Cria uma lista de compras (vazia ou com as linhas de um pedido)',
      description:
        'O nome é único na organização, sem diferença entre maiúsculas e minúsculas (409 "Já existe uma lista com esse nome"). Com fromPurchaseOrderId, a lista leva as linhas do pedido que não foram rejeitadas, recusadas nem canceladas, nas quantidades pedidas.',
      status: 201,
      response: shoppingListSummarySchema,
      errors: [404, 409],
      requestExample: { name: 'Compra da semana', fromPurchaseOrderId: '3f0e8f5a-2d4b-4c51-9d1e-7a6b5c4d3e2f' },
    }),
    validate('json', createListBody),
    async (c) => {
      const row = await createList(c.var.db, {
        organizationId: activeOrganizationId(c),
        userId: c.var.user.id,
        ...c.req.valid('json'),
      });
      return c.json(listSummaryToResponse(row), 201);
    },
  )
  // GET /shopping-lists/:id — the list with each product as the catalogue has it today
  .get(
    '/:id',
    doc({
      summary: 'Uma lista com os produtos: nome, código, unidade, preço de hoje, mínimo e disponibilidade',
      response: shoppingListSchema,
    }),
    validate('param', listIdParam),
    async (c) => c.json(listToResponse(await getList(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PUT /shopping-lists/:id — rename
  .put(
    '/:id',
    doc({
      summary: 'Renomeia uma lista',
      response: shoppingListSummarySchema,
      errors: [409],
      requestExample: { name: 'Hortifrúti de segunda' },
    }),
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
  .delete(
    '/:id',
    doc({
      summary: 'Exclui uma lista (qualquer pessoa da organização: as listas são compartilhadas)',
      response: messageResponse,
      example: { message: 'Lista excluída' },
    }),
    validate('param', listIdParam),
    async (c) => {
      await deleteList(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
      return c.json({ message: 'Lista excluída' });
    },
  )
  // POST /shopping-lists/:id/items — add a product (quantities add up if it is already on the list)
  .post(
    '/:id/items',
    doc({
      summary: 'Adiciona um produto à lista (a quantidade se soma se ele já estiver nela)',
      description:
        'A linha precisa alcançar o pedido mínimo do produto (400 com o mínimo). Produto inexistente, fora do catálogo ou da lista de preços privada de outra organização responde 404.',
      status: 201,
      response: shoppingListLineSchema,
      requestExample: { productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11', quantity: 10 },
    }),
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
    doc({
      summary: 'Muda a quantidade de um produto da lista',
      description: 'A quantidade nova substitui a anterior e precisa alcançar o pedido mínimo do produto (senão 400).',
      response: shoppingListLineSchema,
      requestExample: { quantity: 12 },
    }),
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
    doc({
      summary: 'Tira um produto da lista',
      response: messageResponse,
      example: { message: 'Item removido da lista' },
    }),
    validate('param', listItemParams),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      await removeItem(c.var.db, { organizationId: activeOrganizationId(c), listId: id, itemId });
      return c.json({ message: 'Item removido da lista' });
    },
  )
  // POST /shopping-lists/:id/add-to-cart — every line into the cart, with what changed
  .post(
    '/:id/add-to-cart',
    doc({
      summary: 'Adiciona tudo ao carrinho, aos preços de hoje, e diz o que mudou',
      description:
        'Cada produto entra na quantidade da lista (somada ao que o carrinho já tem); produtos indisponíveis ficam de fora e quantidades abaixo do mínimo atual sobem até ele, como em "Pedir novamente". Uma lista vazia responde 400.',
      response: cartFillReportSchema,
      example: { ...cartFillReportExample, priceChanges: [] },
    }),
    validate('param', listIdParam),
    async (c) =>
      c.json(
        await addListToCart(c.var.db, {
          organizationId: activeOrganizationId(c),
          userId: c.var.user.id,
          listId: c.req.valid('param').id,
        }),
      ),
  );
