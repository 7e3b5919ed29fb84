import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { requireOperator } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { validate } from '../platform/validate';
import { supplierKeyRoutesFor } from './supplier-key-routes';
import {
  createKeyBody as createBody,
  daysQuery,
  keyIdParam as keyId,
  keyListQuery as listQuery,
  supplierIdParam as supplierParam,
  updateKeyBody as updateBody,
} from './supplier-api-key.schemas';
import { supplierAnalytics } from './analytics.service';
import {
  assertExpiry,
  assertSupplierExists,
  createSupplierKey,
  getKeysOfSupplier,
  listSupplierKeys,
} from './supplier-api-key.service';
import { area, doc } from '../platform/describe';
import { analyticsToResponse, keyToResponse, logToResponse } from './supplier-api-key.responses';

export const supplierApiKeyRoutes = new Hono<AppEnv>()
  .use(area('Chaves de fornecedor'), requireOperator())
  // GET /supplier-api-key — keys, searchable, newest first
  .get('/', doc('supplier-api-key', 'GET /'), validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listSupplierKeys(c.var.db, q);
    return c.json({
      data: rows.map(keyToResponse),
      pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    });
  })
  // GET /supplier-api-key/supplier/:supplierId/analytics — a supplier's usage (every day of the period)
  .get(
    '/supplier/:supplierId/analytics',
    doc('supplier-api-key', 'GET /supplier/:supplierId/analytics'),
    validate('param', supplierParam),
    validate('query', daysQuery),
    async (c) => {
      const supplierId = c.req.valid('param').supplierId;
      // The check and the figures at once, one round trip: a supplier not found drops the figures.
      const [, analytics] = await Promise.all([
        assertSupplierExists(c.var.db, supplierId),
        supplierAnalytics(c.var.db, supplierId, c.req.valid('query').days),
      ]);
      return c.json(analyticsToResponse(analytics));
    },
  )
  // GET /supplier-api-key/supplier/:supplierId — a supplier's keys with its last 10 calls
  .get(
    '/supplier/:supplierId',
    doc('supplier-api-key', 'GET /supplier/:supplierId'),
    validate('param', supplierParam),
    async (c) => {
      const { keys, logs } = await getKeysOfSupplier(c.var.db, c.req.valid('param').supplierId);
      return c.json({ data: keys.map(keyToResponse), recentLogs: logs.map(logToResponse) });
    },
  )
  // POST /supplier-api-key — create; the key is in this response only
  .post('/', doc('supplier-api-key', 'POST /'), validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    assertExpiry(body);
    const created = await createSupplierKey(c.var.db, body, sessionActor(c));
    return c.json({ ...keyToResponse(created), key: created.secret }, 201);
  })
  // GET /supplier-api-key/:id/analytics, GET, PUT, DELETE /supplier-api-key/:id, POST …/:id/regenerate
  .route(
    '/',
    supplierKeyRoutesFor({
      keyId,
      updateBody,
      scope: () => ({}),
      removed: 'API Key deleted successfully',
      docs: {
        analytics: {
          summary: 'Uso de uma chave (dias com chamadas)',
          description:
            'Nos últimos days dias UTC (1 a 365, padrão 30, hoje incluído): usageByDay só traz os dias com chamadas; recentActivity as 20 chamadas mais novas.',
        },
        one: { summary: 'Uma chave com as 50 últimas chamadas' },
        update: { summary: 'Renomeia, ativa/desativa ou muda a validade de uma chave' },
        remove: { summary: 'Exclui a chave e suas chamadas' },
        regenerate: {
          summary: 'Gera uma chave nova (a antiga deixa de valer); a chave inteira vem só nesta resposta',
        },
      },
    }),
  );
