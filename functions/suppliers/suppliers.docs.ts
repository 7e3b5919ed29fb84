import type { RouteDocs } from '../platform/describe';
import { cityListSchema, supplierListSchema, supplierSchema } from './suppliers.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How suppliers.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const suppliersDocs = {
  'GET /cities': { summary: 'Cidades ativas, por UF e nome', description: 'Público.', response: cityListSchema },
  'GET /cities/:state': {
    summary: 'Cidades ativas de uma UF',
    description: 'Público. A UF (duas letras) vale em maiúsculas ou minúsculas: /suppliers/cities/sp.',
    response: cityListSchema,
  },
  'GET /': {
    summary: 'Fornecedores ativos com categorias e cidades',
    description:
      'Público, por nome: os fornecedores do marketplace. Com sessão, também os que a organização cadastrou (com o nome que ela lhes deu), nunca os de outra. As categorias de cada fornecedor são as dos seus produtos ativos. O operador pode pedir todos, também inativos e fora do marketplace, com includeInactive=true.',
    response: supplierListSchema,
  },
  'GET /:id': {
    summary: 'Um fornecedor ativo com categorias e cidades',
    description:
      'Público; um fornecedor inativo, ou que outra organização cadastrou, responde 404. Com sessão, também os que a organização cadastrou.',
    response: supplierSchema,
  },
  'POST /': {
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
  },
  'PUT /:id': {
    summary: 'Atualiza um fornecedor (operador); cityIds substitui a lista',
    description:
      'Campos ausentes ou null ficam como estão. Responde também fornecedores inativos; um CNPJ de outro fornecedor responde 409.',
    response: supplierSchema,
    errors: [409],
    requestExample: { isActive: false },
  },
  'DELETE /:id': {
    summary: 'Exclui um fornecedor com seus produtos (operador)',
    description:
      'Remove também os produtos e as linhas de carrinho do fornecedor. Um fornecedor que já recebeu pedidos não é excluído (409): desative-o.',
    response: messageResponse,
    errors: [409],
    example: { message: 'Fornecedor excluído com sucesso' },
  },
} satisfies RouteDocs;
