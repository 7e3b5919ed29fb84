import { and, eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/integrations';
import type { AppConfig } from '../platform/env';
import { providerBySlug, type IntegrationProvider } from './catalogue';
import { openSettings, sealSettings } from './sealed-settings';
import type { AuditChanges } from '../../db/schema/audit';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { changedFields } from '../platform/audit-changes';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { webhookUrlProblem } from './url-policy';

export type IntegrationRow = typeof integrations.$inferSelect;
const integrationNotFound = () => notFound('Integration not found');

export function provider(slug: string) {
  const found = providerBySlug(slug);
  if (!found) throw integrationNotFound();
  return found;
}

/** Settings as the provider needs them, with every URL held to the webhook policy. */
function settingsFor(p: IntegrationProvider, metadata: unknown, environment: AppConfig['ENVIRONMENT']) {
  const parsed = p.settings.safeParse(metadata ?? {});
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ path: `metadata.${i.path.join('.')}`, message: i.message }));
    throw new ApiError({ code: 'VALIDATION_ERROR', message: details[0]!.message, details });
  }
  for (const [key, value] of Object.entries(parsed.data)) {
    if (typeof value === 'string' && /url$/i.test(key)) {
      const problem = webhookUrlProblem(value, environment);
      if (problem)
        throw new ApiError({
          code: 'VALIDATION_ERROR',
          message: problem,
          details: [{ path: `metadata.${key}`, message: problem }],
        });
    }
  }
  return parsed.data;
}

export function listInstalled(db: Db, organizationId: string) {
  return db.select().from(integrations).where(eq(integrations.organizationId, organizationId));
}

export async function findInstallation(db: Db, organizationId: string, slug: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.provider, slug)));
  return row;
}

/** Installs (or re-installs) with validated settings, sealed; enabled. */
export async function installIntegration(
  db: Db,
  input: {
    sealKey: string;
    environment: AppConfig['ENVIRONMENT'];
    organizationId: string;
    provider: IntegrationProvider;
    metadata: unknown;
    actor: AuditActor;
  },
) {
  const settings = settingsFor(input.provider, input.metadata, input.environment);
  const metadata = await sealSettings(input.sealKey, settings);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(integrations)
      .values({ organizationId: input.organizationId, provider: input.provider.slug, metadata, enabled: true })
      .onConflictDoUpdate({
        target: [integrations.organizationId, integrations.provider],
        set: { metadata, enabled: true },
      })
      .returning();
    await auditIntegration(tx, input.organizationId, input.actor, 'integration.installed', input.provider, {
      enabled: { after: true },
      settings: { after: Object.keys(settings as object).sort() },
    });
    return row!;
  });
}

/**
 * Settings may hold a provider's token: the entry names which settings were given or changed, never
 * their values.
 */
async function auditIntegration(
  tx: Db,
  organizationId: string,
  actor: AuditActor,
  action: 'integration.installed' | 'integration.updated' | 'integration.uninstalled',
  provider: IntegrationProvider,
  changes: AuditChanges | null,
) {
  await recordAudit(tx, {
    organizationId,
    actor,
    action,
    target: { type: 'integration', id: provider.slug, label: provider.name },
    changes,
  });
}

/** Changes settings (merged over the kept ones, re-validated and re-sealed) or toggles it. */
export async function updateIntegration(
  db: Db,
  input: {
    sealKey: string;
    environment: AppConfig['ENVIRONMENT'];
    organizationId: string;
    provider: IntegrationProvider;
    changes: { metadata?: Record<string, unknown>; enabled?: boolean };
    actor: AuditActor;
  },
) {
  const current = await findInstallation(db, input.organizationId, input.provider.slug);
  if (!current) throw integrationNotFound();
  const { changes, sealKey } = input;
  const metadata = changes.metadata
    ? await sealSettings(
        sealKey,
        settingsFor(
          input.provider,
          { ...(await openSettings(sealKey, current.metadata)), ...changes.metadata },
          input.environment,
        ),
      )
    : undefined;
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(integrations)
      .set({
        ...(metadata ? { metadata } : {}),
        ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      })
      .where(eq(integrations.id, current.id))
      .returning();
    const recorded = {
      ...changedFields(current, row!, ['enabled']),
      ...(changes.metadata ? { settings: { after: Object.keys(changes.metadata).sort() } } : {}),
    };
    if (Object.keys(recorded).length)
      await auditIntegration(tx, input.organizationId, input.actor, 'integration.updated', input.provider, recorded);
    return row!;
  });
}

export async function uninstallIntegration(
  db: Db,
  input: { organizationId: string; provider: IntegrationProvider; actor: AuditActor },
) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(integrations)
      .where(and(eq(integrations.organizationId, input.organizationId), eq(integrations.provider, input.provider.slug)))
      .returning({ id: integrations.id });
    if (!row) throw integrationNotFound();
    await auditIntegration(tx, input.organizationId, input.actor, 'integration.uninstalled', input.provider, {
      enabled: { before: true, after: false },
    });
  });
}
