import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { openApiDocument } from './openapi';

export const openApiRoutes = new Hono<AppEnv>()
  // GET /openapi.json — the supplier API described in OpenAPI 3.1
  .get('/', (c) => c.json(openApiDocument(c.var.config.APP_URL)));
