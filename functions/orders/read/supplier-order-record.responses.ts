import * as z from 'zod';
import { supplierOrderStatus } from '../../../db/schema/enums';
import type { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../../db/schema/purchase-orders';
import { isoDateTime } from '../../platform/response-schemas';
import type { Actor } from '../move/supplier-order-machine';
import {
  incidentSchema,
  incidentToResponse,
  shipmentSchema,
  shipmentToResponse,
  threeWay,
  threeWaySchema,
  type Fulfilment,
} from './fulfilment.responses';

/**
 * What the buyer and the supplier both read of a supplier order's record: its dates, its timeline and
 * its fulfilment (shipments, incidents, the three-way check), defined once. The supplier's answers
 * speak camelCase; the buyer's keep the spec's snake_case, so they take the same fields through
 * snakeKeys.
 */

type OrderRow = typeof supplierOrders.$inferSelect;
type EventRow = typeof supplierOrderEvents.$inferSelect;
type LineRow = typeof purchaseOrderItems.$inferSelect;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const day = /* @__PURE__ */ z.iso.date().meta({ example: '2026-11-27' });

type SnakeCase<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}`
  : S;

/** The same object with its camelCase keys in snake_case (values and key order unchanged). */
export const snakeKeys = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  ) as { [K in keyof T & string as SnakeCase<K>]: T[K] };

/** The promised date, the moves' times and why it was cancelled. */
export const supplierOrderDates = {
  promisedDate: day.nullable(),
  sentAt: isoDateTime.nullable(),
  acknowledgedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
};

export const supplierOrderDatesOf = (o: OrderRow) => ({
  promisedDate: o.promisedDate,
  sentAt: o.sentAt?.toISOString() ?? null,
  acknowledgedAt: o.acknowledgedAt?.toISOString() ?? null,
  cancelledAt: o.cancelledAt?.toISOString() ?? null,
  cancelReason: o.cancelReason,
});

/** One move of the order's state machine, as its timeline lists it. */
const timelineEntry = {
  action: z.string(),
  fromStatus: z.enum(supplierOrderStatus.enumValues).nullable(),
  toStatus: z.enum(supplierOrderStatus.enumValues),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
};

const timelineEntryOf = (e: EventRow) => ({
  action: e.action,
  fromStatus: e.fromStatus,
  toStatus: e.toStatus,
  actorName: e.actorName,
  data: e.data,
  createdAt: e.createdAt.toISOString(),
});

type Found = { timeline: EventRow[]; lines: LineRow[]; fulfilment: Fulfilment };

/** The timeline (its entries as the reader spells them) and the fulfilment that follows it. */
const trailWith = <Entry extends z.ZodRawShape>(entry: Entry) => ({
  timeline: z.array(z.object(entry)),
  shipments: z.array(shipmentSchema),
  incidents: z.array(incidentSchema),
  threeWay: threeWaySchema,
});

const trailOf = <Entry>(found: Found, reader: Actor, entry: (e: EventRow) => Entry) => ({
  timeline: found.timeline.map(entry),
  shipments: found.fulfilment.shipments.map((s) => shipmentToResponse(s, found.lines)),
  incidents: found.fulfilment.incidents.map((i) => incidentToResponse(i, found.lines, reader)),
  threeWay: threeWay(found.lines, found.fulfilment),
});

/** The supplier's trail: camelCase throughout. */
export const supplierViewTrail = /* @__PURE__ */ trailWith(timelineEntry);
export const supplierViewTrailOf = (found: Found) => trailOf(found, 'supplier', timelineEntryOf);

/** The buyer's trail: snake_case, the timeline's entries too. */
export const buyerViewTrail = /* @__PURE__ */ snakeKeys(trailWith(snakeKeys(timelineEntry)));
export const buyerViewTrailOf = (found: Found) =>
  snakeKeys(trailOf(found, 'buyer', (e) => snakeKeys(timelineEntryOf(e))));
