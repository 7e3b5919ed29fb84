import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox';
import { Dialog, DialogContent } from './dialog';

const CITIES = [
  { value: 'sp', label: 'São Paulo/SP' },
  { value: 'cps', label: 'Campinas/SP' },
  { value: 'nit', label: 'Niterói/RJ' },
];

function InDialog() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Novo endereço de entrega">
        <Combobox aria-label="Cidade" value={value} onValueChange={setValue} options={CITIES} />
      </DialogContent>
    </Dialog>
  );
}

describe('the combobox', () => {
  it('finds an option without its accents and chooses it with Enter', async () => {
    render(<InDialog />);
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await userEvent.type(city, 'niteroi');
    expect(city).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(city).toHaveValue('Niterói/RJ');
  });

  it('closes its list on Escape and leaves the dialog open', async () => {
    render(<InDialog />);
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await userEvent.click(city);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // With the list closed, Escape is the dialog's again.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
