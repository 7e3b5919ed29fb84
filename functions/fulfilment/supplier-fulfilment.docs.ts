import type { RouteDocs } from '../platform/describe';
import { supplierOrderDetailSchema } from '../orders/supplier-orders.responses';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';
import { nfePreviewSchema } from './nfe-shipment.schemas';

const SHIPMENT_EXAMPLE = {
  lines: [{ itemId: '…', quantity: 6 }],
  nfeKey: '35261111222333000181550010000010421123456781',
  invoiceNumber: '1042',
  invoiceSeries: '1',
  invoiceAmount: 359.4,
  carrier: 'Transportadora Rápida',
  trackingCode: 'BR123456789',
  expectedDeliveryDate: '2026-11-27',
};

/**
 * How supplier-fulfilment.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierFulfilmentDocs = {
  'POST /:id/shipments': {
    summary: 'Registra uma remessa com a NF-e (envio parcial permitido)',
    description:
      'Itens aceitos e quantidades (a soma enviada nunca passa da aceita, nem com chamadas simultâneas: 409), chave de acesso da NF-e (44 dígitos, validada: UF, AAMM, CNPJ do emitente igual ao do fornecedor, modelo 55 ou 65, dígito verificador), número, série e valor da nota, transportadora, rastreio e previsão de entrega. O pedido fica PARTIALLY_SHIPPED ou SHIPPED.',
    status: 201,
    response: supplierOrderDetailSchema,
    errors: [409],
    requestExample: SHIPMENT_EXAMPLE,
    headers: [IDEMPOTENCY_HEADER],
  },
  'POST /:id/shipments/from-nfe': {
    summary: 'Remessa a partir do XML da NF-e autorizada: prévia ou envio',
    description:
      'O corpo é o XML da NF-e autorizada (nfeProc, versão 4.00) como a SEFAZ o devolveu, até 5 MB, em UTF-8 (ou ISO-8859-1 quando o XML o declara; guardado em UTF-8). Conferidos: chave e dígito verificador, protocolo de autorização (cStat 100) da mesma chave, emitente = CNPJ do fornecedor, destinatário = CNPJ do comprador, soma dos itens = vProd, chave ainda não usada (409). Cada item (det) é ligado a uma linha do pedido pelo código do fornecedor (cProd = SKU), depois pelo GTIN (cEAN), depois pela descrição; unidade diferente da do pedido é sinalizada. Sem confirm=true a resposta é a prévia (200) e nada é gravado; com confirm=true a remessa é criada com os números do XML (201), ou 409 se a prévia tiver problemas (itens fora do pedido, quantidade acima da aceita). Um XML com DOCTYPE ou entidades é recusado; um caractere que o XML proíbe (NUL, controles) responde 400 "XML malformado" com linha e coluna, e uma data que não existe no calendário (2027-02-31) responde 400.',
    status: 201,
    response: supplierOrderDetailSchema,
    responses: { 200: { description: 'A prévia: nada foi gravado', schema: nfePreviewSchema } },
    errors: [409, 413],
    headers: [IDEMPOTENCY_HEADER],
    documentBody: {
      mediaTypes: ['application/xml', 'text/xml'],
      description: 'O XML da NF-e autorizada (nfeProc), como a SEFAZ o devolveu',
    },
  },
  'PUT /:id/shipments/:shipmentId/danfe.pdf': {
    summary: 'Anexa o DANFE (PDF) de uma remessa',
    description:
      'O corpo é o PDF do DANFE (application/pdf), até 5 MB; um corpo que não começa com %PDF- responde 400. Guardado ao lado do XML da NF-e (ou sozinho, numa remessa registrada pelo formulário); enviar de novo substitui o anterior. O comprador o baixa pelo pedido.',
    response: supplierOrderDetailSchema,
    documentBody: { mediaTypes: ['application/pdf'], description: 'O PDF do DANFE da NF-e da remessa' },
  },
  'POST /:id/shipments/:shipmentId/delivered': {
    summary: 'Marca uma remessa como entregue',
    description: 'Uma remessa já entregue ou recebida responde 409.',
    response: supplierOrderDetailSchema,
    errors: [409],
    headers: [IDEMPOTENCY_HEADER],
  },
  'POST /:id/cancel-remaining': {
    summary: 'Cancela o saldo não enviado (com motivo)',
    description:
      'Tudo o que ainda não foi enviado deixa de ser devido. Sem nada enviado, o pedido é cancelado; senão segue com o que foi enviado.',
    response: supplierOrderDetailSchema,
    errors: [409],
    requestExample: { reason: 'Produto fora de linha' },
    headers: [IDEMPOTENCY_HEADER],
  },
  'POST /:id/incidents/:incidentId/answer': {
    summary: 'Responde uma ocorrência: crédito, reposição ou contestação',
    description:
      'CREDIT com creditAmount (até o valor das unidades), REPLACEMENT com shipment (a NF-e da remessa de reposição, para a quantidade da ocorrência) ou DISPUTE com note. Uma ocorrência já respondida ou resolvida responde 409.',
    response: supplierOrderDetailSchema,
    errors: [409],
    requestExample: { resolution: 'CREDIT', creditAmount: 25.9, note: 'Crédito no próximo boleto' },
    headers: [IDEMPOTENCY_HEADER],
  },
} satisfies RouteDocs;
