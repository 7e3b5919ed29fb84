import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { customers, subscriptions } from '../../db/schema/billing';
import { leads, submissions } from '../../db/schema/crm';
import { integrations } from '../../db/schema/integrations';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { shipments } from '../../db/schema/fulfilment';
import { invitations, members, organizations } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { committedCents, spentCents } from '../budgets/spend-measures';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db';

/** Percent change of current over previous; 100 when previous was 0 and current is above 0. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const metric = (current: number, previous: number) => ({ current, previous, change: percentChange(current, previous) });

const TZ = sql.raw(`'America/Sao_Paulo'`);
/** The first instant of the São Paulo day `daysAgo` days before `now`'s São Paulo day. */
const dayStart = (now: Date, daysAgo: number) =>
  sql`(((${now}::timestamptz at time zone ${TZ})::date - ${daysAgo}::int)::timestamp at time zone ${TZ})`;
const localDay = (column: AnyPgColumn) => sql`(${column} at time zone ${TZ})::date`;

/**
 * Leads, submissions, purchase orders, and the glossary's amounts (spend-measures: gasto = received in
 * order, comprometido = approved and not yet received) of orders placed in the last 30 São Paulo days
 * (today included) against the 30 before, plus a per-day series of the last 30. Days are São Paulo
 * days throughout: an order at 22h counts on that day, as spend analytics counts it in that month.
 */
export async function dashboardStats(db: Db, organizationId: string, now = new Date()) {
  const since = dayStart(now, 29);
  const before = dayStart(now, 59);
  const windows = (column: AnyPgColumn) => ({
    current: sql<number>`count(*) filter (where ${column} >= ${since})::int`,
    previous: sql<number>`count(*) filter (where ${column} < ${since})::int`,
  });
  const amount = (cents: SQL, window: 'current' | 'previous') =>
    sql<string>`coalesce(sum(${cents}) filter (where ${purchaseOrders.createdAt} ${window === 'current' ? sql`>=` : sql`<`} ${since}), 0)::text`;
  const [[leadRow], [submissionRow], [orderRow], [amountRow], series] = await Promise.all([
    db
      .select(windows(leads.createdAt))
      .from(leads)
      .where(and(eq(leads.organizationId, organizationId), sql`${leads.createdAt} >= ${before}`)),
    db
      .select(windows(submissions.createdAt))
      .from(submissions)
      .where(and(eq(submissions.organizationId, organizationId), sql`${submissions.createdAt} >= ${before}`)),
    db
      .select(windows(purchaseOrders.createdAt))
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.organizationId, organizationId), sql`${purchaseOrders.createdAt} >= ${before}`)),
    db
      .select({
        spentCurrent: amount(spentCents, 'current'),
        spentPrevious: amount(spentCents, 'previous'),
        committedCurrent: amount(committedCents, 'current'),
        committedPrevious: amount(committedCents, 'previous'),
      })
      .from(purchaseOrderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
      .where(and(eq(purchaseOrders.organizationId, organizationId), sql`${purchaseOrders.createdAt} >= ${before}`)),
    db.execute<{
      date: string;
      leads: number;
      submissions: number;
      orders: number;
      spent: string;
      committed: string;
    }>(sql`
      with days as (
        select generate_series((${now}::timestamptz at time zone ${TZ})::date - 29, (${now}::timestamptz at time zone ${TZ})::date, interval '1 day')::date as day),
      order_days as (
        select ${localDay(purchaseOrders.createdAt)} as day, count(distinct ${purchaseOrders.id})::int as orders,
          coalesce(sum(${spentCents}), 0) as spent, coalesce(sum(${committedCents}), 0) as committed
        from ${purchaseOrders} left join ${purchaseOrderItems} on ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id}
        where ${purchaseOrders.organizationId} = ${organizationId} and ${purchaseOrders.createdAt} >= ${since}
        group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as date,
        (select count(*)::int from ${leads} where ${leads.organizationId} = ${organizationId} and ${leads.createdAt} >= ${since} and ${localDay(leads.createdAt)} = d.day) as leads,
        (select count(*)::int from ${submissions} where ${submissions.organizationId} = ${organizationId} and ${submissions.createdAt} >= ${since} and ${localDay(submissions.createdAt)} = d.day) as submissions,
        coalesce(o.orders, 0) as orders, coalesce(o.spent, 0)::text as spent, coalesce(o.committed, 0)::text as committed
      from days d left join order_days o on o.day = d.day order by d.day`),
  ]);
  const reais = (cents: string) => Number(cents) / 100;
  return {
    leads: metric(leadRow!.current, leadRow!.previous),
    submissions: metric(submissionRow!.current, submissionRow!.previous),
    purchaseOrders: metric(orderRow!.current, orderRow!.previous),
    spend: metric(reais(amountRow!.spentCurrent), reais(amountRow!.spentPrevious)),
    committed: metric(reais(amountRow!.committedCurrent), reais(amountRow!.committedPrevious)),
    series: series.rows.map((r) => ({
      date: r.date,
      leads: r.leads,
      submissions: r.submissions,
      orders: r.orders,
      spend: reais(r.spent),
      committed: reais(r.committed),
    })),
  };
}

/** A supplier order between its approval and its receipt: what the buyer still waits for. */
const UNDER_WAY = ['SENT', 'ACKNOWLEDGED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED'] as const;
/** Confirmed by the supplier with units still to put on a truck. */
const TO_SHIP = sql`${supplierOrders.status} in ('ACKNOWLEDGED', 'PARTIALLY_SHIPPED')`;

/** The earlier of two São Paulo days (AAAA-MM-DD), either possibly missing. */
const earlier = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * What the buyer is waiting for now, the dashboard's first row: orders under way (and those the
 * supplier has not answered), orders waiting for an approval, and deliveries — shipments on the
 * truck, shipments delivered and not yet checked at the door, confirmed parts still to ship — with
 * the first day one of them is expected (a shipment's expected day or a part's promised day).
 */
export async function procurementOverview(db: Db, organizationId: string) {
  const [[parts], [trucks]] = await Promise.all([
    db
      .select({
        inProgress: sql<number>`count(distinct ${supplierOrders.purchaseOrderId}) filter (where ${inArray(supplierOrders.status, [...UNDER_WAY])})::int`,
        awaitingSupplier: sql<number>`count(*) filter (where ${supplierOrders.status} = 'SENT')::int`,
        awaitingApproval: sql<number>`count(distinct ${supplierOrders.purchaseOrderId}) filter (where ${supplierOrders.status} = 'AWAITING_APPROVAL')::int`,
        toShip: sql<number>`count(*) filter (where ${TO_SHIP})::int`,
        promisedOn: sql<
          string | null
        >`to_char(min(${supplierOrders.promisedDate}) filter (where ${TO_SHIP}), 'YYYY-MM-DD')`,
      })
      .from(supplierOrders)
      .where(
        and(
          eq(supplierOrders.organizationId, organizationId),
          inArray(supplierOrders.status, ['AWAITING_APPROVAL', ...UNDER_WAY]),
        ),
      ),
    db
      .select({
        onTheWay: sql<number>`count(*) filter (where ${shipments.status} = 'SHIPPED')::int`,
        toCheck: sql<number>`count(*) filter (where ${shipments.status} = 'DELIVERED')::int`,
        expectedOn: sql<
          string | null
        >`to_char(min(${shipments.expectedDeliveryDate}) filter (where ${shipments.status} = 'SHIPPED'), 'YYYY-MM-DD')`,
      })
      .from(shipments)
      .where(and(eq(shipments.organizationId, organizationId), inArray(shipments.status, ['SHIPPED', 'DELIVERED']))),
  ]);
  return {
    orders: { inProgress: parts!.inProgress, awaitingSupplier: parts!.awaitingSupplier },
    approvals: { awaitingApproval: parts!.awaitingApproval },
    deliveries: {
      onTheWay: trucks!.onTheWay,
      toCheck: trucks!.toCheck,
      toShip: parts!.toShip,
      nextExpectedOn: earlier(trucks!.expectedOn, parts!.promisedOn),
    },
  };
}

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

/**
 * The steps that lead a new organization to its first order — where it receives, who buys with it,
 * the first order — then what comes later (the logo, an integration, the plan); each true when done.
 * `completed` and `total` count the first three: the card stays until they are done.
 */
export async function onboarding(db: Db, organizationId: string) {
  const [[address], [order], [brand], [team], [enabledIntegrations], [liveSubscription]] = await Promise.all([
    db.select({ value: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.organizationId, organizationId)),
    db.select({ value: count() }).from(purchaseOrders).where(eq(purchaseOrders.organizationId, organizationId)),
    db
      .select({ value: count() })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), isNotNull(organizations.logo))),
    // Members and pending invitations: the chef invited counts as brought in.
    db
      .select({
        value: sql<number>`(select count(*) from ${members} where ${members.organizationId} = ${organizationId})::int + (select count(*) from ${invitations} where ${invitations.organizationId} = ${organizationId} and ${invitations.status} = 'pending')::int`,
      })
      .from(sql`(select 1) as one`),
    db
      .select({ value: count() })
      .from(integrations)
      .where(and(eq(integrations.organizationId, organizationId), eq(integrations.enabled, true))),
    db
      .select({ value: count() })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(and(eq(customers.organizationId, organizationId), inArray(subscriptions.status, [...LIVE_STATUSES]))),
  ]);
  const steps = {
    deliveryAddress: address!.value > 0,
    inviteMembers: team!.value > 1,
    firstOrder: order!.value > 0,
    createBrand: brand!.value > 0,
    configureIntegrations: enabledIntegrations!.value > 0,
    upgradePlan: liveSubscription!.value > 0,
  };
  const first = [steps.deliveryAddress, steps.inviteMembers, steps.firstOrder];
  return { steps, completed: first.filter(Boolean).length, total: first.length };
}
