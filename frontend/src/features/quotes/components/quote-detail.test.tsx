import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { Quote } from '../api/quotes';
import { CHEESE, comparison, SARDINE, SERRA, SOL, TOMATO } from './comparison-fixture';
import { QuoteDetail } from './quote-detail';

/** The fixture's cotação as GET /quotes/:id answers it, closed: the award is open. */
const QUOTE: Quote = {
  id: comparison().quoteId,
  title: 'Compra da semana',
  status: 'CLOSED',
  deadline: '2026-11-30T21:00:00.000Z',
  desiredDeliveryDate: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  sentAt: '2026-11-28T12:05:00.000Z',
  notes: null,
  deliveryAddressId: null,
  deliveryAddress: null,
  source: null,
  closedAt: '2026-11-30T21:00:00.000Z',
  awardedAt: null,
  cancelledAt: null,
  purchaseOrderId: null,
  lines: [
    { id: TOMATO, position: 0, productId: null, description: 'Tomate italiano', unit: 'kg', quantity: 30 },
    { id: CHEESE, position: 1, productId: null, description: 'Queijo muçarela', unit: 'kg', quantity: 10 },
    { id: SARDINE, position: 2, productId: null, description: 'Sardinha fresca', unit: 'kg', quantity: 5 },
  ],
  suppliers: [
    { id: SOL, name: 'Hortifruti Sol', answeredAt: '2026-11-30T14:00:00.000Z', answerCount: 2, outcome: null },
    { id: SERRA, name: 'Laticínios Serra Azul', answeredAt: '2026-11-30T15:00:00.000Z', answerCount: 1, outcome: null },
  ],
  allowedActions: ['cancel', 'award'],
};
const AWARDED = { ...QUOTE, status: 'AWARDED', purchaseOrderId: 'pedido-1042' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API at the HTTP boundary: the comparison, and each award the next answer (a thrown error: none came). */
function apiAnswers(...awards: (() => Response)[]) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST' && String(url).endsWith('/award')) return awards.shift()!();
    return json(200, comparison());
  });
  vi.stubGlobal('fetch', fetch);
  return {
    keys: () =>
      fetch.mock.calls
        .filter(([url]) => String(url).endsWith('/award'))
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key')),
  };
}

function show() {
  renderWithProviders(
    <>
      <Toaster />
      <QuoteDetail quote={QUOTE} />
    </>,
  );
}

/** Awards the best split, confirming in its dialog, and waits for the dialog to close. */
async function awardBestSplit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fechar com a melhor divisão' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fechar com a melhor divisão?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar com os vencedores' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the cotação’s award, sent again', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Sonner keeps its toasts in a module of its own: the next test's screen starts without them.
    toast.dismiss();
  });

  it('sends the same Idempotency-Key when the first answer never came, so the same order is shown', async () => {
    const api = apiAnswers(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(200, AWARDED),
    );
    show();
    await awardBestSplit();
    expect(
      await screen.findByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.'),
    ).toBeInTheDocument();
    await awardBestSplit();
    expect(
      await screen.findByText('Cotação fechada com os vencedores: o pedido de compra foi criado'),
    ).toBeInTheDocument();
    const [first, second] = api.keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('keeps the key after a 5xx too (the order may have been made)', async () => {
    const api = apiAnswers(
      () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'O banco de dados está indisponível' } }),
      () => json(200, AWARDED),
    );
    show();
    await awardBestSplit();
    await awardBestSplit();
    expect(
      await screen.findByText('Cotação fechada com os vencedores: o pedido de compra foi criado'),
    ).toBeInTheDocument();
    const [first, second] = api.keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('sends a new key after a refusal, which the server keeps with the key it came with', async () => {
    const api = apiAnswers(
      () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message: 'Faltam R$ 35,00 para o pedido mínimo de Hortifruti Sol' },
        }),
      () => json(200, AWARDED),
    );
    show();
    await awardBestSplit();
    expect(await screen.findByText('Faltam R$ 35,00 para o pedido mínimo de Hortifruti Sol')).toBeInTheDocument();
    await awardBestSplit();
    expect(
      await screen.findByText('Cotação fechada com os vencedores: o pedido de compra foi criado'),
    ).toBeInTheDocument();
    const [first, second] = api.keys();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
