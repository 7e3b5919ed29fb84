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
import {
  analyticsToResponse,
  keyToResponse,
  logToResponse,
  supplierKeyPageSchema,
  supplierKeysOfSupplierSchema,
  supplierKeyWithSecretSchema,
  usageAnalyticsSchema,
} from './supplier-api-key.responses';

export const supplierApiKeyRoutes = new Hono<AppEnv>()
  .use(area('Chaves de fornecedor'), requireOperator())
  // GET /supplier-api-key — keys, searchable, newest first
  .get(
    '/',
    doc({
      summary: 'Chaves de fornecedor, com busca, mais novas primeiro',
      description:
        'Só o operador da plataforma. search procura no nome e na descrição da chave e no nome do fornecedor; supplierId filtra por fornecedor.',
      response: supplierKeyPageSchema,
    }),
    validate('query', listQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await listSupplierKeys(c.var.db, q);
      return c.json({
        data: rows.map(keyToResponse),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      });
    },
  )
  // GET /supplier-api-key/supplier/:supplierId/analytics — a supplier's usage (every day of the period)
  .get(
    '/supplier/:supplierId/analytics',
    doc({
      summary: 'Uso da API de um fornecedor (todos os dias do período)',
      description:
        'Somando todas as chaves do fornecedor, nos últimos days dias UTC (1 a 365, padrão 30, hoje incluído): um dia sem chamadas vem com 0; recentActivity traz as 10 chamadas mais novas. Um fornecedor que não existe responde 404.',
      response: usageAnalyticsSchema,
    }),
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
    doc({ summary: 'Chaves de um fornecedor com as 10 últimas chamadas', response: supplierKeysOfSupplierSchema }),
    validate('param', supplierParam),
    async (c) => {
      const { keys, logs } = await getKeysOfSupplier(c.var.db, c.req.valid('param').supplierId);
      return c.json({ data: keys.map(keyToResponse), recentLogs: logs.map(logToResponse) });
    },
  )
  // POST /supplier-api-key — create; the key is in this response only
  .post(
    '/',
    doc({
      summary: 'Cria uma chave sk_… para um fornecedor: a chave inteira vem só nesta resposta',
      description:
        'O sistema do fornecedor a envia no cabeçalho x-api-key da API do fornecedor. Guardamos só o hash: a chave não pode ser mostrada de novo (gere outra em /regenerate). expiresAt, quando neverExpires é false, deve estar no futuro (400); um supplierId que não existe responde 404.',
      status: 201,
      response: supplierKeyWithSecretSchema,
      errors: [404],
      requestExample: { name: 'ERP do fornecedor', supplierId: '…', neverExpires: true },
    }),
    validate('json', createBody),
    async (c) => {
      const body = c.req.valid('json');
      assertExpiry(body);
      const created = await createSupplierKey(c.var.db, body, sessionActor(c));
      return c.json({ ...keyToResponse(created), key: created.secret }, 201);
    },
  )
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
