import { Hono } from 'hono';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { IDEMPOTENCY_HEADER, idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { quotePageSchema, quotePageToResponse, quoteSchema, quoteToResponse } from './quotes.responses';
import { createQuoteBody, quoteIdParam, quotesQuery, updateQuoteBody } from './quotes.schemas';
import { quoteComparison } from './quote-comparison';
import { awardQuote } from './quote-award';
import { awardBody } from './award.schemas';
import { comparisonToResponse, quoteComparisonSchema } from './quote-comparison.responses';
import { createQuote, getQuote, listQuotes, moveQuote, sendQuote, updateQuote } from './quotes.service';

/**
 * Cotações: any member of the organization asks several suppliers for prices on a list, until a
 * deadline, then compares and awards. The moves follow the state table (quote-machine.ts).
 */
export const quoteRoutes = new Hono<AppEnv>()
  .use(area('Cotações'), requireSession(), requireRole())
  // GET /quotes — the organization's cotações, newest first
  .get(
    '/',
    doc({ summary: 'Cotações da organização, mais novas primeiro', response: quotePageSchema }),
    validate('query', quotesQuery),
    async (c) => c.json(quotePageToResponse(await listQuotes(c.var.db, activeOrganizationId(c), c.req.valid('query')))),
  )
  // POST /quotes — a draft, typed or from a shopping list, the cart or a past order
  .post(
    '/',
    doc({
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
    }),
    validate('json', createQuoteBody),
    async (c) => {
      const buyer = { organizationId: activeOrganizationId(c), userId: c.var.user.id };
      return c.json(quoteToResponse(await createQuote(c.var.db, buyer, c.req.valid('json'))), 201);
    },
  )
  // GET /quotes/:id — one cotação with its lines and invited suppliers
  .get(
    '/:id',
    doc({ summary: 'Uma cotação, com linhas e fornecedores convidados', response: quoteSchema, errors: [404] }),
    validate('param', quoteIdParam),
    async (c) => c.json(quoteToResponse(await getQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // GET /quotes/:id/comparison — lines × suppliers, the best price per line and the exact best split
  .get(
    '/:id/comparison',
    doc({
      summary: 'Compara as respostas: linhas × fornecedores, melhor preço por linha e a melhor divisão',
      description:
        'Cada fornecedor com a última versão da resposta, o total com frete e se atinge o pedido mínimo; por linha o último preço que a organização pagou. bestSplit é exata: a mais barata que respeita os mínimos e soma o frete de cada escolhido. Rascunho: 409.',
      response: quoteComparisonSchema,
      errors: [404, 409],
    }),
    validate('param', quoteIdParam),
    async (c) =>
      c.json(comparisonToResponse(await quoteComparison(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PUT /quotes/:id — change a draft (lines and suppliers are replaced whole)
  .put(
    '/:id',
    doc({
      summary: 'Altera um rascunho de cotação',
      description:
        'Só rascunhos (409 depois de enviada). Linhas e fornecedores, quando enviados, substituem os atuais.',
      response: quoteSchema,
      errors: [404, 409],
    }),
    validate('param', quoteIdParam),
    validate('json', updateQuoteBody),
    async (c) =>
      c.json(
        quoteToResponse(
          await updateQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json')),
        ),
      ),
  )
  // POST /quotes/:id/send — DRAFT → OPEN
  .post(
    '/:id/send',
    doc({
      summary: 'Envia a cotação aos fornecedores convidados',
      description:
        'Precisa de linhas, fornecedores, prazo no futuro e endereço de entrega cuja cidade todos atendam. O endereço fica registrado como estava. Cada fornecedor recebe por e-mail o seu link de resposta: o do marketplace no e-mail de pedidos (ou de contato) dele; um fornecedor próprio, no e-mail que a organização cadastrou para ele.',
      response: quoteSchema,
      errors: [404, 409],
    }),
    validate('param', quoteIdParam),
    async (c) =>
      c.json(
        quoteToResponse(await sendQuote(c.var.db, c.var.config, activeOrganizationId(c), c.req.valid('param').id)),
      ),
  )
  // POST /quotes/:id/award — CLOSED → AWARDED: the purchase order at the quoted prices
  .post(
    '/:id/award',
    doc({
      summary: 'Fecha a cotação com os vencedores: cria o pedido de compra aos preços cotados',
      description:
        'Linha a linha ({ lines: [{ lineId, supplierId }] }) ou por estratégia ({ strategy: "best_split" } ou { strategy: "single_supplier", supplierId }). O pedido é dividido por fornecedor como no checkout, com o frete de cada um como linha, e passa pelas regras de aprovação e orçamentos; quem fecha com os vencedores é quem faz o pedido. Os preços viram preços negociados da organização até a validade de cada resposta, e os fornecedores são avisados (quote.awarded / quote.lost). Um fornecedor que não cotou a linha: 400; abaixo do mínimo: 400; cotação ainda aberta, já com os vencedores escolhidos ou cancelada: 409. Com Idempotency-Key, repetir a chamada (resposta perdida, clique duplo) devolve a primeira resposta, com o mesmo pedido, em vez de "já tem os vencedores escolhidos"; a mesma chave em outra rota responde 409.',
      response: quoteSchema,
      errors: [404, 409],
      requestExample: { strategy: 'best_split' },
      headers: [IDEMPOTENCY_HEADER],
    }),
    validate('param', quoteIdParam),
    idempotent<SessionEnv>((c) => `user:${c.var.user.id}`, { batched: true }),
    validate('json', awardBody),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const { id } = c.req.valid('param');
      const buyer = { organizationId, userId: c.var.user.id, userName: c.var.user.name };
      await awardQuote(c.var.db, c.var.config, buyer, id, c.req.valid('json'), idempotentWrite(c));
      return c.json(quoteToResponse(await getQuote(c.var.db, organizationId, id)));
    },
  )
  // POST /quotes/:id/close — OPEN → CLOSED before the deadline
  .post(
    '/:id/close',
    doc({ summary: 'Encerra a cotação antes do prazo', response: quoteSchema, errors: [404, 409] }),
    validate('param', quoteIdParam),
    async (c) =>
      c.json(quoteToResponse(await moveQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, 'close'))),
  )
  // POST /quotes/:id/cancel — DRAFT, OPEN or CLOSED → CANCELLED
  .post(
    '/:id/cancel',
    doc({ summary: 'Cancela a cotação (antes de escolher os vencedores)', response: quoteSchema, errors: [404, 409] }),
    validate('param', quoteIdParam),
    async (c) =>
      c.json(quoteToResponse(await moveQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, 'cancel'))),
  );
