import * as z from 'zod';

/** GET /health: 200 when the database answers, 503 with the same fields when it does not. */

const latencyMs = z.number().int().meta({ description: 'Milissegundos até o banco responder (ou falhar)', example: 3 });

export const healthSchema = z
  .object({ status: z.literal('ok'), database: z.literal('up'), latencyMs })
  .meta({ id: 'Health' });

export const healthDegradedSchema = z
  .object({ status: z.literal('degraded'), database: z.literal('down'), latencyMs })
  .meta({ id: 'HealthDegraded' });

export const liveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'HealthLive' });

export const healthUp = (latency: number): z.output<typeof healthSchema> => ({
  status: 'ok',
  database: 'up',
  latencyMs: latency,
});

export const healthDown = (latency: number): z.output<typeof healthDegradedSchema> => ({
  status: 'degraded',
  database: 'down',
  latencyMs: latency,
});

export const live = (): z.output<typeof liveSchema> => ({ status: 'ok' });
