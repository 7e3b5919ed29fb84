import * as z from 'zod';
import { uuid } from '../platform/response-schemas';
import type { CatalogueMatch, PreviewLine, previewQuickOrder } from './quick-order.service';

const STATUSES = ['matched', 'not_found', 'ambiguous', 'invalid'] as const;

const candidateSchema = z
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
    notDeliveredTo: z.string().nullable().meta({
      description: 'A cidade do endereço padrão da organização, quando o fornecedor não entrega nela',
      example: 'Campinas',
    }),
    warnings: z.array(z.string()).meta({
      description: 'O que impede esta linha de entrar como está (abaixo do mínimo, fora de estoque)',
      example: ['Abaixo do pedido mínimo de 5 kg'],
    }),
  })
  .meta({ id: 'QuickOrderCandidate' });

export const quickOrderPreviewSchema = z
  .object({
    separator: z.enum([';', ',', '\t']).meta({ description: 'O separador lido na primeira linha com conteúdo' }),
    header: z.boolean().meta({ description: 'A primeira linha era um cabeçalho (sku;quantidade) e foi pulada' }),
    lines: z.array(
      z.object({
        line: z.number().int().meta({ description: 'A linha no texto (1 = a primeira; linhas em branco contam)' }),
        mergedLines: z.array(z.number().int()).meta({
          description: 'Outras linhas com o mesmo SKU, cujas quantidades foram somadas a esta',
        }),
        sku: z.string(),
        quantity: z.number().int().nullable().meta({ description: 'null quando a linha é inválida' }),
        status: z.enum(STATUSES).meta({
          description:
            'matched: um produto; ambiguous: o mesmo SKU em mais de um fornecedor (escolha um dos candidates); not_found; invalid (veja reason)',
        }),
        reason: z
          .string()
          .nullable()
          .meta({ description: 'Por que a linha não vale (invalid) ou não achou produto (not_found)' }),
        candidates: z.array(candidateSchema).meta({
          description: 'O produto (matched) ou um por fornecedor (ambiguous); vazio nos outros casos',
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
  quantity: number | null,
  city: { name: string } | null,
): z.output<typeof candidateSchema> {
  const belowMinimum = quantity !== null && quantity < product.minimumOrder;
  const notDeliveredTo = city && !product.delivers ? city.name : null;
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
    notDeliveredTo,
    warnings: [
      ...(notDeliveredTo ? [`${product.supplier.name} não entrega em ${notDeliveredTo}`] : []),
      ...(belowMinimum ? [`Abaixo do pedido mínimo de ${product.minimumOrder} ${product.unit}`] : []),
      ...(product.inStock ? [] : ['Fora de estoque']),
    ],
  };
}

function lineToResponse(
  line: PreviewLine,
  city: { name: string } | null,
): z.output<typeof quickOrderPreviewSchema>['lines'][number] {
  return {
    line: line.line,
    mergedLines: line.mergedLines,
    sku: line.sku,
    quantity: line.quantity,
    status: line.status,
    reason:
      line.status === 'invalid' ? line.reason : line.status === 'not_found' ? 'SKU não encontrado no catálogo' : null,
    candidates: line.candidates.map((p) => candidateToResponse(p, line.quantity, city)),
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
