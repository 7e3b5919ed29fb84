import * as z from 'zod';
import { isoDateTime, pageOf, uuid } from '../platform/response-schemas';
import type { Pagination } from '../platform/pagination';
import type { ListDetail, ListSummaryRow } from './shopping-lists.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const shoppingListSummarySchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    itemCount: z.number().int().meta({ description: 'Produtos na lista' }),
    estimatedTotal: z.number().meta({
      description:
        'O que a lista custa hoje em reais (R$): cada linha ao preço atual, no mínimo do produto; produtos indisponíveis ficam de fora',
    }),
    createdBy: z.string().nullable().meta({ description: 'Nome de quem criou a lista' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime.meta({ description: 'Última mudança no nome ou nos itens' }),
  })
  .meta({ id: 'ShoppingListSummary' });

export const shoppingListPageSchema = /* @__PURE__ */ pageOf(shoppingListSummarySchema);

const unavailableReason = /* @__PURE__ */ z
  .enum(['INACTIVE', 'SUPPLIER_INACTIVE', 'OUT_OF_STOCK'])
  .nullable()
  .meta({ description: 'Por que o produto não entraria no carrinho hoje; null quando está disponível' });

export const shoppingListSchema = /* @__PURE__ */ shoppingListSummarySchema
  .extend({
    items: z.array(
      z
        .object({
          id: uuid,
          quantity: z.number().int(),
          product: z.object({
            id: uuid,
            name: z.string(),
            sku: z.string(),
            unit: z.string(),
            image: z.string().nullable(),
            categoryIcon: z
              .string()
              .nullable()
              .meta({ description: 'O ícone da categoria (lucide), para quando não há foto' }),
            price: z.number().meta({ description: 'Preço unitário de hoje em reais (R$)' }),
            minimumOrder: z.number().int(),
            available: z.boolean(),
            unavailableReason,
          }),
          supplier: z.object({
            id: uuid,
            name: z.string(),
            notDeliveredTo: z.string().nullable().meta({
              description: 'A cidade do endereço padrão da organização, quando este fornecedor não entrega nela',
            }),
          }),
        })
        .meta({ id: 'ShoppingListItem' }),
    ),
  })
  .meta({ id: 'ShoppingList' });

export const shoppingListLineSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    productId: uuid,
    quantity: z.number().int().meta({ description: 'A quantidade da linha depois da mudança' }),
  })
  .meta({ id: 'ShoppingListLine' });

export function listSummaryToResponse(row: ListSummaryRow): z.output<typeof shoppingListSummarySchema> {
  return {
    id: row.id,
    name: row.name,
    itemCount: row.itemCount,
    estimatedTotal: Number(row.estimatedTotal),
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listPageToResponse = (page: {
  data: ListSummaryRow[];
  pagination: Pagination;
}): z.output<typeof shoppingListPageSchema> => ({
  data: page.data.map(listSummaryToResponse),
  pagination: page.pagination,
});

export function listToResponse({ list, items, city }: ListDetail): z.output<typeof shoppingListSchema> {
  return {
    ...listSummaryToResponse(list),
    items: items.map(({ id, quantity, product, supplier }) => {
      const reason = !product.isActive
        ? 'INACTIVE'
        : !supplier.isActive
          ? 'SUPPLIER_INACTIVE'
          : !product.inStock
            ? 'OUT_OF_STOCK'
            : null;
      return {
        id,
        quantity,
        product: {
          id: product.id,
          name: product.name,
          sku: product.sku,
          unit: product.unit,
          image: product.image,
          categoryIcon: product.categoryIcon,
          price: Number(product.price),
          minimumOrder: product.minimumOrder,
          available: reason === null,
          unavailableReason: reason,
        },
        supplier: {
          id: supplier.id,
          name: supplier.name,
          notDeliveredTo: city && !supplier.delivers ? city.name : null,
        },
      };
    }),
  };
}
