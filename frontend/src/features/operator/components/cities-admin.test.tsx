import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { ManagedCity } from '../api/cities';
import { CitiesAdmin } from './cities-admin';

const city = (over: Partial<ManagedCity>): ManagedCity => ({
  id: crypto.randomUUID(),
  name: 'Campinas',
  state: 'SP',
  country: 'BR',
  ibgeCode: '3509502',
  isActive: true,
  supplierCount: 0,
  organizationCount: 0,
  createdAt: '2026-12-01T12:00:00.000Z',
  updatedAt: '2026-12-01T12:00:00.000Z',
  ...over,
});

const CAMPINAS = city({ supplierCount: 3, organizationCount: 1 });
const SANTOS = city({ name: 'Santos', ibgeCode: null, isActive: false });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string, details?: unknown) =>
  json(status, { error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, details, requestId: 'r' } });

/** The API at the HTTP boundary: the list (searched by name), and what each write answers. */
function apiAnswers(writes: { [method: string]: () => Response } = {}, list = () => [CAMPINAS, SANTOS]) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return writes[method]?.() ?? json(200, CAMPINAS);
    const search = new URL(String(url), 'http://localhost').searchParams.get('search')?.toLowerCase() ?? '';
    const rows = list().filter((c) => c.name.toLowerCase().includes(search));
    return json(200, { data: rows, pagination: { page: 1, limit: 20, total: rows.length, totalPages: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function atWidth(width: number) {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => (atWidth(1024), vi.unstubAllGlobals()));

function showCities() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <>
      <Toaster />
      <CitiesAdmin />
    </>,
    { queryClient },
  );
}

const writesOf = (fetch: ReturnType<typeof apiAnswers>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init!.method, new URL(String(url), 'http://localhost').pathname, init!.body]);

describe('the operator’s cities', () => {
  it('lists every city with its UF, IBGE code, situation and who uses it, and searches them', async () => {
    apiAnswers();
    showCities();
    const table = await screen.findByRole('table', { name: 'Cidades' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('CidadeUFCódigo IBGESituaçãoFornecedoresOrganizaçõesAções');
    expect(rows[1]).toHaveTextContent('CampinasSP3509502Ativa31');
    expect(rows[2]).toHaveTextContent('SantosSP—Inativa00');
    expect(within(rows[2]!).getByRole('button', { name: 'Reativar Santos/SP' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar cidades'), 'nenhuma assim');
    expect(await screen.findByText('Nenhuma cidade encontrada.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal(500, 'Erro interno')),
    );
    showCities();
    expect(await screen.findByText('Não foi possível carregar as cidades.')).toBeInTheDocument();
  });

  it('is one card per city on a phone, with its actions inside it', async () => {
    atWidth(390);
    apiAnswers();
    showCities();
    const cards = within(await screen.findByRole('list', { name: 'Cidades' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Campinas');
    expect(cards[0]).toHaveTextContent('Código IBGE3509502');
    for (const name of ['Editar Campinas/SP', 'Desativar Campinas/SP', 'Excluir Campinas/SP'])
      expect(within(cards[0]!).getByRole('button', { name })).toBeInTheDocument();
  });

  it('checks a new city inline before sending it: name, UF and code', async () => {
    const fetch = apiAnswers();
    showCities();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova cidade' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('O nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('UF inválida: use a sigla de um dos 27 estados (SP, RJ, MG…)')).toBeInTheDocument();
    expect(within(dialog).getByText('O código IBGE é obrigatório')).toBeInTheDocument();
    expect(writesOf(fetch)).toEqual([]);
  });

  it('edits a city: a code of another UF is said on the field, the API’s 409 above the form', async () => {
    const fetch = apiAnswers({ PATCH: () => refusal(409, 'O código IBGE 3550308 já é de outra cidade') });
    showCities();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Campinas/SP' }));
    const dialog = screen.getByRole('dialog');
    const code = within(dialog).getByLabelText('Código IBGE');
    expect(within(dialog).getByText('7 dígitos, começando com 35')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '3304557');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('O código IBGE de uma cidade de SP começa com 35')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(code);
    await userEvent.type(code, '3550308');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O código IBGE 3550308 já é de outra cidade')).toBeInTheDocument();
    const [write] = writesOf(fetch);
    expect(write?.slice(0, 2)).toEqual(['PATCH', `/api/v1/cities/${CAMPINAS.id}`]);
    expect(JSON.parse(String(write?.[2]))).toEqual({ name: 'Campinas', state: 'SP', ibgeCode: '3550308' });
  });

  it('deactivates a city with one press', async () => {
    const fetch = apiAnswers();
    showCities();
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar Campinas/SP' }));
    expect(await screen.findByText('Cidade desativada')).toBeInTheDocument();
    expect(writesOf(fetch)).toEqual([['PATCH', `/api/v1/cities/${CAMPINAS.id}`, '{"isActive":false}']]);
  });

  it('asks before deleting, and shows the API’s refusal of a city in use', async () => {
    const message =
      'Campinas/SP é atendida por fornecedores ou é o endereço de entrega de organizações: desative-a em vez de excluir';
    const fetch = apiAnswers({ DELETE: () => refusal(409, message) });
    showCities();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Campinas/SP' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir Campinas/SP?' });
    expect(confirm).toHaveTextContent('Em uso (3 fornecedores, 1 organização): a exclusão será recusada. Desative-a.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(writesOf(fetch)).toEqual([['DELETE', `/api/v1/cities/${CAMPINAS.id}`, undefined]]);
  });
});
