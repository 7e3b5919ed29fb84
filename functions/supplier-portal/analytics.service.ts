import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { supplierApiKeyUsageLogs, supplierApiUsageDaily } from '../../db/schema/supplier-api';
import type { Db } from '../platform/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first UTC day of a `days`-long window that ends today. */
function windowStart(days: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

type Scope = { apiKeyId: string } | { supplierId: string };

/**
 * Totals, endpoints and the day series come from the daily rollup (flat cost
 * whatever the number of logs); recent activity from the newest logs.
 */
async function analytics(db: Db, scope: Scope, days: number, recent: number, zeroFill: boolean, now: Date) {
  const since = windowStart(days, now);
  const dailyScope =
    'apiKeyId' in scope
      ? eq(supplierApiUsageDaily.apiKeyId, scope.apiKeyId)
      : eq(supplierApiUsageDaily.supplierId, scope.supplierId);
  const logScope =
    'apiKeyId' in scope
      ? eq(supplierApiKeyUsageLogs.apiKeyId, scope.apiKeyId)
      : eq(supplierApiKeyUsageLogs.supplierId, scope.supplierId);
  const inWindow = and(dailyScope, gte(supplierApiUsageDaily.day, since));

  const [byEndpoint, byDay, recentActivity] = await Promise.all([
    db
      .select({
        endpoint: supplierApiUsageDaily.endpoint,
        requests: sql<number>`sum(${supplierApiUsageDaily.requests})::int`,
        successRequests: sql<number>`sum(${supplierApiUsageDaily.successRequests})::int`,
        errorRequests: sql<number>`sum(${supplierApiUsageDaily.errorRequests})::int`,
        totalResponseTime: sql<number>`sum(${supplierApiUsageDaily.totalResponseTime})::float8`,
      })
      .from(supplierApiUsageDaily)
      .where(inWindow)
      .groupBy(supplierApiUsageDaily.endpoint)
      .orderBy(sql`sum(${supplierApiUsageDaily.requests}) desc`, supplierApiUsageDaily.endpoint),
    zeroFill
      ? db
          .execute<{ date: string; requests: number }>(
            sql`
          select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(${supplierApiUsageDaily.requests}), 0)::int as requests
          from generate_series(${since}::date, ${since}::date + ${days - 1}::int, interval '1 day') d
          left join ${supplierApiUsageDaily} on ${supplierApiUsageDaily.day} = d::date and ${dailyScope}
          group by d order by d`,
          )
          .then((r) => r.rows)
      : db
          .select({
            date: sql<string>`to_char(${supplierApiUsageDaily.day}, 'YYYY-MM-DD')`,
            requests: sql<number>`sum(${supplierApiUsageDaily.requests})::int`,
          })
          .from(supplierApiUsageDaily)
          .where(inWindow)
          .groupBy(supplierApiUsageDaily.day)
          .orderBy(supplierApiUsageDaily.day),
    db
      .select()
      .from(supplierApiKeyUsageLogs)
      .where(and(logScope, gte(supplierApiKeyUsageLogs.createdAt, new Date(`${since}T00:00:00Z`))))
      .orderBy(desc(supplierApiKeyUsageLogs.createdAt))
      .limit(recent),
  ]);

  const totalRequests = byEndpoint.reduce((n, e) => n + e.requests, 0);
  const totalTime = byEndpoint.reduce((n, e) => n + e.totalResponseTime, 0);
  return {
    totalRequests,
    successRequests: byEndpoint.reduce((n, e) => n + e.successRequests, 0),
    errorRequests: byEndpoint.reduce((n, e) => n + e.errorRequests, 0),
    averageResponseTime: totalRequests ? Math.round(totalTime / totalRequests) : 0,
    mostUsedEndpoint: byEndpoint[0]?.endpoint ?? 'N/A',
    usageByDay: byDay.map((d) => ({ date: d.date, requests: Number(d.requests) })),
    usageByEndpoint: byEndpoint.map((e) => ({
      endpoint: e.endpoint,
      requests: e.requests,
      averageResponseTime: Math.round(e.totalResponseTime / e.requests),
    })),
    recentActivity,
  };
}

/** Per key: only days with requests, the 20 latest calls. */
export const keyAnalytics = (db: Db, apiKeyId: string, days: number, now = new Date()) =>
  analytics(db, { apiKeyId }, days, 20, false, now);

/** Per supplier: every day of the period (zero when quiet), the 10 latest calls. */
export const supplierAnalytics = (db: Db, supplierId: string, days: number, now = new Date()) =>
  analytics(db, { supplierId }, days, 10, true, now);
