import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { cartFillReportSchema, cartFillReportToResponse } from './cart-fill.responses';
import { quickOrderAddBody, quickOrderPreviewBody } from './quick-order.schemas';
import { quickOrderPreviewSchema, quickOrderPreviewToResponse } from './quick-order.responses';
import { addQuickOrder, previewQuickOrder } from './quick-order.service';

/** Pedido rápido: SKUs and quantities pasted or from a CSV, checked against the catalogue, then into the cart. */
export const quickOrderRoutes = new Hono<AppEnv>()
  .use(area('Carrinho'), requireSession(), requireRole())
  // POST /cart/quick-order/preview — read the lines and match each SKU in the catalogue
  .post(
    '/preview',
    doc({
      summary: 'Confere um pedido rápido: cada linha (sku;quantidade) casada com o catálogo',
      description:
        'text é o que foi colado ou o conteúdo de um CSV: uma linha por item, sku e quantidade separados por ";", "," ou tabulação (o que a maioria das linhas usa), cabeçalho opcional, BOM aceito, linhas em branco puladas, até 500 linhas e 100 KB (mais que isso responde 400). Quantidade: inteiro de 1 a 100.000 ("12,0" vale 12; com ";" ou tabulação "1.000" vale mil; "1,5", "0", "-3" e "abc" são inválidas, com o motivo; com "," uma terceira coluna só de dígitos indica vírgula decimal ou de milhar e invalida a linha). O mesmo SKU em duas linhas soma as quantidades na primeira (mergedLines). Cada linha vem matched (um produto ativo de fornecedor ativo), ambiguous (o SKU existe em mais de um fornecedor: escolha um dos candidates), not_found ou invalid (reason), com o número da linha. Quantidade abaixo do mínimo do produto é informada em warnings, não corrigida. Nada é gravado.',
      response: quickOrderPreviewSchema,
      requestExample: { text: 'sku;quantidade\nSER-0004;12\nHOR-0002;5' },
    }),
    validate('json', quickOrderPreviewBody),
    async (c) =>
      c.json(
        quickOrderPreviewToResponse(
          await previewQuickOrder(c.var.db, {
            text: c.req.valid('json').text,
            organizationId: activeOrganizationId(c),
          }),
        ),
      ),
  )
  // POST /cart/quick-order — add the confirmed lines to the cart
  .post(
    '/',
    doc({
      summary: 'Adiciona ao carrinho as linhas conferidas do pedido rápido',
      description:
        'lines: até 500 { productId, quantity } (depois de conferir e, nas linhas ambíguas, escolher o fornecedor). As quantidades se somam ao que o carrinho já tem, aos preços de hoje, numa transação. A resposta diz o que entrou e o que não entrou: produto fora do catálogo ou de estoque (unavailable) e quantidade elevada ao pedido mínimo (minimumRaised).',
      response: cartFillReportSchema,
      requestExample: { lines: [{ productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11', quantity: 12 }] },
    }),
    validate('json', quickOrderAddBody),
    async (c) => {
      const report = await addQuickOrder(c.var.db, {
        userId: c.var.user.id,
        organizationId: activeOrganizationId(c),
        lines: c.req.valid('json').lines,
      });
      return c.json(cartFillReportToResponse(report));
    },
  );
