import { describe, expect, it } from 'vitest';
import { createApiV1 } from '../app';
import { call } from '../test/tenant';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every operation path with the methods it supports, from the router itself. */
function operations() {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of createApiV1().routes) {
    if (method === 'ALL') continue;
    byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
  }
  return [...byPath].map(([path, methods]) => ({
    // A uuid where the path has a parameter, so the path is "known" whatever the id.
    path: path.replace(/:[A-Za-z_]\w*/g, '00000000-0000-4000-8000-000000000000'),
    template: path,
    methods,
  }));
}

describe('a known path with a method it does not support', () => {
  it('answers 405 with Allow on every path of the route table, before authentication, with no cookie or key', async () => {
    let checked = 0;
    for (const { path, template, methods } of operations()) {
      const unsupported = METHODS.find((m) => !methods.has(m));
      if (!unsupported) continue;
      // A more specific sibling may take the method (e.g. POST /x/:id/test beside GET /x/:id): skip those.
      const res = await call(unsupported, path);
      if (res.status !== 405) {
        const siblings = operations().filter((o) => o.template !== template && o.methods.has(unsupported));
        const shadowed = siblings.some((o) =>
          new RegExp(`^${o.template.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`).test(path),
        );
        expect(shadowed, `${unsupported} ${template} answered ${res.status}`).toBe(true);
        continue;
      }
      checked += 1;
      const allow = res.headers.get('allow')!.split(', ');
      expect(allow, `${unsupported} ${template}`).toEqual(expect.arrayContaining([...methods]));
      if (methods.has('GET')) expect(allow).toContain('HEAD');
      expect(allow).not.toContain(unsupported);
      expect(await res.json(), template).toMatchObject({
        error: { code: 'METHOD_NOT_ALLOWED', message: expect.stringContaining(`Método ${unsupported} não permitido`) },
      });
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('leaves unknown paths a 404 and supported methods to their routes (401 without a session)', async () => {
    expect((await call('DELETE', '/nope')).status).toBe(404);
    expect((await call('GET', '/purchase-orders')).status).toBe(401);
    expect((await call('PATCH', '/purchase-orders')).status).toBe(405);
  });
});
