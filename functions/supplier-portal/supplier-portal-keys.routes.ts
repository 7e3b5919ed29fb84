import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { supplierKeyRoutesFor } from './supplier-key-routes';
import { supplierAnalytics } from './analytics.service';
import { analyticsToResponse, keyToResponse, logToResponse } from './supplier-api-key.responses';
import { createOwnKeyBody, daysQuery, ownKeyIdParam as keyId, updateOwnKeyBody } from './supplier-api-key.schemas';
import { assertExpiry, createSupplierKey, getKeysOfSupplier } from './supplier-api-key.service';

const FUTURE = 'A validade deve ser uma data futura';
const own = (c: { var: SessionEnv['Variables'] }) => ({ supplierId: activeSupplierId(c) });

/**
 * The supplier's own API keys and their usage: every person of the supplier sees them, supplier
 * admins create, rotate, disable and delete (the operator keeps the same power at /supplier-api-key).
 */
export const supplierPortalKeyRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/api-keys — the supplier's keys and its last 10 calls
  .get('/', doc('supplier-portal-keys', 'GET /'), async (c) => {
    const { keys, logs } = await getKeysOfSupplier(c.var.db, activeSupplierId(c));
    return c.json({ data: keys.map(keyToResponse), recentLogs: logs.map(logToResponse) });
  })
  // GET /supplier-portal/api-keys/analytics — usage of all the supplier's keys (every day of the period)
  .get('/analytics', doc('supplier-portal-keys', 'GET /analytics'), validate('query', daysQuery), async (c) =>
    c.json(analyticsToResponse(await supplierAnalytics(c.var.db, activeSupplierId(c), c.req.valid('query').days))),
  )
  // POST /supplier-portal/api-keys — a new key; the whole key is in this answer only
  .post(
    '/',
    doc('supplier-portal-keys', 'POST /'),
    requireSupplierMember('admin'),
    validate('json', createOwnKeyBody),
    async (c) => {
      const body = c.req.valid('json');
      assertExpiry(body, FUTURE);
      const created = await createSupplierKey(c.var.db, { ...body, supplierId: activeSupplierId(c) }, sessionActor(c));
      return c.json({ ...keyToResponse(created), key: created.secret }, 201);
    },
  )
  // GET /supplier-portal/api-keys/:id/analytics, GET, PUT, DELETE …/:id, POST …/:id/regenerate (changes: admins)
  .route(
    '/',
    supplierKeyRoutesFor({
      writers: requireSupplierMember('admin'),
      keyId,
      updateBody: updateOwnKeyBody,
      scope: own,
      pastExpiry: FUTURE,
      removed: 'Chave excluída',
      docs: {
        analytics: { summary: 'Uso de uma chave (dias com chamadas)' },
        one: { summary: 'Uma chave com as 50 últimas chamadas' },
        update: { summary: 'Renomeia, ativa/desativa ou muda a validade de uma chave (administradores)' },
        remove: { summary: 'Exclui a chave e suas chamadas (administradores)' },
        regenerate: {
          summary:
            'Gera uma chave nova (administradores): a antiga deixa de valer; a chave inteira vem só nesta resposta',
        },
      },
    }),
  );
