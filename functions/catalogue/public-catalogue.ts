import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { config } from '../platform/env';
import { createDb } from '../platform/db';
import {
  carriesCredentials,
  edgeCachedValue,
  ifNoneMatchHits,
  PRIVATE_NO_STORE,
  PRODUCT_TTL_SECONDS,
  strongEtag,
} from '../platform/edge-cache';
import { ApiError } from '../platform/errors';
import {
  catalogueMeta,
  productMeta,
  productNotFoundMeta,
  withPageMeta,
  type PageMeta,
  type ProductForMeta,
} from './product-meta';
import { productToResponse } from './products.responses';
import { getProduct } from './products.service';
import { logger } from '../platform/log';

const log = logger('catalogue');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SPA's index.html (asked for as "/": the assets answer /index.html with a redirect there), with a
 * strong ETag of the page as sent, so a browser revalidating gets 304. The page stays `no-cache` (a
 * browser asks again each time), not `max-age`: after a deploy the old page would name script files that
 * are gone. With a session cookie it is `private, no-store`, like every answer to a signed-in request.
 */
async function spaWith(c: Context<AppEnv>, meta: PageMeta, status: number): Promise<Response> {
  const index = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), { headers: { accept: 'text/html' } }));
  if (!index.ok) return index;
  const page = withPageMeta(index, meta, status);
  const body = await page.arrayBuffer();
  const etag = await strongEtag(body);
  const headers = new Headers(page.headers);
  headers.set('etag', etag);
  if (carriesCredentials(c.req.raw)) headers.set('cache-control', PRIVATE_NO_STORE);
  if (status === 200 && ifNoneMatchHits(c.req.header('if-none-match'), etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, headers });
}

/**
 * The product's tags; 404 with generic ones when it is unknown or out of the catalogue. The product as
 * the tags need it comes from the location's edge cache when a recent visit put it there (no database).
 */
async function productPageMeta(c: Context<AppEnv>, id: string, url: URL): Promise<{ meta: PageMeta; status: number }> {
  if (!UUID.test(id)) return { meta: productNotFoundMeta(url), status: 404 };
  try {
    const product = await edgeCachedValue(c, `catalogo/${id.toLowerCase()}`, PRODUCT_TTL_SECONDS, () =>
      productForPage(c, id),
    );
    return { meta: productMeta(product!, url), status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { meta: productNotFoundMeta(url), status: 404 };
    // The page still opens (the SPA shows what the API says); only its preview is generic.
    log.error('product_page_meta_failed', { path: c.req.path, error: String(error) });
    return { meta: catalogueMeta(url), status: 200 };
  }
}

/** Outside /api there is no request database: the page opens its own, only when the cache lacks the product. */
async function productForPage(c: Context<AppEnv>, id: string): Promise<ProductForMeta> {
  const { db, close } = createDb(config(c.env));
  try {
    const { name, description, image, price, unit, supplier } = productToResponse(
      await getProduct(db, id, { includeInactive: false }),
    );
    return { name, description, image, price, unit, supplier: { name: supplier.name } };
  } finally {
    c.executionCtx.waitUntil(close());
  }
}

/**
 * The public catalogue's pages (outside /api, so not in the OpenAPI document): the SPA itself, with a
 * head that names the page. wrangler.toml's run_worker_first sends these paths here first.
 */
export const publicCataloguePages = new Hono<AppEnv>()
  // GET /catalogo — the public catalogue (generic tags)
  .get('/catalogo', (c) => spaWith(c, catalogueMeta(new URL(c.req.url)), 200))
  // GET /catalogo/:id — one product: its title, description, price and Open Graph tags
  .get('/catalogo/:id', async (c) => {
    const { meta, status } = await productPageMeta(c, c.req.param('id'), new URL(c.req.url));
    return spaWith(c, meta, status);
  });
