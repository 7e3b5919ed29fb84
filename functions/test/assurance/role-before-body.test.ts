import { describe, expect, it } from 'vitest';
import { call } from '../tenant';
import { EXPECT, fillPath, listRoutes } from './route-table';
import { createWorld, principal, type PrincipalName } from './world';

/**
 * Who may call a route is decided before its body is read: a caller the route refuses gets the
 * refusal (401/403/404), never a 400 about a body it should not have been able to send. Every
 * write route, called with a malformed JSON body by each principal it refuses.
 */
const WRITES = listRoutes().filter((r) => r.method !== 'GET');
const REFUSED = new Set([401, 403, 404]);
/**
 * Refusals that depend on the object, found only after the body is read: another user's cart line,
 * an organization named in the body that the caller does not belong to. Everything else must refuse first.
 */
const REFUSED_BY_OBJECT = new Set([
  'PUT /cart/item/:itemId as admin',
  'PUT /cart/item/:itemId as operator',
  'POST /auth/set-active-organization as operator',
]);

describe('role before body', () => {
  // One walk over every write route (~340 refused calls, more with each new route): the principals of a
  // route are asked at once (refusals change nothing), and the walk gets the time its size needs.
  it('a refused caller with a malformed body gets the refusal, not a 400, on every write route', async () => {
    const world = await createWorld();
    const wrong: string[] = [];
    let checked = 0;
    for (const route of WRITES) {
      const allowed = new Set<PrincipalName>(EXPECT[`${route.method} ${route.path}`] ?? []);
      // Refusals by who is calling (another organization's owner is refused by the object, after validation).
      const refused = (['anonymous', 'member', 'admin', 'operator', 'supplierKey', 'orgKey'] as const).filter(
        (who) => !allowed.has(who) && !REFUSED_BY_OBJECT.has(`${route.method} ${route.path} as ${who}`),
      );
      const statuses = await Promise.all(
        refused.map(async (who) => {
          const p = principal(world, who);
          const res = await call(route.method, fillPath(route.path, world), {
            ...p,
            rawBody: '{"malformed":',
            headers: { ...p.headers, 'content-type': 'application/json' },
          });
          return [who, res.status] as const;
        }),
      );
      for (const [who, status] of statuses) {
        checked++;
        if (!REFUSED.has(status)) wrong.push(`${route.method} ${route.path} as ${who}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 90_000);
});
