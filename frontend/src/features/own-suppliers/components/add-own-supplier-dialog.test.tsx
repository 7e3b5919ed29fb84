import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { AddOwnSupplierDialog } from './add-own-supplier-dialog';

const SAO_PAULO = { id: '11111111-1111-4111-8111-111111111111', name: 'São Paulo', state: 'SP' };
const CAMPINAS = { id: '22222222-2222-4222-8222-222222222222', name: 'Campinas', state: 'SP' };
const MARKETPLACE_CNPJ = '11222333000181';
const ADDED_CNPJ = '11444777000161';
const NEW_CNPJ = '45997418000153';
const SUPPLIER_ID = '33333333-3333-4333-8333-333333333333';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string, details?: unknown) =>
  json(status, {
    error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, details, requestId: 'r' },
  });

/** The lookup as the API answers it for three CNPJs, and what the POST answers. */
function apiAnswers(post: () => Response = () => json(201, { id: SUPPLIER_ID })) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') return post();
    const cnpj = new URL(String(url), 'http://localhost').searchParams.get('cnpj');
    const none = { cnpj, marketplace: null, already_added: false, own_supplier_id: null };
    if (cnpj === MARKETPLACE_CNPJ)
      return json(200, {
        ...none,
        marketplace: { id: SUPPLIER_ID, name: 'Laticínios Serra Azul', cities: [SAO_PAULO] },
      });
    if (cnpj === ADDED_CNPJ) return json(200, { ...none, already_added: true, own_supplier_id: SUPPLIER_ID });
    return json(200, none);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

async function openAndType(cnpj: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithProviders(
    <>
      <Toaster />
      <AddOwnSupplierDialog
        cities={[SAO_PAULO, CAMPINAS]}
        defaultCityId={SAO_PAULO.id}
        trigger={<Button>Adicionar fornecedor</Button>}
      />
    </>,
    { queryClient },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar fornecedor' }));
  const dialog = screen.getByRole('dialog', { name: 'Adicionar fornecedor' });
  await userEvent.type(within(dialog).getByLabelText('CNPJ'), cnpj);
  return dialog;
}

const posts = (fetch: ReturnType<typeof apiAnswers>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));

describe('adding an own supplier', () => {
  it('offers the marketplace supplier of a listed CNPJ instead of a duplicate', async () => {
    apiAnswers();
    const dialog = await openAndType(MARKETPLACE_CNPJ);
    expect(within(dialog).getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(await within(dialog).findByText('Este fornecedor já está no Abastece')).toBeInTheDocument();
    expect(within(dialog).getByText(/entrega em São Paulo\/SP/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver o catálogo de Laticínios Serra Azul' })).toHaveAttribute(
      'href',
      `/app/suppliers/${SUPPLIER_ID}`,
    );
    expect(within(dialog).queryByRole('form', { name: 'Dados do fornecedor' })).not.toBeInTheDocument();
  });

  it('points to a supplier the organization already added', async () => {
    apiAnswers();
    const dialog = await openAndType(ADDED_CNPJ);
    expect(await within(dialog).findByText('Você já adicionou este fornecedor')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir o fornecedor e sua lista de preços' })).toHaveAttribute(
      'href',
      `/app/fornecedores/${SUPPLIER_ID}`,
    );
  });

  it('says a CNPJ with wrong check digits is wrong and asks nothing of the API', async () => {
    const fetch = apiAnswers();
    const dialog = await openAndType('11222333000182');
    expect(within(dialog).getByText('CNPJ inválido: confira os dígitos.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the form inline, with the organization’s city already chosen', async () => {
    const fetch = apiAnswers();
    const dialog = await openAndType(NEW_CNPJ);
    const form = await within(dialog).findByRole('form', { name: 'Dados do fornecedor' });
    expect(within(form).getByRole('checkbox', { name: 'São Paulo' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Campinas' })).not.toBeChecked();
    expect(within(form).getByText(/é por ele que o fornecedor recebe seus pedidos/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('WhatsApp (opcional)'), '1198765');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar fornecedor' }));
    expect(within(form).getByText('O nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    expect(within(form).getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Celular com DDD: (11) 98765-4321')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);
  });

  it('puts the API’s 400 details under their fields, and sends the supplier as the API reads it', async () => {
    const fetch = apiAnswers(() =>
      refusal(400, 'Dados inválidos', [
        { path: 'email', message: 'Informe o e-mail do fornecedor: é por ele que pedidos e cotações chegam.' },
      ]),
    );
    const dialog = await openAndType(NEW_CNPJ);
    const form = await within(dialog).findByRole('form', { name: 'Dados do fornecedor' });
    await userEvent.type(within(form).getByLabelText('Nome do fornecedor'), 'Hortifrúti Boa Safra');
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'boasafra@exemplo.com.br');
    await userEvent.type(within(form).getByLabelText('WhatsApp (opcional)'), '11987654321');
    expect(within(form).getByLabelText('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Campinas' }));
    await userEvent.type(within(form).getByLabelText(/Pedido mínimo/), '150,00');
    await userEvent.type(within(form).getByLabelText(/Formas de pagamento/), 'PIX à vista{enter}Boleto 28 dias');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar fornecedor' }));
    expect(
      await within(form).findByText('Informe o e-mail do fornecedor: é por ele que pedidos e cotações chegam.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetch)).toEqual([
      {
        cnpj: NEW_CNPJ,
        name: 'Hortifrúti Boa Safra',
        email: 'boasafra@exemplo.com.br',
        contact_name: null,
        whatsapp: '+5511987654321',
        city_ids: [SAO_PAULO.id, CAMPINAS.id],
        minimum_order_value: 150,
        lead_time_days: 1,
        payment_terms: ['PIX à vista', 'Boleto 28 dias'],
        delivery_weekdays: [1, 2, 3, 4, 5, 6],
        order_cutoff: null,
      },
    ]);
  });

  it('shows the API’s 409 above the form when the CNPJ was listed meanwhile', async () => {
    apiAnswers(() => refusal(409, 'Este CNPJ já é de um fornecedor do Abastece: Laticínios Serra Azul.'));
    const dialog = await openAndType(NEW_CNPJ);
    const form = await within(dialog).findByRole('form', { name: 'Dados do fornecedor' });
    await userEvent.type(within(form).getByLabelText('Nome do fornecedor'), 'Serra Azul');
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'serra@exemplo.com.br');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar fornecedor' }));
    expect(
      await within(dialog).findByText('Este CNPJ já é de um fornecedor do Abastece: Laticínios Serra Azul.'),
    ).toBeInTheDocument();
  });
});
