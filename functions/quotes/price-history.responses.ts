import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { PriceHistory } from './price-history.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const priceHistorySchema = /* @__PURE__ */ z
  .object({
    product: z.object({ id: uuid, name: z.string(), unit: z.string() }),
    months: z.number().int(),
    since: isoDateTime.meta({ description: 'Início do período: pontos a partir deste instante' }),
    paid: z
      .array(
        z.object({
          at: isoDateTime.meta({ description: 'Quando o pedido foi feito' }),
          unitPrice: z.number().meta({ description: 'Preço unitário pago (R$)' }),
          quantity: z.number().int().meta({ description: 'Unidades compradas (aceitas, menos as canceladas)' }),
          supplierId: uuid.nullable().meta({ description: 'null: fornecedor removido depois' }),
          supplierName: z.string(),
          purchaseOrderId: uuid,
          orderNumber: z.number().int().nullable().meta({ description: 'Pedido nº' }),
        }),
      )
      .meta({
        description:
          'O que a organização pagou, do mais antigo ao mais novo: itens aprovados dos seus pedidos que o fornecedor não recusou (os que aguardam aprovação, os reprovados, cancelados ou recusados não contam)',
      }),
    quoted: z
      .array(
        z.object({
          at: isoDateTime.meta({ description: 'Quando o fornecedor enviou a resposta' }),
          unitPrice: z.number().meta({ description: 'Preço unitário cotado (R$)' }),
          availableQuantity: z.number().int().nullable(),
          supplierId: uuid,
          supplierName: z.string(),
          quoteId: uuid,
          quoteTitle: z.string(),
        }),
      )
      .meta({
        description:
          'O que lhe cotaram, do mais antigo ao mais novo: a resposta em vigor (última versão) de cada fornecedor em cada cotação da organização; "não cotado" fica de fora',
      }),
    changes: z
      .array(
        z.object({
          at: isoDateTime.meta({ description: 'Quando o preço mudou' }),
          price: z.number().meta({ description: 'Preço novo (R$)' }),
          previousPrice: z.number().nullable().meta({ description: 'Preço anterior; null no primeiro' }),
          priceValidUntil: z.string().nullable().meta({ description: 'Último dia do preço (AAAA-MM-DD)' }),
          changedBy: z.enum(['buyer', 'supplier', 'operator', 'import']).meta({
            description: 'Quem mudou: a organização, o fornecedor (com conta), o operador ou uma importação CSV',
          }),
        }),
      )
      .meta({
        description:
          'As mudanças de preço de um produto da lista de preços própria da organização, da mais antiga à mais nova (vazio para os produtos do catálogo público)',
      }),
  })
  .meta({ id: 'PriceHistory' });

export function priceHistoryToResponse(h: PriceHistory, months: number): z.infer<typeof priceHistorySchema> {
  return {
    product: { id: h.product.id, name: h.product.name, unit: h.product.unit },
    months,
    since: h.since.toISOString(),
    paid: h.paid.map((p) => ({
      at: p.at.toISOString(),
      unitPrice: Number(p.unitPrice),
      quantity: p.quantity,
      supplierId: p.supplierId,
      supplierName: p.supplierName,
      purchaseOrderId: p.purchaseOrderId,
      orderNumber: p.orderNumber,
    })),
    quoted: h.quoted.map((q) => ({
      at: q.at.toISOString(),
      unitPrice: Number(q.unitPrice),
      availableQuantity: q.availableQuantity,
      supplierId: q.supplierId,
      supplierName: q.supplierName,
      quoteId: q.quoteId,
      quoteTitle: q.quoteTitle,
    })),
    changes: h.changes.map((change) => ({
      at: change.at.toISOString(),
      price: Number(change.price),
      previousPrice: change.previousPrice === null ? null : Number(change.previousPrice),
      priceValidUntil: change.priceValidUntil,
      changedBy: change.changedBy as 'buyer' | 'supplier' | 'operator' | 'import',
    })),
  };
}
