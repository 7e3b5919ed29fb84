import type { RouteDocs } from '../platform/describe';
import { deliveryAddressListSchema, deliveryAddressSchema } from './delivery-addresses.responses';
import { messageResponse } from '../platform/response-schemas';

const example = {
  label: 'Cozinha central',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Loja 2',
  district: 'Bela Vista',
  cityId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
};

/**
 * How delivery-addresses.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const deliveryAddressesDocs = {
  'GET /': { summary: 'Endereços de entrega da organização (o padrão primeiro)', response: deliveryAddressListSchema },
  'POST /': {
    summary: 'Cadastra um endereço de entrega (o primeiro vira o padrão)',
    description:
      'CEP com 8 dígitos (com ou sem hífen); a cidade é uma das cidades da plataforma (GET /suppliers/cities) e dá a UF. Quando a plataforma conhece as faixas de CEP da cidade, o CEP precisa estar nelas (GET /cep/:cep diz a cidade de um CEP).',
    status: 201,
    response: deliveryAddressSchema,
    requestExample: example,
  },
  'PUT /:id': {
    summary: 'Altera um endereço ou o torna padrão',
    response: deliveryAddressSchema,
    requestExample: { isDefault: true },
  },
  'DELETE /:id': {
    summary: 'Exclui um endereço (os pedidos guardam a cópia de quando foram feitos)',
    response: messageResponse,
  },
} satisfies RouteDocs;
