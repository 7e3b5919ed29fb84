import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/v1/webhook/:id` → a regular expression for that path; one entry per path with its methods. */
function knownPaths(routes: ReadonlyArray<{ method: string; path: string }>): KnownPath[] {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    // 'ALL' entries are middleware (.use), not operations.
    if (method === 'ALL') continue;
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const methods = byPath.get(normalized) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    byPath.set(normalized, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}/?$`),
    methods,
  }));
}

/**
 * A known path with a method it does not support answers 405 with `Allow`, before any
 * authentication (which would otherwise answer first: 401, or 404 for an unknown route). The table
 * is built once from the router's own list of routes. Preflight OPTIONS requests are CORS's.
 */
export function methodNotAllowed(routes: ReadonlyArray<{ method: string; path: string }>): MiddlewareHandler {
  const paths = knownPaths(routes);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'OPTIONS') return next();
    const matching = paths.filter((p) => p.pattern.test(c.req.path));
    if (matching.length === 0 || matching.some((p) => p.methods.has(method))) return next();
    const allow = [...new Set(matching.flatMap((p) => [...p.methods]))].sort().join(', ');
    throw new ApiError({
      code: 'METHOD_NOT_ALLOWED',
      message: `Método ${method} não permitido nesta rota (use ${allow})`,
      headers: { Allow: allow },
    });
  };
}
