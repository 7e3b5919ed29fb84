import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../../db/schema/idempotency';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';

/**
 * POSTs that honour `Idempotency-Key`: the first answer (status and body) is kept for 24 hours per
 * principal and key, and the same key again gets that answer (header Idempotent-Replayed: true)
 * instead of a second change; the key on another route is a 409.
 */
export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  description:
    'Opcional. Repetir a chamada com a mesma chave (até 200 caracteres) devolve a primeira resposta, sem repetir a mudança (24 horas).',
};

export const idempotent = <E extends AppEnv>(principalOf: (c: Context<E>) => string) =>
  createMiddleware<E>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!/^[\w\-:.]{1,200}$/.test(key)) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'Idempotency-Key inválida: até 200 letras, números, "-", "_", ":" ou "."',
      });
    }
    const principal = principalOf(c);
    const route = `${c.req.method} ${c.req.routePath}`;
    const [kept] = await c.var.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.principal, principal),
          eq(idempotencyKeys.key, key),
          gt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
        ),
      );
    if (kept) {
      if (kept.route !== route) {
        throw new ApiError({ code: 'CONFLICT', message: 'Esta Idempotency-Key já foi usada em outra chamada' });
      }
      c.header('Idempotent-Replayed', 'true');
      return c.json(kept.body, kept.status as ContentfulStatusCode);
    }
    await next();
    const status = c.res.status;
    if (status >= 500 || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = (await c.res.clone().json()) as object;
    await c.var.db
      .insert(idempotencyKeys)
      .values({ principal, key, route, status, body })
      .onConflictDoUpdate({
        target: [idempotencyKeys.principal, idempotencyKeys.key],
        set: { route, status, body, createdAt: sql`now()` },
        // Only an expired answer is replaced; a live one stays the first.
        setWhere: sql`${idempotencyKeys.createdAt} <= now() - interval '24 hours'`,
      });
  });
