import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../platform/app-env';
import { loadOpenApiDocument } from '../vendor-modules';
import type { OpenApiDocument } from './openapi';

/**
 * The server URL the build writes into the document (stack/openapi-build.ts): each deployment's
 * APP_URL replaces it when served, so one build serves every environment.
 */
export const SERVER_URL_PLACEHOLDER = 'https://app-url.abastece.invalid';

const served = new Map<string, string>();

/**
 * The document's JSON text for this APP_URL, byte for byte what JSON.stringify of the document built
 * with that URL gives (the URL is escaped as a JSON string would escape it). Built with the worker,
 * not in the isolate: the generator and the routes' schemas' JSON conversion stay out of the bundle.
 */
export async function servedDocument(appUrl: string): Promise<string> {
  let text = served.get(appUrl);
  if (text === undefined) {
    const escaped = JSON.stringify(appUrl).slice(1, -1);
    text = (await loadOpenApiDocument()).replaceAll(SERVER_URL_PLACEHOLDER, escaped);
    served.set(appUrl, text);
  }
  return text;
}

type DocumentResponse = Response & TypedResponse<JSONParsed<OpenApiDocument>, 200, 'json'>;

export const openApiRoutes = new Hono<AppEnv>()
  // GET /openapi.json — the whole API in OpenAPI 3.1 (typed for the SPA's client as the document it is)
  .get('/', async (c) => {
    const text = await servedDocument(c.var.config.APP_URL);
    const res: Response = c.body(text, 200, { 'Content-Type': 'application/json' });
    return res as DocumentResponse;
  });
