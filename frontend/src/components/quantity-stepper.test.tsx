import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

/** The stepper as a screen uses it: the value it was given, kept in step with what it reports. */
function Harness(props: { value: number; min: number; max?: number; unit?: string; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      label="Arroz"
      value={value}
      min={props.min}
      max={props.max}
      unit={props.unit}
      onChange={(n) => {
        setValue(n);
        props.onChange?.(n);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantidade' });

describe('the quantity stepper', () => {
  it('keeps "12" as typed with a minimum of 5, and takes it', async () => {
    const onChange = vi.fn();
    render(<Harness value={5} min={5} unit="kg" onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '12');
    expect(field()).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a quantity below the minimum is not taken, in Portuguese, and never rewrites it', async () => {
    const onChange = vi.fn();
    render(<Harness value={5} min={5} unit="kg" onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Mínimo de 5 kg');
    expect(field()).toHaveValue('3');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Mínimo de 5 kg');
    await userEvent.tab();
    expect(field()).toHaveValue('3');
    expect(onChange).not.toHaveBeenCalledWith(3);
  });

  it('refuses what is not a whole number and an empty field', async () => {
    render(<Harness value={2} min={1} />);
    await userEvent.clear(field());
    expect(screen.getByRole('alert')).toHaveTextContent('Informe uma quantidade');
    await userEvent.type(field(), '2,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um número inteiro');
  });

  it('steps with the buttons and the arrow keys, within the minimum and the maximum', async () => {
    render(<Harness value={5} min={5} max={7} />);
    const less = screen.getByRole('button', { name: 'Diminuir' });
    const more = screen.getByRole('button', { name: 'Aumentar' });
    expect(less).toBeDisabled();
    await userEvent.click(more);
    expect(field()).toHaveValue('6');
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('7');
    expect(more).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue('5');
  });

  it('names its group after the product, so a list of lines reads apart', () => {
    render(<Harness value={1} min={1} />);
    expect(screen.getByRole('group', { name: 'Arroz' })).toContainElement(field());
  });
});
