import { lt, or, isNotNull, and } from 'drizzle-orm';
import { sessions } from '../db/schema/sessions';
import { config, dataEncryptionKey, type Bindings } from './platform/env';
import { relayOutbox, sweepOutbox, trackingOutbox } from './platform/jobs/outbox';
import { createDb, type Db } from './platform/db';
import { rollDueWindows } from './billing/usage-windows';
import { pruneAuditLogs } from './audit/audit-retention';
import { compactOrderCounts } from './orders/read/order-counts';
import { logger } from './platform/log';
import { closeExpiredQuotes } from './quotes/quote-answers.service';
import { remindPayablesDue } from './payables/payable-reminders';
import { noticeTrialsEnding } from './billing/trial-seats';

const log = logger('scheduled');

/** Sessions past expiry or revoked more than a week ago are of no further use. */
export async function purgeDeadSessions(env: Bindings, now = new Date()): Promise<number> {
  const { db, close } = createDb(config(env));
  try {
    const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
    const removed = await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo))))
      .returning({ id: sessions.id });
    return removed.length;
  } finally {
    await close();
  }
}

/** Feature-usage windows whose cycle ended start the next one (idempotent; quota checks roll on their own too). */
export async function resetUsageCycles(env: Bindings, now = new Date()): Promise<number> {
  const { db, close } = createDb(config(env));
  try {
    return await rollDueWindows(db, now);
  } finally {
    await close();
  }
}

/** Outbox rows a request's own relay missed (the queue was down, the isolate ended): to the queue. */
export async function sweepOutboxNow(env: Bindings): Promise<number> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    return await sweepOutbox(db, env.JOBS, dataEncryptionKey(cfg));
  } finally {
    await close();
  }
}

/** Audit entries past their plan's retention (functions/audit/audit-retention.ts). */
export async function pruneAuditLogsNow(env: Bindings, now = new Date()): Promise<number> {
  const { db, close } = createDb(config(env));
  try {
    return await pruneAuditLogs(db, now);
  } finally {
    await close();
  }
}

/** The order counts' appended rows, folded to one per (organization, status) (orders/read/order-counts.ts). */
export async function compactOrderCountsNow(env: Bindings): Promise<number> {
  const { db, close } = createDb(config(env));
  try {
    return await compactOrderCounts(db);
  } finally {
    await close();
  }
}

/** Cotações past their deadline, closed (functions/quotes/quote-machine.ts: expire). */
export async function closeExpiredQuotesNow(env: Bindings, now = new Date()): Promise<number> {
  const { db, close } = createDb(config(env));
  try {
    return await closeExpiredQuotes(db, now);
  } finally {
    await close();
  }
}

/**
 * A run that writes e-mails: they are held for the run's own relay, right after the commit; a relay
 * that fails leaves them to the minute's sweeper.
 */
async function withOwnRelay<T>(
  env: Bindings,
  work: (db: Db, links: { sealKey: string; appUrl: string }) => Promise<T>,
): Promise<T> {
  const cfg = config(env);
  const sealKey = dataEncryptionKey(cfg);
  const { db, close } = createDb(cfg);
  try {
    const { result, written } = await trackingOutbox(() => work(db, { sealKey, appUrl: cfg.APP_URL }));
    await relayOutbox(db, env.JOBS, sealKey, { ids: written });
    return result;
  } finally {
    await close();
  }
}

/** Owners and admins hear of what falls due in two days. */
export const remindPayablesNow = (env: Bindings, now = new Date()): Promise<number> =>
  withOwnRelay(env, (db, links) => remindPayablesDue(db, links, now));

/** Trials of Pro ending within a day: the owner and each person who would leave are told, once (billing/trial-seats.ts). */
export const noticeTrialsEndingNow = (env: Bindings, now = new Date()): Promise<number> =>
  withOwnRelay(env, (db, links) => noticeTrialsEnding(db, links, now));

/** Cron triggers (wrangler.toml [triggers]) by expression. */
export async function runScheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  switch (controller.cron) {
    case '17 3 * * *': {
      const removed = await purgeDeadSessions(env, new Date(controller.scheduledTime));
      log.info('purged_dead_sessions', { removed });
      const pruned = await pruneAuditLogsNow(env, new Date(controller.scheduledTime));
      log.info('audit_log_retention', { pruned });
      return;
    }
    // 08:00 in São Paulo: the day's reminders arrive with the working day.
    case '0 11 * * *': {
      const reminded = await remindPayablesNow(env, new Date(controller.scheduledTime));
      log.info('payables_reminded', { reminded });
      return;
    }
    case '7 * * * *': {
      const rolled = await resetUsageCycles(env, new Date(controller.scheduledTime));
      log.info('usage_cycles_reset', { rolled });
      const told = await noticeTrialsEndingNow(env, new Date(controller.scheduledTime));
      if (told > 0) log.info('trials_ending_noticed', { told });
      return;
    }
    case '* * * * *': {
      const relayed = await sweepOutboxNow(env);
      if (relayed > 0) log.info('outbox_swept', { relayed });
      await compactOrderCountsNow(env);
      const expired = await closeExpiredQuotesNow(env, new Date(controller.scheduledTime));
      if (expired > 0) log.info('quotes_closed_at_deadline', { expired });
      return;
    }
    default:
      log.warn('no_task_for_cron', { cron: controller.cron });
  }
}
