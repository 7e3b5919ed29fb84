import { afterAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../exposure';
import { call } from '../tenant';
import { A_OBJECT_PARAM, bodyFor, EXPECT, fillPath, listRoutes } from './route-table';
import {
  createWorld,
  fingerprint,
  INSIDE_A,
  principal,
  PRINCIPALS,
  secretsFor,
  type PrincipalName,
  type World,
} from './world';

/**
 * Every /api/v1 route, listed from the app itself, called by every
 * principal against objects owned by organization A. A route missing from
 * EXPECT fails the build; a refused call must be 401/403/404 and change
 * nothing; nobody outside A may see A's data; and another tenant's object
 * must answer exactly like a missing one.
 */

const REFUSED = new Set([401, 403, 404]);
const errorKey = (status: number, text: string) => {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return `${status} ${body.error?.code ?? ''} ${body.error?.message ?? ''}`;
  } catch {
    return `${status} ${text.slice(0, 80)}`;
  }
};

/**
 * Routes by area (the first path segment), at most CHUNK routes a test, so no single test runs long
 * (each route meets 12 principals; /auth's 13 routes with bcrypt would near the 20 s limit in one).
 */
const CHUNK = 5;
const routes = listRoutes();
const groups = [...new Set(routes.map((r) => r.path.split('/')[1] ?? ''))].flatMap((area) => {
  const mine = routes.filter((r) => (r.path.split('/')[1] ?? '') === area);
  const count = Math.ceil(mine.length / CHUNK);
  return Array.from({ length: count }, (_, i) => ({
    name: count > 1 ? `/${area} (${i + 1}/${count})` : `/${area}`,
    routes: mine.slice(i * CHUNK, (i + 1) * CHUNK),
  }));
});

describe('route-enumerating tenant and role matrix', () => {
  let requests = 0;
  const leaks: string[] = [];
  const allLeaks = leaks;
  const mutations: string[] = [];
  const mismatches: string[] = [];
  const allMismatches = mismatches;
  const withoutExpectation = routes.filter((r) => !EXPECT[`${r.method} ${r.path}`]).map((r) => `${r.method} ${r.path}`);

  let sharedReadWorld: Promise<World> | undefined;
  const readWorld = () => (sharedReadWorld ??= createWorld());

  /** One caller's call to the route on `world`, checked; answers the status and the body read. */
  const callAs = async (route: { method: string; path: string }, world: World, who: PrincipalName, record = true) => {
    const key = `${route.method} ${route.path}`;
    const refused = !new Set(EXPECT[key] ?? []).has(who);
    const res = await call(route.method, fillPath(route.path, world), {
      ...principal(world, who),
      body: bodyFor(route.method, route.path, world),
    });
    const text = await res.text();
    requests++;
    // A replay that only names who changed the world reports nothing twice.
    const mismatches: string[] = record ? allMismatches : [];
    const leaks: string[] = record ? allLeaks : [];
    if (res.status >= 500) mismatches.push(`${key} as ${who}: ${res.status}`);
    if (refused) {
      if (!REFUSED.has(res.status))
        mismatches.push(`${key} as ${who}: expected a refusal, got ${res.status} ${text.slice(0, 120)}`);
    } else if (res.status === 401 || res.status === 403) {
      mismatches.push(`${key} as ${who}: expected access, got ${res.status} ${text.slice(0, 120)}`);
    }
    if (!INSIDE_A.has(who)) {
      const seenSecrets = secretsFor(world, who, key).filter((s) => text.includes(s));
      if (seenSecrets.length > 0) leaks.push(`${key} as ${who} saw ${seenSecrets.join(', ')}`);
    }
    // Another tenant's object must look exactly like a missing one.
    if (who === 'otherOwner' && refused && A_OBJECT_PARAM.test(route.path)) {
      const missing = await call(route.method, fillPath(route.path, world, true), {
        ...principal(world, who),
        body: bodyFor(route.method, route.path, world),
      });
      requests++;
      const a = errorKey(res.status, text);
      const b = errorKey(missing.status, await missing.text());
      if (a !== b) leaks.push(`${key}: another tenant's object answers "${a}", a missing one "${b}"`);
    }
  };

  /**
   * Refused callers first, then the allowed ones, owner last. The world is fingerprinted before the
   * first refused call and after the last: a refusal that changed anything changes the second (one
   * refused call undoing another's change would hide both; no route toggles a row back today). Only
   * then is each refused caller replayed alone on a fresh world, between two fingerprints, to name it
   * (a fingerprint around every call cost a third of the walk).
   */
  const checkRoute = async (route: { method: string; path: string }, world: World) => {
    const key = `${route.method} ${route.path}`;
    const allowed = new Set(EXPECT[key] ?? []);
    const refusedCallers = PRINCIPALS.filter((p) => !allowed.has(p));
    const allowedCallers = PRINCIPALS.filter((p) => allowed.has(p)).sort((x, y) =>
      x === 'owner' ? 1 : y === 'owner' ? -1 : 0,
    );
    if (refusedCallers.length > 0) {
      const before = await fingerprint(world);
      for (const who of refusedCallers) await callAs(route, world, who);
      if ((await fingerprint(world)) !== before) {
        const named: string[] = [];
        for (const who of refusedCallers) {
          const alone = await createWorld();
          const was = await fingerprint(alone);
          await callAs(route, alone, who, false);
          if ((await fingerprint(alone)) !== was) named.push(who);
        }
        mutations.push(`${key} as ${named.length > 0 ? named.join(', ') : `one of ${refusedCallers.join(', ')}`}`);
      }
    }
    for (const who of allowedCallers) await callAs(route, world, who);
  };

  it('has an expectation for every route, and every expectation names a real route', () => {
    expect(withoutExpectation, 'routes without an expectation').toEqual([]);
    const seen = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(EXPECT).filter((k) => !seen.has(k))).toEqual([]);
  });

  it.each(groups)('$name: every route x every principal, no leaks, no mutations by refused callers', async (group) => {
    // Reads share one world for the whole file, one route at a time (tests run in order and reads
    // are one lane, so no call lands between a refused call's two fingerprints); each write gets a
    // fresh world, five at a time beside them.
    const reads = group.routes.filter((r) => r.method === 'GET');
    const writes = group.routes.filter((r) => r.method !== 'GET');
    const before = { leaks: leaks.length, mutations: mutations.length, mismatches: mismatches.length };
    await Promise.all([
      (async () => {
        for (const route of reads) await checkRoute(route, await readWorld());
      })(),
      ...Array.from({ length: 5 }, async () => {
        for (let route = writes.shift(); route; route = writes.shift()) await checkRoute(route, await createWorld());
      }),
    ]);
    expect(leaks.slice(before.leaks), 'leaks').toEqual([]);
    expect(mutations.slice(before.mutations), 'mutations by refused callers').toEqual([]);
    expect(mismatches.slice(before.mismatches), 'status expectations').toEqual([]);
  });

  afterAll(async () => {
    await reportFigure(
      `tenant matrix: ${requests} requests over ${routes.length} routes x ${PRINCIPALS.length} principals: ${leaks.length} leaks, ${mutations.length} mutations, ${withoutExpectation.length} routes without an expectation`,
    );
  });
});
