import { and, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { featureUsages } from '../../db/schema/billing';
import { leads, submissions } from '../../db/schema/crm';
import { members, invitations } from '../../db/schema/organizations';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { enqueueEmail } from '../email/enqueue-email';
import { inTransaction, type Db, type DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { ownersOf } from './owners';
import { FEATURES, type PlanDefinition } from './plans';
import { effectivePlan, type EffectivePlan } from './subscription-state';
import { currentWindow, type UsageWindow } from './usage-windows';

export type QuotaFeature = 'seats' | 'leads' | 'submissions';

const TABLES = { leads, submissions } as const;

/** The plan's limit; seats are bought per unit, so they scale with the subscription's quantity. */
export function limitOf(plan: EffectivePlan, feature: QuotaFeature): number | null {
  const base = (plan.plan as PlanDefinition).features[feature].limit;
  if (base === undefined) return null;
  return feature === 'seats' ? base * (plan.subscription?.quantity ?? 1) : base;
}

/** Seats: members plus invitations still pending (and not expired). */
export async function seatsInUse(db: DbOrTx, organizationId: string, now = new Date()): Promise<number> {
  const [m] = await db.select({ value: count() }).from(members).where(eq(members.organizationId, organizationId));
  const [i] = await db
    .select({ value: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
      ),
    );
  return m!.value + i!.value;
}

/** Rows of the feature's table created by the organization since the window's last reset. */
export async function usageInWindow(
  db: DbOrTx,
  organizationId: string,
  feature: 'leads' | 'submissions',
  window: UsageWindow,
): Promise<number> {
  const table = TABLES[feature];
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), gte(table.createdAt, window.lastReset)));
  return row!.value;
}

const PER_CYCLE = { day: 'por dia', week: 'por semana', month: 'por mês', year: 'por ano' } as const;

/** "1 pessoa", "5 pessoas", "100 leads por mês": the limit as a person reads it. */
export function limitWords(feature: QuotaFeature, limit: number, cycle?: keyof typeof PER_CYCLE): string {
  const words = `${limit} ${limit === 1 ? FEATURES[feature].one : FEATURES[feature].name}`;
  return feature === 'seats' ? words : `${words} ${PER_CYCLE[cycle ?? 'month']}`;
}

/** What to do next, said by the plan the organization is on (the plans page offers it). */
function nextStep(feature: QuotaFeature, planSlug: string): string {
  if (feature !== 'seats') return 'Para continuar, assine o Pro na página de planos.';
  return planSlug === 'pro'
    ? 'Para convidar mais gente, aumente o número de pessoas do plano na página de planos.'
    : 'Para convidar mais gente, assine o Pro na página de planos.';
}

export class QuotaExceededError extends ApiError {
  constructor(
    readonly organizationId: string,
    readonly feature: QuotaFeature,
    readonly limit: number,
    plan: PlanDefinition,
  ) {
    super({
      code: 'PLAN_QUOTA_EXCEEDED',
      message: `Limite do plano atingido: ${limitWords(feature, limit, plan.features[feature].cycle)}. ${nextStep(feature, plan.slug)}`,
      details: [{ path: feature, message: `limite ${limit}` }],
    });
  }
}

/**
 * Call inside the transaction that creates the row, before creating it:
 * serializes creations per organization and feature (advisory lock held to
 * commit), then refuses when `adding` more would pass the plan's limit —
 * so the 100th of 100 passes and the 101st is refused even when they race.
 */
export async function assertQuota(
  tx: DbOrTx,
  organizationId: string,
  feature: QuotaFeature,
  adding = 1,
  now = new Date(),
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${organizationId}:${feature}`}, 0))`);
  const plan = await effectivePlan(tx, organizationId);
  const limit = limitOf(plan, feature);
  if (limit === null) return;
  const used =
    feature === 'seats'
      ? await seatsInUse(tx, organizationId, now)
      : await usageInWindow(
          tx,
          organizationId,
          feature,
          await currentWindow(tx, organizationId, feature, plan.plan.features[feature].cycle ?? 'month', now),
        );
  if (used + adding > limit) throw new QuotaExceededError(organizationId, feature, limit, plan.plan);
}

/**
 * After a refusal: the owners get the billing-plan-quota-exceed e-mail once
 * per cycle (the window's mark is set by one conditional update, so two
 * refusals at once still send one e-mail).
 */
export async function notifyQuotaExceeded(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  error: QuotaExceededError,
): Promise<boolean> {
  await currentWindow(db, error.organizationId, error.feature, 'month');
  // The mark and the e-mails commit together: a notice is never marked without being sent.
  return inTransaction(db, async (tx) => {
    const marked = await tx
      .update(featureUsages)
      .set({ quotaNotifiedAt: sql`now()` })
      .where(
        and(
          eq(featureUsages.organizationId, error.organizationId),
          eq(featureUsages.slug, error.feature),
          isNull(featureUsages.quotaNotifiedAt),
        ),
      )
      .returning({ id: featureUsages.id });
    if (marked.length === 0) return false;
    for (const owner of await ownersOf(tx, error.organizationId)) {
      await enqueueEmail(tx, dataEncryptionKey(cfg), {
        to: owner.email,
        template: 'billing-plan-quota-exceed',
        data: {
          organizationName: owner.organizationName,
          featureName: FEATURES[error.feature].name,
          limit: error.limit,
          limitWords: limitWords(error.feature, error.limit),
          url: `${cfg.APP_URL}/app/upgrade`,
        },
      });
    }
    return true;
  });
}
