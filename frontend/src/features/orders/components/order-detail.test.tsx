import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { OrderDetail as Order } from '../api/orders';
import { OrderDetail } from './order-detail';
import { line, pendingAdminStep, PLACER } from './order-fixture';

/** An order of two lines from one supplier, awaiting approval; `steps: []` is an order from before steps. */
function orderAwaiting({ steps = [pendingAdminStep], soleDecider = false } = {}) {
  const items = ['Queijo minas', 'Manteiga'].map((name, i) =>
    line(`item-${i}`, name, 'part-1', 'Laticínios Serra Azul', {
      supplier_id: 'sup-1',
      status: 'PENDING',
      supplier_status: 'PENDING',
      accepted_quantity: null,
    }),
  );
  return {
    id: 'order-1',
    number: 1042,
    description: 'Semana',
    status: 'PENDING',
    total_amount: 40,
    created_at: '2026-12-01T13:00:00.000Z',
    notes: null,
    cost_centre: null,
    outside_budgets: false,
    client: PLACER,
    items,
    itemsBySupplier: [{ supplier_id: 'sup-1', supplier_name: 'Laticínios Serra Azul', total_amount: 40, items }],
    supplier_orders: [
      {
        id: 'part-1',
        number: '1042-1',
        supplier_name: 'Laticínios Serra Azul',
        status: 'AWAITING_APPROVAL',
        total_amount: 40,
        delivery_address: null,
        requested_delivery_date: null,
        payment_term: null,
        actions: ['cancel'],
        timeline: [],
        shipments: [],
        incidents: [],
        approval: { steps, can_decide: true, sole_decider: soleDecider },
      },
    ],
  } as unknown as Order;
}

const renderOrder = (order: Order, viewerId: string) =>
  renderWithProviders(
    <OrderDetail
      order={order}
      canDecide
      viewerId={viewerId}
      fulfilment={{ receive: () => null, decide: () => null }}
    />,
  );

const approveButtons = () => screen.queryAllByRole('button', { name: /^Aprovar/ });

describe('approving on the order page', () => {
  // Three controls approved the same thing: "Aprovar todos os pendentes", "Aprovar etapa" and a ✓ per line (#52).
  it('offers one way to approve a part awaiting the viewer: its step', () => {
    renderOrder(orderAwaiting(), 'user-admin');
    expect(approveButtons().map((b) => b.textContent)).toEqual(['Aprovar etapa']);
    // A line can still be refused on its own.
    expect(screen.getByRole('button', { name: 'Recusar Manteiga' })).toBeInTheDocument();
  });

  it('offers one way for an order from before approval steps: the supplier’s', () => {
    renderOrder(orderAwaiting({ steps: [] }), 'user-admin');
    expect(approveButtons().map((b) => b.textContent)).toEqual(['Aprovar fornecedor']);
  });

  it('addresses the note to whoever placed the order', async () => {
    renderOrder(orderAwaiting(), 'user-admin');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar etapa' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Observação para Bruna Membro Lima (opcional)' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('comprador');
  });

  it('addresses the supplier’s note of an older order to whoever placed it, too', async () => {
    renderOrder(orderAwaiting({ steps: [] }), 'user-admin');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar fornecedor' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Observação para Bruna Membro Lima (opcional)' }),
    ).toBeVisible();
  });

  it('does not address the note to the approver herself when she placed the order', async () => {
    renderOrder(orderAwaiting({ soleDecider: true }), PLACER.id);
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar etapa' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Observação (opcional)' })).toBeVisible();
    expect(dialog).not.toHaveTextContent(/Observação para/);
  });
});
