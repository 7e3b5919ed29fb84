import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import type { Bindings } from '../platform/env';
import { isDatabaseUnavailable } from '../platform/database-unavailable';
import { reportFigure } from './exposure';
import { actorFor, bodyFor, EXPECT, fillPath, listRoutes } from './assurance/route-table';
import { createWorld, principal, type World } from './assurance/world';

const unreachableDatabase = (env as unknown as { TEST_UNREACHABLE_DATABASE_URL: string }).TEST_UNREACHABLE_DATABASE_URL;

type Answer = { route: string; status: number; retryAfter: string | null; body: string };

/** One route, as its most trusted allowed caller, on the worker with `bindings`. */
async function callRoute(world: World, bindings: Bindings, route: { method: string; path: string }): Promise<Answer> {
  const key = `${route.method} ${route.path}`;
  const who = principal(world, actorFor(EXPECT[key] ?? []));
  const body = route.method === 'GET' ? undefined : JSON.stringify(bodyFor(route.method, route.path, world) ?? {});
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1${fillPath(route.path, world)}`, {
      method: route.method,
      headers: {
        'cf-connecting-ip': '10.51.0.3',
        'content-type': 'application/json',
        ...(who.as ? { cookie: who.as.cookie } : {}),
        ...who.headers,
      },
      body,
      redirect: 'manual',
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { route: key, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** Every route once; a few at a time, as nothing they do can succeed or collide. */
async function everyRoute(world: World, bindings: Bindings): Promise<Answer[]> {
  const routes = listRoutes();
  const answers: Answer[] = [];
  for (let i = 0; i < routes.length; i += 12)
    answers.push(...(await Promise.all(routes.slice(i, i + 12).map((route) => callRoute(world, bindings, route)))));
  return answers;
}

function expectOnly503s(answers: Answer[]) {
  const serverErrors = answers.filter((a) => a.status >= 500);
  const not503 = serverErrors.filter(
    (a) =>
      a.status !== 503 ||
      a.retryAfter === null ||
      // The health check keeps its own body (status degraded, database down); every other route the envelope.
      !(a.route === 'GET /health' ? /"database":"down"/ : /indispon[ií]vel/).test(a.body),
  );
  expect(not503.map((a) => `${a.route}: ${a.status} ${a.body.slice(0, 120)}`)).toEqual([]);
  return serverErrors.length;
}

describe('the database unavailable', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  }, 60_000);

  it('is a 503 in Portuguese with Retry-After on every route when PostgreSQL refuses connections', async () => {
    const answers = await everyRoute(world, { ...env, DATABASE_URL: unreachableDatabase } as Bindings);
    const unavailable = expectOnly503s(answers);
    // Most routes read the database (every signed-in one checks its session there).
    expect(unavailable).toBeGreaterThan(answers.length * 0.8);
    const sample = answers.find((a) => a.status === 503 && a.route !== 'GET /health')!;
    expect(JSON.parse(sample.body)).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('Tente de novo') },
    });
    await reportFigure(
      `database refusing connections: ${answers.length} routes called, ${unavailable} answered 503 with Retry-After, 0 other 5xx`,
    );
  }, 120_000);

  it('is a 503 in Portuguese with Retry-After on every route when the database bridge is down', async () => {
    const answers = await everyRoute(world, { ...env, NEON_WS_PROXY: '127.0.0.1:9' } as Bindings);
    const unavailable = expectOnly503s(answers);
    expect(unavailable).toBeGreaterThan(answers.length * 0.8);
  }, 120_000);

  it('has the bridge name a refused connection as refused, not as an exhausted pool', async () => {
    const res = await fetch(`http://${env.NEON_WS_PROXY}/sql`, {
      method: 'POST',
      headers: { 'neon-connection-string': unreachableDatabase, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'select 1', params: [] }),
    });
    const answer = (await res.json()) as { code: string; message: string };
    expect(answer.code).toBe('08001');
    expect(answer.message).toMatch(/refused the connection/);
    expect(answer.message).not.toMatch(/within 10 s/);
  });

  it('tells the database being away from a statement the database refused', () => {
    const driver = (message: string, code?: string) =>
      new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { name: 'NeonDbError', code }) });
    expect(isDatabaseUnavailable(driver('Error connecting to database: fetch failed'))).toBe(true);
    expect(isDatabaseUnavailable(driver('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(driver('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(driver('local /sql bridge: PostgreSQL refused the connection', '08001'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: begin', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: rollback', {
          cause: new Error('Client has encountered a connection error and is not queryable'),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(driver('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(driver('canceling statement due to lock timeout', '55P03'))).toBe(false);
    // A payment provider that could not be reached is not the database.
    expect(isDatabaseUnavailable(new TypeError('fetch failed'))).toBe(false);
  });
});
