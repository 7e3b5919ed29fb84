import { sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import type { Db } from '../lib/db';
import { ApiError } from '../lib/errors';

export interface RateLimit {
  /** e.g. "sign-in:email:ana@x.dev" */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface CountedAttempt {
  limit: RateLimit;
  count: number;
  /** When the limit's window ends (epoch ms). */
  reopensAt: number;
}

/**
 * The one rate limiter: counts one attempt against each limit (fixed windows in rate_limit_buckets,
 * one upsert each, in one statement) and returns the counts. Callers decide how to refuse.
 */
export async function countAttempts(db: Db, limits: RateLimit[], now = new Date()): Promise<CountedAttempt[]> {
  if (limits.length === 0) return [];
  const rows = limits.map((l) => {
    const windowMs = l.windowSeconds * 1000;
    return { key: l.key, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs), count: 1 };
  });
  const counted = await db
    .insert(rateLimitBuckets)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ key: rateLimitBuckets.key, windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count });
  return limits.map((limit, n) => {
    const row = counted.find((r) => r.key === limit.key);
    return {
      limit,
      count: row?.count ?? 1,
      reopensAt: (row?.windowStart ?? rows[n]!.windowStart).getTime() + limit.windowSeconds * 1000,
    };
  });
}

/**
 * Counts one attempt against each limit and throws 429 with Retry-After when any is over. Called
 * before any expensive or side-effecting work (bcrypt, e-mail).
 */
export async function consumeRateLimits(db: Db, limits: RateLimit[], now = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const attempt of await countAttempts(db, limits, now)) {
    if (attempt.count > attempt.limit.limit) {
      retryAfter = Math.max(retryAfter, Math.ceil((attempt.reopensAt - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) {
    throw new ApiError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}

/** The caller's IP as Cloudflare reports it (clients cannot set this header through Cloudflare). */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown';
}
