import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { pingDatabase } from './health.service';
import { area, doc } from '../describe';
import { healthDown, healthUp, live } from './health.responses';
import { logger } from '../log';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database-unavailable';

const log = logger('platform');

export const healthRoutes = new Hono<AppEnv>()
  .use(area('Saúde'))
  // GET /health/live — the worker answers (no database): liveness, and the framework-overhead benchmark
  .get('/live', doc('health', 'GET /live'), (c) => c.json(live()))
  // GET /health — whether the worker and its database answer
  .get('/', doc('health', 'GET /'), async (c) => {
    const started = Date.now();
    try {
      await pingDatabase(c.var.db);
      return c.json(healthUp(Date.now() - started));
    } catch (error) {
      log.error('database_unreachable', { error: error instanceof Error ? error.message : String(error) });
      return c.json(healthDown(Date.now() - started), 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
  });
