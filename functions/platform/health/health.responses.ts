import * as z from 'zod';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** GET /health: 200 when the database answers, 503 with the same fields when it does not. */

const latencyMs = /* @__PURE__ */ z
  .number()
  .int()
  .meta({ description: 'Milissegundos até o banco responder (ou falhar)', example: 3 });

export const healthSchema = /* @__PURE__ */ z
  .object({ status: z.literal('ok'), database: z.literal('up'), latencyMs })
  .meta({ id: 'Health' });

export const healthDegradedSchema = /* @__PURE__ */ z
  .object({ status: z.literal('degraded'), database: z.literal('down'), latencyMs })
  .meta({ id: 'HealthDegraded' });

export const liveSchema = /* @__PURE__ */ z.object({ status: z.literal('ok') }).meta({ id: 'HealthLive' });

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
