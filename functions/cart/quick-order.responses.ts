import * as z from 'zod';
import { uuid } from '../platform/response-schemas';
import type { CatalogueMatch, PreviewLine, previewQuickOrder } from './quick-order.service';
import { unitsDiffer } from './quick-order-free-text';

const STATUSES = ['matched', 'not_found', 'ambiguous', 'invalid'] as const;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const candidateSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    sku: z.string().meta({ example: 'SER-0004' }),
    name: z.string(),
    unit: z.string(),
    price: z.number().meta({ description: 'Preço unitário de hoje em reais (R$)' }),
    minimumOrder: z.number().int(),
    inStock: z.boolean(),
    image: z.string().nullable(),
    supplier: z.object({ id: uuid, name: z.string(), color: z.string() }),
    belowMinimum: z.boolean().meta({ description: 'A quantidade da linha não alcança o pedido mínimo do produto' }),
    unitDiffers: z.boolean().meta({
      description:
        'A unidade escrita na linha (unit) não é a do produto: nada é convertido (os produtos ainda não têm embalagens), confira a quantidade',
    }),
    notDeliveredTo: z.string().nullable().meta({
      description: 'A cidade do endereço padrão da organização, quando o fornecedor não entrega nela',
      example: 'Campinas',
    }),
    warnings: z.array(z.string()).meta({
      description:
        'O que conferir antes de pôr no carrinho: fornecedor que não entrega na cidade, unidade diferente da escrita, abaixo do mínimo, fora de estoque',
      example: ['Abaixo do pedido mínimo de 5 kg'],
    }),
  })
  .meta({ id: 'QuickOrderCandidate' });

export const quickOrderPreviewSchema = /* @__PURE__ */ z
  .object({
    separator: z.enum([';', ',', '\t']).meta({
      description: 'O separador que a maioria das linhas sku;quantidade usa ("," quando não há nenhuma)',
    }),
    header: z.boolean().meta({ description: 'A primeira linha era um cabeçalho (sku;quantidade) e foi pulada' }),
    lines: z.array(
      z.object({
        line: z.number().int().meta({ description: 'A linha no texto (1 = a primeira; linhas em branco contam)' }),
        mergedLines: z.array(z.number().int()).meta({
          description: 'Outras linhas com o mesmo SKU, cujas quantidades foram somadas a esta',
        }),
        text: z.string().meta({ description: 'A linha como foi escrita', example: '• 10 kg tomate' }),
        source: z.enum(['sku', 'name']).meta({
          description:
            'sku: linha de planilha (sku;quantidade), casada pelo SKU; name: linha de lista, como no WhatsApp ("10 kg tomate", "tomate italiano 10"), procurada pelo nome',
        }),
        sku: z.string().meta({ description: 'O SKU escrito; vazio numa linha de lista' }),
        name: z.string().nullable().meta({
          description: 'O nome procurado numa linha de lista; null nas linhas por SKU e nas não entendidas',
          example: 'tomate',
        }),
        quantity: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'A quantidade para o carrinho, em unidades inteiras; null quando a linha é inválida' }),
        typedQuantity: z.number().nullable().meta({
          description: 'A quantidade como foi escrita ("3,5 kg" é 3.5, "1/2" é 0.5); quantity a arredonda para cima',
          example: 3.5,
        }),
        unit: z.string().nullable().meta({
          description: 'A unidade escrita, na forma curta (kg, g, L, ml, un, cx, pct, dz, fardo, sc…), ou null',
          example: 'kg',
        }),
        status: z.enum(STATUSES).meta({
          description:
            'matched: um produto (numa linha de lista, o primeiro dos candidates; os demais são alternativas); ambiguous: o mesmo SKU em mais de um fornecedor, ou um nome que serve a mais de um produto (escolha um dos candidates); not_found; invalid (veja reason)',
        }),
        reason: z.string().nullable().meta({
          description: 'Por que a linha não vale ou não foi entendida (invalid) ou não achou produto (not_found)',
        }),
        approximate: z.boolean().meta({
          description: 'Numa linha de lista: nada tinha o nome como escrito, e os candidates têm um nome parecido',
        }),
        notes: z.array(z.string()).meta({
          description: 'O que a leitura mudou ou supôs: quantidade arredondada, nome parecido',
          example: ['3,5 kg arredondado para 4: o carrinho aceita só quantidades inteiras'],
        }),
        candidates: z.array(candidateSchema).meta({
          description:
            'O produto (matched; numa linha de lista seguido das alternativas) ou as escolhas (ambiguous: um por fornecedor numa linha por SKU, até 5 produtos numa linha de lista); vazio nos outros casos',
        }),
      }),
    ),
    counts: z.object({
      matched: z.number().int(),
      not_found: z.number().int(),
      ambiguous: z.number().int(),
      invalid: z.number().int(),
    }),
  })
  .meta({ id: 'QuickOrderPreview' });

function candidateToResponse(
  product: CatalogueMatch,
  line: PreviewLine,
  city: { name: string } | null,
): z.output<typeof candidateSchema> {
  const belowMinimum = line.quantity !== null && line.quantity < product.minimumOrder;
  const notDeliveredTo = city && !product.delivers ? city.name : null;
  const unitDiffers = unitsDiffer(line.unit, product.unit);
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    unit: product.unit,
    price: Number(product.price),
    minimumOrder: product.minimumOrder,
    inStock: product.inStock,
    image: product.image,
    supplier: product.supplier,
    belowMinimum,
    unitDiffers,
    notDeliveredTo,
    warnings: [
      ...(notDeliveredTo ? [`${product.supplier.name} não entrega em ${notDeliveredTo}`] : []),
      ...(unitDiffers ? [`Pedido em ${line.unit}; este produto é vendido por ${product.unit}`] : []),
      ...(belowMinimum ? [`Abaixo do pedido mínimo de ${product.minimumOrder} ${product.unit}`] : []),
      ...(product.inStock ? [] : ['Fora de estoque']),
    ],
  };
}

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/** What the reading changed or guessed, in the person's words. */
function notesOf(line: PreviewLine): string[] {
  if (line.status === 'invalid' || line.source === 'sku') return [];
  const rounded =
    line.typedQuantity !== line.quantity
      ? [
          `${[decimal(line.typedQuantity), line.unit].filter(Boolean).join(' ')} arredondado para ${line.quantity}: o carrinho aceita só quantidades inteiras`,
        ]
      : [];
  const close = line.approximate ? [`Nenhum produto com o nome "${line.name}": confira se é um destes`] : [];
  return [...rounded, ...close];
}

function reasonOf(line: PreviewLine): string | null {
  if (line.status === 'invalid') return line.reason;
  if (line.status !== 'not_found') return null;
  return line.source === 'sku' ? 'SKU não encontrado no catálogo' : `Nenhum produto encontrado para "${line.name}"`;
}

function lineToResponse(
  line: PreviewLine,
  city: { name: string } | null,
): z.output<typeof quickOrderPreviewSchema>['lines'][number] {
  return {
    line: line.line,
    mergedLines: line.mergedLines,
    text: line.text,
    source: line.source,
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    typedQuantity: line.typedQuantity,
    unit: line.unit,
    status: line.status,
    reason: reasonOf(line),
    approximate: line.approximate,
    notes: notesOf(line),
    candidates: line.candidates.map((p) => candidateToResponse(p, line, city)),
  };
}

export function quickOrderPreviewToResponse(
  preview: Awaited<ReturnType<typeof previewQuickOrder>>,
): z.output<typeof quickOrderPreviewSchema> {
  const lines = preview.lines.map((line) => lineToResponse(line, preview.city));
  const count = (status: (typeof STATUSES)[number]) => lines.filter((l) => l.status === status).length;
  return {
    separator: preview.delimiter,
    header: preview.header,
    lines,
    counts: {
      matched: count('matched'),
      not_found: count('not_found'),
      ambiguous: count('ambiguous'),
      invalid: count('invalid'),
    },
  };
}
