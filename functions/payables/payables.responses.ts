import * as z from 'zod';
import { formatCnpj } from '../platform/cnpj';
import { pageOf, uuid } from '../platform/response-schemas';
import { PAYABLE_STATES, type PayableRow } from './payables.service';

const cents = (value: string) => Math.round(Number(value) * 100);

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const payableSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    status: z.enum(PAYABLE_STATES).meta({
      description:
        'OPEN a pagar; OVERDUE vencida; EM_CONFERENCIA a remessa tem ocorrência não resolvida (não é sugerida para pagamento); PAID paga',
    }),
    suggested: z.boolean().meta({ description: 'Sugerida para pagamento: não paga e sem divergência em aberto' }),
    installment: z.string().meta({ description: 'Número da parcela (nDup da NF-e, ou 001, 002… do prazo)' }),
    dueDate: z.iso.date(),
    amount: z.number().meta({ description: 'Valor da parcela em reais (R$)' }),
    credited: z.number().meta({ description: 'Créditos de ocorrências abatidos desta parcela (R$)' }),
    amountDue: z.number().meta({ description: 'O que resta pagar: valor menos créditos (R$)' }),
    credits: z.array(
      z.object({
        incidentId: uuid,
        amount: z.number(),
        productName: z.string(),
        supplierOrderNumber: z.string(),
      }),
    ),
    supplier: z.object({ id: uuid, name: z.string(), cnpj: z.string() }),
    supplierOrder: z.object({ id: uuid, number: z.string(), purchaseOrderId: uuid }),
    nfe: z.object({
      shipmentId: uuid,
      shipmentSequence: z.number().int(),
      number: z.string(),
      series: z.string(),
      key: z.string(),
      issuedOn: z.iso.date().nullable(),
    }),
    paidOn: z.iso.date().nullable(),
    method: z.enum(['PIX', 'BOLETO', 'TRANSFERENCIA']).nullable(),
    note: z.string().nullable(),
    paidByName: z.string().nullable(),
  })
  .meta({ id: 'Payable' });

export const payableListSchema = /* @__PURE__ */ pageOf(payableSchema);

const weekTotals = {
  count: z.number().int(),
  total: z.number().meta({ description: 'A pagar (valor menos créditos), em reais' }),
  inReviewCount: z.number().int(),
  inReviewTotal: z.number().meta({ description: 'Parte do total em conferência (não sugerida)' }),
};

export const payableWeeksSchema = /* @__PURE__ */ z
  .object({
    today: z.iso.date(),
    overdue: z.object(weekTotals),
    weeks: z.array(z.object({ start: z.iso.date(), end: z.iso.date(), ...weekTotals })).length(5),
  })
  .meta({ id: 'PayableWeeks' });

type Credit = { incidentId: string; amount: string; productName: string; supplierOrderNumber: string };

export function payableResponse(row: PayableRow & { credits: Credit[] }): z.infer<typeof payableSchema> {
  const due = cents(row.amount) - cents(row.credited);
  return {
    id: row.id,
    status: row.state,
    suggested: row.state === 'OPEN' || row.state === 'OVERDUE',
    installment: row.installment,
    dueDate: row.dueDate,
    amount: Number(row.amount),
    credited: Number(row.credited),
    amountDue: due / 100,
    credits: row.credits.map((c) => ({
      incidentId: c.incidentId,
      amount: Number(c.amount),
      productName: c.productName,
      supplierOrderNumber: c.supplierOrderNumber,
    })),
    supplier: { id: row.supplierId, name: row.supplierName, cnpj: formatCnpj(row.supplierCnpj) },
    supplierOrder: { id: row.supplierOrderId, number: row.supplierOrderNumber, purchaseOrderId: row.purchaseOrderId },
    nfe: {
      shipmentId: row.shipmentId,
      shipmentSequence: row.shipmentSequence,
      number: row.invoiceNumber,
      series: row.invoiceSeries,
      key: row.nfeKey,
      issuedOn: row.issuedOn,
    },
    paidOn: row.paidOn,
    method: row.method,
    note: row.note,
    paidByName: row.paidByName,
  };
}
