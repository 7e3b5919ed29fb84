import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteComparison } from '../api/quotes';
import { AwardPanel } from './award-panel';
import { CHEESE, comparison, SERRA, SOL, TOMATO } from './comparison-fixture';

function show({ canAward = true, data = comparison() }: { canAward?: boolean; data?: QuoteComparison } = {}) {
  const onAward = vi.fn(async () => ({}));
  render(
    <AwardPanel
      comparison={data}
      canAward={canAward}
      blockedReason="Encerre a cotação para escolher os vencedores."
      onAward={onAward}
    />,
  );
  return onAward;
}

/** Confirms the dialog a button opened, by its title. */
async function confirm(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar com os vencedores' }));
}

const radioGroup = (item: RegExp) => screen.getByRole('group', { name: item });

describe('the award', () => {
  it('shows the best split and awards it only after a confirmation', async () => {
    const onAward = show();
    const split = screen.getByRole('list', { name: 'Melhor divisão por fornecedor' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Hortifruti Sol · 1 item R$ 120,00 + frete R$ 15,00 = R$ 135,00',
      'Laticínios Serra Azul · 1 item R$ 65,00 + frete R$ 0,00 = R$ 65,00',
    ]);
    expect(screen.getByText(/Ninguém cotou e fica de fora/)).toHaveTextContent('Sardinha fresca');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar com a melhor divisão' }));
    expect(onAward).not.toHaveBeenCalled();
    await confirm('Fechar com a melhor divisão?');
    expect(onAward).toHaveBeenCalledWith({ strategy: 'best_split' });
  });

  it('awards every line a supplier quoted to that supplier', async () => {
    const onAward = show();
    const button = screen.getByRole('button', { name: 'Fechar tudo com um fornecedor' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Fornecedor' }));
    // Mar Aberto never answered: it is not offered.
    expect(screen.queryByRole('option', { name: /Pescados Mar Aberto/ })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('option', { name: /^Hortifruti Sol — R\$\s205,00 \(2 de 3 itens\)$/ }),
    );
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveAccessibleDescription(
      /^Leva os 2 itens que cotou, por R\$\s205,00 com frete\.$/,
    );
    await userEvent.click(button);
    await confirm('Fechar tudo com Hortifruti Sol?');
    expect(onAward).toHaveBeenCalledWith({ strategy: 'single_supplier', supplierId: SOL });
  });

  it('chooses line by line from the eligible offers, starting from the best split', async () => {
    const onAward = show();
    await userEvent.click(screen.getByRole('button', { name: 'Escolher fornecedor por item' }));
    const tomato = radioGroup(/^Tomate italiano/);
    // Serra Azul's cheaper tomatoes do not cover the line: not a choice.
    expect(
      within(tomato)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([expect.stringContaining('Hortifruti Sol'), 'Não comprar este item']);
    expect(within(tomato).getByRole('radio', { name: /Hortifruti Sol/ })).toBeChecked();
    const cheese = radioGroup(/^Queijo muçarela/);
    expect(within(cheese).getByRole('radio', { name: /Laticínios Serra Azul.*melhor preço/ })).toBeChecked();
    await userEvent.click(within(cheese).getByRole('radio', { name: /Hortifruti Sol/ }));
    expect(
      within(radioGroup(/^Sardinha fresca/)).getByRole('radio', { name: 'Ninguém cotou: fica de fora' }),
    ).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Fechar com a seleção' }));
    await confirm('Fechar com a seleção?');
    expect(onAward).toHaveBeenCalledWith({
      lines: [
        { lineId: TOMATO, supplierId: SOL },
        { lineId: CHEESE, supplierId: SOL },
      ],
    });
  });

  it('leaves out a line not to buy, and holds a choice below a supplier’s minimum', async () => {
    const onAward = show();
    await userEvent.click(screen.getByRole('button', { name: 'Escolher fornecedor por item' }));
    await userEvent.click(within(radioGroup(/^Tomate italiano/)).getByRole('radio', { name: 'Não comprar este item' }));
    await userEvent.click(within(radioGroup(/^Queijo muçarela/)).getByRole('radio', { name: /Hortifruti Sol/ }));
    // R$ 70,00 of cheese alone is under Hortifruti Sol's R$ 100,00.
    expect(screen.getByRole('list', { name: 'Escolha por fornecedor' })).toHaveTextContent(
      'Faltam R$ 30,00 para o pedido mínimo',
    );
    expect(screen.getByRole('button', { name: 'Fechar com a seleção' })).toBeDisabled();

    await userEvent.click(within(radioGroup(/^Queijo muçarela/)).getByRole('radio', { name: /Serra Azul/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar com a seleção' }));
    await confirm('Fechar com a seleção?');
    expect(onAward).toHaveBeenCalledWith({ lines: [{ lineId: CHEESE, supplierId: SERRA }] });
  });

  it('awards nothing until the cotação is closed, and says why', () => {
    show({ canAward: false });
    expect(screen.getByRole('status')).toHaveTextContent('Encerre a cotação para escolher os vencedores.');
    const split = screen.getByRole('button', { name: 'Fechar com a melhor divisão' });
    expect(split).toBeDisabled();
    expect(split).toHaveAccessibleDescription('Encerre a cotação para escolher os vencedores.');
    expect(screen.getByRole('button', { name: 'Fechar tudo com um fornecedor' })).toBeDisabled();
  });

  it('says why there is no best split when the answers allow none', () => {
    const data = comparison();
    data.bestSplit = {
      feasible: false,
      reason: 'Nenhuma combinação atinge os pedidos mínimos',
      total: null,
      suppliers: [],
      lines: [],
      unawardableLineIds: [],
    };
    show({ data });
    expect(screen.getByText('Nenhuma combinação atinge os pedidos mínimos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar com a melhor divisão' })).not.toBeInTheDocument();
  });
});
