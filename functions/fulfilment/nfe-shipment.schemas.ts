import * as z from 'zod';
import { uuid } from '../platform/response-schemas';
import { invoiceFields } from './fulfilment.schemas';

/** What the XML does not say: whether to ship now, and the carrier's details (the typed form's). */
export const nfeShipmentQuery = z.object({
  confirm: z.enum(['true', 'false'], { error: 'confirm deve ser true ou false' }).optional(),
  carrier: invoiceFields.carrier,
  trackingCode: invoiceFields.trackingCode,
  expectedDeliveryDate: invoiceFields.expectedDeliveryDate,
});

const party = z.object({ cnpj: z.string(), name: z.string() });

export const nfePreviewSchema = z
  .object({
    order: z.object({ id: uuid, number: z.string() }),
    nfe: z.object({
      key: z.string().meta({ description: 'Chave de acesso (44 dígitos)' }),
      number: z.string(),
      series: z.string(),
      issuedAt: z.string().meta({ description: 'Emissão (ISO 8601, UTC)' }),
      issuer: party,
      recipient: party,
      amount: z.number().meta({ description: 'Valor da nota (vNF) em reais' }),
      amountText: z.string(),
      installments: z.array(z.object({ number: z.string(), dueDate: z.string(), amount: z.number() })),
    }),
    lines: z.array(
      z.object({
        itemId: uuid,
        productName: z.string(),
        unit: z.string(),
        remaining: z.number().int().meta({ description: 'Quanto ainda pode ser enviado desta linha' }),
        quantity: z.number().meta({ description: 'Quanto a NF-e envia desta linha (soma dos itens)' }),
        over: z.number().meta({ description: 'Quanto passa do que pode ser enviado (0 quando cabe)' }),
        items: z.array(
          z.object({
            itemNumber: z.number().int(),
            code: z.string(),
            description: z.string(),
            unit: z.string(),
            quantity: z.number(),
            matchedBy: z.enum(['SKU', 'GTIN', 'DESCRIPTION']),
            unitDiffers: z.boolean().meta({ description: 'A unidade da NF-e (uCom) difere da do pedido' }),
          }),
        ),
      }),
    ),
    notInOrder: z.array(
      z.object({ itemNumber: z.number().int(), code: z.string(), description: z.string(), quantity: z.number() }),
    ),
    problems: z.array(z.string()).meta({ description: 'O que impede a remessa; vazio quando pode ser confirmada' }),
    canConfirm: z.boolean(),
  })
  .meta({ id: 'NfeShipmentPreview' });
