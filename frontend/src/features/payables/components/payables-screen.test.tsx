import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { Payable, PayablePage, PayableWeeks } from '../api/payables';
import { todayInSaoPaulo } from './payable-words';
import { PayablesScreen } from './payables-screen';
import { PayablesWeekCard } from './payables-week-card';

const ORDER_ID = 'c0000000-0000-4000-8000-000000000001';

const payable = (over: Partial<Payable> = {}): Payable => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  status: 'OPEN',
  suggested: true,
  installment: '001',
  dueDate: '2026-12-10',
  amount: 100,
  credited: 0,
  amountDue: 100,
  credits: [],
  supplier: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Cerealista Grão de Ouro', cnpj: '11.222.333/0001-81' },
  supplierOrder: { id: 'd0000000-0000-4000-8000-000000000001', number: '1042-1', purchaseOrderId: ORDER_ID },
  nfe: {
    shipmentId: 'e0000000-0000-4000-8000-000000000001',
    shipmentSequence: 1,
    number: '000001042',
    series: '001',
    key: '35261111222333000181550010000010421123456781',
    issuedOn: '2026-11-10',
  },
  paidOn: null,
  method: null,
  note: null,
  paidByName: null,
  ...over,
});

const CREDITED = payable({
  credited: 10,
  amountDue: 90,
  credits: [
    {
      incidentId: 'f0000000-0000-4000-8000-000000000001',
      amount: 10,
      productName: 'Arroz agulhinha 5 kg',
      supplierOrderNumber: '1042-1',
    },
  ],
});
const IN_REVIEW = payable({
  id: 'a0000000-0000-4000-8000-000000000002',
  status: 'EM_CONFERENCIA',
  suggested: false,
  installment: '002',
  supplier: { id: 'b0000000-0000-4000-8000-000000000002', name: 'Laticínios Serra Azul', cnpj: '22.333.444/0001-81' },
});

const totals = (count: number, total: number, inReviewTotal = 0) => ({
  count,
  total,
  inReviewCount: inReviewTotal > 0 ? 1 : 0,
  inReviewTotal,
});
const WEEKS: PayableWeeks = {
  today: '2026-12-02',
  overdue: totals(2, 500),
  weeks: [
    { start: '2026-11-30', end: '2026-12-06', ...totals(3, 1250.5, 100) },
    { start: '2026-12-07', end: '2026-12-13', ...totals(1, 90) },
    { start: '2026-12-14', end: '2026-12-20', ...totals(0, 0) },
    { start: '2026-12-21', end: '2026-12-27', ...totals(0, 0) },
    { start: '2026-12-28', end: '2027-01-03', ...totals(0, 0) },
  ],
};

const pageOf = (rows: Payable[]): PayablePage => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length, totalPages: 1 },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the HTTP boundary: the weeks, the list, and what a payment answers. */
function apiAnswers({ rows = [CREDITED], pay = () => json(200, { ...CREDITED, status: 'PAID' }) } = {}) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (init?.method === 'POST') return pay();
    if (path.endsWith('/payables/weeks')) return json(200, WEEKS);
    return json(200, pageOf(rows));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Queries that do fetch (from the stub), unlike the usual test cache. */
const fetchingClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function renderScreen(canPay = true, route = '/') {
  renderWithProviders(
    <>
      <Toaster />
      <PayablesScreen canPay={canPay} />
    </>,
    { queryClient: fetchingClient(), route },
  );
}

const card = (name: RegExp) => screen.findByRole('article', { name });
const openPayment = async (name: RegExp) =>
  userEvent.click(within(await card(name)).getByRole('button', { name: 'Registrar pagamento' }));
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contas a pagar', () => {
  it('shows a credited payable with its credit, what is left to pay and its order', async () => {
    apiAnswers();
    renderScreen();
    const item = await card(/Cerealista Grão de Ouro NF-e nº 1042 · parcela 001/);
    expect(item).toHaveTextContent('Vencimento: 10/12/2026');
    expect(item).toHaveTextContent(/Valor: R\$\s100,00/);
    expect(within(item).getByRole('list', { name: 'Créditos abatidos' })).toHaveTextContent(
      /Crédito abatido: R\$\s10,00 \(ocorrência de Arroz agulhinha 5 kg, pedido 1042-1\)/,
    );
    expect(item).toHaveTextContent(/A pagar: R\$\s90,00/);
    expect(item).toHaveTextContent('Sugerida para pagamento');
    expect(within(item).getByRole('link', { name: 'Ver pedido 1042-1' })).toHaveAttribute(
      'href',
      `/app/orders/${ORDER_ID}`,
    );
  });

  it('marks a payable em conferência as not suggested for payment', async () => {
    apiAnswers({ rows: [IN_REVIEW] });
    renderScreen();
    const item = await card(/Laticínios Serra Azul/);
    expect(within(item).getByText('Em conferência')).toBeInTheDocument();
    expect(item).toHaveTextContent('não sugerida para pagamento até a ocorrência ser resolvida');
    expect(item).not.toHaveTextContent('Sugerida para pagamento');
  });

  it('shows the overdue and the five weeks, with what is em conferência', async () => {
    apiAnswers();
    renderScreen();
    const weeks = await screen.findByRole('list', { name: 'Vencimentos por semana' });
    const tiles = within(weeks).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles[0]).toHaveTextContent(/Vencidas.*R\$\s500,00.*2 contas/);
    expect(tiles[1]).toHaveTextContent(
      /Esta semana30\/11 a 06\/12R\$\s1\.250,50.*3 contas.*R\$\s100,00 em conferência/,
    );
    expect(tiles[2]).toHaveTextContent(/Semana de 07\/12/);
  });

  it('records a payment with the day, the method and the note, and says so', async () => {
    const fetch = apiAnswers();
    renderScreen();
    await openPayment(/Cerealista/);
    const dialog = screen.getByRole('dialog', { name: 'Registrar pagamento' });
    expect(within(dialog).getByLabelText('Data do pagamento')).toHaveValue(todayInSaoPaulo());
    fireEvent.change(within(dialog).getByLabelText('Data do pagamento'), { target: { value: '2026-11-27' } });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'PIX' }));
    await userEvent.type(within(dialog).getByLabelText('Observação (opcional)'), ' Comprovante 123 ');
    await confirm();
    expect(await screen.findByText('Pagamento registrado')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(new RegExp(`/api/v1/payables/${CREDITED.id}/pay$`));
    expect(JSON.parse(String(post[1]!.body))).toEqual({ paidAt: '2026-11-27', method: 'PIX', note: 'Comprovante 123' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button that opened the dialog is gone with the payment: focus lands on the card, not the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: /Cerealista/ })));
  });

  it('asks for the method before sending anything', async () => {
    const fetch = apiAnswers();
    renderScreen();
    await openPayment(/Cerealista/);
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha a forma de pagamento');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when the payable was already paid', async () => {
    apiAnswers({
      pay: () => json(409, { error: { code: 'CONFLICT', message: 'Esta conta já foi paga em 25/11/2026' } }),
    });
    renderScreen();
    await openPayment(/Cerealista/);
    await userEvent.click(screen.getByRole('radio', { name: 'Boleto' }));
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta conta já foi paga em 25/11/2026');
    expect(screen.getByRole('dialog', { name: 'Registrar pagamento' })).toBeInTheDocument();
  });

  it('puts the API’s refusal of the day on its field', async () => {
    const message = 'A data do pagamento não pode ser futura';
    apiAnswers({
      pay: () => json(400, { error: { code: 'VALIDATION_ERROR', message, details: [{ path: 'paidAt', message }] } }),
    });
    renderScreen();
    await openPayment(/Cerealista/);
    await userEvent.click(screen.getByRole('radio', { name: 'Transferência' }));
    await confirm();
    expect(await screen.findByLabelText('Data do pagamento')).toHaveAccessibleDescription(message);
  });

  it('still lets an owner pay one em conferência, saying that it is', async () => {
    apiAnswers({ rows: [IN_REVIEW] });
    renderScreen();
    await openPayment(/Laticínios/);
    expect(screen.getByRole('dialog', { name: 'Registrar pagamento' })).toHaveTextContent(
      'Esta conta está em conferência',
    );
  });

  it('shows a paid payable with when and how, and no payment button', async () => {
    apiAnswers({
      rows: [payable({ status: 'PAID', suggested: false, paidOn: '2026-11-27', method: 'PIX', paidByName: 'Ana' })],
    });
    renderScreen();
    const item = await card(/Cerealista/);
    expect(within(item).getByText('Paga em 27/11/2026 · PIX')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
  });

  it('lets a member read but not pay', async () => {
    apiAnswers();
    renderScreen(false);
    const item = await card(/Cerealista/);
    expect(within(item).queryByRole('button', { name: 'Registrar pagamento' })).not.toBeInTheDocument();
  });

  it('says how payables come to be when there are none', async () => {
    apiAnswers({ rows: [] });
    renderScreen();
    expect(await screen.findByText('Nenhuma conta a pagar por enquanto.')).toBeInTheDocument();
    expect(screen.getByText(/Cada NF-e recebida vira contas a pagar/)).toBeInTheDocument();
  });

  it('sends the filters to the list and to the CSV', async () => {
    const fetch = apiAnswers();
    renderScreen();
    await card(/Cerealista/);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vencidas' }));
    fireEvent.change(screen.getByLabelText('Mês de vencimento'), { target: { value: '2026-12' } });
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/v1/payables/export.csv?status=OVERDUE&period=2026-12',
    );
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/\/api\/v1\/payables\?.*status=OVERDUE/),
      ),
    );
  });

  it('reads its filters and page from the address, so a reload or a shared link shows the same list', async () => {
    const fetch = apiAnswers();
    renderScreen(true, '/app/contas-a-pagar?situacao=EM_CONFERENCIA&mes=2026-12&pagina=2');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringMatching(/\/api\/v1\/payables\?(?=.*status=EM_CONFERENCIA)(?=.*period=2026-12)(?=.*page=2)/),
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Em conferência');
    expect(screen.getByLabelText('Mês de vencimento')).toHaveValue('2026-12');
  });
});

describe('the dashboard card "A pagar nesta semana"', () => {
  it('shows this week’s total and the overdue ones', async () => {
    apiAnswers();
    renderWithProviders(<PayablesWeekCard />, { queryClient: fetchingClient() });
    const region = screen.getByRole('region', { name: 'A pagar nesta semana' });
    expect(await within(region).findByText(/R\$\s1\.250,50/)).toBeInTheDocument();
    expect(region).toHaveTextContent('3 contas até 06/12');
    expect(region).toHaveTextContent(/2 vencidas: R\$\s500,00/);
    expect(within(region).getByRole('link', { name: 'Ver contas a pagar' })).toHaveAttribute(
      'href',
      '/app/contas-a-pagar',
    );
  });
});
