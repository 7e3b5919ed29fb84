import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import {
  emptyInvoice,
  invoiceBody,
  invoiceErrors,
  invoiceErrorsFrom,
  InvoiceFields,
  type InvoiceDraft,
  type InvoiceErrors,
} from './invoice-fields';

/** A key of series 1 and number 1042, in the groups of four a DANFE prints. */
const KEY = '3526 1111 2223 3300 0181 5500 1000 0010 4211 2345 6781';

/** The fields as the shipping form uses them: its draft, and the errors of a try to send it. */
function Harness({ refusal }: { refusal?: unknown }) {
  const [draft, setDraft] = useState<InvoiceDraft>(emptyInvoice());
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [sent, setSent] = useState<string>('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const found = refusal ? invoiceErrorsFrom(refusal) : invoiceErrors(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) setSent(JSON.stringify(invoiceBody(draft)));
      }}
    >
      <InvoiceFields value={draft} onChange={setDraft} errors={errors} />
      <button type="submit">Enviar</button>
      <output>{sent}</output>
    </form>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('the NF-e fields of a shipment', () => {
  it('fill the number and the series from a whole key typed as the DANFE prints it', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Chave de acesso da NF-e'), KEY);
    expect(screen.getByLabelText('Número da NF-e')).toHaveValue('1042');
    expect(screen.getByLabelText('Série')).toHaveValue('1');
  });

  it('name every problem at once, on its field, in Portuguese', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Chave de acesso da NF-e'), KEY.slice(0, -1));
    await userEvent.type(screen.getByLabelText('Valor da NF-e (R$)'), '0');
    await send();
    expect(screen.getByLabelText('Chave de acesso da NF-e')).toHaveAccessibleDescription(
      'A chave de acesso tem 44 dígitos (esta tem 43)',
    );
    expect(screen.getByLabelText('Número da NF-e')).toHaveAccessibleDescription('Número da NF-e: até 9 dígitos');
    expect(screen.getByLabelText('Série')).toHaveAccessibleDescription('Série da NF-e: até 3 dígitos');
    expect(screen.getByLabelText('Valor da NF-e (R$)')).toHaveAccessibleDescription(
      'O valor da NF-e deve ser maior que zero',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('send the amount in reais as a number and leave empty optional fields out', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Chave de acesso da NF-e'), KEY);
    await userEvent.type(screen.getByLabelText('Valor da NF-e (R$)'), '1.359,40');
    await send();
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      nfeKey: KEY,
      invoiceNumber: '1042',
      invoiceSeries: '1',
      invoiceAmount: 1359.4,
    });
  });

  it('put the API’s refusal on the field it names', async () => {
    const refusal = new ApiClientError(400, 'VALIDATION_ERROR', 'NF-e já usada', [
      { path: 'shipment.invoiceNumber', message: 'Esta NF-e já foi usada em outra remessa' },
    ]);
    render(<Harness refusal={refusal} />);
    await send();
    expect(screen.getByLabelText('Número da NF-e')).toHaveAccessibleDescription(
      'Esta NF-e já foi usada em outra remessa',
    );
    expect(screen.getByLabelText('Número da NF-e')).toHaveAttribute('aria-invalid', 'true');
  });
});
