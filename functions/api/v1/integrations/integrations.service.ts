import { and, eq } from 'drizzle-orm';
import { integrations } from '../../../../db/schema/integrations';
import type { AppConfig } from '../../../env';
import { providerBySlug, type IntegrationProvider } from '../../../integrations/catalogue';
import { openSettings, sealSettings } from '../../../integrations/sealed-settings';
import type { Db } from '../../../lib/db';
import { ApiError, notFound } from '../../../lib/errors';
import { webhookUrlProblem } from '../../../webhooks/url-policy';

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
  },
) {
  const metadata = await sealSettings(input.sealKey, settingsFor(input.provider, input.metadata, input.environment));
  const [row] = await db
    .insert(integrations)
    .values({ organizationId: input.organizationId, provider: input.provider.slug, metadata, enabled: true })
    .onConflictDoUpdate({
      target: [integrations.organizationId, integrations.provider],
      set: { metadata, enabled: true },
    })
    .returning();
  return row!;
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
  const [row] = await db
    .update(integrations)
    .set({ ...(metadata ? { metadata } : {}), ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}) })
    .where(eq(integrations.id, current.id))
    .returning();
  return row!;
}

export async function uninstallIntegration(db: Db, organizationId: string, slug: string) {
  const current = await findInstallation(db, organizationId, slug);
  if (!current) throw integrationNotFound();
  await db.delete(integrations).where(eq(integrations.id, current.id));
}
