import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { openApiDocument } from './openapi';

/** Serves the document of the areas it is given (passed in, so this file never imports the app). */
export const openApiRoutes = (api: Hono<never, never, never>) =>
  new Hono<AppEnv>()
    // GET /openapi.json — the whole API in OpenAPI 3.1
    .get('/', (c) => c.json(openApiDocument(api, c.var.config.APP_URL)));
