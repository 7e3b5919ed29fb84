import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../exposure';
import { call } from '../tenant';
import { actorFor, bodyFieldsByRoute, bodyFor, EXPECT, fillPath, listRoutes } from './route-table';
import { createSupplierKey } from '../supplier-keys';
import { principal, worldState, type World } from './world';
import { WorldLanes, type Lane } from './world-lanes';

/** Fixed, so a failure reproduces exactly (each route derives its own seed from it). */
const SEED = 20261122;
const RUNS_PER_ROUTE = 12;

/** A value of another type than the sample's, that no schema of ours coerces into a valid one. */
function junkFor(sample: unknown): fc.Arbitrary<unknown> {
  if (typeof sample === 'string')
    return fc.oneof(
      fc.constant({}),
      fc.constant([1, 2]),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    );
  if (typeof sample === 'number') return fc.oneof(fc.constant('não é número'), fc.constant({}), fc.constant([7]));
  if (typeof sample === 'boolean') return fc.oneof(fc.constant({}), fc.constant([true]), fc.constant(42));
  return fc.oneof(fc.constant('texto'), fc.constant(12345), fc.constant(true));
}

type Input = { kind: 'valid'; body: unknown } | { kind: 'invalid'; body?: unknown; raw?: string; why: string };

/** Bodies for one write route: the sample with noise (valid), and broken ones (invalid). */
function inputs(sample: Record<string, unknown> | undefined): fc.Arbitrary<Input> {
  const broken: fc.Arbitrary<Input>[] = [
    fc
      .oneof(fc.integer(), fc.string(), fc.constant(null), fc.boolean(), fc.array(fc.jsonValue(), { maxLength: 3 }))
      .map((body) => ({ kind: 'invalid' as const, body, why: 'not an object' })),
    fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((raw) => {
        try {
          JSON.parse(raw);
          return false;
        } catch {
          return true;
        }
      })
      .map((raw) => ({ kind: 'invalid' as const, raw, why: 'not JSON' })),
  ];
  if (!sample || Object.keys(sample).length === 0) return fc.oneof(...broken);
  const keys = Object.keys(sample);
  const mutated = fc.constantFrom(...keys).chain((k) =>
    junkFor(sample[k]).map((junk) => ({
      kind: 'invalid' as const,
      body: { ...sample, [k]: junk },
      why: `${k} of the wrong type`,
    })),
  );
  const noisy = fc
    .dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !keys.includes(k) && k !== '__proto__'),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    )
    .map((extra) => ({ kind: 'valid' as const, body: { ...extra, ...sample } }));
  return fc.oneof(...broken, mutated, noisy);
}

/** 20,000 objects nested inside each other (120 KB): past any depth a walk over the body could recurse to. */
const DEEP_JSON = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

interface Shape {
  why: string;
  rawBody: string;
  contentType?: string;
  /** Sent twice at once. */
  twice?: boolean;
  /** Must be refused (a route with a body schema). */
  invalid: boolean;
}

/**
 * Shapes every write route meets once besides the random ones (#51): a change naming no field of its
 * body, the valid body not sent as JSON, a body nested 20,000 levels, and two defaults at once where the
 * body takes `isDefault`.
 */
function oddShapes(method: string, sample: Record<string, unknown> | undefined, fields: string[]): Shape[] {
  const hasSchema = !!sample && Object.keys(sample).length > 0;
  const body = JSON.stringify(sample ?? {});
  const shapes: Shape[] = [
    {
      why: 'no known field',
      rawBody: '{"campoDesconhecido":"x"}',
      invalid: hasSchema && (method === 'PUT' || method === 'PATCH'),
    },
    { why: 'not sent as JSON', rawBody: body, contentType: 'text/plain', invalid: hasSchema },
    {
      why: 'nested 20,000 levels',
      rawBody: `${body.slice(0, -1)}${hasSchema ? ',' : ''}"fundo":${DEEP_JSON}}`,
      invalid: hasSchema,
    },
  ];
  if (fields.includes('isDefault')) {
    shapes.push({
      why: 'two defaults at once',
      rawBody: JSON.stringify({ ...sample, isDefault: true }),
      twice: true,
      invalid: false,
    });
  }
  return shapes;
}

const routes = listRoutes();
const fieldsOf = bodyFieldsByRoute();
const writes = routes.filter((r) => r.method !== 'GET');
const areaOf = (route: { path: string }) => route.path.split('/')[1] ?? '';
/** One test per area (the first path segment), so no single test runs long. */
const areas = [...new Set(routes.map(areaOf))];
const TASKS_PER_TEST = 6;

/**
 * The supplier key API counts every call against the key's minute (SUPPLIER_KEY_RATE_LIMIT, 120): a
 * route fuzzed through it gets a key of its own on the world, so no input is answered 429 instead of
 * reaching the route. The key is part of the world from then on.
 */
async function ownKeyFor(lane: Lane) {
  lane.world = { ...lane.world, supplierKey: await createSupplierKey(lane.world.catalogue.supplier.id) };
  lane.state = await worldState(lane.world);
}

describe('fuzzing every write route from its body, path ids and queries', () => {
  let requests = 0;
  let tooMany = 0;
  const serverErrors: string[] = [];
  const acceptedInvalid: string[] = [];
  {
    const fuzzRoute = async (route: { method: string; path: string }, index: number, world: World) => {
      const who = actorFor(EXPECT[`${route.method} ${route.path}`] ?? []);
      const as = principal(world, who);
      const sample = bodyFor(route.method, route.path, world) as Record<string, unknown> | undefined;
      const hasSchema = !!sample && Object.keys(sample).length > 0;
      await fc.assert(
        fc.asyncProperty(inputs(hasSchema ? sample : undefined), async (input) => {
          const res = await call(route.method, fillPath(route.path, world), {
            ...as,
            ...(input.kind === 'invalid' && input.raw !== undefined
              ? { rawBody: input.raw, headers: { ...as.headers, 'content-type': 'application/json' } }
              : { body: input.body }),
          });
          requests++;
          if (res.status === 429) tooMany++;
          const label = `${route.method} ${route.path} as ${who}`;
          if (res.status >= 500)
            serverErrors.push(`${label}: ${res.status} for ${JSON.stringify(input).slice(0, 160)}`);
          // Routes that take no body ignore one; only a route with a body schema can accept invalid input.
          if (input.kind === 'invalid' && hasSchema && res.status < 300)
            acceptedInvalid.push(`${label}: ${res.status} for ${input.why}`);
          return true;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE },
      );
      for (const shape of oddShapes(route.method, sample, fieldsOf.get(`${route.method} ${route.path}`) ?? [])) {
        const send = () =>
          call(route.method, fillPath(route.path, world), {
            ...as,
            rawBody: shape.rawBody,
            headers: { ...as.headers, 'content-type': shape.contentType ?? 'application/json' },
          });
        const answers = await Promise.all(shape.twice ? [send(), send()] : [send()]);
        requests += answers.length;
        tooMany += answers.filter((r) => r.status === 429).length;
        const label = `${route.method} ${route.path} as ${who}`;
        for (const res of answers) {
          if (res.status >= 500) serverErrors.push(`${label}: ${res.status} for ${shape.why}`);
          if (shape.invalid && res.status < 300) acceptedInvalid.push(`${label}: ${res.status} for ${shape.why}`);
        }
      }
    };

    const fuzzIds = async (route: { method: string; path: string }, index: number, world: World) => {
      const who = actorFor(EXPECT[`${route.method} ${route.path}`] ?? []);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.uuid(),
            fc.constantFrom('0', '-1', '%00', '..%2F..', "' or 1=1 --", 'x'.repeat(300)),
          ),
          async (raw) => {
            const id = encodeURIComponent(raw) || 'vazio';
            const path = fillPath(route.path, world).replace(
              /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
              id,
            );
            const res = await call(route.method, path, {
              ...principal(world, who),
              body: bodyFor(route.method, route.path, world),
            });
            requests++;
            if (res.status === 429) tooMany++;
            if (res.status >= 500) serverErrors.push(`${route.method} ${path}: ${res.status}`);
            return true;
          },
        ),
        { seed: SEED + 1000 + index, numRuns: 6 },
      );
    };

    const fuzzQuery = async (route: { method: string; path: string }, index: number, world: World) => {
      const who = actorFor(EXPECT[`${route.method} ${route.path}`] ?? []);
      const value = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer().map(String),
        fc.constantFrom('-1', '0', '1e309', 'NaN', '999999999999', 'asc', 'desc', 'true', '2026-11', '2026-13'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(
              'page',
              'limit',
              'search',
              'sortBy',
              'sortOrder',
              'status',
              'days',
              'categoryId',
              'supplierId',
              'leadId',
              'inStock',
              'sort',
              'order',
              'month',
            ),
            value,
            { maxKeys: 4 },
          ),
          async (query) => {
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const res = await call('GET', `${fillPath(route.path, world)}${qs ? `?${qs}` : ''}`, principal(world, who));
            requests++;
            if (res.status === 429) tooMany++;
            if (res.status >= 500) serverErrors.push(`GET ${route.path}?${qs}: ${res.status}`);
            return true;
          },
        ),
        { seed: SEED + 2000 + index, numRuns: 6 },
      );
    };

    // Seeds follow each route's index in the whole lists, so the inputs are the same however the work is split.
    // Every task takes a world no other task is using (world-lanes.ts); after a write route the world is
    // kept only if its state is as it was built (a body that was accepted, or a path the ids fuzzing leaves
    // intact — an answer link's token, an integration's slug — may have changed it). Reads change nothing.
    const lanes = new WorldLanes();
    const onLane = (route: { method: string; path: string }, fuzz: (world: World) => Promise<void>) => async () => {
      const lane = await lanes.take();
      if (actorFor(EXPECT[`${route.method} ${route.path}`] ?? []) === 'supplierKey') await ownKeyFor(lane);
      await fuzz(lane.world);
      if (route.method === 'GET') lanes.give(lane, lane.state);
      else await lanes.giveChecked(lane);
    };
    const work: Array<{ area: string; run: () => Promise<void> }> = [
      ...writes.map((r, i) => ({ area: areaOf(r), run: onLane(r, (world) => fuzzRoute(r, i, world)) })),
      ...routes.flatMap((r, i) =>
        r.path.includes('/:') ? [{ area: areaOf(r), run: onLane(r, (world) => fuzzIds(r, i, world)) }] : [],
      ),
      ...routes
        .filter((r) => r.method === 'GET' && !r.path.includes('/:'))
        .map((r, i) => ({ area: areaOf(r), run: onLane(r, (world) => fuzzQuery(r, i, world)) })),
    ];

    // At most TASKS_PER_TEST tasks a test, so no single test runs long on a busy two-core machine.
    const groups = areas.flatMap((area) => {
      const mine = work.filter((w) => w.area === area);
      const count = Math.ceil(mine.length / TASKS_PER_TEST);
      return Array.from({ length: count }, (_, i) => ({
        name: count === 1 ? `/${area}` : `/${area} (${i + 1}/${count})`,
        tasks: mine.slice(i * TASKS_PER_TEST, (i + 1) * TASKS_PER_TEST),
      }));
    });

    it.each(groups)(
      '$name: no 5xx, and no write accepted from invalid input',
      async (group) => {
        const queue = [...group.tasks];
        const before = { serverErrors: serverErrors.length, acceptedInvalid: acceptedInvalid.length };
        await Promise.all(
          Array.from({ length: 6 }, async () => {
            for (let task = queue.shift(); task; task = queue.shift()) await task.run();
          }),
        );
        expect(serverErrors.slice(before.serverErrors)).toEqual([]);
        expect(acceptedInvalid.slice(before.acceptedInvalid)).toEqual([]);
        // A test may build its tasks' worlds first (a few seconds each on a busy two-core machine).
      },
      60_000,
    );
  }

  afterAll(async () => {
    await reportFigure(
      `fuzzing (fast-check, seed ${SEED}): ${requests} requests over ${writes.length} write routes and ${routes.length} routes' ids and queries: ${serverErrors.length} 5xx answers, ${acceptedInvalid.length} writes accepted from invalid input, ${tooMany} stopped by a rate limit before the route`,
    );
  });
});
