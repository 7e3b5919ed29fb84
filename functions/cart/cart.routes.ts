import { Hono } from 'hono';
import { LINE_MAX_QUANTITY } from './cart-limits';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireSession } from '../identity/middleware';
import { validate } from '../platform/validate';
import { addItem, clearCart, getCart, removeItem, updateItemQuantity } from './cart.service';
import type { CartOwner } from './cart-owner';
import { area, doc } from '../platform/describe';
import { cartToResponse } from './cart.responses';

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
  .get('/', doc('cart', 'GET /'), async (c) => c.json(cartToResponse(await getCart(c.var.db, owner(c.var)))))
  // POST /cart/item — add a product (quantities add up if already in the cart)
  .post('/item', doc('cart', 'POST /item'), validate('json', addBody), async (c) => {
    const { productId, quantity: amount } = c.req.valid('json');
    return c.json(await addItem(c.var.db, owner(c.var), { productId, quantity: amount }), 201);
  })
  // PUT /cart/item/:itemId — change a line's quantity
  .put(
    '/item/:itemId',
    doc('cart', 'PUT /item/:itemId'),
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
  .delete('/item/:itemId', doc('cart', 'DELETE /item/:itemId'), validate('param', itemParam), async (c) => {
    await removeItem(c.var.db, owner(c.var), c.req.valid('param').itemId);
    return c.json({ message: 'Item removido do carrinho' });
  })
  // POST /cart/clear — remove every line
  .post('/clear', doc('cart', 'POST /clear'), async (c) => {
    await clearCart(c.var.db, owner(c.var));
    return c.json({ message: 'Carrinho esvaziado' });
  });

function owner(vars: { user: { id: string }; session: { activeOrganizationId: string | null } }): CartOwner {
  return { userId: vars.user.id, organizationId: vars.session.activeOrganizationId };
}
