import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { integrations } from '../../../../db/schema/integrations';
import type { AppEnv } from '../../../app-env';
import { PROVIDERS, providerBySlug, type IntegrationProvider } from '../../../integrations/catalogue';
import { dataEncryptionKey } from '../../../env';
import { openSettings, sealSettings, SECRET_SETTINGS } from '../../../integrations/sealed-settings';
import { activeOrganizationId, requireRole, requireSession } from '../../../lib/auth';
import { ApiError, notFound } from '../../../lib/errors';
import { validate } from '../../../lib/validate';
import { webhookUrlProblem } from '../../../webhooks/url-policy';

type IntegrationRow = typeof integrations.$inferSelect;
const integrationNotFound = () => notFound('Integration not found');
const slugParam = z.object({ slug: z.string().min(1).max(50) });

/** Credentials are never echoed back: only their last 4 characters (opened from their sealed form for that). */
const masked = async (key: string, metadata: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(await openSettings(key, metadata)).map(([k, v]) => [
      k,
      SECRET_SETTINGS.includes(k) && typeof v === 'string' ? `…${v.slice(-4)}` : v,
    ]),
  );

const toResponse = async (key: string, p: IntegrationProvider, installed?: IntegrationRow) => ({
  slug: p.slug,
  name: p.name,
  category: p.category,
  description: p.description,
  installed: Boolean(installed),
  enabled: installed?.enabled ?? false,
  metadata: installed ? await masked(key, installed.metadata) : null,
  installedAt: installed?.createdAt.toISOString() ?? null,
});

function provider(slug: string) {
  const found = providerBySlug(slug);
  if (!found) throw integrationNotFound();
  return found;
}

/** Settings as the provider needs them, with every URL held to the webhook policy. */
function settingsFor(p: IntegrationProvider, metadata: unknown, environment: 'production' | 'staging' | 'development') {
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

async function installation(c: { var: AppEnv['Variables'] }, slug: string) {
  const [row] = await c.var.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, c.var.membership!.organizationId), eq(integrations.provider, slug)));
  return row;
}

export const integrationRoutes = new Hono<AppEnv>()
  .use(requireSession(), requireRole())
  // GET /integrations — the catalogue by category, with what this organization installed
  .get('/', async (c) => {
    const installed = await c.var.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, activeOrganizationId(c)));
    const key = dataEncryptionKey(c.var.config);
    return c.json({
      data: await Promise.all(
        PROVIDERS.map((p) =>
          toResponse(
            key,
            p,
            installed.find((i) => i.provider === p.slug),
          ),
        ),
      ),
    });
  })
  // GET /integrations/:slug — one integration
  .get('/:slug', validate('param', slugParam), async (c) => {
    const p = provider(c.req.valid('param').slug);
    return c.json(await toResponse(dataEncryptionKey(c.var.config), p, await installation(c, p.slug)));
  })
  // POST /integrations/:slug/install — install with its settings (enabled)
  .post(
    '/:slug/install',
    validate('param', slugParam),
    validate('json', z.object({ metadata: z.record(z.string(), z.unknown()).optional() })),
    async (c) => {
      const p = provider(c.req.valid('param').slug);
      const key = dataEncryptionKey(c.var.config);
      const metadata = await sealSettings(key, settingsFor(p, c.req.valid('json').metadata, c.var.config.ENVIRONMENT));
      const [row] = await c.var.db
        .insert(integrations)
        .values({ organizationId: activeOrganizationId(c), provider: p.slug, metadata, enabled: true })
        .onConflictDoUpdate({
          target: [integrations.organizationId, integrations.provider],
          set: { metadata, enabled: true },
        })
        .returning();
      return c.json(await toResponse(key, p, row), 201);
    },
  )
  // PUT /integrations/:slug — change settings or toggle
  .put(
    '/:slug',
    validate('param', slugParam),
    validate(
      'json',
      z.object({ metadata: z.record(z.string(), z.unknown()).optional(), enabled: z.boolean().optional() }),
    ),
    async (c) => {
      const p = provider(c.req.valid('param').slug);
      const current = await installation(c, p.slug);
      if (!current) throw integrationNotFound();
      const body = c.req.valid('json');
      const key = dataEncryptionKey(c.var.config);
      const metadata = body.metadata
        ? await sealSettings(
            key,
            settingsFor(
              p,
              { ...(await openSettings(key, current.metadata)), ...body.metadata },
              c.var.config.ENVIRONMENT,
            ),
          )
        : undefined;
      const [row] = await c.var.db
        .update(integrations)
        .set({ ...(metadata ? { metadata } : {}), ...(body.enabled !== undefined ? { enabled: body.enabled } : {}) })
        .where(eq(integrations.id, current.id))
        .returning();
      return c.json(await toResponse(key, p, row));
    },
  )
  // DELETE /integrations/:slug/uninstall
  .delete('/:slug/uninstall', validate('param', slugParam), async (c) => {
    const p = provider(c.req.valid('param').slug);
    const current = await installation(c, p.slug);
    if (!current) throw integrationNotFound();
    await c.var.db.delete(integrations).where(eq(integrations.id, current.id));
    return c.json({ message: 'Integração removida' });
  });
