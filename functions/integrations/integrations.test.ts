import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/integrations';
import { call, createTenant, uniq, withDb } from '../test/tenant';
import { received, receiver } from '../test/receiver';

describe('integrations', () => {
  it('lists the catalogue by category, installs with validated settings, masks credentials, toggles and uninstalls', async () => {
    const { admin, member } = await createTenant();
    const catalogue = (await (await call('GET', '/integrations', { as: member })).json()) as {
      data: Array<{ slug: string; category: string; installed: boolean }>;
    };
    expect(new Set(catalogue.data.map((i) => i.category))).toEqual(
      new Set(['notifications', 'automations', 'email-marketing']),
    );
    expect(catalogue.data.every((i) => !i.installed)).toBe(true);

    // A member reads the catalogue but installs, changes and removes nothing: 403 before the body is read.
    for (const [method, path] of [
      ['POST', '/integrations/slack/install'],
      ['PUT', '/integrations/slack'],
      ['DELETE', '/integrations/slack/uninstall'],
    ] as const) {
      const refused = await call(method, path, {
        as: member,
        rawBody: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }

    const bad = await call('POST', '/integrations/slack/install', {
      as: admin,
      body: { metadata: { webhookUrl: 'nao-e-url' } },
    });
    expect(bad.status).toBe(400);
    const ssrf = await call('POST', '/integrations/slack/install', {
      as: admin,
      body: { metadata: { webhookUrl: 'http://169.254.169.254/x' } },
    });
    expect(await ssrf.json()).toMatchObject({ error: { message: 'Endereço de rede não permitido' } });

    const url = `${receiver()}/slack-${uniq()}`;
    const installed = await call('POST', '/integrations/slack/install', {
      as: admin,
      body: { metadata: { webhookUrl: url } },
    });
    expect(installed.status).toBe(201);
    const body = (await installed.json()) as { installed: boolean; enabled: boolean; metadata: { webhookUrl: string } };
    expect(body).toMatchObject({ installed: true, enabled: true });
    expect(body.metadata.webhookUrl).toBe(`…${url.slice(-4)}`);
    expect(
      (
        (await (await call('GET', '/organization/onboarding', { as: member })).json()) as {
          steps: { configureIntegrations: boolean };
        }
      ).steps.configureIntegrations,
    ).toBe(true);

    expect(
      await (await call('PUT', '/integrations/slack', { as: admin, body: { enabled: false } })).json(),
    ).toMatchObject({ enabled: false });
    expect((await call('DELETE', '/integrations/slack/uninstall', { as: admin })).status).toBe(200);
    const missing = await call('PUT', '/integrations/slack', { as: admin, body: { enabled: true } });
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Integration not found' } });
    expect((await call('GET', '/integrations/myspace', { as: member })).status).toBe(404);
  });

  it('delivers for real, per category, on a new lead', async () => {
    const { organization, admin, member } = await createTenant();
    const tag = uniq();
    await call('POST', '/integrations/slack/install', {
      as: admin,
      body: { metadata: { webhookUrl: `${receiver()}/slack-${tag}` } },
    });
    await call('POST', '/integrations/zapier/install', {
      as: admin,
      body: { metadata: { webhookUrl: `${receiver()}/zap-${tag}` } },
    });
    await call('POST', '/integrations/brevo/install', {
      as: admin,
      body: { metadata: { apiKey: 'xkeysib-1234567890', listId: 7, apiUrl: `${receiver()}/brevo-${tag}` } },
    });
    // Credentials are sealed at rest (a changed listId re-seals the kept key); the deliveries below prove they open again.
    expect((await call('PUT', '/integrations/brevo', { as: admin, body: { metadata: { listId: 7 } } })).status).toBe(
      200,
    );
    const stored = await withDb((db) =>
      db
        .select({ provider: integrations.provider, metadata: integrations.metadata })
        .from(integrations)
        .where(eq(integrations.organizationId, organization.id)),
    );
    expect(stored).toHaveLength(3);
    for (const { metadata } of stored) {
      const secret = (metadata.apiKey ?? metadata.webhookUrl) as string;
      expect(secret).toMatch(/^enc:v1:/);
      expect(secret).not.toContain(tag);
      expect(JSON.stringify(metadata)).not.toContain('xkeysib');
    }

    const email = `lead-${tag}@x.com`;
    await call('POST', '/lead', { as: member, body: { email } });

    await expect.poll(async () => (await received(`slack-${tag}`)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect(JSON.parse((await received(`slack-${tag}`))[0]!.body)).toEqual({ text: `Novo lead: ${email}` });
    await expect.poll(async () => (await received(`zap-${tag}`)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect(JSON.parse((await received(`zap-${tag}`))[0]!.body)).toMatchObject({
      event: 'lead.created',
      data: { email },
    });
    await expect
      .poll(async () => (await received(`brevo-${tag}/v3/contacts`)).length, { timeout: 20_000, interval: 250 })
      .toBe(1);
    const brevo = (await received(`brevo-${tag}/v3/contacts`))[0]!;
    expect(brevo.headers['api-key']).toBe('xkeysib-1234567890');
    expect(JSON.parse(brevo.body)).toEqual({ email, listIds: [7], updateEnabled: true });
  });
});
