import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { CsvImportDialog } from './csv-import-dialog';

const SUPPLIER_ID = '33333333-3333-4333-8333-333333333333';
const HORTIFRUTI = { value: '44444444-4444-4444-8444-444444444444', label: 'Hortifrúti' };
const MERCEARIA = { value: '55555555-5555-4555-8555-555555555555', label: 'Mercearia' };

const row = (line: number, name: string, price: string | null, errors: string[] = [], action = 'create') => ({
  line,
  name,
  unit: 'kg',
  price,
  sku: null,
  gtin: null,
  price_valid_until: null,
  action,
  errors,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The import route: the preview of what the file holds (a line with "abc" as price is wrong), and the write. */
function apiAnswers() {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as { csv: string; dry_run: boolean };
    const rows = body.csv.includes('abc')
      ? [
          row(2, 'Tomate italiano', '8.90'),
          row(3, 'Alface crespa', null, ['Preço deve ser maior que zero (ex.: 12,50)']),
        ]
      : [row(2, 'Tomate italiano', '8.90'), row(3, 'Alface crespa', '3.50', [], 'update')];
    const invalid = rows.filter((r) => r.errors.length).length;
    return json(200, { rows, valid: rows.length - invalid, invalid, written: !body.dry_run });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

async function openImport(defaultCategoryId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithProviders(
    <>
      <Toaster />
      <CsvImportDialog
        supplierId={SUPPLIER_ID}
        categories={[HORTIFRUTI, MERCEARIA]}
        defaultCategoryId={defaultCategoryId}
      />
    </>,
    { queryClient },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
  return screen.getByRole('dialog', { name: 'Importar lista de preços' });
}

const csvFile = (text: string) => new File([text], 'lista.csv', { type: 'text/csv' });
const bodies = (fetch: ReturnType<typeof apiAnswers>) =>
  fetch.mock.calls.map(([url, init]) => [
    new URL(String(url), 'http://localhost').pathname,
    JSON.parse(String(init!.body)),
  ]);

describe('importing a price list from CSV', () => {
  it('offers the template to download', async () => {
    apiAnswers();
    const dialog = await openImport();
    const template = within(dialog).getByRole('link', { name: 'Baixar modelo de CSV' });
    expect(template).toHaveAttribute('download', 'modelo-lista-de-precos.csv');
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain('nome;unidade;preco;sku;gtin;validade');
  });

  it('previews every line with its errors and offers no import while one line is wrong', async () => {
    const fetch = apiAnswers();
    const dialog = await openImport(HORTIFRUTI.value);
    const text = 'nome;unidade;preco\nTomate italiano;kg;8,90\nAlface crespa;un;abc\n';
    await userEvent.upload(within(dialog).getByLabelText('Arquivo CSV'), csvFile(text));
    const table = await within(dialog).findByRole('table', { name: 'Prévia da importação' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Tomate italianokgR$ 8,90Novo');
    expect(rows[2]).toHaveTextContent('3Alface crespakgPreço deve ser maior que zero (ex.: 12,50)—Erro');
    expect(within(dialog).getByText(/1 linha com erro/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importar 1 produto' })).toBeDisabled();
    expect(bodies(fetch)).toEqual([
      [
        `/api/v1/own-suppliers/${SUPPLIER_ID}/products/import`,
        { csv: text, category_id: HORTIFRUTI.value, dry_run: true },
      ],
    ]);
  });

  it('imports every line at once when none is wrong, in the category chosen', async () => {
    const fetch = apiAnswers();
    const dialog = await openImport();
    const text = 'nome;unidade;preco\nTomate italiano;kg;8,90\nAlface crespa;un;3,50\n';
    // No category yet: the file waits for one, and nothing is asked of the API.
    await userEvent.upload(within(dialog).getByLabelText('Arquivo CSV'), csvFile(text));
    expect(await within(dialog).findByText('Escolha a categoria dos produtos.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categoria dos produtos' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mercearia' }));
    const table = await within(dialog).findByRole('table', { name: 'Prévia da importação' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Atualiza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 2 produtos' }));
    expect(await screen.findByText('2 produtos importados')).toBeInTheDocument();
    expect(bodies(fetch).map(([, body]) => body)).toEqual([
      { csv: text, category_id: MERCEARIA.value, dry_run: true },
      { csv: text, category_id: MERCEARIA.value, dry_run: false },
    ]);
  });
});
