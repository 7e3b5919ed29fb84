import * as z from 'zod';

/** GET /health: 200 when the database answers, 503 (same shape) when it does not. */
export const healthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), latencyMs: z.number().int() })
  .meta({ id: 'Health' });

export const liveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthLive' });
