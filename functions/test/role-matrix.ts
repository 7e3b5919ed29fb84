import { expect } from 'vitest';
import { call, createTenant, createUser, type Principal, type Tenant } from './tenant';

export type Who = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner' | 'otherOwner';
export const EVERYONE: Who[] = ['anonymous', 'outsider', 'member', 'admin', 'owner', 'otherOwner'];

export interface MatrixContext<F> {
  a: Tenant;
  b: Tenant;
  fixture: F;
}

export interface RouteCase<F> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ctx: MatrixContext<F>) => string;
  body?: (ctx: MatrixContext<F>) => unknown;
  /** Expected status per principal. */
  expect: Record<Who, number>;
  /** Extra set-up on both organizations before the call (e.g. seats to invite into). */
  before?: (ctx: MatrixContext<F>) => Promise<void>;
}

/**
 * Calls one route as each principal against objects owned by organization A,
 * each with fresh tenants and fixtures (mutations never leak between rows).
 * A response to anyone outside A must not contain any id of A's objects.
 */
export async function runMatrix<F extends Record<string, string>>(
  route: RouteCase<F>,
  makeFixture: (a: Tenant) => Promise<F>,
) {
  const results = await Promise.all(
    EVERYONE.map(async (who) => {
      const [a, b, outsider] = await Promise.all([createTenant(), createTenant(), createUser()]);
      const fixture = await makeFixture(a);
      const ctx = { a, b, fixture };
      await route.before?.(ctx);
      const principal: Principal | undefined = {
        anonymous: undefined,
        outsider,
        member: a.member,
        admin: a.admin,
        owner: a.owner,
        otherOwner: b.owner,
      }[who];
      const res = await call(route.method, route.path(ctx), { as: principal, body: route.body?.(ctx) });
      const text = await res.text();
      const leaked = ['anonymous', 'outsider', 'otherOwner'].includes(who)
        ? Object.values(fixture).filter((id) => text.includes(id))
        : [];
      return { who, status: res.status, leaked, text };
    }),
  );
  const actual = Object.fromEntries(results.map((r) => [r.who, r.status]));
  expect(actual, `${route.method} ${route.path.toString()}`).toEqual(route.expect);
  for (const r of results)
    expect(r.leaked, `${r.who} saw ${r.leaked.join(', ')} in ${r.text.slice(0, 200)}`).toEqual([]);
}

/** Expected statuses in the order of EVERYONE: anonymous, outsider, member, admin, owner, otherOwner. */
export const statuses = (
  anonymous: number,
  outsider: number,
  member: number,
  admin: number,
  owner: number,
  otherOwner: number,
): Record<Who, number> => ({ anonymous, outsider, member, admin, owner, otherOwner });
