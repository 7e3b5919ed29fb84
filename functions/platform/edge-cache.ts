import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { AppEnv } from './app-env';
import { ROUTE_SPEC, type ResponseSpec, type RouteSpec } from './describe';
import { sessionCookieName } from './security-policy';
import { logger } from './log';

const log = logger('platform');

/**
 * The edge cache of the public catalogue: categories, cities, the product list, facets and detail, and
 * the product pages' tags. Their answers are the same for every caller, so a copy kept by the Cache API
 * (`caches.default`: the Cloudflare location's own cache, also present in wrangler dev and the tests'
 * workerd) answers the next request without opening a database connection — from Recife that is the
 * 120 ms trip to the database region, and more for the connection's set-up.
 *
 * - Only routes that declare `edgeCached()` use it, and only where the answer cannot depend on who asks:
 *   a route whose handler attaches a principal (session, API key) is never stored, whatever it declares.
 * - A request that carries credentials (the session cookie, `x-api-key`, `Authorization`) may be answered
 *   from this server-side copy, since its answer would be byte for byte the same, but its answer is
 *   `private, no-store`: nothing a signed-in browser received is kept by the browser or any proxy, so the
 *   operator's console shows an edit at once, and no shared cache on the way ever holds an answer that
 *   came back with a cookie. Routes that read the principal are not edge-cached at all and answer
 *   `private, no-store` to credentialed requests (the default set in app.ts), plain `no-store` otherwise.
 * - The catalogue's products and the supplier list are the exception to "the same copy": a signed-in buyer
 *   also sees its own suppliers and their private price lists there (#54), so those routes `bypass` the
 *   cache for any request with a session (catalogue/products.routes' catalogueCache) and their copies are
 *   computed for the anonymous caller only: the public catalogue, never a private row.
 * - Anonymous answers are `public, max-age=<ttl>` with the copy's `Age`, so a browser's copy expires when
 *   the location's copy does: a reader never sees an answer older than the TTL, end to end.
 * - Every cached answer has a strong ETag (the SHA-256 of its body) and a matching `If-None-Match` gets 304.
 * - Purge by version: keys carry a version kept in the same cache; a catalogue write (operator, supplier
 *   portal, supplier API: `purgeCatalogueOnWrite`) replaces it, so every earlier copy — any path, any
 *   query string — is unreachable on the next request. A version rather than `cache.delete` of known keys
 *   also closes the race of a read that fetched the old rows just before the write committed and stores
 *   them after the purge: it stores under the old version, which nobody reads any more.
 * - The Cache API is per location: the write's own location sees it on the next request; other locations
 *   keep their copy until it expires (the TTL is that bound). A shorter bound everywhere would take
 *   Cloudflare's zone purge API (by prefix or tag) from the same place, with a token; not needed at these
 *   TTLs. On *.workers.dev the Cache API stores nothing, so everything simply reads the database.
 */

/** Categories, cities and the supplier list change a few times a year (operator): a minute is generous. */
export const TAXONOMY_TTL_SECONDS = 60;
/** Prices and stock change through the suppliers' ERPs: half a minute of staleness elsewhere at most. */
export const PRODUCT_TTL_SECONDS = 30;

/** Keys live under a path no route answers, on the request's own origin (the Cache API keys by URL). */
const KEY_PREFIX = '/__edge-cache';
/** The version outlives every entry by far (when it is gone, reads fall back to the initial one below). */
const VERSION_TTL_SECONDS = 24 * 60 * 60;
const STORED_AT = 'x-edge-cache-stored-at';

export const NO_STORE = 'no-store';
export const PRIVATE_NO_STORE = 'private, no-store';

const SESSION_COOKIES = new Set([sessionCookieName(true), sessionCookieName(false)]);

/** True when the request says who it is: the session cookie, an API key or an Authorization header. */
export function carriesCredentials(req: Request): boolean {
  if (req.headers.has('x-api-key') || req.headers.has('authorization')) return true;
  const cookie = req.headers.get('cookie');
  return !!cookie && cookie.split(';').some((pair) => SESSION_COOKIES.has(pair.split('=')[0]!.trim()));
}

/** What an answer that is not edge-cached says: never stored, and private when it answered a principal. */
export const uncachedPolicy = (req: Request) => (carriesCredentials(req) ? PRIVATE_NO_STORE : NO_STORE);

/** A strong validator: the SHA-256 of the bytes, base64url. */
export async function strongEtag(body: BufferSource): Promise<string> {
  return `"${encodeBase64urlNoPadding(new Uint8Array(await crypto.subtle.digest('SHA-256', body)))}"`;
}

/** RFC 9110's If-None-Match: `*`, or a list of tags compared weakly (W/ is ignored). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The location's cache (typed here: the SPA's type check reads this file with the DOM's CacheStorage). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

const logCacheError = (operation: string, error: unknown) =>
  log.warn('edge_cache_unavailable', { operation, error: String(error) });

const versionKey = (origin: string) => `${origin}${KEY_PREFIX}/version`;
const versionEntry = (version: string) =>
  new Response(version, { headers: { 'cache-control': `public, max-age=${VERSION_TTL_SECONDS}` } });

/**
 * The catalogue's current version in this location. Until a write sets one it is the same constant for
 * every request, so a page's parallel first reads share their copies. Should a purge's version be
 * evicted within a TTL of the purge, copies kept under the constant before it would answer again: no
 * older than the TTL, the bound every other location has anyway.
 */
const INITIAL_VERSION = 'initial';
async function currentVersion(origin: string): Promise<string> {
  const found = await edgeCache().match(versionKey(origin));
  return found ? found.text() : INITIAL_VERSION;
}

/** Makes every cached catalogue answer of this origin unreachable in this location. */
export async function purgeEdgeCache(origin: string): Promise<void> {
  await edgeCache().put(versionKey(origin), versionEntry(crypto.randomUUID()));
}

const keyFor = (origin: string, version: string, path: string) => `${origin}${KEY_PREFIX}/${version}${path}`;

/** Whether a handler looked at who asks (it set a principal): then its answer is no one else's. */
const principalAttached = (c: Context) => {
  const vars = c.var as Record<string, unknown>;
  return ['session', 'user', 'supplierKey', 'apiKeyOrganizationId'].some((name) => vars[name] !== undefined);
};

/**
 * Sets the answer (200, or 304 when If-None-Match names it) and its caching headers. The response goes
 * through `c.res`, then each header through `c.header`, because assigning `c.res` copies the previous
 * response's headers over the new one (the default `no-store` included).
 */
function answerWith(
  c: Context,
  body: ArrayBuffer,
  meta: { etag: string; contentType: string; ageSeconds: number; ttlSeconds: number; state: 'hit' | 'miss' },
): Response {
  const credentialed = carriesCredentials(c.req.raw);
  const notModified = ifNoneMatchHits(c.req.header('if-none-match'), meta.etag);
  c.res = notModified ? c.body(null, 304) : c.body(body, 200);
  c.header('Content-Type', notModified ? undefined : meta.contentType);
  c.header('ETag', meta.etag);
  c.header('Cache-Control', credentialed ? PRIVATE_NO_STORE : `public, max-age=${meta.ttlSeconds}`);
  c.header('Age', credentialed ? undefined : String(meta.ageSeconds));
  // Whether the location's copy answered (no database): for people and benchmarks reading the headers.
  c.header('X-Edge-Cache', meta.state.toUpperCase());
  return c.res;
}

const HEADERS_DOC = {
  ETag: { description: 'SHA-256 do corpo: envie-o em If-None-Match para receber 304', schema: { type: 'string' } },
  'Cache-Control': {
    description:
      'public, max-age=<segundos> sem credenciais; private, no-store com sessão ou chave (o corpo é o mesmo)',
    schema: { type: 'string' },
  },
} satisfies ResponseSpec['headers'];

const CACHED_DOC: RouteSpec = {
  operation: {
    responses: {
      200: { headers: HEADERS_DOC },
      304: {
        description: 'Não modificado: o If-None-Match enviado é o ETag atual (sem corpo)',
        headers: HEADERS_DOC,
      },
    },
  },
};

/**
 * A public read served from the location's cache for `ttlSeconds` (see above). Put it after `doc()`:
 * it adds the 304 and the caching headers to the route's description. `bypass` names requests whose
 * answer may depend on who asks (the operator's includeInactive=true), which then never touch the cache.
 */
export function edgeCached(options: { ttlSeconds: number; bypass?: (c: Context<AppEnv>) => boolean }) {
  const middleware: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || options.bypass?.(c)) return next();
    const url = new URL(c.req.url);
    const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
    let key: string | undefined;
    try {
      key = keyFor(url.origin, await currentVersion(url.origin), url.pathname + url.search);
      // A caller asking to revalidate (a browser's hard reload, the bench's database path) gets a fresh answer.
      const revalidate = /no-cache|max-age=0/.test(c.req.header('cache-control') ?? '');
      const hit = revalidate ? undefined : await edgeCache().match(key);
      if (hit) {
        const storedAt = Number(hit.headers.get(STORED_AT)) || Date.now();
        return answerWith(c, await hit.arrayBuffer(), {
          etag: hit.headers.get('etag')!,
          contentType: hit.headers.get('content-type') ?? 'application/json',
          ageSeconds: Math.max(0, Math.floor((Date.now() - storedAt) / 1000)),
          ttlSeconds: options.ttlSeconds,
          state: 'hit',
        });
      }
    } catch (error) {
      // Without the cache the route still answers, from the database.
      logCacheError('match', error);
    }
    await next();
    const res = c.res;
    // Errors, redirects and anything that set a cookie or looked at the caller stay out of the cache.
    if (res.status !== 200 || res.headers.has('set-cookie') || principalAttached(c)) return;
    const body = await res.arrayBuffer();
    const etag = await strongEtag(body);
    const contentType = res.headers.get('content-type') ?? 'application/json';
    if (key) {
      const stored = new Response(body, {
        headers: {
          'content-type': contentType,
          etag,
          'cache-control': `public, max-age=${options.ttlSeconds}`,
          [STORED_AT]: String(Date.now()),
        },
      });
      waitUntil(
        edgeCache()
          .put(key, stored)
          .catch((e: unknown) => logCacheError('put', e)),
      );
    }
    answerWith(c, body, { etag, contentType, ageSeconds: 0, ttlSeconds: options.ttlSeconds, state: 'miss' });
  });
  return Object.assign(middleware, { [ROUTE_SPEC]: CACHED_DOC });
}

/**
 * The catalogue reads answer differently in one case only: the operator's console asking for inactive
 * rows too (operatorAskedForInactive). Those requests skip the cache, whoever sends them.
 */
export const operatorMayAsk = (c: Context) => c.req.query('includeInactive') === 'true';

/**
 * A value computed from the database (e.g. a product page's tags), kept in the location's cache under
 * the catalogue's version like the answers above. `load` returns undefined for what must not be kept
 * (not found, a failure): it is then loaded again next time.
 */
export async function edgeCachedValue<T>(
  c: Context,
  name: string,
  ttlSeconds: number,
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const origin = new URL(c.req.url).origin;
  const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  let key: string | undefined;
  try {
    key = keyFor(origin, await currentVersion(origin), `/values/${encodeURIComponent(name)}`);
    const hit = await edgeCache().match(key);
    if (hit) return (await hit.json()) as T;
  } catch (error) {
    logCacheError('match', error);
  }
  const value = await load();
  if (value !== undefined && key) {
    const stored = new Response(JSON.stringify(value), {
      headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${ttlSeconds}` },
    });
    waitUntil(
      edgeCache()
        .put(key, stored)
        .catch((e: unknown) => logCacheError('put', e)),
    );
  }
  return value;
}

/**
 * The writes that change what the cached reads answer: the operator's categories, cities, suppliers (with
 * their cities) and products, the supplier portal's products and settings (cities served, minimum order), and
 * the supplier API's products. Some listed paths write other things too (a supplier's people): purging
 * for them costs one cache miss per route, far cheaper than missing a change.
 */
const CATALOGUE_WRITES =
  /^\/api\/v1\/(categorys|categories|cities|suppliers|products|supplier\/products|supplier-portal\/products|supplier-portal\/settings|listing-requests)(\/|$)/;

/** After a successful catalogue write, this location's cached catalogue is gone before the answer leaves. */
export const purgeCatalogueOnWrite = (): MiddlewareHandler<AppEnv> =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || !CATALOGUE_WRITES.test(c.req.path)) return;
    if (c.res.status < 200 || c.res.status >= 300) return;
    try {
      await purgeEdgeCache(new URL(c.req.url).origin);
    } catch (error) {
      // The write stands; its location's copies expire within the TTL, like every other location's.
      logCacheError('purge', error);
    }
  });
