import type { RouteDocs } from '../platform/describe';
import { quickOrderPreviewSchema } from './quick-order.responses';
import { cartFillReportSchema } from './cart-fill.responses';

/**
 * How quick-order.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const quickOrderDocs = {
  'POST /preview': {
    summary: 'Confere um pedido rápido: cada linha (uma lista do WhatsApp ou sku;quantidade) casada com o catálogo',
    description:
      'text é o que foi colado ou o conteúdo de um CSV, uma linha por item, de dois jeitos que podem vir misturados. Linha de planilha (source sku): sku e quantidade separados por ";", "," ou tabulação (o que a maioria dessas linhas usa), cabeçalho opcional, BOM aceito; quantidade inteira de 1 a 100.000 ("12,0" vale 12; com ";" ou tabulação "1.000" vale mil; "1,5", "0", "-3" e "abc" são inválidas, com o motivo; com "," uma terceira coluna só de dígitos indica vírgula decimal ou de milhar e invalida a linha); o mesmo SKU em duas linhas soma as quantidades na primeira (mergedLines). Linha de lista (source name), como se escreve no WhatsApp: "10 kg tomate", "10kg de tomate", "2 cx leite integral", "tomate italiano 10", "Tomate italiano - 10", "1/2 kg alho", "3,5 kg queijo", "uma dúzia de ovos"; marcadores ("• ", "- ", "1) "), emojis e *negrito* são ignorados; a unidade (kg, g, L, ml, un, cx, pct, dz, fardo, sc…, com ou sem acento e plural) vem em unit, a quantidade escrita em typedQuantity e, arredondada para cima a unidades inteiras, em quantity (notes avisa). Uma linha com separador cuja primeira célula não pode ser um SKU (tem espaço, ou só letras minúsculas: "Tomate;10") é de lista. O nome é procurado como na busca do catálogo (sem acentos, plurais, erros de digitação) entre os produtos ativos de fornecedores ativos que a organização vê (o catálogo do marketplace e as listas de preços dos seus próprios fornecedores, nunca as de outra organização; o SKU também), ao preço do comprador: primeiro os de fornecedores que entregam na cidade do endereço padrão da organização; só quando nenhum entrega aparecem os de outras cidades, com notDeliveredTo. Linhas em branco puladas; até 500 linhas e 100 KB (mais que isso responde 400). Cada linha vem matched (um produto: pelo SKU, ou o único cujo nome é ou começa pelo que foi escrito; numa linha de lista os demais candidates são alternativas), ambiguous (o SKU em mais de um fornecedor, ou um nome que serve a vários produtos, ou achado só por nome parecido: escolha um dos candidates), not_found ou invalid (reason diz por que a linha não foi entendida), com o número da linha e o texto como foi escrito. Unidade escrita diferente da do produto (unitDiffers) e quantidade abaixo do mínimo são informadas em warnings, não corrigidas. Nada é gravado.',
    response: quickOrderPreviewSchema,
    requestExample: { text: '10 kg tomate italiano\n2 cx leite integral\nSER-0004;12' },
  },
  'POST /': {
    summary: 'Adiciona ao carrinho as linhas conferidas do pedido rápido',
    description:
      'lines: até 500 { productId, quantity } (depois de conferir e, nas linhas ambíguas, escolher o produto). As quantidades se somam ao que o carrinho já tem, aos preços de hoje, numa transação. A resposta diz o que entrou e o que não entrou: produto fora do catálogo ou de estoque (unavailable) e quantidade elevada ao pedido mínimo (minimumRaised).',
    response: cartFillReportSchema,
    requestExample: { lines: [{ productId: '5b7c0f7e-6a0a-4c1e-9a57-3f4a1f0d2b11', quantity: 12 }] },
  },
} satisfies RouteDocs;
