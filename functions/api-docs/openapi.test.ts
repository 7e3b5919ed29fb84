import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApiV1 } from '../app';
import { ROUTE_DOCS } from '../route-docs';
import { config } from '../platform/env';
import { openApiDocument } from './openapi';
import { call } from '../test/tenant';
import { reportFigure } from '../test/exposure';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; summary?: string; tags?: string[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};

const toDocPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/v1/openapi.json', () => {
  it('documents every operation of the route table, each with a summary, a tag and a success response', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['organizationKey', 'session', 'supplierKey']);

    const operations = [
      ...new Set(
        createApiV1()
          .routes.filter((r) => r.method !== 'ALL')
          .map((r) => `${r.method} ${toDocPath(r.path)}`),
      ),
    ];
    const missing = operations.filter((op) => {
      const [method, path] = op.split(' ') as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const undescribed = operations.filter((op) => {
      const [method, path] = op.split(' ') as [string, string];
      const operation = doc.paths[path]![method.toLowerCase()]!;
      return (
        !operation.summary || !operation.tags?.length || !Object.keys(operation.responses).some((s) => /^[23]/.test(s))
      );
    });
    expect(undescribed).toEqual([]);
    await reportFigure(`openapi: ${operations.length - missing.length}/${operations.length} operations documented`);
  });

  it('serves, byte for byte, the document the route table gives now (the one built with the worker is never stale)', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    // Built here, in workerd, from the routes as they are: what c.json(document) answered before the
    // document was built at build time (decision 0061), with this deployment's APP_URL in it.
    const fromRoutes = JSON.stringify(openApiDocument(createApiV1() as never, config(env).APP_URL, ROUTE_DOCS));
    const served = await res.text();
    expect(served.length).toBe(fromRoutes.length);
    expect(served === fromRoutes).toBe(true);
  });
});
