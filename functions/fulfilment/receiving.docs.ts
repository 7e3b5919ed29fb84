import type { RouteDocs } from '../platform/describe';
import { shipmentAtDoorSchema } from './receiving.routes';

/**
 * How receiving.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const receivingDocs = {
  'GET /nfe/:key': {
    summary: 'A remessa desta organização que viaja com a NF-e desta chave',
    description:
      'Qualquer pessoa da organização, entre todos os fornecedores. A chave (44 dígitos, espaços aceitos) é conferida antes: dígito verificador errado responde 400; uma chave de nenhuma remessa desta organização responde 404 dizendo isso.',
    response: shipmentAtDoorSchema,
    errors: [400, 404],
  },
} satisfies RouteDocs;
