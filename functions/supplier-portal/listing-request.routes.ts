import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { listingRequestSchema as listingRequestBody } from './listing-request.schemas';
import { listingRequestToResponse } from './listing-request.responses';
import { latestListingRequest, requestListing } from './listing-request.service';

/** The supplier asks to be listed on the marketplace (#54); mounted at /supplier-portal/listing-request. */
export const listingRequestRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/listing-request — listed or not, and the latest request with its status
  .get('/', doc('listing-request', 'GET /'), async (c) => {
    const { listed, request } = await latestListingRequest(c.var.db, activeSupplierId(c));
    return c.json({ listed, request: request && listingRequestToResponse(request) });
  })
  // POST /supplier-portal/listing-request — ask to be listed (supplier admins)
  .post(
    '/',
    doc('listing-request', 'POST /'),
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
