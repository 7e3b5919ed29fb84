import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { deliveryTermsFields } from '../suppliers/suppliers.responses';
import type { getCart } from './cart.service';
import {
  earliestDelivery,
  leftCatalogueMessage,
  minimumMessage,
  minimumShortfall,
  notServedMessage,
} from '../suppliers/supplier-terms';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const supplierSchema = /* @__PURE__ */ z.object({ id: uuid, name: z.string(), color: z.string() });

export const cartSchema = /* @__PURE__ */ z
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
            price: z.number().meta({
              description: 'Preço atual do produto para esta organização em reais (R$): o cotado, se vale hoje',
            }),
            negotiatedUntil: z.iso.date().nullable().meta({
              description:
                'Último dia do preço cotado (cotação fechada com os vencedores) que vale para esta organização; null: preço do catálogo',
              example: '2026-12-15',
            }),
            available: z.boolean().meta({
              description:
                'false quando o produto ou o fornecedor saiu do catálogo depois de entrar no carrinho: remova a linha para fechar o pedido',
            }),
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
          minimumOrderValue: z.number().meta({ description: 'Pedido mínimo do fornecedor em reais (R$)' }),
          missingForMinimum: z
            .number()
            .meta({ description: 'Quanto falta (R$) para o pedido mínimo; 0 quando já atingido' }),
          leadTimeDays: z.number().int().meta({ description: 'Prazo de entrega do fornecedor em dias' }),
          earliestDeliveryDate: z.iso
            .date()
            .meta({ description: 'A primeira data de entrega que se pode pedir hoje', example: '2026-11-27' }),
          paymentTerms: z.array(z.string()).meta({ description: 'Formas de pagamento que o fornecedor aceita' }),
          ...deliveryTermsFields,
          cityIds: z.array(uuid).meta({
            description:
              'As cidades que o fornecedor atende (para avisar assim que o comprador escolhe outro endereço); vazia: não declarou cidades',
          }),
          warnings: z.array(z.string()).meta({
            description:
              'O que impede o pedido deste fornecedor (produto que saiu do catálogo; pedido mínimo; cidade do endereço padrão não atendida)',
            example: ['Faltam R$ 37,50 para o pedido mínimo de Hortifruti Bom Preço'],
          }),
        }),
      ),
    }),
  })
  .meta({ id: 'Cart' });

export const addedCartItemSchema = /* @__PURE__ */ z
  .object({ id: uuid, quantity: z.number().int().meta({ description: 'A quantidade da linha depois da soma' }) })
  .meta({ id: 'AddedCartItem' });

const cents = (value: string) => Math.round(Number(value) * 100);
type Supplier = Awaited<ReturnType<typeof getCart>>['items'][number]['supplier'];

/** The cart with its lines (at the price each was added) and, per supplier, units and subtotal. */
export function cartToResponse({
  cart,
  items,
  delivery,
}: Awaited<ReturnType<typeof getCart>>): z.output<typeof cartSchema> {
  const bySupplier = new Map<
    string,
    { supplier: Supplier; itemCount: number; subtotalCents: number; unavailable: string[] }
  >();
  for (const { item, product, supplier } of items) {
    const group = bySupplier.get(supplier.id) ?? { supplier, itemCount: 0, subtotalCents: 0, unavailable: [] };
    group.itemCount += item.quantity;
    group.subtotalCents += cents(item.price) * item.quantity;
    if (!product.available) group.unavailable.push(product.name);
    bySupplier.set(supplier.id, group);
  }
  const groups = [...bySupplier.values()];
  const now = new Date();
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
      supplier: { id: supplier.id, name: supplier.name, color: supplier.color },
    })),
    summary: {
      itemCount: groups.reduce((n, g) => n + g.itemCount, 0),
      total: groups.reduce((n, g) => n + g.subtotalCents, 0) / 100,
      suppliers: groups.map(({ supplier, itemCount, subtotalCents, unavailable }) => {
        const missing = minimumShortfall(supplier.minimumOrderValue, subtotalCents);
        const served = delivery.served.get(supplier.id);
        const city = delivery.address?.city;
        return {
          supplierId: supplier.id,
          name: supplier.name,
          color: supplier.color,
          itemCount,
          subtotal: subtotalCents / 100,
          minimumOrderValue: Number(supplier.minimumOrderValue),
          missingForMinimum: missing / 100,
          leadTimeDays: supplier.leadTimeDays,
          earliestDeliveryDate: earliestDelivery(supplier, now),
          deliveryWeekdays: supplier.deliveryWeekdays,
          orderCutoff: supplier.orderCutoff,
          paymentTerms: supplier.paymentTerms,
          cityIds: [...(served ?? [])],
          warnings: [
            ...unavailable.map(leftCatalogueMessage),
            ...(missing > 0 ? [minimumMessage(supplier.name, missing)] : []),
            ...(city && served && !served.has(city.id) ? [notServedMessage(supplier.name, city)] : []),
          ],
        };
      }),
    },
  };
}
