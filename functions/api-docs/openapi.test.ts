import { describe, expect, it } from 'vitest';
import { createApiV1 } from '../app';
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
});
