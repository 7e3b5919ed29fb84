import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PickList, type PickGroup } from './pick-list';

const GROUPS: PickGroup[] = [
  {
    label: 'Atendem São Paulo/SP',
    options: [
      { value: 'boi', label: 'Boi Nobre' },
      { value: 'serra', label: 'Laticínios Serra Azul' },
      { value: 'acougue', label: 'Açougue São Jorge' },
    ],
  },
  {
    label: 'Não atendem São Paulo/SP',
    options: [
      { value: 'mar', label: 'Pescados Mar Aberto', description: 'Não entrega em São Paulo/SP', disabled: true },
    ],
  },
];

/** Many suppliers to invite, as the cotação picks them; `onSubmit` is the form around it. */
function Many({ start = [], onSubmit = vi.fn() }: { start?: string[]; onSubmit?: () => void }) {
  const [value, setValue] = useState(start);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <PickList multiple label="Fornecedores" groups={GROUPS} value={value} onChange={setValue} />
    </form>
  );
}

/** One supplier, as the operator's product form picks it. */
function One({ start = '', onChange = vi.fn() }: { start?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <PickList
      label="Fornecedor"
      groups={GROUPS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const search = (name = 'Fornecedores') => screen.getByRole('combobox', { name });
const listbox = () => screen.getByRole('listbox');
const shownNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('the pick list', () => {
  it('lists the options under their group headings, each group a named group of the list box', () => {
    render(<Many />);
    expect(listbox()).toHaveAccessibleName('Fornecedores');
    expect(listbox()).toHaveAttribute('aria-multiselectable', 'true');
    const serving = screen.getByRole('group', { name: 'Atendem São Paulo/SP' });
    expect(
      within(serving)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Boi Nobre', 'Laticínios Serra Azul', 'Açougue São Jorge']);
    const away = screen.getByRole('group', { name: 'Não atendem São Paulo/SP' });
    // Named by all it shows (label in name): the reason it cannot be chosen is read with it.
    const mar = within(away).getByRole('option', { name: 'Pescados Mar Aberto Não entrega em São Paulo/SP' });
    expect(mar).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(4);
  });

  it('filters as one types, ignoring accents, case and the order of the words', async () => {
    render(<Many />);
    await userEvent.type(search(), 'laticinios');
    expect(shownNames()).toEqual(['Laticínios Serra Azul']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'AÇOUGUE');
    expect(shownNames()).toEqual(['Açougue São Jorge']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'jorge acougue');
    expect(shownNames()).toEqual(['Açougue São Jorge']);
    // A group left with nothing to show loses its heading too.
    expect(screen.queryByRole('group', { name: 'Não atendem São Paulo/SP' })).not.toBeInTheDocument();
    await userEvent.clear(search());
    await userEvent.type(search(), 'peixaria');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Nenhum resultado para “peixaria”.')).toBeInTheDocument();
  });

  it('counts what is chosen in Portuguese: 0 selecionados, 1 selecionado, 2 selecionados', async () => {
    render(<Many />);
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Boi Nobre' }));
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Boi Nobre' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Açougue São Jorge' }));
    expect(screen.getByText('2 selecionados')).toBeInTheDocument();
    expect(search()).toHaveAccessibleDescription('2 selecionados');
    await userEvent.click(screen.getByRole('option', { name: 'Boi Nobre' }));
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
  });

  it('is chosen from the keyboard: arrows move through the options, Enter picks and never submits the form', async () => {
    const onSubmit = vi.fn();
    render(<Many onSubmit={onSubmit} />);
    await userEvent.click(search());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const serra = screen.getByRole('option', { name: 'Laticínios Serra Azul' });
    expect(search()).toHaveAttribute('aria-activedescendant', serra.id);
    await userEvent.keyboard('{Enter}');
    expect(serra).toHaveAttribute('aria-selected', 'true');
    // Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(search()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Mar Aberto/ }).id);
    await userEvent.type(search(), 'boi');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('2 selecionados')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Escape empties the search and shows everything again.
    await userEvent.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    expect(shownNames()).toHaveLength(4);
  });

  it('never adds an option it marks unavailable, and still lets one already chosen go', async () => {
    const { unmount } = render(<Many />);
    await userEvent.click(screen.getByRole('option', { name: /^Pescados Mar Aberto/ }));
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
    unmount();
    render(<Many start={['mar']} />);
    const mar = screen.getByRole('option', { name: /^Pescados Mar Aberto/ });
    expect(mar).toHaveAttribute('aria-selected', 'true');
    expect(mar).not.toHaveAttribute('aria-disabled');
    await userEvent.click(mar);
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
  });

  it('as a single choice, opens on a click or the arrows, shows the one chosen, and closes on Escape', async () => {
    const onChange = vi.fn();
    render(<One start="boi" onChange={onChange} />);
    expect(search('Fornecedor')).toHaveValue('Boi Nobre');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/selecionad/)).not.toBeInTheDocument();

    await userEvent.click(search('Fornecedor'));
    expect(search('Fornecedor')).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).not.toHaveAttribute('aria-multiselectable');
    await userEvent.type(search('Fornecedor'), 'azul');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('serra');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search('Fornecedor')).toHaveValue('Laticínios Serra Azul');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Laticínios Serra Azul' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search('Fornecedor')).toHaveValue('Laticínios Serra Azul');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
