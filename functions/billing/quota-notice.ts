import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../platform/app-env';
import { notifyQuotaExceeded, QuotaExceededError } from './quotas';
import { logger } from '../platform/log';

const log = logger('billing');

/**
 * On routes that create counted rows: when the handler was refused for a
 * plan limit, the owners hear about it (once per cycle). The refusal's
 * transaction has rolled back by now; this is its own statement.
 */
export const quotaNotice = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.error instanceof QuotaExceededError) {
      try {
        await notifyQuotaExceeded(c.var.db, c.var.config, c.error);
      } catch (error) {
        // The refusal itself is the answer; a failed notice must not turn it into a 500.
        log.error('quota_notice_failed', { error: String(error) });
      }
    }
  });
