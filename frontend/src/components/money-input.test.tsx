import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { parseReais } from '@/lib/money';
import { MoneyInput } from './money-input';

/** A field kept in a screen's state, as the filters and the incident answer keep theirs. */
function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <FormField label="Valor mínimo (R$)" error={error}>
        <MoneyInput value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <output>{String(parseReais(value))}</output>
    </>
  );
}

/** A field registered with react-hook-form, as the product and budget dialogs have theirs. */
function Registered({ onSubmit }: { onSubmit: (values: { price: string }) => void }) {
  const form = useForm({ defaultValues: { price: '89,90' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Preço (R$)">
        <MoneyInput {...form.register('price')} />
      </FormField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('the money field', () => {
  it('is named by its label, shows "R$" beside what is typed and does not read it out twice', () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Valor mínimo (R$)' });
    expect(screen.getByText('R$')).toBeVisible();
    expect(screen.getByText('R$')).toHaveAttribute('aria-hidden', 'true');
    expect(field).toHaveAccessibleName('Valor mínimo (R$)');
    expect(field).toHaveAttribute('placeholder', '0,00');
  });

  it('asks a phone for its decimal keyboard and the browser for no remembered amounts', () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Valor mínimo (R$)' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAttribute('autocomplete', 'off');
  });

  it('keeps what is typed as typed, and it reads as reais', async () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Valor mínimo (R$)' });
    await userEvent.type(field, '1.234,56');
    expect(field).toHaveValue('1.234,56');
    expect(screen.getByRole('status')).toHaveTextContent('1234.56');
  });

  it('carries the error of its form field, so a screen reader says why it was refused', () => {
    render(<Controlled error="Valor inválido (ex.: 5.000,00)" />);
    const field = screen.getByRole('textbox', { name: 'Valor mínimo (R$)' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Valor inválido (ex.: 5.000,00)');
  });

  it('works registered with a form: starts from its value and hands back what was typed', async () => {
    const onSubmit = vi.fn();
    render(<Registered onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Preço (R$)' });
    expect(field).toHaveValue('89,90');
    await userEvent.clear(field);
    await userEvent.type(field, '1.234,56{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ price: '1.234,56' }, expect.anything());
  });

  it('lets a screen say what an empty field means instead of "0,00"', () => {
    render(<MoneyInput aria-label="Até" placeholder="sem teto" />);
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveAttribute('placeholder', 'sem teto');
  });
});
