import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
