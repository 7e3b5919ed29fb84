import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { deliveryAddressToResponse } from './delivery-addresses.responses';
import { addressBody, addressUpdateBody } from './delivery-addresses.schemas';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './delivery-addresses.service';

const addressId = idParam('ID de endereço inválido');

/** Where the organization receives goods: every member reads them at checkout, owner/admin keep them. */
export const deliveryAddressRoutes = new Hono<AppEnv>()
  .use(area('Endereços de entrega'), requireSession())
  // GET /delivery-addresses — the organization's addresses, the default first
  .get('/', doc('delivery-addresses', 'GET /'), requireRole(), async (c) =>
    c.json({ data: (await listAddresses(c.var.db, activeOrganizationId(c))).map(deliveryAddressToResponse) }),
  )
  // POST /delivery-addresses — add an address (the first becomes the default)
  .post(
    '/',
    doc('delivery-addresses', 'POST /'),
    requireRole('owner', 'admin'),
    validate('json', addressBody),
    async (c) =>
      c.json(
        deliveryAddressToResponse(await createAddress(c.var.db, activeOrganizationId(c), c.req.valid('json'))),
        201,
      ),
  )
  // PUT /delivery-addresses/:id — change an address or make it the default
  .put(
    '/:id',
    doc('delivery-addresses', 'PUT /:id'),
    requireRole('owner', 'admin'),
    validate('param', addressId),
    validate('json', addressUpdateBody),
    async (c) =>
      c.json(
        deliveryAddressToResponse(
          await updateAddress(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json')),
        ),
      ),
  )
  // DELETE /delivery-addresses/:id — remove an address (orders keep their copy)
  .delete(
    '/:id',
    doc('delivery-addresses', 'DELETE /:id'),
    requireRole('owner', 'admin'),
    validate('param', addressId),
    async (c) => {
      await deleteAddress(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
      return c.json({ message: 'Endereço excluído' });
    },
  );
