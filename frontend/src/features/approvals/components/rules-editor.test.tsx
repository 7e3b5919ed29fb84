import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import type { RulesBody } from '../api/approvals';
import { RulesEditorForm, type ScopeChoices } from './rules-editor';

const SCOPES: ScopeChoices = {
  suppliers: [{ id: 'f1', name: 'Hortifruti Bom Preço' }],
  categories: [{ id: 'c1', name: 'Laticínios' }],
  pending: false,
};

type Save = (body: RulesBody) => Promise<{ version: { version: number } | null }>;

/** The editor as the rules screen shows it to an owner, with the toasts it announces. */
function renderEditor({
  rules = [],
  ownerOrdersNeedApproval = false,
  onSave = vi.fn<Save>(async () => ({ version: { version: 1 } })),
}: {
  rules?: Parameters<typeof RulesEditorForm>[0]['rules'];
  ownerOrdersNeedApproval?: boolean;
  onSave?: Mock<Save>;
} = {}) {
  render(
    <>
      <Toaster />
      <RulesEditorForm
        rules={rules}
        ownerOrdersNeedApproval={ownerOrdersNeedApproval}
        scopes={SCOPES}
        onSave={onSave}
      />
    </>,
  );
  return onSave;
}

const band = (n: number) => screen.getByRole('group', { name: `Faixa ${n}` });
const ceiling = (n: number) => within(band(n)).getByRole('textbox', { name: 'Até (R$)' });
const addBand = () => userEvent.click(screen.getByRole('button', { name: 'Adicionar faixa' }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar nova versão' }));

async function choose(n: number, field: string, option: string) {
  await userEvent.click(within(band(n)).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the approval rules editor', () => {
  it('starts with one band for every order, with no ceiling, that one administrator approves', async () => {
    const onSave = renderEditor();
    expect(screen.getAllByRole('group', { name: /^Faixa/ })).toHaveLength(1);
    expect(within(band(1)).getByRole('combobox', { name: 'Vale para' })).toHaveTextContent('Todos os pedidos');
    expect(within(band(1)).getByRole('combobox', { name: 'Aprovação' })).toHaveTextContent(
      'Um administrador (ou o dono)',
    );
    expect(ceiling(1)).toHaveValue('');
    expect(ceiling(1)).toHaveAccessibleDescription('Acima de R$ 0,00; vazio: sem teto');
    expect(screen.queryByRole('button', { name: /Remover faixa/ })).not.toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith({
      rules: [{ supplierId: null, categoryId: null, minAmount: 0, maxAmount: null, approvers: ['admin'] }],
      ownerOrdersNeedApproval: false,
    });
  });

  // The owner's own orders are approved at creation unless the organization asks otherwise (#52, decision 0055).
  it('leaves the owner’s orders approved at creation by default, and saves the switch turned on', async () => {
    const onSave = renderEditor();
    const owners = screen.getByRole('switch', { name: 'Pedidos do dono também precisam de aprovação' });
    expect(owners).not.toBeChecked();
    expect(owners).toHaveAccessibleDescription(
      'Desligado: um pedido feito pelo dono, ou a cotação que ele fecha com os vencedores, é aprovado na criação e segue direto aos fornecedores. Ligado: passa pelas regras abaixo, como os dos outros.',
    );
    owners.focus();
    await userEvent.keyboard(' ');
    expect(owners).toBeChecked();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ ownerOrdersNeedApproval: true }));
  });

  it('starts from the setting in force', async () => {
    const onSave = renderEditor({ ownerOrdersNeedApproval: true });
    expect(screen.getByRole('switch', { name: 'Pedidos do dono também precisam de aprovação' })).toBeChecked();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ ownerOrdersNeedApproval: true }));
  });

  it('starts a new band above the ceiling of the one before, and sends the ceilings in reais', async () => {
    const onSave = renderEditor();
    await userEvent.type(ceiling(1), '1.234,56');
    await choose(1, 'Aprovação', 'Automática');
    await addBand();
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 1.234,56; vazio: sem teto');
    await choose(2, 'Aprovação', 'Dono');
    onSave.mockResolvedValueOnce({ version: { version: 7 } });
    await save();
    expect(onSave).toHaveBeenCalledWith({
      rules: [
        { supplierId: null, categoryId: null, minAmount: 0, maxAmount: 1234.56, approvers: [] },
        { supplierId: null, categoryId: null, minAmount: 1234.56, maxAmount: null, approvers: ['owner'] },
      ],
      ownerOrdersNeedApproval: false,
    });
    expect(await screen.findByText('Regras salvas: versão 7')).toBeInTheDocument();
  });

  it('reads "5.000" as five thousand reais, as a Brazilian writes it', async () => {
    const onSave = renderEditor();
    await userEvent.type(ceiling(1), '5.000');
    await addBand();
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 5.000,00; vazio: sem teto');
    await save();
    expect(onSave.mock.calls[0]![0].rules[0]).toMatchObject({ maxAmount: 5000 });
  });

  it('says nothing while the owner types, and on saving names the ceiling that does not rise', async () => {
    const onSave = renderEditor();
    await userEvent.type(ceiling(1), '5.000,00');
    await addBand();
    await userEvent.type(ceiling(2), '1.000');
    await addBand();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await save();
    expect(ceiling(2)).toHaveAccessibleDescription('O teto deve ser maior que R$ 5.000,00');
    expect(ceiling(2)).toHaveAttribute('aria-invalid', 'true');
    expect(ceiling(1)).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(ceiling(2));
    await userEvent.type(ceiling(2), '10.000');
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 5.000,00; vazio: sem teto');
    await save();
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('asks for the last band of a scope to stay without a ceiling, and only the last', async () => {
    const onSave = renderEditor();
    await userEvent.type(ceiling(1), '500');
    await save();
    expect(ceiling(1)).toHaveAccessibleDescription('A última faixa deste escopo deve ficar sem teto (vazio)');
    await addBand();
    await userEvent.clear(ceiling(1));
    expect(ceiling(1)).toHaveAccessibleDescription('Só a última faixa deste escopo fica sem teto');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a ceiling that is not an amount of reais, with an example', async () => {
    renderEditor();
    await addBand();
    await userEvent.type(ceiling(1), '5.000,001');
    await save();
    expect(ceiling(1)).toHaveAccessibleDescription('Valor inválido (ex.: 5.000,00)');
    await userEvent.clear(ceiling(1));
    await userEvent.type(ceiling(1), 'quinhentos');
    expect(ceiling(1)).toHaveAccessibleDescription('Valor inválido (ex.: 5.000,00)');
  });

  it('removes a band, numbering the rest again and taking the floor from the band now before', async () => {
    renderEditor();
    await userEvent.type(ceiling(1), '500');
    await addBand();
    await userEvent.type(ceiling(2), '2.000');
    await addBand();
    expect(ceiling(3)).toHaveAccessibleDescription('Acima de R$ 2.000,00; vazio: sem teto');
    await userEvent.click(screen.getByRole('button', { name: 'Remover faixa 2' }));
    expect(screen.getAllByRole('group', { name: /^Faixa/ })).toHaveLength(2);
    expect(ceiling(2)).toHaveValue('');
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 500,00; vazio: sem teto');
    await userEvent.click(screen.getByRole('button', { name: 'Remover faixa 1' }));
    expect(screen.queryByRole('button', { name: /Remover faixa/ })).not.toBeInTheDocument();
    expect(ceiling(1)).toHaveAccessibleDescription('Acima de R$ 0,00; vazio: sem teto');
  });

  it('asks which supplier a supplier band is for, and for a band that covers every order', async () => {
    const onSave = renderEditor();
    await choose(1, 'Vale para', 'Um fornecedor');
    await save();
    expect(within(band(1)).getByRole('combobox', { name: 'Fornecedor' })).toHaveTextContent('Escolha');
    expect(ceiling(1)).toHaveAccessibleDescription('Escolha o fornecedor');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Escolha o fornecedor',
      'Inclua ao menos uma faixa para todos os pedidos (sem fornecedor nem categoria)',
    ]);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a supplier’s bands before the bands for every order, each scope from R$ 0,00', async () => {
    const onSave = renderEditor();
    await userEvent.type(ceiling(1), '800');
    await addBand();
    await addBand();
    await choose(3, 'Vale para', 'Um fornecedor');
    await choose(3, 'Fornecedor', 'Hortifruti Bom Preço');
    await choose(3, 'Aprovação', 'Dono');
    await save();
    expect(onSave).toHaveBeenCalledWith({
      rules: [
        { supplierId: 'f1', categoryId: null, minAmount: 0, maxAmount: null, approvers: ['owner'] },
        { supplierId: null, categoryId: null, minAmount: 0, maxAmount: 800, approvers: ['admin'] },
        { supplierId: null, categoryId: null, minAmount: 800, maxAmount: null, approvers: ['admin'] },
      ],
      ownerOrdersNeedApproval: false,
    });
  });

  it('starts from the rules in force, their ceilings written as in Brazil', () => {
    renderEditor({
      rules: [
        { supplierId: null, categoryId: null, maxAmount: 5000, approvers: [] },
        { supplierId: null, categoryId: null, maxAmount: null, approvers: ['admin', 'owner'] },
      ],
    });
    expect(ceiling(1)).toHaveValue('5.000,00');
    expect(within(band(1)).getByRole('combobox', { name: 'Aprovação' })).toHaveTextContent('Automática');
    expect(within(band(2)).getByRole('combobox', { name: 'Aprovação' })).toHaveTextContent(
      'Administrador e depois o dono',
    );
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 5.000,00; vazio: sem teto');
  });

  it('shows the API’s refusal, and a message of its own when there is none', async () => {
    const refuse = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiClientError(409, 'CONFLICT', 'As regras mudaram: recarregue a página'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderEditor({ onSave: refuse });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('As regras mudaram: recarregue a página');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar as regras.');
  });

  it('is used from the keyboard: ceilings typed, a band added with Enter, and saved with Enter', async () => {
    const onSave = renderEditor();
    await userEvent.click(ceiling(1));
    await userEvent.keyboard('300');
    await userEvent.tab();
    expect(within(band(1)).getByRole('combobox', { name: 'Aprovação' })).toHaveFocus();
    screen.getByRole('button', { name: 'Adicionar faixa' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(ceiling(2)).toHaveAccessibleDescription('Acima de R$ 300,00; vazio: sem teto');
    await userEvent.click(ceiling(2));
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({
      rules: [
        { supplierId: null, categoryId: null, minAmount: 0, maxAmount: 300, approvers: ['admin'] },
        { supplierId: null, categoryId: null, minAmount: 300, maxAmount: null, approvers: ['admin'] },
      ],
      ownerOrdersNeedApproval: false,
    });
  });
});
