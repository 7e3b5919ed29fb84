import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import type { SupplierOrderDetail, SupplierOrderLine } from '../api/portal';
import { OrderAnswer, OrderAnswerForm, type OrderAnswerInput } from './order-answer';

/** A day `n` days from today, as the date field holds it (AAAA-MM-DD, local time). */
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const line = (id: string, productName: string, quantity: number, unit: string, unitPrice: number) =>
  ({
    id,
    productId: `${id}-product`,
    productName,
    unit,
    quantity,
    unitPrice,
    totalPrice: quantity * unitPrice,
    status: 'PENDING',
    acceptedQuantity: null,
    refusalReason: null,
    note: null,
    shippedQuantity: 0,
    cancelledQuantity: 0,
    receivedQuantity: 0,
  }) satisfies SupplierOrderLine;

/** A new order of 10 kg of rice and 6 kg of beans: the supplier may answer it. */
function newOrder(overrides: Partial<SupplierOrderDetail> = {}): SupplierOrderDetail {
  return {
    id: 'order-1',
    number: '1042-1',
    status: 'SENT',
    buyer: { name: 'Padaria Pão Quente', cnpj: '11222333000181', cnpjFormatted: '11.222.333/0001-81' },
    deliveryAddress: {
      label: null,
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    requestedDeliveryDate: inDays(3),
    paymentTerm: '28 dias',
    notes: null,
    totalAmount: 107,
    promisedDate: null,
    sentAt: '2026-11-20T12:00:00.000Z',
    acknowledgedAt: null,
    cancelledAt: null,
    cancelReason: null,
    read: true,
    actions: ['acknowledge'],
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    lines: [line('rice', 'Arroz agulhinha', 10, 'kg', 6.5), line('beans', 'Feijão carioca', 6, 'kg', 7)],
    timeline: [],
    shipments: [],
    incidents: [],
    threeWay: { lines: [], acceptedAmount: 0, invoicedAmount: 0, receivedAmount: 0, invoiceDifference: 0 },
    ...overrides,
  };
}

function renderForm(order = newOrder(), onAnswer = vi.fn<(input: OrderAnswerInput) => Promise<unknown>>()) {
  onAnswer.mockResolvedValue(undefined);
  render(<OrderAnswerForm order={order} pending={false} onAnswer={onAnswer} />);
  return onAnswer;
}

const lineOf = (name: string) => screen.getByRole('listitem', { name });
const quantityOf = (name: string) =>
  within(within(lineOf(name)).getByRole('group', { name: 'Quantidade aceita (kg)' })).getByRole('textbox', {
    name: 'Quantidade',
  });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
const confirmation = () => screen.queryByRole('dialog', { name: 'Enviar a resposta ao comprador?' });

async function refuse(name: string, reason: string) {
  await userEvent.click(within(lineOf(name)).getByRole('radio', { name: 'Recusar' }));
  await userEvent.click(within(lineOf(name)).getByRole('combobox', { name: 'Motivo da recusa' }));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('the supplier’s answer to an order', () => {
  it('starts with every line accepted in full and, once confirmed, sends that with the requested date', async () => {
    const onAnswer = renderForm();
    expect(quantityOf('Arroz agulhinha')).toHaveValue('10');
    expect(screen.getByLabelText('Data prometida de entrega')).toHaveValue(inDays(3));
    await send();
    expect(confirmation()).toHaveTextContent(
      `2 itens aceitos e 0 recusados, entrega prometida para ${shown(inDays(3))}. Depois de enviada, a resposta não muda.`,
    );
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(within(confirmation()!).getByRole('button', { name: 'Enviar resposta' }));
    expect(onAnswer).toHaveBeenCalledWith({
      id: 'order-1',
      promisedDate: inDays(3),
      lines: [
        { itemId: 'rice', accepted: true, quantity: 10 },
        { itemId: 'beans', accepted: true, quantity: 6 },
      ],
    });
    expect(confirmation()).not.toBeInTheDocument();
  });

  it('takes fewer than ordered but never more, says so in Portuguese and sends nothing meanwhile', async () => {
    const onAnswer = renderForm();
    const rice = quantityOf('Arroz agulhinha');
    expect(within(lineOf('Arroz agulhinha')).getByRole('button', { name: 'Aumentar' })).toBeDisabled();
    await userEvent.clear(rice);
    await userEvent.type(rice, '12');
    expect(rice).toHaveAccessibleDescription('Máximo de 10 kg');
    await send();
    expect(confirmation()).not.toBeInTheDocument();
    await userEvent.clear(rice);
    expect(rice).toHaveAccessibleDescription('Informe uma quantidade');
    await userEvent.type(rice, '7');
    expect(rice).not.toHaveAttribute('aria-invalid');
    await send();
    await userEvent.click(within(confirmation()!).getByRole('button', { name: 'Enviar resposta' }));
    expect(onAnswer.mock.calls[0]![0].lines[0]).toEqual({ itemId: 'rice', accepted: true, quantity: 7 });
  });

  it('asks why a line is refused before confirming, and sends the reason and the note instead of a quantity', async () => {
    const onAnswer = renderForm();
    const beans = lineOf('Feijão carioca');
    await userEvent.click(within(beans).getByRole('radio', { name: 'Recusar' }));
    expect(within(beans).queryByRole('group', { name: 'Quantidade aceita (kg)' })).not.toBeInTheDocument();
    await send();
    expect(confirmation()).not.toBeInTheDocument();
    expect(within(beans).getByRole('alert')).toHaveTextContent('Informe o motivo da recusa');
    await refuse('Feijão carioca', 'Sem estoque');
    expect(within(beans).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(within(beans).getByLabelText('Observação (opcional)'), 'Chega na segunda');
    await send();
    expect(confirmation()).toHaveTextContent('1 item aceito e 1 recusado');
    await userEvent.click(within(confirmation()!).getByRole('button', { name: 'Enviar resposta' }));
    expect(onAnswer.mock.calls[0]![0].lines).toEqual([
      { itemId: 'rice', accepted: true, quantity: 10 },
      { itemId: 'beans', accepted: false, reason: 'SEM_ESTOQUE', note: 'Chega na segunda' },
    ]);
  });

  it('owes a promised date only while some line is accepted', async () => {
    const onAnswer = renderForm(newOrder({ requestedDeliveryDate: null }));
    const date = screen.getByLabelText('Data prometida de entrega');
    expect(date).toHaveAccessibleDescription('Obrigatória se algum item for aceito');
    await send();
    expect(confirmation()).not.toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Informe a data prometida de entrega');
    await refuse('Arroz agulhinha', 'Preço alterado');
    await refuse('Feijão carioca', 'Fora da área de entrega');
    expect(date).not.toHaveAttribute('aria-invalid');
    await send();
    expect(confirmation()).toHaveTextContent('0 itens aceitos e 2 recusados. Depois de enviada, a resposta não muda.');
    await userEvent.click(within(confirmation()!).getByRole('button', { name: 'Enviar resposta' }));
    expect(onAnswer.mock.calls[0]![0]).toMatchObject({ promisedDate: undefined });
  });

  it('refuses a promised date in the past', async () => {
    renderForm();
    const date = screen.getByLabelText('Data prometida de entrega');
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-15');
    await send();
    expect(confirmation()).not.toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('A data prometida não pode estar no passado');
  });

  it('shows the API’s refusal beside the form once the confirmation closes', async () => {
    const onAnswer = vi.fn<(input: OrderAnswerInput) => Promise<unknown>>();
    onAnswer.mockRejectedValue(new ApiClientError(409, 'CONFLICT', 'Este pedido já foi respondido'));
    render(<OrderAnswerForm order={newOrder()} pending={false} onAnswer={onAnswer} />);
    await send();
    await userEvent.click(within(confirmation()!).getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pedido já foi respondido');
    expect(confirmation()).not.toBeInTheDocument();
  });

  it('shows an answered order as it was answered, with nothing left to send', () => {
    const answered = newOrder({
      status: 'ACKNOWLEDGED',
      actions: ['ship'],
      promisedDate: inDays(4),
      lines: [
        { ...line('rice', 'Arroz agulhinha', 10, 'kg', 6.5), status: 'ACCEPTED', acceptedQuantity: 7 },
        {
          ...line('beans', 'Feijão carioca', 6, 'kg', 7),
          status: 'REFUSED',
          refusalReason: 'SEM_ESTOQUE',
          note: 'Chega na segunda',
        },
      ],
    });
    render(<OrderAnswer order={answered} fulfilment={null} />);
    expect(lineOf('Arroz agulhinha')).toHaveTextContent('7 de 10 kg × R$ 6,50');
    expect(lineOf('Arroz agulhinha')).toHaveTextContent('Aceito');
    expect(lineOf('Feijão carioca')).toHaveTextContent('Recusado: Sem estoque — Chega na segunda');
    expect(screen.getByText(`Entrega prometida:`).parentElement).toHaveTextContent(shown(inDays(4)));
    expect(screen.queryByRole('button', { name: 'Enviar resposta' })).not.toBeInTheDocument();
  });
});
