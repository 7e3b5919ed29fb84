import { sql } from 'drizzle-orm';
import { rateLimitBuckets } from '../../db/schema/auth-support';
import type { Db } from './db';
import { ApiError } from './errors';

export interface RateLimit {
  /** e.g. "sign-in:email:ana@x.dev" */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit (fixed windows, one upsert each, in
 * one statement) and throws 429 with Retry-After when any is over. Called
 * before any expensive or side-effecting work (bcrypt, e-mail).
 */
export async function consumeRateLimits(db: Db, limits: RateLimit[], now = new Date()): Promise<void> {
  if (limits.length === 0) return;
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

  let retryAfter = 0;
  for (const limit of limits) {
    const row = counted.find((r) => r.key === limit.key);
    if (row && row.count > limit.limit) {
      const reopens = row.windowStart.getTime() + limit.windowSeconds * 1000;
      retryAfter = Math.max(retryAfter, Math.ceil((reopens - now.getTime()) / 1000));
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
