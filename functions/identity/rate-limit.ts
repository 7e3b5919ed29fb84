import { sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';

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

/** The start of the fixed window `now` falls in. */
export const windowStartOf = (windowSeconds: number, now: Date) => {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/** When the window `now` falls in ends (epoch ms). */
export const windowEndOf = (limit: Omit<RateLimit, 'key'>, now: Date) =>
  windowStartOf(limit.windowSeconds, now).getTime() + limit.windowSeconds * 1000;

const counted = { key: rateLimitBuckets.key, windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count };

/** A row inserted into the buckets counts one attempt: a new window starts at 1, a known one adds 1. */
const oneMore = {
  target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
  set: { count: sql`${rateLimitBuckets.count} + 1` },
};

export const attemptOf = (limit: RateLimit, row: { windowStart: Date; count: number } | undefined, now: Date) => ({
  limit,
  count: row?.count ?? 1,
  reopensAt: (row?.windowStart ?? windowStartOf(limit.windowSeconds, now)).getTime() + limit.windowSeconds * 1000,
});

/**
 * The one rate limiter: counts one attempt against each limit (fixed windows in rate_limit_buckets,
 * one upsert each, in one statement) and returns the counts. Callers decide how to refuse.
 */
export async function countAttempts(db: Db, limits: RateLimit[], now = new Date()): Promise<CountedAttempt[]> {
  if (limits.length === 0) return [];
  const { statement, attemptsOf } = countAttemptsStatement(db, limits, now);
  return attemptsOf(await statement);
}

/**
 * countAttempts as a statement for a batch (`limits` not empty), and how to read what it returns: how
 * a sign-in's count and its account look-up go out in one round trip.
 */
export function countAttemptsStatement(db: DbOrTx, limits: RateLimit[], now = new Date()) {
  const statement = db
    .insert(rateLimitBuckets)
    .values(limits.map((l) => ({ key: l.key, windowStart: windowStartOf(l.windowSeconds, now), count: 1 })))
    .onConflictDoUpdate(oneMore)
    .returning(counted);
  return {
    statement,
    attemptsOf: (rows: Awaited<typeof statement>): CountedAttempt[] =>
      limits.map((limit) =>
        attemptOf(
          limit,
          rows.find((r) => r.key === limit.key),
          now,
        ),
      ),
  };
}

/**
 * Counts one attempt against each limit and throws 429 with Retry-After when any is over. Called
 * before any expensive or side-effecting work (bcrypt, e-mail).
 */
export async function consumeRateLimits(db: Db, limits: RateLimit[], now = new Date()): Promise<void> {
  refuseOverLimit(await countAttempts(db, limits, now), now);
}

/** 429 with Retry-After when any of the counted attempts is over its limit. */
export function refuseOverLimit(attempts: CountedAttempt[], now: Date): void {
  let retryAfter = 0;
  for (const attempt of attempts) {
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
