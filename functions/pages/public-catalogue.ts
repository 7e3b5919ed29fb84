import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { config } from '../env';
import { createDb } from '../lib/db';
import { ApiError } from '../lib/errors';
import { catalogueMeta, productMeta, productNotFoundMeta, withPageMeta, type PageMeta } from '../lib/product-meta';
import { productToResponse } from '../api/v1/products/products.responses';
import { getProduct } from '../api/v1/products/products.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SPA's index.html (asked for as "/": the assets answer /index.html with a redirect there). */
async function spaWith(c: Context<AppEnv>, meta: PageMeta, status: number): Promise<Response> {
  const index = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), { headers: { accept: 'text/html' } }));
  if (!index.ok) return index;
  return withPageMeta(index, meta, status);
}

/** The product's tags; 404 with generic ones when it is unknown or out of the catalogue. */
async function productPageMeta(c: Context<AppEnv>, id: string, url: URL): Promise<{ meta: PageMeta; status: number }> {
  if (!UUID.test(id)) return { meta: productNotFoundMeta(url), status: 404 };
  const { db, close } = createDb(config(c.env));
  try {
    const product = productToResponse(await getProduct(db, id, { includeInactive: false }));
    return { meta: productMeta(product, url), status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { meta: productNotFoundMeta(url), status: 404 };
    // The page still opens (the SPA shows what the API says); only its preview is generic.
    console.error(JSON.stringify({ level: 'error', path: c.req.path, error: String(error) }));
    return { meta: catalogueMeta(url), status: 200 };
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
