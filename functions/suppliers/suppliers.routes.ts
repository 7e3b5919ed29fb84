import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { operatorAskedForInactive, requireOperator } from '../identity/middleware';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createSupplierSchema, updateSupplierSchema } from './suppliers.schemas';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listActiveCities,
  listSuppliers,
  updateSupplier,
} from './suppliers.service';
import { area, doc } from '../platform/describe';
import { edgeCached, operatorMayAsk, TAXONOMY_TTL_SECONDS } from '../platform/edge-cache';
import { messageResponse } from '../platform/response-schemas';
import { carriesSession, viewerOrganization } from './supplier-visibility';
import {
  cityListSchema,
  supplierListSchema,
  supplierSchema,
  supplierToResponse as toResponse,
} from './suppliers.responses';

const supplierId = idParam('Invalid supplier ID');

/**
 * The supplier list and a supplier are kept at the edge for anonymous callers only (the marketplace's
 * listed suppliers): a signed-in buyer also sees the suppliers it added itself (#54), so a request with a
 * session is never answered from nor stored in the shared copy (see products.routes' catalogueCache).
 */
const supplierCache = () =>
  edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS, bypass: (c) => operatorMayAsk(c) || carriesSession(c) });

export const supplierRoutes = new Hono<AppEnv>()
  .use(area('Fornecedores'))
  // GET /suppliers/cities — active cities, by state then name
  .get(
    '/cities',
    doc({ summary: 'Cidades ativas, por UF e nome', description: 'Público.', response: cityListSchema }),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    async (c) => c.json(await listActiveCities(c.var.db)),
  )
  // GET /suppliers/cities/:state — active cities of one state (UF)
  .get(
    '/cities/:state',
    doc({
      summary: 'Cidades ativas de uma UF',
      description: 'Público. A UF (duas letras) vale em maiúsculas ou minúsculas: /suppliers/cities/sp.',
      response: cityListSchema,
    }),
    edgeCached({ ttlSeconds: TAXONOMY_TTL_SECONDS }),
    validate('param', z.object({ state: z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida') })),
    async (c) => c.json(await listActiveCities(c.var.db, c.req.valid('param').state)),
  )
  // GET /suppliers — suppliers with categories and cities (the operator may ask for inactive ones too)
  .get(
    '/',
    doc({
      summary: 'Fornecedores ativos com categorias e cidades',
      description:
        'Público, por nome: os fornecedores do marketplace. Com sessão, também os que a organização cadastrou (com o nome que ela lhes deu), nunca os de outra. As categorias de cada fornecedor são as dos seus produtos ativos. O operador pode pedir todos, também inativos e fora do marketplace, com includeInactive=true.',
      response: supplierListSchema,
    }),
    supplierCache(),
    validate('query', z.object({ includeInactive: z.enum(['true', 'false']).optional() })),
    async (c) => {
      const includeInactive = await operatorAskedForInactive(c, c.req.valid('query').includeInactive);
      const viewer = await viewerOrganization(c);
      return c.json((await listSuppliers(c.var.db, { includeInactive, viewer })).map(toResponse));
    },
  )
  // GET /suppliers/:id — one active supplier with categories and cities
  .get(
    '/:id',
    doc({
      summary: 'Um fornecedor ativo com categorias e cidades',
      description:
        'Público; um fornecedor inativo, ou que outra organização cadastrou, responde 404. Com sessão, também os que a organização cadastrou.',
      response: supplierSchema,
    }),
    supplierCache(),
    validate('param', supplierId),
    async (c) => {
      const viewer = await viewerOrganization(c);
      return c.json(
        toResponse(await getSupplier(c.var.db, c.req.valid('param').id, { includeInactive: false, viewer })),
      );
    },
  )
  // POST /suppliers — create (operator)
  .post(
    '/',
    doc({
      summary: 'Cadastra um fornecedor (operador)',
      description:
        'O CNPJ (com ou sem máscara) é validado e guardado sem máscara; cnpjFormatted o devolve formatado. Um CNPJ já cadastrado responde 409; uma cidade inexistente, 400.',
      status: 201,
      response: supplierSchema,
      errors: [409],
      requestExample: {
        name: 'Hortifrúti Bom Preço',
        email: 'pedidos@bompreco.com.br',
        cnpj: '11.222.333/0001-81',
        color: '#16a34a',
        cityIds: ['…'],
      },
    }),
    requireOperator(),
    validate('json', createSupplierSchema),
    async (c) => c.json(toResponse(await createSupplier(c.var.db, c.req.valid('json'))), 201),
  )
  // PUT /suppliers/:id — update (operator); cityIds replaces the list, null fields are ignored
  .put(
    '/:id',
    doc({
      summary: 'Atualiza um fornecedor (operador); cityIds substitui a lista',
      description:
        'Campos ausentes ou null ficam como estão. Responde também fornecedores inativos; um CNPJ de outro fornecedor responde 409.',
      response: supplierSchema,
      errors: [409],
      requestExample: { isActive: false },
    }),
    requireOperator(),
    validate('param', supplierId),
    validate('json', updateSupplierSchema),
    async (c) => c.json(toResponse(await updateSupplier(c.var.db, c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /suppliers/:id — delete with its products and cart lines (operator)
  .delete(
    '/:id',
    doc({
      summary: 'Exclui um fornecedor com seus produtos (operador)',
      description:
        'Remove também os produtos e as linhas de carrinho do fornecedor. Um fornecedor que já recebeu pedidos não é excluído (409): desative-o.',
      response: messageResponse,
      errors: [409],
      example: { message: 'Fornecedor excluído com sucesso' },
    }),
    requireOperator(),
    validate('param', supplierId),
    async (c) => {
      await deleteSupplier(c.var.db, c.req.valid('param').id);
      return c.json({ message: 'Fornecedor excluído com sucesso' });
    },
  );
