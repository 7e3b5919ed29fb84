import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { pingDatabase } from './health.service';
import { area, doc } from '../../../lib/describe';
import { healthSchema, liveSchema } from './health.responses';

export const healthRoutes = new Hono<AppEnv>()
  .use(area('Saúde'))
  // GET /health/live — the worker answers (no database): liveness, and the framework-overhead benchmark
  .get('/live', doc({ summary: 'O worker responde (sem banco)', response: liveSchema }), (c) =>
    c.json({ status: 'ok' }),
  )
  // GET /health — whether the worker and its database answer
  .get(
    '/',
    doc({
      summary: 'O worker e o banco respondem',
      response: healthSchema,
      responses: { 503: { description: 'O banco não responde', schema: healthSchema } },
    }),
    async (c) => {
      const started = Date.now();
      try {
        await pingDatabase(c.var.db);
        return c.json({ status: 'ok', database: 'up', latencyMs: Date.now() - started });
      } catch (error) {
        console.error('health: database unreachable', error instanceof Error ? error.message : error);
        return c.json({ status: 'degraded', database: 'down', latencyMs: Date.now() - started }, 503);
      }
    },
  );
