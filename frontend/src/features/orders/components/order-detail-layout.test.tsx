import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { OrderDetail as Order } from '../api/orders';
import { OrderDetail } from './order-detail';
import { line, pendingAdminStep, PLACER } from './order-fixture';

type Part = Order['supplier_orders'][number];

const atWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 });
afterEach(() => atWidth(1024));

const ADDRESS = {
  label: 'Cozinha central',
  street: 'Rua Augusta',
  number: '1500',
  complement: null,
  district: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01304-001',
};

const part = (id: string, number: string, supplier: string, over: Partial<Part> = {}) =>
  ({
    id,
    number,
    supplier_id: `sup-${id}`,
    supplier_name: supplier,
    status: 'ACKNOWLEDGED',
    total_amount: 40,
    delivery_address: ADDRESS,
    requested_delivery_date: '2026-12-03',
    payment_term: 'Boleto 28 dias',
    promised_date: null,
    actions: [],
    timeline: [
      {
        action: 'send',
        from_status: null,
        to_status: 'SENT',
        actor_name: null,
        data: {},
        created_at: '2026-12-01T13:00:00.000Z',
      },
    ],
    shipments: [],
    incidents: [],
    three_way: {
      lines: [],
      acceptedAmount: 40,
      invoicedAmount: 0,
      receivedAmount: 0,
      invoiceDifference: 0,
    },
    approval: { steps: [], can_decide: false, sole_decider: false },
    ...over,
  }) as unknown as Part;

const order = (parts: Part[], items: ReturnType<typeof line>[], status = 'IN_PROGRESS') =>
  ({
    id: 'order-5',
    number: 5,
    description: 'Reposição da semana',
    status,
    total_amount: 80,
    created_at: '2026-12-01T13:00:00.000Z',
    notes: null,
    cost_centre: null,
    outside_budgets: false,
    client: PLACER,
    items,
    itemsBySupplier: parts.map((p) => ({
      supplier_id: `sup-${p.id}`,
      supplier_name: p.supplier_name,
      total_amount: 40,
      items: items.filter((i) => i.supplier_order_id === p.id),
    })),
    supplier_orders: parts,
  }) as unknown as Order;

/** Demo order nº 5: Serra Azul's part awaits the admin's approval step, Vale Verde's was sent. */
const awaiting = () =>
  order(
    [
      part('p1', '5-1', 'Laticínios Serra Azul', {
        status: 'AWAITING_APPROVAL',
        timeline: [],
        actions: ['cancel'],
        approval: {
          steps: [pendingAdminStep],
          can_decide: true,
          sole_decider: false,
        },
      }),
      part('p2', '5-2', 'Hortifrúti Vale Verde'),
    ],
    [
      line('i1', 'Queijo minas', 'p1', 'Laticínios Serra Azul', { status: 'PENDING', supplier_status: 'PENDING' }),
      line('i2', 'Manteiga', 'p1', 'Laticínios Serra Azul', { status: 'PENDING', supplier_status: 'PENDING' }),
      line('i3', 'Tomate italiano', 'p2', 'Hortifrúti Vale Verde'),
    ],
    'PENDING',
  );

const shipment = {
  id: 'ship-1',
  sequence: 1,
  status: 'DELIVERED',
  nfeKey: '35261111222333000181550010000010421123456781',
  invoiceNumber: '1042',
  invoiceSeries: '1',
  invoiceAmount: 40,
  carrier: null,
  trackingCode: null,
  expectedDeliveryDate: null,
  replacesIncidentId: null,
  deliveredAt: '2026-12-03T13:00:00.000Z',
  receivedAt: null,
  receivedByName: null,
  nfeXml: true,
  danfe: false,
  createdAt: '2026-12-02T13:00:00.000Z',
  lines: [],
};

const incident = {
  id: 'inc-1',
  kind: 'AVARIADO',
  quantity: 1,
  productName: 'Alcatra',
  status: 'ANSWERED',
  note: null,
  resolution: 'CREDIT',
  creditAmount: 20,
  answerNote: null,
  reopenNote: null,
  createdAt: '2026-12-03T13:00:00.000Z',
  resolvedAt: null,
  actions: ['resolve', 'reopen'],
};

/** Demo order nº 1: Boi Nobre's part delivered and waiting to be received, an incident answered. */
const delivered = () =>
  order(
    [
      part('p1', '1-1', 'Frigorífico Boi Nobre', {
        status: 'DELIVERED',
        actions: ['receive'],
        shipments: [shipment],
        incidents: [incident],
      } as unknown as Partial<Part>),
      part('p2', '1-2', 'Hortifrúti Vale Verde'),
    ],
    [line('i1', 'Alcatra', 'p1', 'Frigorífico Boi Nobre'), line('i2', 'Cebola', 'p2', 'Hortifrúti Vale Verde')],
  );

const renderOrder = (o: Order, canDecide = true) =>
  renderWithProviders(
    <OrderDetail
      order={o}
      canDecide={canDecide}
      viewerId="user-admin"
      fulfilment={{
        receive: (_, __, s) => <button type="button">Receber remessa {s.sequence}</button>,
        decide: (_, __, i) => <button type="button">Aceitar resposta de {i.productName}</button>,
      }}
    />,
  );

const summary = () => screen.getByRole('region', { name: /^Resumo do pedido/ });
const partBlock = (supplier: string) => screen.getByRole('region', { name: new RegExp(`para ${supplier}$`) });
/** Everything after `a` in document order. */
const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the order page on a phone (#52)', () => {
  // It opened on the order's header, then every part's timeline, then every supplier's lines again in a
  // card of their own: about 3,200 px to scroll before the second supplier's state.
  it('opens on a summary: status, total, delivery and what waits for the viewer', () => {
    atWidth(390);
    renderOrder(awaiting());
    const top = summary();
    expect(within(top).getByRole('heading', { level: 1 })).toHaveTextContent('Pedido nº 5 · Reposição da semana');
    expect(within(top).getByTestId('order-status')).toHaveTextContent('Pendente');
    expect(top).toHaveTextContent('R$ 80,00');
    expect(top).toHaveTextContent('Cozinha central: Rua Augusta, 1500');
    expect(top).toHaveTextContent('pedida para 03/12/2026');
    const needs = within(top).getByRole('list', { name: 'O que espera por você' });
    const approve = within(needs).getByRole('link', { name: /Aprovar o pedido 5-1 de Laticínios Serra Azul/ });
    expect(approve).toHaveAttribute('href', '#pedido-5-1');
    // The link leads to the part's block, whose step is decided right there (one way to approve).
    const block = partBlock('Laticínios Serra Azul');
    expect(block).toHaveAttribute('id', 'pedido-5-1');
    expect(follows(top, block)).toBe(true);
    expect(within(block).getByRole('button', { name: 'Aprovar etapa' })).toBeVisible();
    expect(block).toHaveTextContent('Aguardando aprovação');
    expect(block).toHaveTextContent('R$ 40,00');
  });

  it('puts goods to receive, an answered incident and the payables on the summary', () => {
    atWidth(390);
    renderOrder(delivered());
    const needs = within(summary()).getByRole('list', { name: 'O que espera por você' });
    expect(needs).toHaveTextContent('Remessa 1 de Frigorífico Boi Nobre: entregue, a receber');
    // A document load opens the camera (its page's Permissions-Policy), so a plain link.
    expect(within(needs).getByRole('link', { name: 'Receber mercadoria' })).toHaveAttribute('href', '/app/receber');
    expect(needs).toHaveTextContent('Ocorrência de Alcatra respondida por Frigorífico Boi Nobre');
    // The part's own actions are in reach in its block, not in a fold.
    const block = partBlock('Frigorífico Boi Nobre');
    expect(within(block).getByRole('button', { name: 'Receber remessa 1' })).toBeVisible();
    expect(within(block).getByRole('button', { name: 'Aceitar resposta de Alcatra' })).toBeVisible();
  });

  it('tells a member that nothing waits for her', () => {
    atWidth(390);
    const o = awaiting();
    // The API tells a member that the step is not hers to decide.
    o.supplier_orders[0]!.approval.can_decide = false;
    renderOrder(o, false);
    expect(within(summary()).getByText('Nada espera por você neste pedido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar etapa' })).not.toBeInTheDocument();
  });

  it('folds the details behind buttons that open from the keyboard, in place', async () => {
    atWidth(390);
    renderOrder(awaiting());
    const block = partBlock('Laticínios Serra Azul');
    const items = within(block).getByRole('button', { name: 'Itens (2)' });
    expect(items).toHaveAttribute('aria-expanded', 'false');
    expect(within(block).queryByRole('listitem', { name: 'Queijo minas' })).not.toBeInTheDocument();
    const history = within(partBlock('Hortifrúti Vale Verde')).getByRole('button', { name: /^Andamento/ });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    items.focus();
    await userEvent.keyboard('{Enter}');
    expect(items).toHaveAttribute('aria-expanded', 'true');
    const lines = document.getElementById(items.getAttribute('aria-controls')!)!;
    expect(within(lines).getByRole('listitem', { name: 'Queijo minas' })).toBeVisible();
    expect(within(lines).getByRole('button', { name: 'Recusar Manteiga' })).toBeVisible();
    // The folded content follows its button in the document: read in order, nothing jumps.
    expect(follows(items, lines)).toBe(true);
    await userEvent.keyboard(' ');
    expect(items).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each supplier once: its state, lines and timeline in one block', () => {
    atWidth(1280);
    renderOrder(awaiting());
    // On a wide screen the details are open, and still nothing is drawn twice.
    expect(screen.getAllByRole('region', { name: /para Laticínios Serra Azul$/ })).toHaveLength(1);
    // The supplier's name heads one block below the summary (it headed its timeline and its lines' card).
    const named = screen.getAllByText(/Laticínios Serra Azul/).filter((el) => !summary().contains(el));
    expect(named).toHaveLength(1);
    expect(named[0]!.tagName).toBe('H3');
    expect(screen.getAllByRole('listitem', { name: 'Queijo minas' })).toHaveLength(1);
    for (const fold of screen.getAllByRole('button', { name: /^(Itens|Andamento)/ }))
      expect(fold).toHaveAttribute('aria-expanded', 'true');
  });
});
