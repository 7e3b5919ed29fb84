import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { OrderDetail } from '../api/orders';
import { SupplierOrders } from './supplier-orders';

type Part = OrderDetail['supplier_orders'][number];
type Entry = Part['timeline'][number];

const NOTICE =
  'A NF-e traz vencimento em dia que não existe (duplicata 002: 2027-02-31): as parcelas seguem o prazo de pagamento do pedido (Boleto 28 dias).';

const entry = (action: string, data: Entry['data'] = {}): Entry => ({
  action,
  from_status: null,
  to_status: 'DELIVERED',
  actor_name: 'Ana Compras',
  data,
  created_at: '2026-11-20T13:00:00.000Z',
});

/** One supplier order with its timeline; no shipment, so only the timeline is drawn below the header. */
const orderWith = (timeline: Entry[], part: Partial<Part> = {}) =>
  ({
    id: 'order-1',
    items: [],
    supplier_orders: [
      {
        id: 'part-1',
        number: '1042-1',
        supplier_name: 'Laticínios Serra Azul',
        status: 'DELIVERED',
        total_amount: 314.6,
        delivery_address: null,
        requested_delivery_date: null,
        payment_term: 'Boleto 28 dias',
        actions: [],
        timeline,
        shipments: [],
        incidents: [],
        approval: { steps: [], can_decide: false, sole_decider: false },
        ...part,
      },
    ],
  }) as unknown as OrderDetail;

const renderTimeline = (timeline: Entry[]) =>
  renderWithProviders(
    <SupplierOrders
      order={orderWith(timeline)}
      canCancel={false}
      fulfilment={{ receive: () => null, decide: () => null }}
    />,
  );

const entryNamed = (name: string) =>
  screen.getAllByRole('listitem').find((li) => li.firstElementChild?.textContent === name)!;

describe('the buyer’s timeline of a supplier order', () => {
  // A note kept with a due date the calendar lacks is owed by the payment term: the receipt says so (#51).
  it('says on the receipt that the installments follow the payment term when the NF-e’s due date does not exist', () => {
    renderTimeline([entry('send'), entry('receive', { dueDatesNotice: NOTICE })]);
    expect(within(entryNamed('Recebido')).getByText(NOTICE)).toBeInTheDocument();
    expect(entryNamed('Enviado ao fornecedor')).not.toHaveTextContent('vencimento');
  });

  it('adds nothing to a receipt whose due dates were read', () => {
    renderTimeline([entry('receive', { lines: [] })]);
    expect(entryNamed('Recebido')).not.toHaveTextContent('vencimento');
  });
});

describe('a supplier order’s header on a phone', () => {
  // At 390 px the badge, the total, the PDF and "Cancelar" of a part awaiting approval did not fit on
  // one line, and the row did not wrap: the page was 394 px wide (#52). The row wraps instead.
  it('lets the state, the total, the PDF and "Cancelar" wrap onto a second line', () => {
    renderWithProviders(
      <SupplierOrders
        order={orderWith([], { status: 'AWAITING_APPROVAL', actions: ['cancel'] })}
        canCancel
        fulfilment={{ receive: () => null, decide: () => null }}
      />,
    );
    const row = screen.getByRole('button', { name: 'Cancelar' }).parentElement!;
    expect(within(row).getByRole('link', { name: 'Baixar o PDF do pedido 1042-1' })).toBeInTheDocument();
    expect(row).toHaveClass('flex-wrap');
  });
});

describe('the answer link of a supplier without an account (#54)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  /** The API at the HTTP boundary: each POST answered by the next of `answers`. */
  function apiAnswers(...answers: Response[]) {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? answers.shift()! : json(200, {}),
    );
    vi.stubGlobal('fetch', fetch);
    return () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
  }

  const show = (part: Partial<Part>, canCancel = true) =>
    renderWithProviders(
      <>
        <Toaster />
        <SupplierOrders
          order={orderWith([], { status: 'SENT', answers_by_link: true, answer_link_revoked_at: null, ...part })}
          canCancel={canCancel}
          fulfilment={{ receive: () => null, decide: () => null }}
        />
      </>,
    );

  async function confirmIn(trigger: string, title: string, confirm: string) {
    await userEvent.click(screen.getByRole('button', { name: trigger }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return dialog;
  }

  it('offers an owner or admin "Reenviar link" and "Revogar link", each asked first, and says what came of it', async () => {
    const posts = apiAnswers(
      json(200, { supplier_order_id: 'part-1', answer_link_version: 1, sent_to: 'pedidos@serra.com.br' }),
      json(200, {
        supplier_order_id: 'part-1',
        answer_link_version: 2,
        answer_link_revoked_at: '2026-11-20T13:00:00Z',
      }),
    );
    show({});
    expect(screen.getByText('Responde pelo link do e-mail')).toBeInTheDocument();
    const resent = await confirmIn('Reenviar link', 'Reenviar o link?', 'Reenviar');
    expect(resent).toHaveTextContent('Enviar de novo o e-mail com o PDF e um link novo para Laticínios Serra Azul?');
    expect(await screen.findByText('Link enviado para pedidos@serra.com.br')).toBeInTheDocument();
    const revoked = await confirmIn('Revogar link', 'Revogar os links?', 'Revogar');
    expect(revoked).toHaveTextContent('Os links já enviados param de abrir. Você pode reenviar um novo depois.');
    expect(await screen.findByText('Links revogados')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.stringMatching(/\/purchase-orders\/order-1\/supplier-orders\/part-1\/answer-link\/resend$/),
      expect.stringMatching(/\/purchase-orders\/order-1\/supplier-orders\/part-1\/answer-link\/revoke$/),
    ]);
  });

  it('shows the API’s words when the link cannot be sent', async () => {
    apiAnswers(
      json(409, { error: { code: 'CONFLICT', message: 'Este pedido não tem mais nada a responder ou despachar' } }),
    );
    show({});
    await confirmIn('Reenviar link', 'Reenviar o link?', 'Reenviar');
    expect(await screen.findByText('Este pedido não tem mais nada a responder ou despachar')).toBeInTheDocument();
  });

  it('tells a member how the supplier answers and when the links were revoked, with no button', () => {
    show({ answer_link_revoked_at: '2026-11-20T13:00:00.000Z' }, false);
    expect(
      screen.getByText(/^Responde pelo link do e-mail · links revogados em 20\/11\/2026 \d\d:00$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar link' })).not.toBeInTheDocument();
  });

  it('offers no button once the part has nothing left to answer or ship', () => {
    show({ status: 'DELIVERED' });
    expect(screen.getByText('Responde pelo link do e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar link' })).not.toBeInTheDocument();
  });

  it('says nothing of links for a supplier with an account', () => {
    show({ answers_by_link: false });
    expect(screen.queryByText(/link do e-mail/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar link' })).not.toBeInTheDocument();
  });
});
