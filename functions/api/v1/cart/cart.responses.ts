import * as z from 'zod';
import { isoDateTime, uuid } from '../../../lib/response-schemas';

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
            price: z.number(),
          }),
          supplier: supplierSchema,
        })
        .meta({ id: 'CartItem' }),
    ),
    summary: z.object({
      itemCount: z.number().int(),
      total: z.number(),
      suppliers: z.array(
        z.object({
          supplierId: uuid,
          name: z.string(),
          color: z.string(),
          itemCount: z.number().int(),
          subtotal: z.number(),
        }),
      ),
    }),
  })
  .meta({ id: 'Cart' });

export const addedCartItemSchema = z.object({ id: uuid, quantity: z.number().int() }).meta({ id: 'AddedCartItem' });
