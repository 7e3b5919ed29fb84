import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  deliveryAddressListSchema,
  deliveryAddressSchema,
  deliveryAddressToResponse,
} from './delivery-addresses.responses';
import { addressBody, addressUpdateBody } from './delivery-addresses.schemas';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './delivery-addresses.service';

const addressId = idParam('ID de endereço inválido');
const example = {
  label: 'Cozinha central',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Loja 2',
  district: 'Bela Vista',
  cityId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
};

/** Where the organization receives goods: every member reads them at checkout, owner/admin keep them. */
export const deliveryAddressRoutes = new Hono<AppEnv>()
  .use(area('Endereços de entrega'), requireSession())
  // GET /delivery-addresses — the organization's addresses, the default first
  .get(
    '/',
    doc({ summary: 'Endereços de entrega da organização (o padrão primeiro)', response: deliveryAddressListSchema }),
    requireRole(),
    async (c) =>
      c.json({ data: (await listAddresses(c.var.db, activeOrganizationId(c))).map(deliveryAddressToResponse) }),
  )
  // POST /delivery-addresses — add an address (the first becomes the default)
  .post(
    '/',
    doc({
      summary: 'Cadastra um endereço de entrega (o primeiro vira o padrão)',
      description:
        'CEP com 8 dígitos (com ou sem hífen); a cidade é uma das cidades da plataforma (GET /suppliers/cities) e dá a UF. Quando a plataforma conhece as faixas de CEP da cidade, o CEP precisa estar nelas (GET /cep/:cep diz a cidade de um CEP).',
      status: 201,
      response: deliveryAddressSchema,
      requestExample: example,
    }),
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
    doc({
      summary: 'Altera um endereço ou o torna padrão',
      response: deliveryAddressSchema,
      requestExample: { isDefault: true },
    }),
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
    doc({
      summary: 'Exclui um endereço (os pedidos guardam a cópia de quando foram feitos)',
      response: messageResponse,
    }),
    requireRole('owner', 'admin'),
    validate('param', addressId),
    async (c) => {
      await deleteAddress(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
      return c.json({ message: 'Endereço excluído' });
    },
  );
