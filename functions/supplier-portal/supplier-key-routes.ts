import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { doc, type RouteDoc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { keyAnalytics } from './analytics.service';
import {
  analyticsToResponse,
  keyToResponse,
  logToResponse,
  supplierKeyDetailSchema,
  supplierKeySchema,
  supplierKeyWithSecretSchema,
  usageAnalyticsSchema,
} from './supplier-api-key.responses';
import { daysQuery, type keyIdParam, type updateKeyBody } from './supplier-api-key.schemas';
import {
  assertExpiry,
  assertKeyExists,
  deleteSupplierKey,
  getSupplierKey,
  regenerateSupplierKey,
  updateSupplierKey,
  type KeyScope,
} from './supplier-api-key.service';

const anyoneInside: MiddlewareHandler = async (_c, next) => {
  await next();
};

type Route = 'analytics' | 'one' | 'update' | 'remove' | 'regenerate';

/**
 * A door to one supplier key: the operator's console (any supplier's key, the specification's English
 * messages) or the supplier portal (its own keys, pt-BR). Both are for signed-in people: the door's
 * guard is on the app these routes are mounted in.
 */
export interface KeyDoor {
  /**
   * Who may change a key, beyond the door's guard: run before validation, so a refusal (403) comes
   * before a bad body (400). None: whoever passed the guard.
   */
  writers?: MiddlewareHandler;
  keyId: typeof keyIdParam;
  updateBody: typeof updateKeyBody;
  /** Which keys this door reaches; another supplier's key is not found. */
  scope: (c: Context<SessionEnv>) => KeyScope;
  /** The 400 of an expiry in the past (the service's English one when not given). */
  pastExpiry?: string;
  /** What DELETE answers. */
  removed: string;
  docs: Record<Route, Pick<RouteDoc, 'summary' | 'description'>>;
}

/** The same five routes on one key behind either door: its usage, the key, change, delete, a new secret. */
export function supplierKeyRoutesFor(door: KeyDoor) {
  const writers = door.writers ?? anyoneInside;
  return (
    new Hono<SessionEnv>()
      // GET …/:id/analytics — one key's usage (days with calls)
      .get(
        '/:id/analytics',
        doc({ ...door.docs.analytics, response: usageAnalyticsSchema }),
        validate('param', door.keyId),
        validate('query', daysQuery),
        async (c) => {
          const id = c.req.valid('param').id;
          // A key out of reach is not found; its figures, read at the same time, are dropped.
          const [, analytics] = await Promise.all([
            assertKeyExists(c.var.db, id, door.scope(c)),
            keyAnalytics(c.var.db, id, c.req.valid('query').days),
          ]);
          return c.json(analyticsToResponse(analytics));
        },
      )
      // GET …/:id — one key with its last 50 calls
      .get(
        '/:id',
        doc({ ...door.docs.one, response: supplierKeyDetailSchema }),
        validate('param', door.keyId),
        async (c) => {
          const found = await getSupplierKey(c.var.db, c.req.valid('param').id, door.scope(c));
          return c.json({ ...keyToResponse(found), usageLogs: found.logs.map(logToResponse) });
        },
      )
      // PUT …/:id — rename, enable/disable, change expiry
      .put(
        '/:id',
        doc({ ...door.docs.update, response: supplierKeySchema, requestExample: { enabled: false } }),
        writers,
        validate('param', door.keyId),
        validate('json', door.updateBody),
        async (c) => {
          const body = c.req.valid('json');
          assertExpiry(body, door.pastExpiry);
          const id = c.req.valid('param').id;
          return c.json(keyToResponse(await updateSupplierKey(c.var.db, id, body, door.scope(c), sessionActor(c))));
        },
      )
      // DELETE …/:id — the key and its calls
      .delete(
        '/:id',
        doc({ ...door.docs.remove, response: messageResponse }),
        writers,
        validate('param', door.keyId),
        async (c) => {
          await deleteSupplierKey(c.var.db, c.req.valid('param').id, door.scope(c), sessionActor(c));
          return c.json({ message: door.removed });
        },
      )
      // POST …/:id/regenerate — a new secret; the old one stops working at once
      .post(
        '/:id/regenerate',
        doc({ ...door.docs.regenerate, response: supplierKeyWithSecretSchema }),
        writers,
        validate('param', door.keyId),
        async (c) => {
          const id = c.req.valid('param').id;
          const regenerated = await regenerateSupplierKey(c.var.db, id, door.scope(c), sessionActor(c));
          return c.json({ ...keyToResponse(regenerated), key: regenerated.secret });
        },
      )
  );
}
