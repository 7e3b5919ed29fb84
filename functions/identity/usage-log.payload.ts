import * as z from 'zod';

/** How much of a request's body a usage log keeps, in UTF-16 code units. */
export const MAX_LOGGED_BODY = 4096;

/** One supplier API call, as the product API reports it to the queue. */
export const usageLogJobSchema = z.object({
  kind: z.literal('usage-log'),
  id: z.string().uuid(),
  apiKeyId: z.string().uuid(),
  supplierId: z.string().uuid(),
  endpoint: z.string().min(1).max(300),
  method: z.string().min(1).max(10),
  statusCode: z.number().int().min(100).max(599),
  responseTime: z.number().int().min(0),
  ipAddress: z.string().max(100).nullable(),
  userAgent: z.string().max(300).nullable(),
  requestSize: z.number().int().min(0).nullable(),
  responseSize: z.number().int().min(0).nullable(),
  requestBody: z.string().max(MAX_LOGGED_BODY).nullable(),
  queryParams: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string().datetime(),
});
export type UsageLogJob = z.infer<typeof usageLogJobSchema>;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    'usage-log': UsageLogJob;
  }
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
// Half of a pair: JSON can escape it ("\ud83d"), jsonb refuses it (22P02), and the whole insert with it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The first `max` code units of `text`, one fewer when the cut would leave half of a surrogate pair. */
export function cutOnCodePoint(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, HIGH_SURROGATE.test(text[max - 1]!) ? max - 1 : max);
}

/**
 * `text` as PostgreSQL's jsonb takes it: a lone surrogate and U+0000 (refused in any jsonb string)
 * become U+FFFD, so nothing a client sends can make its call's log unwritable.
 */
export const jsonbSafe = (text: string): string =>
  text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\uFFFD');
