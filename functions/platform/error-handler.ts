import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorBody } from './errors';
import { databaseBusy, databaseUnavailable, isDatabaseBusy, isDatabaseUnavailable } from './database-unavailable';
import { logger } from './log';

const log = logger('platform');

function requestIdOf(c: Context): string {
  return (c.get('requestId') as string | undefined) ?? crypto.randomUUID();
}

/** Every failure leaves in one envelope; anything unexpected is logged and answered with a generic 500. */
export const handleError: ErrorHandler = (err, c) => {
  const requestId = requestIdOf(c);
  let error: ApiError;
  if (err instanceof ApiError) {
    error = err;
  } else if (err instanceof Error && err.cause instanceof ApiError) {
    // A refusal raised inside a statement's round trip (a principal's check riding with it, platform/db),
    // which drizzle hands back wrapped in its "Failed query" error.
    error = err.cause;
  } else if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx (malformed JSON body and the like), in our envelope.
    error = /json/i.test(err.message)
      ? new ApiError({ code: 'BAD_REQUEST', message: 'JSON malformado no corpo da requisição' })
      : new ApiError({ code: 'BAD_REQUEST', message: 'Requisição inválida' });
  } else if (isDatabaseUnavailable(err)) {
    // Nothing was half-written (a statement or transaction that got no answer did not commit): the
    // caller may try again, and is told when.
    log.warn('database_unavailable', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      cause: databaseCause(err) ?? { message: String(err) },
    });
    error = databaseUnavailable();
  } else if (isDatabaseBusy(err)) {
    // A lock or statement timeout rolled the transaction back: logged as a warning with its SQLSTATE,
    // answered as "busy, try again" rather than a 500.
    log.warn('database_busy', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      // Which statement waited (its text, never its values), as a 500's log names it.
      error: String(err),
      cause: databaseCause(err),
    });
    error = databaseBusy();
  } else {
    log.error('request_failed', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: String(err),
      // The driver's error under drizzle's "Failed query": its SQLSTATE and message name the cause
      // (deadlock, constraint) without the row's values, which PostgreSQL keeps in `detail`.
      cause: databaseCause(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    error = new ApiError({ code: 'ERR_INTERNAL', message: 'Erro interno do servidor' });
  }
  if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error, requestId), error.status);
};

function databaseCause(err: unknown) {
  const cause = err instanceof Error ? (err.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (!cause || typeof cause !== 'object') return undefined;
  return { code: typeof cause.code === 'string' ? cause.code : undefined, message: String(cause.message) };
}

/** Unknown /api paths are a JSON 404; anything else is the SPA's (served from the assets). */
export const handleNotFound: NotFoundHandler = async (c) => {
  if (c.req.path.startsWith('/api/')) {
    const error = new ApiError({ code: 'NOT_FOUND', message: 'Rota não encontrada' });
    return c.json(errorBody(error, requestIdOf(c)), error.status);
  }
  const assets = (c.env as { ASSETS?: Fetcher } | undefined)?.ASSETS;
  if (!assets) return c.text('Not found', 404);
  const asset = await assets.fetch(c.req.raw);
  return new Response(asset.body, asset);
};
