import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type InvoiceDraft = {
  nfeKey: string;
  invoiceNumber: string;
  invoiceSeries: string;
  invoiceAmount: string;
  carrier: string;
  trackingCode: string;
  expectedDeliveryDate: string;
};

export const emptyInvoice = (amount = ''): InvoiceDraft => ({
  nfeKey: '',
  invoiceNumber: '',
  invoiceSeries: '1',
  invoiceAmount: amount,
  carrier: '',
  trackingCode: '',
  expectedDeliveryDate: '',
});

/** The draft as the API takes it ("359,40" → 359.4; empty optional fields left out). */
export const invoiceBody = (d: InvoiceDraft) => ({
  nfeKey: d.nfeKey,
  invoiceNumber: d.invoiceNumber.trim(),
  invoiceSeries: d.invoiceSeries.trim(),
  invoiceAmount: Number(d.invoiceAmount.replace(/\./g, '').replace(',', '.')),
  carrier: d.carrier.trim() || undefined,
  trackingCode: d.trackingCode.trim() || undefined,
  expectedDeliveryDate: d.expectedDeliveryDate || undefined,
});

/** The NF-e a shipment travels under, and how it travels. */
export function InvoiceFields({ value, onChange }: { value: InvoiceDraft; onChange: (next: InvoiceDraft) => void }) {
  const set = (key: keyof InvoiceDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Chave de acesso da NF-e" hint="44 dígitos, como no DANFE">
          <Input
            value={value.nfeKey}
            onChange={set('nfeKey')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="3526 1111 2223 3300 0181 5500 1000 0010 4211 2345 6781"
            required
          />
        </FormField>
      </div>
      <FormField label="Número da NF-e">
        <Input value={value.invoiceNumber} onChange={set('invoiceNumber')} inputMode="numeric" required />
      </FormField>
      <FormField label="Série">
        <Input value={value.invoiceSeries} onChange={set('invoiceSeries')} inputMode="numeric" required />
      </FormField>
      <FormField label="Valor da NF-e (R$)">
        <Input value={value.invoiceAmount} onChange={set('invoiceAmount')} inputMode="decimal" required />
      </FormField>
      <FormField label="Previsão de entrega">
        <Input type="date" value={value.expectedDeliveryDate} onChange={set('expectedDeliveryDate')} />
      </FormField>
      <FormField label="Transportadora (opcional)">
        <Input value={value.carrier} onChange={set('carrier')} maxLength={120} />
      </FormField>
      <FormField label="Código de rastreio (opcional)">
        <Input value={value.trackingCode} onChange={set('trackingCode')} maxLength={120} />
      </FormField>
    </div>
  );
}
