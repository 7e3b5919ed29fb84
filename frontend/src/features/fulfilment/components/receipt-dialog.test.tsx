import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Shipment } from '@/components/fulfilment/types';
import { ApiClientError } from '@/lib/api-client';
import { ShipmentReceipt, type ReceiptLine } from './receipt-dialog';

const shipmentLine = (id: string, productName: string, quantity: number) => ({
  id,
  itemId: `${id}-item`,
  productName,
  unit: 'un',
  quantity,
  receivedQuantity: null,
  condition: null,
  receiptNote: null,
});

/** Shipment 1 of an order: 6 muçarelas and 6 minas, with NF-e 1042. */
const SHIPMENT: Shipment = {
  id: 'shipment-1',
  sequence: 1,
  status: 'DELIVERED',
  nfeKey: '35261111222333000181550010000010421123456781',
  invoiceNumber: '1042',
  invoiceSeries: '1',
  invoiceAmount: 431.4,
  nfeXml: false,
  danfe: false,
  carrier: null,
  trackingCode: null,
  expectedDeliveryDate: null,
  replacesIncidentId: null,
  deliveredAt: '2026-11-25T12:00:00.000Z',
  receivedAt: null,
  receivedByName: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  lines: [shipmentLine('mozzarella', 'Queijo muçarela', 6), shipmentLine('minas', 'Queijo minas', 6)],
};

async function openReceipt(
  onReceive = vi.fn<(lines: ReceiptLine[]) => Promise<unknown>>().mockResolvedValue(undefined),
) {
  render(<ShipmentReceipt shipment={SHIPMENT} pending={false} onReceive={onReceive} />);
  await userEvent.click(screen.getByRole('button', { name: 'Receber' }));
  return onReceive;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Receber a remessa 1' });
const lineOf = (name: RegExp) => within(dialog()!).getByRole('group', { name });
const inOrder = (name: RegExp) =>
  within(within(lineOf(name)).getByRole('group', { name: 'Em ordem' })).getByRole('textbox', { name: 'Quantidade' });
const register = () => userEvent.click(screen.getByRole('button', { name: 'Registrar recebimento' }));

async function choose(name: RegExp, condition: string) {
  await userEvent.click(within(lineOf(name)).getByRole('combobox', { name: /Condição/ }));
  await userEvent.click(await screen.findByRole('option', { name: condition }));
}

describe('the receipt of a shipment', () => {
  it('opens on what was shipped, every line in order, and registers it as such', async () => {
    const onReceive = await openReceipt();
    expect(dialog()).toHaveAccessibleDescription(
      'NF-e nº 1042. Conte o que chegou em ordem; o resto vira ocorrência para o fornecedor.',
    );
    expect(lineOf(/Queijo muçarela · enviados 6 un/)).toBeInTheDocument();
    expect(inOrder(/Queijo muçarela/)).toHaveValue('6');
    expect(within(lineOf(/Queijo muçarela/)).getByRole('combobox', { name: /Condição/ })).toHaveTextContent('Em ordem');
    expect(within(lineOf(/Queijo muçarela/)).queryByLabelText('O que houve (opcional)')).not.toBeInTheDocument();
    await register();
    expect(onReceive).toHaveBeenCalledWith([
      { lineId: 'mozzarella', receivedQuantity: 6, condition: 'OK', note: undefined },
      { lineId: 'minas', receivedQuantity: 6, condition: 'OK', note: undefined },
    ]);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('sends the divergences: what came in order, what happened to the rest and the note', async () => {
    const onReceive = await openReceipt();
    await userEvent.clear(inOrder(/Queijo muçarela/));
    await userEvent.type(inOrder(/Queijo muçarela/), '4');
    await choose(/Queijo muçarela/, 'Faltante');
    await userEvent.click(inOrder(/Queijo minas/));
    await userEvent.keyboard('{ArrowDown}');
    await choose(/Queijo minas/, 'Avariado');
    await userEvent.type(within(lineOf(/Queijo minas/)).getByLabelText('O que houve (opcional)'), '  Caixa amassada ');
    await register();
    expect(onReceive).toHaveBeenCalledWith([
      { lineId: 'mozzarella', receivedQuantity: 4, condition: 'FALTANTE', note: undefined },
      { lineId: 'minas', receivedQuantity: 5, condition: 'AVARIADO', note: 'Caixa amassada' },
    ]);
  });

  it('takes from none to what was shipped, in whole units, and sends nothing meanwhile', async () => {
    const onReceive = await openReceipt();
    const mozzarella = inOrder(/Queijo muçarela/);
    expect(within(lineOf(/Queijo muçarela/)).getByRole('button', { name: 'Aumentar' })).toBeDisabled();
    await userEvent.clear(mozzarella);
    await userEvent.type(mozzarella, '7');
    expect(mozzarella).toHaveAccessibleDescription('Máximo de 6 un');
    await register();
    await userEvent.clear(mozzarella);
    await userEvent.type(mozzarella, '4,5');
    expect(mozzarella).toHaveAccessibleDescription('Informe um número inteiro');
    await register();
    expect(onReceive).not.toHaveBeenCalled();
    await userEvent.clear(mozzarella);
    await userEvent.type(mozzarella, '0');
    expect(mozzarella).not.toHaveAttribute('aria-invalid');
    expect(within(lineOf(/Queijo muçarela/)).getByRole('button', { name: 'Diminuir' })).toBeDisabled();
  });

  it('asks what happened to the units short of the shipment before sending', async () => {
    const onReceive = await openReceipt();
    await userEvent.clear(inOrder(/Queijo muçarela/));
    await userEvent.type(inOrder(/Queijo muçarela/), '4');
    await register();
    expect(onReceive).not.toHaveBeenCalled();
    expect(within(lineOf(/Queijo muçarela/)).getByRole('alert')).toHaveTextContent(
      '4 de 6 em ordem; diga o que houve com 2 (avariado, faltante ou item errado)',
    );
    await choose(/Queijo muçarela/, 'Faltante');
    expect(within(lineOf(/Queijo muçarela/)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a condition means fewer in order than were shipped', async () => {
    const onReceive = await openReceipt();
    await choose(/Queijo minas/, 'Item errado');
    await register();
    expect(onReceive).not.toHaveBeenCalled();
    expect(inOrder(/Queijo minas/)).toHaveAccessibleDescription(
      'Com item errado, a quantidade em ordem é menor que a enviada (6)',
    );
    await userEvent.clear(inOrder(/Queijo minas/));
    await userEvent.type(inOrder(/Queijo minas/), '3');
    expect(inOrder(/Queijo minas/)).not.toHaveAttribute('aria-invalid');
    await register();
    expect(onReceive).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the API’s refusal', async () => {
    const onReceive = vi
      .fn<(lines: ReceiptLine[]) => Promise<unknown>>()
      .mockRejectedValue(new ApiClientError(409, 'CONFLICT', 'Esta remessa já foi recebida'));
    await openReceipt(onReceive);
    await register();
    expect(await within(dialog()!).findByRole('alert')).toHaveTextContent('Esta remessa já foi recebida');
    expect(dialog()).toBeInTheDocument();
  });
});
