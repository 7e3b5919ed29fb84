import type { RouteDocs } from '../platform/describe';
import { quotePageSchema, quoteSchema } from './quotes.responses';
import { quoteComparisonSchema } from './quote-comparison.responses';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';

/**
 * How quotes.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const quotesDocs = {
  'GET /': { summary: 'Cotações da organização, mais novas primeiro', response: quotePageSchema },
  'POST /': {
    summary: 'Cria uma cotação (rascunho): linhas digitadas ou de uma lista, do carrinho ou de um pedido',
    description:
      'Cada linha é um produto do catálogo da organização (o do marketplace e as listas de preços dos seus próprios fornecedores) ou um texto livre com unidade. O prazo deve estar no futuro; cada fornecedor convidado deve ser do marketplace ou um que a organização cadastrou e atender a cidade do endereço de entrega (a de um fornecedor próprio: as cidades cadastradas pela organização; a recusa diz qual). Sem deliveryAddressId, vale o endereço padrão da organização.',
    status: 201,
    response: quoteSchema,
    errors: [404],
    requestExample: {
      title: 'Compra da semana',
      deadline: '2026-12-01T18:00:00-03:00',
      lines: [{ description: 'Tomate italiano', unit: 'kg', quantity: 30 }],
      supplierIds: [],
    },
  },
  'GET /:id': { summary: 'Uma cotação, com linhas e fornecedores convidados', response: quoteSchema, errors: [404] },
  'GET /:id/comparison': {
    summary: 'Compara as respostas: linhas × fornecedores, melhor preço por linha e a melhor divisão',
    description:
      'Cada fornecedor com a última versão da resposta, o total com frete e se atinge o pedido mínimo; por linha o último preço que a organização pagou. bestSplit é exata: a mais barata que respeita os mínimos e soma o frete de cada escolhido. Rascunho: 409.',
    response: quoteComparisonSchema,
    errors: [404, 409],
  },
  'PUT /:id': {
    summary: 'Altera um rascunho de cotação',
    description: 'Só rascunhos (409 depois de enviada). Linhas e fornecedores, quando enviados, substituem os atuais.',
    response: quoteSchema,
    errors: [404, 409],
  },
  'POST /:id/send': {
    summary: 'Envia a cotação aos fornecedores convidados',
    description:
      'Precisa de linhas, fornecedores, prazo no futuro e endereço de entrega cuja cidade todos atendam. O endereço fica registrado como estava. Cada fornecedor recebe por e-mail o seu link de resposta: o do marketplace no e-mail de pedidos (ou de contato) dele; um fornecedor próprio, no e-mail que a organização cadastrou para ele.',
    response: quoteSchema,
    errors: [404, 409],
  },
  'POST /:id/award': {
    summary: 'Fecha a cotação com os vencedores: cria o pedido de compra aos preços cotados',
    description:
      'Linha a linha ({ lines: [{ lineId, supplierId }] }) ou por estratégia ({ strategy: "best_split" } ou { strategy: "single_supplier", supplierId }). O pedido é dividido por fornecedor como no checkout, com o frete de cada um como linha, e passa pelas regras de aprovação e orçamentos; quem fecha com os vencedores é quem faz o pedido. Os preços viram preços negociados da organização até a validade de cada resposta, e os fornecedores são avisados (quote.awarded / quote.lost). Um fornecedor que não cotou a linha: 400; abaixo do mínimo: 400; cotação ainda aberta, já com os vencedores escolhidos ou cancelada: 409. Com Idempotency-Key, repetir a chamada (resposta perdida, clique duplo) devolve a primeira resposta, com o mesmo pedido, em vez de "já tem os vencedores escolhidos"; a mesma chave em outra rota responde 409.',
    response: quoteSchema,
    errors: [404, 409],
    requestExample: { strategy: 'best_split' },
    headers: [IDEMPOTENCY_HEADER],
  },
  'POST /:id/close': { summary: 'Encerra a cotação antes do prazo', response: quoteSchema, errors: [404, 409] },
  'POST /:id/cancel': {
    summary: 'Cancela a cotação (antes de escolher os vencedores)',
    response: quoteSchema,
    errors: [404, 409],
  },
} satisfies RouteDocs;
