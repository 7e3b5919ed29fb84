import * as z from 'zod';
import { isoDateTime, uuid } from '../../../lib/response-schemas';
import type { getCart } from './cart.service';

const supplierSchema = z.object({ id: uuid, name: z.string(), color: z.string() });

export const cartSchema = z
  .object({
    id: uuid,
    userId: uuid,
    organizationId: uuid.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    items: z.array(
      z
        .object({
          id: uuid,
          cartId: uuid,
          productId: uuid,
          supplierId: uuid,
          quantity: z.number().int(),
          price: z.number().meta({ description: 'Preço unitário em reais (R$)' }),
          createdAt: isoDateTime,
          updatedAt: isoDateTime,
          product: z.object({
            id: uuid,
            name: z.string(),
            unit: z.string(),
            image: z.string().nullable(),
            minimumOrder: z.number().int(),
            inStock: z.boolean(),
            price: z.number().meta({ description: 'Preço atual do produto em reais (R$)' }),
          }),
          supplier: supplierSchema,
        })
        .meta({ id: 'CartItem' }),
    ),
    summary: z.object({
      itemCount: z.number().int().meta({ description: 'Unidades no carrinho (a soma das quantidades)' }),
      total: z.number().meta({ description: 'Total em reais (R$)' }),
      suppliers: z.array(
        z.object({
          supplierId: uuid,
          name: z.string(),
          color: z.string(),
          itemCount: z.number().int(),
          subtotal: z.number().meta({ description: 'Subtotal do fornecedor em reais (R$)' }),
        }),
      ),
    }),
  })
  .meta({ id: 'Cart' });

export const addedCartItemSchema = z
  .object({ id: uuid, quantity: z.number().int().meta({ description: 'A quantidade da linha depois da soma' }) })
  .meta({ id: 'AddedCartItem' });

const cents = (value: string) => Math.round(Number(value) * 100);

/** The cart with its lines (at the price each was added) and, per supplier, units and subtotal. */
export function cartToResponse({ cart, items }: Awaited<ReturnType<typeof getCart>>): z.output<typeof cartSchema> {
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
  return {
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
  };
}
