import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { config } from './env';
import { ApiError } from './errors';

/**
 * Machine routes, called with a key (or nothing) from anyone's site: any
 * origin may read them, never with credentials.
 */
const OPEN_PATHS = [
  /^\/api\/v1\/supplier\/products(\/|$)/,
  /^\/api\/v1\/submissions$/,
  /^\/api\/v1\/openapi\.json$/,
  /^\/api\/v1\/health$/,
  /^\/api\/v1\/plan$/,
];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CORS for our own origin only on cookie routes (credentials allowed), `*`
 * without credentials on the machine routes, nothing for anyone else; and
 * a cookie-carrying write from a foreign page is refused (CSRF), on top of
 * the SameSite=Lax cookie.
 */
export const corsPolicy = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin) return next();
    const own = new Set([new URL(config(c.env).APP_URL).origin, new URL(c.req.url).origin]);
    const open = OPEN_PATHS.some((p) => p.test(c.req.path));
    const allowed = own.has(origin);
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method');

    if (preflight) {
      if (!allowed && !open) return c.body(null, 204, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': allowed ? origin : '*',
        ...(allowed ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, X-Api-Key',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    if (!allowed && !open && UNSAFE.has(c.req.method) && c.req.header('cookie')) {
      throw new ApiError({ code: 'FORBIDDEN', message: 'Origem não permitida' });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    } else if (open) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
    }
  });
