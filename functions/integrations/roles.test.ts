import { describe, it } from 'vitest';
import { integrations, webhooks } from '../../db/schema/integrations';
import { runMatrix, type RouteCase, statuses as S } from '../test/role-matrix';
import { uniq, withDb, type Tenant } from '../test/tenant';

interface Fixture extends Record<string, string> {
  webhookId: string;
}

/** A webhook and an installed integration of organization A. */
async function fixture(a: Tenant): Promise<Fixture> {
  return withDb(async (db) => {
    const [webhook] = await db
      .insert(webhooks)
      .values({
        organizationId: a.organization.id,
        url: `https://hooks.example.com/${uniq()}`,
        secret: `whsec_${btoa('x'.repeat(32))}`,
        events: ['lead.created'],
      })
      .returning({ id: webhooks.id });
    await db.insert(integrations).values({
      organizationId: a.organization.id,
      provider: 'zapier',
      metadata: { webhookUrl: `https://hooks.zapier.com/${uniq()}` },
    });
    return { webhookId: webhook!.id };
  });
}

const ROUTES: Array<RouteCase<Fixture> & { name: string }> = [
  { name: 'list webhooks', method: 'GET', path: () => '/webhook', expect: S(401, 403, 403, 200, 200, 200) },
  {
    name: 'webhook event types',
    method: 'GET',
    path: () => '/webhook/events',
    expect: S(401, 403, 403, 200, 200, 200),
  },
  {
    name: 'read a webhook',
    method: 'GET',
    path: (c) => `/webhook/${c.fixture.webhookId}`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'reveal a secret',
    method: 'GET',
    path: (c) => `/webhook/${c.fixture.webhookId}/secret`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'create a webhook',
    method: 'POST',
    path: () => '/webhook',
    body: () => ({ url: 'https://hooks.example.com/new', events: ['lead.created'] }),
    expect: S(401, 403, 403, 201, 201, 201),
  },
  {
    name: 'update a webhook',
    method: 'PUT',
    path: (c) => `/webhook/${c.fixture.webhookId}`,
    body: () => ({ enabled: false }),
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'delete a webhook',
    method: 'DELETE',
    path: (c) => `/webhook/${c.fixture.webhookId}`,
    expect: S(401, 403, 403, 200, 200, 404),
  },
  { name: 'list integrations', method: 'GET', path: () => '/integrations', expect: S(401, 403, 200, 200, 200, 200) },
  {
    name: 'read an integration',
    method: 'GET',
    path: () => '/integrations/zapier',
    expect: S(401, 403, 200, 200, 200, 200),
  },
  {
    name: 'install an integration',
    method: 'POST',
    path: () => '/integrations/slack/install',
    body: () => ({ metadata: { webhookUrl: 'https://hooks.slack.com/services/x' } }),
    // Owners and admins only (issue #21: members see what is installed and change nothing).
    expect: S(401, 403, 403, 201, 201, 201),
  },
  {
    name: 'toggle an integration',
    method: 'PUT',
    path: () => '/integrations/zapier',
    body: () => ({ enabled: false }),
    expect: S(401, 403, 403, 200, 200, 404),
  },
  {
    name: 'uninstall an integration',
    method: 'DELETE',
    path: () => '/integrations/zapier/uninstall',
    expect: S(401, 403, 403, 200, 200, 404),
  },
];

describe('role and tenant table: webhooks and integrations', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    await runMatrix(route, fixture);
  });
});
