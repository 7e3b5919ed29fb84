import { formatCnpj } from '../platform/cnpj';
import { csvFile, decimalComma } from '../platform/csv';
import { formatDay } from '../platform/brazil';
import type { Db } from '../platform/db';
import { allPayables, type PayableFilter } from './payables.service';
import { PAYABLE_STATE, PAYMENT_METHOD } from './payable-vocabulary';

const HEADER = [
  'Fornecedor',
  'CNPJ',
  'NF-e',
  'Série',
  'Chave',
  'Emissão',
  'Parcela',
  'Vencimento',
  'Valor',
  'Créditos',
  'A pagar',
  'Status',
  'Pago em',
  'Forma',
  'Observação',
];

/** The accountant's file: one row per installment, as the screen lists them. */
export async function payablesCsv(db: Db, filter: PayableFilter) {
  const rows = await allPayables(db, filter);
  return csvFile(
    HEADER,
    rows.map((r) => [
      r.supplierName,
      formatCnpj(r.supplierCnpj),
      r.invoiceNumber,
      r.invoiceSeries,
      r.nfeKey,
      r.issuedOn ? formatDay(r.issuedOn) : '',
      r.installment,
      formatDay(r.dueDate),
      decimalComma(r.amount),
      decimalComma(r.credited),
      decimalComma(String(Number(r.amount) - Number(r.credited))),
      PAYABLE_STATE[r.state].label,
      r.paidOn ? formatDay(r.paidOn) : '',
      r.method ? PAYMENT_METHOD[r.method] : '',
      r.note ?? '',
    ]),
  );
}
