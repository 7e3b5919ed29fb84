import type { RouteDocs } from '../platform/describe';
import { cnpjLookupSchema, ownSupplierPageSchema, ownSupplierSchema } from './own-suppliers.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How own-suppliers.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const ownSuppliersDocs = {
  'GET /': {
    summary: 'Os fornecedores próprios da organização',
    description: 'Por nome; `q` acha parte do nome ou do CNPJ. Só os que esta organização cadastrou.',
    response: ownSupplierPageSchema,
  },
  'GET /lookup': {
    summary: 'O que um CNPJ é para esta organização: fornecedor do marketplace, já cadastrado ou novo',
    description:
      'Um fornecedor que só outra organização cadastrou nunca é revelado: responde como um CNPJ novo (marketplace null, already_added false).',
    response: cnpjLookupSchema,
  },
  'POST /': {
    summary: 'Cadastra um fornecedor próprio (dono ou administrador)',
    description:
      'CNPJ validado (dígitos verificadores, CNPJ alfanumérico incluído); e-mail obrigatório; WhatsApp como celular brasileiro, guardado em E.164. Sem `city_ids`, a cidade do endereço de entrega padrão da organização. Um CNPJ de fornecedor do marketplace responde 409 com `details[0].path = "supplier_id"` e o id em `details[0].message`; um já cadastrado por esta organização, 409.',
    status: 201,
    response: ownSupplierSchema,
    errors: [409],
    requestExample: {
      name: 'Hortifrúti Boa Safra',
      cnpj: '11.222.333/0001-81',
      email: 'pedidos@boasafra.com.br',
      whatsapp: '(11) 98765-4321',
      payment_terms: ['PIX à vista'],
      delivery_weekdays: [1, 3, 5],
      order_cutoff: '14:00',
    },
  },
  'GET /:id': { summary: 'Um fornecedor próprio (pelo id do fornecedor)', response: ownSupplierSchema },
  'PATCH /:id': {
    summary: 'Altera os dados que a organização guarda do fornecedor (dono ou administrador)',
    description: 'Só muda o que vier; `city_ids` substitui a lista. O CNPJ não muda.',
    response: ownSupplierSchema,
    requestExample: { minimum_order_value: 150, lead_time_days: 1 },
  },
  'DELETE /:id': {
    summary: 'Remove o fornecedor próprio (dono ou administrador)',
    description:
      'A lista de preços desta organização para ele é desativada (os pedidos continuam mostrando seus itens) e sai dos carrinhos.',
    response: messageResponse,
    example: { message: 'Fornecedor removido' },
  },
} satisfies RouteDocs;
