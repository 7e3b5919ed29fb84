import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';
import { BudgetFormDialog, type BudgetDraft } from './budget-dialogs';

const CENTRES = [
  { id: 'cozinha', name: 'Cozinha' },
  { id: 'bar', name: 'Bar' },
];
const CATEGORIES = [
  { id: 'hortifruti', name: 'Hortifruti' },
  { id: 'bebidas', name: 'Bebidas' },
];

/** The dialog as the budgets screen offers it: closed, behind its button. */
function renderDialog({
  budget,
  centres = CENTRES,
  categoriesFailed,
  onSave = vi.fn<(b: BudgetDraft) => Promise<unknown>>(async () => ({})),
}: {
  budget?: { costCentreId: string; categoryId: string | null; amount: number };
  centres?: { id: string; name: string }[];
  categoriesFailed?: boolean;
  onSave?: (b: BudgetDraft) => Promise<unknown>;
} = {}) {
  render(
    <BudgetFormDialog
      budget={budget}
      centres={centres}
      categories={CATEGORIES}
      categoriesFailed={categoriesFailed}
      onSave={onSave}
      trigger={<Button>{budget ? 'Alterar Cozinha · geral' : 'Novo orçamento'}</Button>}
    />,
  );
  return onSave;
}

const open = (name = 'Novo orçamento') => userEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const amount = () => within(dialog()).getByRole('textbox', { name: 'Valor mensal (R$)' });
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

describe('the monthly budget dialog', () => {
  it('creates a general budget for the first centre from an amount written as in Brazil', async () => {
    const onSave = renderDialog();
    await open();
    expect(dialog()).toHaveAccessibleName('Novo orçamento mensal');
    expect(within(dialog()).getByRole('combobox', { name: 'Centro de custo' })).toHaveTextContent('Cozinha');
    expect(within(dialog()).getByRole('combobox', { name: 'Categoria' })).toHaveTextContent(
      'Geral (todas as categorias)',
    );
    expect(amount()).toHaveAttribute('placeholder', '20.000,00');
    await userEvent.type(amount(), '20.000,00');
    await save();
    expect(onSave).toHaveBeenCalledWith({ costCentreId: 'cozinha', categoryId: null, amount: 20000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads "5.000" as five thousand reais, not five', async () => {
    const onSave = renderDialog();
    await open();
    await userEvent.type(amount(), '5.000');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: 5000 }));
  });

  it('gives a budget to the centre and the category chosen', async () => {
    const onSave = renderDialog();
    await open();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Centro de custo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bar' }));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bebidas' }));
    await userEvent.type(amount(), '1234,5');
    await save();
    expect(onSave).toHaveBeenCalledWith({ costCentreId: 'bar', categoryId: 'bebidas', amount: 1234.5 });
  });

  it('asks for the amount, refuses what is not one with an example, and refuses zero', async () => {
    const onSave = renderDialog();
    await open();
    await save();
    expect(amount()).toHaveAccessibleDescription('Informe o valor mensal');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    for (const typed of ['vinte mil', '1,234', '1.000,00,00', '-500']) {
      await userEvent.clear(amount());
      await userEvent.type(amount(), typed);
      await save();
      expect(amount()).toHaveAccessibleDescription('Valor inválido (ex.: 20.000,00)');
    }
    await userEvent.clear(amount());
    await userEvent.type(amount(), '0,00');
    await save();
    expect(amount()).toHaveAccessibleDescription('O valor mensal deve ser maior que zero');
    expect(onSave).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('asks for a cost centre when there is none to start from', async () => {
    const onSave = renderDialog({ centres: [] });
    await open();
    await userEvent.type(amount(), '100');
    await save();
    // The select does not take FormField's aria-describedby (components/ui/select.tsx): the message is read as an alert.
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Escolha o centro de custo');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('changes only the amount of a budget, starting from the one it has', async () => {
    const onSave = renderDialog({ budget: { costCentreId: 'cozinha', categoryId: null, amount: 1500 } });
    await open('Alterar Cozinha · geral');
    expect(dialog()).toHaveAccessibleName('Alterar orçamento');
    expect(within(dialog()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(amount()).toHaveValue('1.500,00');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '2.000,50{Enter}');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: 2000.5 }));
  });

  it('says when the categories could not be loaded, and still offers a general budget', async () => {
    renderDialog({ categoriesFailed: true });
    await open();
    expect(within(dialog()).getByText('Não foi possível carregar as categorias')).toBeVisible();
    expect(within(dialog()).getByRole('combobox', { name: 'Categoria' })).toHaveTextContent(
      'Geral (todas as categorias)',
    );
  });

  it('puts the API’s refusal on the amount, or above the buttons when it names no field', async () => {
    const onSave = vi
      .fn<(b: BudgetDraft) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiClientError(400, 'VALIDATION_ERROR', 'Dados inválidos', [
          { path: 'amount', message: 'O valor mensal passa do limite' },
        ]),
      )
      .mockRejectedValueOnce(new ApiClientError(409, 'CONFLICT', 'A Cozinha já tem um orçamento geral'));
    renderDialog({ onSave });
    await open();
    await userEvent.type(amount(), '999.999.999');
    await save();
    expect(amount()).toHaveAccessibleDescription('O valor mensal passa do limite');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1.000');
    await save();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('A Cozinha já tem um orçamento geral');
  });

  it('is left with Escape or "Voltar" without saving anything', async () => {
    const onSave = renderDialog();
    await open();
    await userEvent.type(amount(), '300');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
