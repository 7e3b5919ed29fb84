import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './app-env';
import { config } from './env';
import { ApiError, errorBody } from './lib/errors';
import { createDb } from './lib/db';
import { STATIC_SECURITY_HEADERS } from './lib/security-policy';
import { healthRoutes } from './api/v1/health/health.routes';

const MAX_BODY_BYTES = 1024 * 1024;

/** Every area of /api/v1, mounted once: the route table tests enumerate. */
export function createApiV1() {
  return new Hono<AppEnv>().route('/health', healthRoutes);
}

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.res.headers.set(name, value);
    // HSTS only where TLS is real; localhost is plain http.
    if (new URL(c.req.url).protocol === 'https:') {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.set('config', config(c.env));
    const { db, close } = createDb(c.var.config);
    c.set('db', db);
    try {
      await next();
    } finally {
      c.executionCtx.waitUntil(close());
    }
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: 'Corpo da requisição muito grande' });
      },
    }),
  );

  app.route('/api/v1', createApiV1());

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) {
      const error = new ApiError({ code: 'NOT_FOUND', message: 'Rota não encontrada' });
      return c.json(errorBody(error, c.var.requestId), error.status);
    }
    // Only reached if the asset router hands a non-API path to the worker.
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(asset.body, asset);
  });

  app.onError((err, c) => {
    const requestIdValue = c.var.requestId ?? crypto.randomUUID();
    let error: ApiError;
    if (err instanceof ApiError) {
      error = err;
    } else if (err instanceof HTTPException && err.status < 500) {
      // Hono's own 4xx (malformed JSON, bad content type) in our envelope.
      const malformed = /json/i.test(err.message);
      error = new ApiError({
        code: 'BAD_REQUEST',
        message: malformed ? 'JSON malformado no corpo da requisição' : 'Requisição inválida',
      });
    } else {
      console.error(JSON.stringify({ level: 'error', requestId: requestIdValue, path: c.req.path, error: String(err), stack: err instanceof Error ? err.stack : undefined }));
      error = new ApiError({ code: 'INTERNAL', message: 'Erro interno do servidor' });
    }
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error, requestIdValue), error.status);
  });

  return app;
}
