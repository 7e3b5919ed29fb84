import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { listingRequestSchema as listingRequestBody } from './listing-request.schemas';
import { listingRequestSchema, listingRequestToResponse, listingStatusSchema } from './listing-request.responses';
import { latestListingRequest, requestListing } from './listing-request.service';

/** The supplier asks to be listed on the marketplace (#54); mounted at /supplier-portal/listing-request. */
export const listingRequestRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/listing-request — listed or not, and the latest request with its status
  .get(
    '/',
    doc({
      summary: 'Se a empresa está no marketplace e o último pedido de anúncio (situação e motivo)',
      response: listingStatusSchema,
    }),
    async (c) => {
      const { listed, request } = await latestListingRequest(c.var.db, activeSupplierId(c));
      return c.json({ listed, request: request && listingRequestToResponse(request) });
    },
  )
  // POST /supplier-portal/listing-request — ask to be listed (supplier admins)
  .post(
    '/',
    doc({
      summary: 'Pede para anunciar no marketplace: cidades, categorias e um recado (administradores)',
      description:
        'O operador aprova ou recusa com um motivo; até lá a empresa continua visível só aos compradores que a cadastraram (e as listas de preço de cada um continuam só deles, mesmo depois). Um pedido já em análise, ou a empresa já anunciada: 409. Cidade ou categoria inexistente ou inativa: 400.',
      status: 201,
      response: listingRequestSchema,
      errors: [409],
      requestExample: {
        city_ids: ['0b8f3c1e-5a2d-4c6e-9f1a-2b3c4d5e6f70'],
        category_ids: ['7d6c5b4a-3e2f-4a1b-8c9d-0e1f2a3b4c5d'],
        message: 'Entregamos hortifrúti em São Paulo e Campinas, de segunda a sábado.',
      },
    }),
    requireSupplierMember('admin'),
    validate('json', listingRequestBody),
    async (c) => {
      const created = await requestListing(c.var.db, {
        ...c.req.valid('json'),
        supplierId: activeSupplierId(c),
        userId: c.var.user.id,
      });
      return c.json(listingRequestToResponse(created), 201);
    },
  );
