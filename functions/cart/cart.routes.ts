import { Hono } from 'hono';
import { LINE_MAX_QUANTITY } from './cart-limits';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireSession } from '../identity/middleware';
import { validate } from '../platform/validate';
import { addItem, clearCart, getCart, removeItem, updateItemQuantity } from './cart.service';
import type { CartOwner } from './cart-owner';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { addedCartItemSchema, cartSchema, cartToResponse } from './cart.responses';

const quantity = z
  .number({ error: 'A quantidade deve ser pelo menos 1' })
  .int('A quantidade deve ser um número inteiro')
  .min(1, 'A quantidade deve ser pelo menos 1')
  .max(LINE_MAX_QUANTITY, 'A quantidade máxima por linha é 100.000');

// supplierId and price are accepted for compatibility; the product decides both.
const addBody = z.object({
  productId: z.string({ error: 'Produto é obrigatório' }).uuid('ID de produto inválido'),
  supplierId: z.string().uuid('ID do fornecedor inválido').optional(),
  quantity: quantity.default(1),
  price: z.number().optional(),
});
const itemParam = z.object({ itemId: z.string().uuid('Item inválido') });

export const cartRoutes = new Hono<AppEnv>()
  .use(area('Carrinho'), requireSession())
  // GET /cart — the user's cart in the active organization, lines grouped by supplier with totals
  .get(
    '/',
    doc({
      summary: 'O carrinho na organização ativa, com itens e totais por fornecedor',
      description:
        'Um carrinho por usuário e organização ativa, criado no primeiro uso. Cada linha guarda o preço do momento em que foi adicionada; o resumo soma unidades e subtotais por fornecedor.',
      response: cartSchema,
    }),
    async (c) => c.json(cartToResponse(await getCart(c.var.db, owner(c.var)))),
  )
  // POST /cart/item — add a product (quantities add up if already in the cart)
  .post(
    '/item',
    doc({
      summary: 'Adiciona um produto (quantidades se somam se já estiver no carrinho)',
      description:
        'O fornecedor e o preço vêm do produto (supplierId e price no corpo são aceitos por compatibilidade e ignorados). Produto inexistente, inativo ou que a organização não vê (da lista de preços privada de outra organização) responde 404; fora de estoque, ou abaixo do pedido mínimo do produto, 400.',
      errors: [404],
      status: 201,
      response: addedCartItemSchema,
      requestExample: { productId: '…', quantity: 5 },
    }),
    validate('json', addBody),
    async (c) => {
      const { productId, quantity: amount } = c.req.valid('json');
      return c.json(await addItem(c.var.db, owner(c.var), { productId, quantity: amount }), 201);
    },
  )
  // PUT /cart/item/:itemId — change a line's quantity
  .put(
    '/item/:itemId',
    doc({
      summary: 'Muda a quantidade de uma linha',
      description: 'A quantidade nova substitui a anterior e precisa alcançar o pedido mínimo do produto (senão 400).',
      response: messageResponse,
      example: { message: 'Quantidade atualizada' },
      requestExample: { quantity: 10 },
    }),
    validate('param', itemParam),
    validate('json', z.object({ quantity })),
    async (c) => {
      await updateItemQuantity(c.var.db, owner(c.var), {
        itemId: c.req.valid('param').itemId,
        quantity: c.req.valid('json').quantity,
      });
      return c.json({ message: 'Quantidade atualizada' });
    },
  )
  // DELETE /cart/item/:itemId — remove a line
  .delete(
    '/item/:itemId',
    doc({ summary: 'Remove uma linha', response: messageResponse, example: { message: 'Item removido do carrinho' } }),
    validate('param', itemParam),
    async (c) => {
      await removeItem(c.var.db, owner(c.var), c.req.valid('param').itemId);
      return c.json({ message: 'Item removido do carrinho' });
    },
  )
  // POST /cart/clear — remove every line
  .post(
    '/clear',
    doc({ summary: 'Esvazia o carrinho', response: messageResponse, example: { message: 'Carrinho esvaziado' } }),
    async (c) => {
      await clearCart(c.var.db, owner(c.var));
      return c.json({ message: 'Carrinho esvaziado' });
    },
  );

function owner(vars: { user: { id: string }; session: { activeOrganizationId: string | null } }): CartOwner {
  return { userId: vars.user.id, organizationId: vars.session.activeOrganizationId };
}
