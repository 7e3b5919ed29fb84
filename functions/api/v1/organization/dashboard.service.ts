import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { customers, subscriptions } from '../../../../db/schema/billing';
import { leads, submissions } from '../../../../db/schema/crm';
import { integrations } from '../../../../db/schema/integrations';
import { members, organizations } from '../../../../db/schema/organizations';
import { purchaseOrders } from '../../../../db/schema/purchase-orders';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../lib/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent change of current over previous; 100 when previous was 0 and current is above 0. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const metric = (current: number, previous: number) => ({ current, previous, change: percentChange(current, previous) });

/**
 * Leads, submissions, purchase orders and spend (orders not cancelled) in the
 * last 30 days against the 30 before, plus a per-day series of the last 30.
 */
export async function dashboardStats(db: Db, organizationId: string, now = new Date()) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const before = new Date(now.getTime() - 60 * DAY_MS);
  const windows = (column: AnyPgColumn) => ({
    current: sql<number>`count(*) filter (where ${column} >= ${since})::int`,
    previous: sql<number>`count(*) filter (where ${column} >= ${before} and ${column} < ${since})::int`,
  });
  const [[leadRow], [submissionRow], [orderRow], series] = await Promise.all([
    db
      .select(windows(leads.createdAt))
      .from(leads)
      .where(and(eq(leads.organizationId, organizationId), sql`${leads.createdAt} >= ${before}`)),
    db
      .select(windows(submissions.createdAt))
      .from(submissions)
      .where(and(eq(submissions.organizationId, organizationId), sql`${submissions.createdAt} >= ${before}`)),
    db
      .select({
        ...windows(purchaseOrders.createdAt),
        spendCurrent: sql<string>`coalesce(sum(${purchaseOrders.totalAmount}) filter (where ${purchaseOrders.createdAt} >= ${since} and ${purchaseOrders.status} <> 'CANCELLED'), 0)::text`,
        spendPrevious: sql<string>`coalesce(sum(${purchaseOrders.totalAmount}) filter (where ${purchaseOrders.createdAt} < ${since} and ${purchaseOrders.status} <> 'CANCELLED'), 0)::text`,
      })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.organizationId, organizationId), sql`${purchaseOrders.createdAt} >= ${before}`)),
    db.execute<{ date: string; leads: number; submissions: number; orders: number; spend: string }>(sql`
      with days as (select generate_series((${now}::timestamptz - interval '29 days')::date, ${now}::timestamptz::date, interval '1 day')::date as day)
      select to_char(d.day, 'YYYY-MM-DD') as date,
        (select count(*)::int from ${leads} where ${leads.organizationId} = ${organizationId} and ${leads.createdAt}::date = d.day) as leads,
        (select count(*)::int from ${submissions} where ${submissions.organizationId} = ${organizationId} and ${submissions.createdAt}::date = d.day) as submissions,
        (select count(*)::int from ${purchaseOrders} where ${purchaseOrders.organizationId} = ${organizationId} and ${purchaseOrders.createdAt}::date = d.day) as orders,
        (select coalesce(sum(${purchaseOrders.totalAmount}), 0)::text from ${purchaseOrders} where ${purchaseOrders.organizationId} = ${organizationId} and ${purchaseOrders.status} <> 'CANCELLED' and ${purchaseOrders.createdAt}::date = d.day) as spend
      from days d order by d.day`),
  ]);
  const spendCurrent = Number(orderRow!.spendCurrent);
  const spendPrevious = Number(orderRow!.spendPrevious);
  return {
    leads: metric(leadRow!.current, leadRow!.previous),
    submissions: metric(submissionRow!.current, submissionRow!.previous),
    purchaseOrders: metric(orderRow!.current, orderRow!.previous),
    spend: { current: spendCurrent, previous: spendPrevious, change: percentChange(spendCurrent, spendPrevious) },
    series: series.rows.map((r) => ({
      date: r.date,
      leads: r.leads,
      submissions: r.submissions,
      orders: r.orders,
      spend: Number(r.spend),
    })),
  };
}

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

/** The four onboarding steps of the spec, each true when done. */
export async function onboarding(db: Db, organizationId: string) {
  const [[brand], [team], [enabledIntegrations], [liveSubscription]] = await Promise.all([
    db
      .select({ value: count() })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), isNotNull(organizations.logo))),
    db.select({ value: count() }).from(members).where(eq(members.organizationId, organizationId)),
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
    createBrand: brand!.value > 0,
    inviteMembers: team!.value > 1,
    configureIntegrations: enabledIntegrations!.value > 0,
    upgradePlan: liveSubscription!.value > 0,
  };
  return { steps, completed: Object.values(steps).filter(Boolean).length, total: 4 };
}
