import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { sha256Hex } from '../platform/tokens';
import { SUPPLIER_KEY_OVER_LIMIT, SUPPLIER_KEY_REFUSED } from './api-key';
import { usableKeyCondition } from './api-keys';
import { windowStartOf, type RateLimit } from './rate-limit';

/**
 * A known supplier key's check without its side effects (decision 0066): the key still usable and its
 * window's count within the limit, read and not counted. It goes before each statement a call starts while
 * the key's own check (supplierKeyRide, which counts the call) is in flight, so parallel statements — an
 * Idempotency-Key's look-up beside the route's reads — are one round trip, not two. The counting check's
 * verdict still decides the call: the copy only keeps a refused key's statements from running at all.
 */
export function supplierKeyRecheck(rawKey: string, keyId: string, limit: Omit<RateLimit, 'key'>, now: Date): SQL {
  const windowStart = windowStartOf(limit.windowSeconds, now);
  const counted = sql`(SELECT ${rateLimitBuckets.count} FROM ${rateLimitBuckets} WHERE ${and(
    eq(rateLimitBuckets.key, `supplier-key:${keyId}`),
    eq(rateLimitBuckets.windowStart, windowStart),
  )})`;
  return sql`SELECT
    abastece_guard(EXISTS (SELECT 1 FROM ${supplierApiKeys} WHERE ${supplierApiKeys.keyHash} = ${sha256Hex(rawKey)} AND ${usableKeyCondition(supplierApiKeys, now)}), ${SUPPLIER_KEY_REFUSED}) AS usable,
    abastece_guard(coalesce(${counted}, 0) <= ${limit.limit}, ${SUPPLIER_KEY_OVER_LIMIT}) AS within_limit`;
}
