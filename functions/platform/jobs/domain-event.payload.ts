import * as z from 'zod';
import type { DomainEvent } from '../domain-event';
import { instant, jobId, rowId, type Same } from './payload';

const event = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), organizationId: rowId, data: z.object(data) });

/** Every domain event, as webhooks and integrations receive it (the same union as `DomainEvent`). */
export const domainEventSchema = z.discriminatedUnion('type', [
  event('lead.created', { leadId: z.string(), email: z.string() }),
  event('submission.created', { submissionId: z.string(), leadId: z.string(), source: z.string().nullable() }),
  event('purchase_order.created', {
    orderId: z.string(),
    number: z.number().nullable(),
    totalAmount: z.number(),
    supplierIds: z.array(z.string()),
    clientId: z.string().nullable(),
  }),
  event('purchase_order.status_changed', { orderId: z.string(), from: z.string(), to: z.string() }),
  event('purchase_order.item_status_changed', {
    orderId: z.string(),
    itemId: z.string(),
    from: z.string(),
    to: z.string(),
    adminNotes: z.string().nullable(),
  }),
  event('purchase_order.updated', {
    orderId: z.string(),
    number: z.number().nullable(),
    supplierOrderId: z.string(),
    supplierOrderNumber: z.string(),
    action: z.string(),
    status: z.string(),
    shipmentId: z.string().optional(),
    incidentIds: z.array(z.string()).optional(),
  }),
  event('quote.awarded', { quoteId: z.string(), orderId: z.string(), winnerIds: z.array(z.string()) }),
]);

// events/domain-event.ts is what producers name; an event added there and not here fails typecheck.
const _sameEvents: Same<z.infer<typeof domainEventSchema>, DomainEvent> = true;

/** Something happened in the domain; webhooks and integrations subscribe. */
export const domainEventJobSchema = z.object({
  kind: z.literal('domain-event'),
  id: jobId,
  occurredAt: instant,
  event: domainEventSchema,
});
export type DomainEventJob = z.infer<typeof domainEventJobSchema>;
