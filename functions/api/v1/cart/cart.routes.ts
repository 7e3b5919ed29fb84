import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { requireSession } from '../../../auth/middleware';
import { validate } from '../../../lib/validate';
import { addItem, clearCart, getCart, removeItem, updateItemQuantity, type CartOwner } from './cart.service';
import { area, doc } from '../../../lib/describe';
import { messageResponse } from '../../../lib/response-schemas';
import { addedCartItemSchema, cartSchema } from './cart.responses';

const quantity = z
  .number({ error: 'A quantidade deve ser pelo menos 1' })
  .int('A quantidade deve ser um número inteiro')
  .min(1, 'A quantidade deve ser pelo menos 1')
  .max(100_000);

// supplierId and price are accepted for compatibility; the product decides both.
const addBody = z.object({
  productId: z.string({ error: 'Produto é obrigatório' }).uuid('ID de produto inválido'),
  supplierId: z.string().uuid('ID do fornecedor inválido').optional(),
  quantity: quantity.default(1),
  price: z.number().optional(),
});
const itemParam = z.object({ itemId: z.string().uuid('Item inválido') });

const cents = (value: string) => Math.round(Number(value) * 100);

export const cartRoutes = new Hono<AppEnv>()
  .use(area('Carrinho'), requireSession())
  // GET /cart — the user's cart in the active organization, lines grouped by supplier with totals
  .get(
    '/',
    doc({ summary: 'O carrinho na organização ativa, com itens e totais por fornecedor', response: cartSchema }),
    async (c) => {
      const { cart, items } = await getCart(c.var.db, owner(c.var));
      const bySupplier = new Map<
        string,
        { supplierId: string; name: string; color: string; itemCount: number; subtotalCents: number }
      >();
      for (const { item, supplier } of items) {
        const group = bySupplier.get(supplier.id) ?? {
          supplierId: supplier.id,
          name: supplier.name,
          color: supplier.color,
          itemCount: 0,
          subtotalCents: 0,
        };
        group.itemCount += item.quantity;
        group.subtotalCents += cents(item.price) * item.quantity;
        bySupplier.set(supplier.id, group);
      }
      const groups = [...bySupplier.values()];
      return c.json({
        id: cart.id,
        userId: cart.userId,
        organizationId: cart.organizationId,
        createdAt: cart.createdAt.toISOString(),
        updatedAt: cart.updatedAt.toISOString(),
        items: items.map(({ item, product, supplier }) => ({
          id: item.id,
          cartId: item.cartId,
          productId: item.productId,
          supplierId: item.supplierId,
          quantity: item.quantity,
          price: Number(item.price),
          createdAt: item.createdAt.toISOString(),
          updatedAt: item.updatedAt.toISOString(),
          product: { ...product, price: Number(product.price) },
          supplier,
        })),
        summary: {
          itemCount: groups.reduce((n, g) => n + g.itemCount, 0),
          total: groups.reduce((n, g) => n + g.subtotalCents, 0) / 100,
          suppliers: groups.map(({ subtotalCents, ...g }) => ({ ...g, subtotal: subtotalCents / 100 })),
        },
      });
    },
  )
  // POST /cart/item — add a product (quantities add up if already in the cart)
  .post(
    '/item',
    doc({
      summary: 'Adiciona um produto (quantidades se somam se já estiver no carrinho)',
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
    doc({ summary: 'Muda a quantidade de uma linha', response: messageResponse }),
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
    doc({ summary: 'Remove uma linha', response: messageResponse }),
    validate('param', itemParam),
    async (c) => {
      await removeItem(c.var.db, owner(c.var), c.req.valid('param').itemId);
      return c.json({ message: 'Item removido do carrinho' });
    },
  )
  // POST /cart/clear — remove every line
  .post('/clear', doc({ summary: 'Esvazia o carrinho', response: messageResponse }), async (c) => {
    await clearCart(c.var.db, owner(c.var));
    return c.json({ message: 'Carrinho esvaziado' });
  });

function owner(vars: { user: { id: string }; session: { activeOrganizationId: string | null } }): CartOwner {
  return { userId: vars.user.id, organizationId: vars.session.activeOrganizationId };
}
