import * as z from 'zod';
import { purchaseOrderItemStatus, purchaseOrderStatus } from '../../db/schema/enums';
import { dayField } from '../platform/fields';

export const ORDER_STATUSES = purchaseOrderStatus.enumValues;
export const ITEM_STATUSES = purchaseOrderItemStatus.enumValues;

const status = z.enum(ORDER_STATUSES, { error: 'Status inválido' });
const itemStatus = z.enum(ITEM_STATUSES, { error: 'Status inválido' });

/** Order ids in paths: "Order ID is required" / "Invalid order ID format". */
export const orderIdParam = z.object({
  id: z.string({ error: 'Order ID is required' }).min(1, 'Order ID is required').uuid('Invalid order ID format'),
});

/** A supplier order inside a purchase order (its PDF, its cancellation). */
export const supplierOrderOfOrderParams = orderIdParam.extend({
  supplierOrderId: z.string().uuid('ID de pedido ao fornecedor inválido'),
});

export const shipmentOfOrderParams = supplierOrderOfOrderParams.extend({
  shipmentId: z.string().uuid('ID de remessa inválido'),
});
export const incidentOfOrderParams = supplierOrderOfOrderParams.extend({
  incidentId: z.string().uuid('ID de ocorrência inválido'),
});

export const cancelPartSchema = z.object({
  reason: z.string().trim().max(500, 'Máximo de 500 caracteres').optional(),
});

// Client and organization come from the session; totals and prices from the server.
export const createOrderSchema = z.object({
  /** Optional (a difference from SPEC §5): absent or blank, the order is named by its suppliers. */
  description: z.string().trim().max(500, 'Máximo de 500 caracteres').optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
  status: status.optional(),
  supplier_ids: z.array(z.string().uuid()).optional(),
  cart_data: z.unknown().nullable().optional(),
  total_amount: z.number().positive().nullable().optional(),
  /** The cost centre the order is charged to; without it, the member's default; null: none. */
  costCentreId: z.uuid('Centro de custo inválido').nullable().optional(),
  /** What each supplier needs, per supplier in the cart (all optional). */
  suppliers: z
    .array(
      z.object({
        supplierId: z.string().uuid('ID do fornecedor inválido'),
        /** One of the organization's addresses; without it, its default address. */
        deliveryAddressId: z.string().uuid('ID de endereço inválido').optional(),
        requestedDeliveryDate: dayField('Data de entrega inválida (use AAAA-MM-DD)').optional(),
        paymentTerm: z.string().trim().min(1, 'Forma de pagamento inválida').max(80).optional(),
        notes: z.string().trim().max(1000).optional(),
      }),
    )
    .max(50)
    .optional(),
});

export const listOrdersQuery = z.object({
  status: status.optional(),
  page: z.coerce
    .number({ error: 'A página deve ser um número positivo' })
    .int('A página deve ser um número inteiro')
    .positive('A página deve ser um número positivo')
    .default(1),
  limit: z.coerce
    .number({ error: 'O limite deve ser um número' })
    .int('O limite deve ser um número inteiro')
    .positive('O limite deve ser maior que zero')
    .max(100, 'O limite é de no máximo 100')
    .default(10),
  q: z
    .string()
    .trim()
    .max(100, 'A busca tem no máximo 100 caracteres')
    .optional()
    .meta({ description: 'Número do pedido, nome de fornecedor ou parte da descrição' }),
  supplierId: z.uuid('ID do fornecedor inválido').optional(),
  from: dayField('Data inicial inválida (use AAAA-MM-DD)').optional().meta({ description: 'Dia de São Paulo' }),
  to: dayField('Data final inválida (use AAAA-MM-DD)').optional().meta({ description: 'Dia de São Paulo' }),
  mine: z
    .enum(['true', 'false'], { error: 'mine é true ou false' })
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'true: só os pedidos que quem pergunta fez' }),
});

export const updateStatusSchema = z.object({ status, notes: z.string().trim().max(2000).nullable().optional() });

export const updateItemStatusSchema = z.object({
  status: itemStatus,
  admin_notes: z.string().trim().max(2000).optional(),
});

export const bulkItemsSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.string().uuid('Invalid item ID format'),
        status: itemStatus,
        admin_notes: z.string().trim().max(2000).nullable().optional(),
      }),
    )
    .min(1, 'Informe ao menos um item'),
  orderStatus: status.optional(),
});

export type CreateOrderInput = z.infer<typeof createOrderSchema>;
export type BulkItemsInput = z.infer<typeof bulkItemsSchema>;
