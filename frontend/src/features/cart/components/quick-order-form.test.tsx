import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickOrderForm } from './quick-order-form';

const lines = () => screen.getByLabelText('Lista do pedido');
const check = () => userEvent.click(screen.getByRole('button', { name: 'Conferir' }));

function show(props: { checking?: boolean; serverError?: string | null } = {}) {
  const onCheck = vi.fn<(text: string) => void>();
  render(<QuickOrderForm onCheck={onCheck} checking={props.checking ?? false} serverError={props.serverError} />);
  return onCheck;
}

describe('the quick order text', () => {
  it('asks for a line before checking an empty text', async () => {
    const onCheck = show();
    await userEvent.type(lines(), '   ');
    await check();
    expect(lines()).toHaveAccessibleDescription(
      'Cole ao menos uma linha ("10 kg tomate" ou sku;quantidade) ou envie um arquivo CSV',
    );
    expect(lines()).toHaveAttribute('aria-invalid', 'true');
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('checks a list pasted from WhatsApp as it is', async () => {
    const onCheck = show();
    expect(lines()).toHaveAttribute('placeholder', expect.stringContaining('10 kg tomate'));
    await userEvent.click(lines());
    await userEvent.paste('Bom dia!\n• 10 kg tomate\n2 cx leite integral\nSER-0004;12');
    await check();
    expect(onCheck).toHaveBeenCalledWith('Bom dia!\n• 10 kg tomate\n2 cx leite integral\nSER-0004;12');
  });

  it('checks the lines as pasted', async () => {
    const onCheck = show();
    await userEvent.click(lines());
    await userEvent.paste('sku;quantidade\nSER-0004;12\nHOR-0002;5');
    await check();
    expect(onCheck).toHaveBeenCalledWith('sku;quantidade\nSER-0004;12\nHOR-0002;5');
    expect(lines()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a text longer than the server reads, before sending it', async () => {
    const onCheck = show();
    await userEvent.click(lines());
    await userEvent.paste(`SER-0004;12\n${'x'.repeat(100_000)}`);
    await check();
    expect(lines()).toHaveAccessibleDescription('O texto passa de 100 KB: divida a lista em partes');
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('reads a CSV saved by Excel (Windows-1252) in the browser and checks it at once', async () => {
    const onCheck = show();
    // "Açúcar" as Excel's "CSV (separado por vírgulas)" writes it: ç and ú in one byte each.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('sku;produto;quantidade\nMER-0001;A'),
      0xe7,
      0xfa,
      ...new TextEncoder().encode('car;3'),
    ]);
    await userEvent.upload(
      screen.getByLabelText('Enviar arquivo CSV'),
      new File([bytes], 'pedido.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Lido de pedido.csv')).toBeInTheDocument();
    expect(lines()).toHaveValue('sku;produto;quantidade\nMER-0001;Açúcar;3');
    expect(onCheck).toHaveBeenCalledWith('sku;produto;quantidade\nMER-0001;Açúcar;3');
  });

  it('forgets the file’s name once the text is edited', async () => {
    show();
    await userEvent.upload(screen.getByLabelText('Enviar arquivo CSV'), new File(['SER-0004;12'], 'pedido.csv'));
    expect(await screen.findByText('Lido de pedido.csv')).toBeInTheDocument();
    await userEvent.type(lines(), '\nHOR-0002;5');
    expect(screen.queryByText('Lido de pedido.csv')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on the field, and that it is checking', () => {
    show({ serverError: 'Mais de 500 linhas: divida a lista em partes', checking: true });
    expect(lines()).toHaveAccessibleDescription('Mais de 500 linhas: divida a lista em partes');
    expect(screen.getByRole('button', { name: 'Conferindo…' })).toBeDisabled();
  });
});
