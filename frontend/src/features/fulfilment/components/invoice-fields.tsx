import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/money-input';
import { ApiClientError } from '@/lib/api-client';
import { parseReais } from '@/lib/money';
import type { InvoiceInput } from '../api/fulfilment';

export type InvoiceDraft = {
  nfeKey: string;
  invoiceNumber: string;
  invoiceSeries: string;
  invoiceAmount: string;
  carrier: string;
  trackingCode: string;
  expectedDeliveryDate: string;
};
export type InvoiceErrors = Partial<Record<keyof InvoiceDraft, string>>;

export const emptyInvoice = (amount = ''): InvoiceDraft => ({
  nfeKey: '',
  invoiceNumber: '',
  invoiceSeries: '',
  invoiceAmount: amount,
  carrier: '',
  trackingCode: '',
  expectedDeliveryDate: '',
});

/** Keys are printed in groups of four: spaces, dots and dashes are not part of them. */
const keyDigits = (key: string) => key.replace(/[\s.-]/g, '').toUpperCase();

/** The draft as the API takes it ("1.359,40" → 1359.4; empty optional fields left out). */
export const invoiceBody = (d: InvoiceDraft): InvoiceInput => ({
  nfeKey: d.nfeKey,
  invoiceNumber: d.invoiceNumber.trim(),
  invoiceSeries: d.invoiceSeries.trim(),
  // Not an amount: sent as null (JSON has no NaN), which the API refuses on this field.
  invoiceAmount: parseReais(d.invoiceAmount) ?? Number.NaN,
  carrier: d.carrier.trim() || undefined,
  trackingCode: d.trackingCode.trim() || undefined,
  expectedDeliveryDate: d.expectedDeliveryDate || undefined,
});

/**
 * Every field's problem at once, before the draft leaves the browser (the key's check digit and issuer
 * are the API's to judge; its answer lands on the fields through `invoiceErrorsFrom`).
 */
export function invoiceErrors(d: InvoiceDraft): InvoiceErrors {
  const errors: InvoiceErrors = {};
  const key = keyDigits(d.nfeKey);
  if (!key) errors.nfeKey = 'Informe a chave de acesso da NF-e';
  else if (key.length !== 44) errors.nfeKey = `A chave de acesso tem 44 dígitos (esta tem ${key.length})`;
  if (!/^\d{1,9}$/.test(d.invoiceNumber.trim())) errors.invoiceNumber = 'Número da NF-e: até 9 dígitos';
  if (!/^\d{1,3}$/.test(d.invoiceSeries.trim())) errors.invoiceSeries = 'Série da NF-e: até 3 dígitos';
  const amount = parseReais(d.invoiceAmount);
  if (amount === null || Number.isNaN(amount)) errors.invoiceAmount = 'Informe o valor da NF-e em reais';
  else if (amount <= 0) errors.invoiceAmount = 'O valor da NF-e deve ser maior que zero';
  return errors;
}

/** The API's refusal placed on the fields it names (`nfeKey`, `shipment.invoiceNumber`, …). */
export function invoiceErrorsFrom(error: unknown): InvoiceErrors {
  if (!(error instanceof ApiClientError)) return {};
  const errors: InvoiceErrors = {};
  for (const detail of error.details) {
    const field = detail.path.split('.').pop() as keyof InvoiceDraft;
    if (field in emptyInvoice()) errors[field] ??= detail.message;
  }
  return errors;
}

/** The NF-e a shipment travels under, and how it travels. */
export function InvoiceFields({
  value,
  onChange,
  errors = {},
}: {
  value: InvoiceDraft;
  onChange: (next: InvoiceDraft) => void;
  errors?: InvoiceErrors;
}) {
  const set = (key: keyof InvoiceDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: e.target.value });
  // The key holds the note's series (positions 23–25) and number (26–34): a whole key fills them in.
  const setKey = (e: React.ChangeEvent<HTMLInputElement>) => {
    const key = keyDigits(e.target.value);
    const whole = key.length === 44 && /^\d+$/.test(key.slice(20));
    onChange({
      ...value,
      nfeKey: e.target.value,
      ...(whole && {
        invoiceSeries: String(Number(key.slice(22, 25))),
        invoiceNumber: String(Number(key.slice(25, 34))),
      }),
    });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField
          label="Chave de acesso da NF-e"
          hint="44 dígitos, como no DANFE: o número e a série vêm dela"
          error={errors.nfeKey}
        >
          <Input
            value={value.nfeKey}
            onChange={setKey}
            inputMode="numeric"
            autoComplete="off"
            placeholder="3526 1111 2223 3300 0181 5500 1000 0010 4211 2345 6781"
          />
        </FormField>
      </div>
      <FormField label="Número da NF-e" error={errors.invoiceNumber}>
        <Input value={value.invoiceNumber} onChange={set('invoiceNumber')} inputMode="numeric" />
      </FormField>
      <FormField label="Série" error={errors.invoiceSeries}>
        <Input value={value.invoiceSeries} onChange={set('invoiceSeries')} inputMode="numeric" />
      </FormField>
      <FormField label="Valor da NF-e (R$)" error={errors.invoiceAmount}>
        <MoneyInput value={value.invoiceAmount} onChange={set('invoiceAmount')} />
      </FormField>
      <FormField label="Previsão de entrega" error={errors.expectedDeliveryDate}>
        <Input type="date" value={value.expectedDeliveryDate} onChange={set('expectedDeliveryDate')} />
      </FormField>
      <FormField label="Transportadora (opcional)" error={errors.carrier}>
        <Input value={value.carrier} onChange={set('carrier')} maxLength={120} />
      </FormField>
      <FormField label="Código de rastreio (opcional)" error={errors.trackingCode}>
        <Input value={value.trackingCode} onChange={set('trackingCode')} maxLength={120} />
      </FormField>
    </div>
  );
}
