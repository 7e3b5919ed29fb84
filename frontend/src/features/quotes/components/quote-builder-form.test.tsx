import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ApiClientError } from '@/lib/api-client';
import {
  QuoteBuilderForm,
  type BuilderAddress,
  type BuilderSources,
  type BuilderSupplier,
  type BuilderValues,
  type QuoteRequest,
} from './quote-builder-form';

const SP = { id: 'sp', name: 'São Paulo', state: 'SP' };
const CAMPINAS = { id: 'cps', name: 'Campinas', state: 'SP' };

const SUPPLIERS: BuilderSupplier[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Hortifruti Sol', cities: [] },
  { id: 'a0000000-0000-4000-8000-000000000002', name: 'Laticínios Serra Azul', cities: [CAMPINAS] },
];
const [SOL, SERRA] = SUPPLIERS;

const ADDRESSES: BuilderAddress[] = [
  {
    id: 'e0000000-0000-4000-8000-000000000001',
    label: 'Cozinha central — São Paulo/SP',
    detail: 'Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100',
    isDefault: true,
    city: SP,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000002',
    label: 'Filial — Campinas/SP',
    detail: 'Rua Barão de Jaguara, 900 · Centro · Campinas/SP · CEP 13015-001',
    isDefault: false,
    city: CAMPINAS,
  },
];

const SOURCES: BuilderSources = {
  shoppingLists: [{ id: 'f0000000-0000-4000-8000-000000000001', label: 'Feira de segunda (12 produtos)' }],
  orders: [],
  cartItems: 3,
};

const RICE = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Arroz agulhinha 5 kg',
  unit: 'pct',
  supplierName: 'Grãos Sul',
};

function show({
  initial = {},
  onSave = vi.fn(async (_request: QuoteRequest) => ({})),
  suppliers = SUPPLIERS,
}: {
  initial?: Partial<BuilderValues>;
  onSave?: (request: QuoteRequest) => Promise<unknown>;
  suppliers?: BuilderSupplier[];
} = {}) {
  renderWithProviders(
    <QuoteBuilderForm
      suppliers={suppliers}
      addresses={ADDRESSES}
      sources={SOURCES}
      initial={{ deadlineDate: '2099-12-01', deadlineTime: '18:00', ...initial }}
      // The catalogue search as a stand-in that finds one product: the form only needs what it adds.
      productSearch={({ onAdd, added }) => (
        <button type="button" disabled={added.has(RICE.id)} onClick={() => onAdd(RICE)}>
          Adicionar arroz
        </button>
      )}
      onSave={onSave}
    />,
  );
  return onSave;
}

const draftButton = () => screen.getByRole('button', { name: 'Salvar rascunho' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar cotação' });
const lineGroup = (name: string) => screen.getByRole('group', { name });

describe('the cotação builder', () => {
  it('asks for a title, at least one item and a deadline in the future, in Portuguese', async () => {
    const onSave = show({ initial: { deadlineDate: '2020-01-10', deadlineTime: '18:00' } });
    await userEvent.click(draftButton());
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Dê um título à cotação');
    expect(screen.getByText('Adicione ao menos um item à cotação')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia')).toHaveAccessibleDescription('O prazo para as respostas deve estar no futuro');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs a description and a unit for an item outside the catalogue, and a whole quantity of at least 1', async () => {
    const onSave = show();
    await userEvent.type(screen.getByLabelText('Título'), 'Hortifrúti da semana');
    await userEvent.click(screen.getByRole('button', { name: 'Item fora do catálogo' }));
    const item = lineGroup('Item 1');
    await userEvent.clear(within(item).getByLabelText('Quantidade'));
    await userEvent.type(within(item).getByLabelText('Quantidade'), '0');
    await userEvent.click(draftButton());
    expect(within(item).getByLabelText('Descrição')).toHaveAccessibleDescription('Descreva o item');
    expect(within(item).getByLabelText('Unidade')).toHaveAccessibleDescription('Informe a unidade (kg, cx, un…)');
    expect(within(item).getByLabelText('Quantidade')).toHaveAccessibleDescription('A quantidade deve ser pelo menos 1');

    await userEvent.clear(within(item).getByLabelText('Quantidade'));
    await userEvent.type(within(item).getByLabelText('Quantidade'), '2,5');
    await userEvent.click(draftButton());
    expect(within(item).getByLabelText('Quantidade')).toHaveAccessibleDescription(
      'A quantidade deve ser um número inteiro',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends catalogue products and typed items as the API reads them, the deadline at -03:00', async () => {
    const onSave = show();
    await userEvent.type(screen.getByLabelText('Título'), 'Compra da semana');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar arroz' }));
    // A product already in the cotação is not added twice.
    expect(screen.getByRole('button', { name: 'Adicionar arroz' })).toBeDisabled();
    const rice = lineGroup('Arroz agulhinha 5 kg');
    expect(rice).toHaveTextContent('Grãos Sul · pct');
    await userEvent.clear(within(rice).getByLabelText('Quantidade (pct)'));
    await userEvent.type(within(rice).getByLabelText('Quantidade (pct)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Item fora do catálogo' }));
    const tomato = lineGroup('Item 2');
    await userEvent.type(within(tomato).getByLabelText('Descrição'), 'Tomate italiano');
    await userEvent.type(within(tomato).getByLabelText('Unidade'), 'kg');
    await userEvent.clear(within(tomato).getByLabelText('Quantidade'));
    await userEvent.type(within(tomato).getByLabelText('Quantidade'), '30');
    await userEvent.type(screen.getByLabelText('Observações para os fornecedores (opcional)'), 'Entregar pela manhã');
    await userEvent.click(screen.getByRole('option', { name: 'Hortifruti Sol' }));
    await userEvent.click(sendButton());
    expect(onSave).toHaveBeenCalledWith({
      send: true,
      body: {
        title: 'Compra da semana',
        deadline: '2099-12-01T18:00:00-03:00',
        lines: [
          { productId: RICE.id, quantity: 12 },
          { description: 'Tomate italiano', unit: 'kg', quantity: 30 },
        ],
        supplierIds: [SOL!.id],
        deliveryAddressId: ADDRESSES[0]!.id,
        desiredDeliveryDate: null,
        notes: 'Entregar pela manhã',
      },
    });
  });

  it('starts on the default address and lists apart, not to be invited, the suppliers that do not deliver there', async () => {
    const onSave = show();
    expect(screen.getByRole('combobox', { name: 'Endereço de entrega' })).toHaveTextContent(
      'Cozinha central — São Paulo/SP',
    );
    const serving = screen.getByRole('group', { name: 'Atendem São Paulo/SP' });
    expect(within(serving).getByRole('option', { name: 'Hortifruti Sol' })).not.toHaveAttribute('aria-disabled');
    const away = screen.getByRole('group', { name: 'Não atendem São Paulo/SP' });
    const serra = () => screen.getByRole('option', { name: /^Laticínios Serra Azul/ });
    expect(
      within(away).getByRole('option', { name: 'Laticínios Serra Azul Não entrega em São Paulo/SP' }),
    ).toBeInTheDocument();
    expect(serra()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(serra());
    expect(serra()).toHaveAttribute('aria-selected', 'false');

    // Campinas is served: there it can be invited.
    await userEvent.click(screen.getByRole('combobox', { name: 'Endereço de entrega' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filial — Campinas/SP' }));
    expect(within(screen.getByRole('group', { name: 'Atendem Campinas/SP' })).getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: /Não atendem/ })).not.toBeInTheDocument();
    await userEvent.click(serra());
    expect(serra()).toHaveAttribute('aria-selected', 'true');

    // Back to São Paulo: the supplier stays chosen, flagged, and the cotação says why it cannot go.
    await userEvent.type(screen.getByLabelText('Título'), 'Laticínios');
    await userEvent.click(screen.getByRole('button', { name: 'Item fora do catálogo' }));
    await userEvent.type(within(lineGroup('Item 1')).getByLabelText('Descrição'), 'Manteiga');
    await userEvent.type(within(lineGroup('Item 1')).getByLabelText('Unidade'), 'kg');
    await userEvent.click(screen.getByRole('combobox', { name: 'Endereço de entrega' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cozinha central — São Paulo/SP' }));
    expect(within(screen.getByRole('group', { name: 'Não atendem São Paulo/SP' })).getByRole('option')).toBe(serra());
    expect(serra()).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(draftButton());
    expect(screen.getByText(/Laticínios Serra Azul não entrega em São Paulo\/SP: desmarque/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // Still taken out from where it is flagged.
    await userEvent.click(serra());
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Endereço de entrega' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filial — Campinas/SP' }));
    await userEvent.click(serra());
    await userEvent.click(draftButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        send: false,
        body: expect.objectContaining({ deliveryAddressId: ADDRESSES[1]!.id, supplierIds: [SERRA!.id] }),
      }),
    );
  });

  it('says which suppliers are the organization’s own, invited like the others (#54)', async () => {
    const own = { id: 'a0000000-0000-4000-8000-000000000003', name: 'Hortifrúti Boa Safra', cities: [SP], own: true };
    const onSave = show({ suppliers: [...SUPPLIERS, own] });
    const serving = screen.getByRole('group', { name: 'Atendem São Paulo/SP' });
    const option = within(serving).getByRole('option', { name: /^Hortifrúti Boa Safra/ });
    expect(option).toHaveTextContent('Seu fornecedor: recebe a cotação no e-mail que vocês cadastraram');
    expect(within(serving).getByRole('option', { name: 'Hortifruti Sol' })).not.toHaveTextContent('Seu fornecedor');
    await userEvent.type(screen.getByLabelText('Título'), 'Feira');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar arroz' }));
    await userEvent.click(option);
    await userEvent.click(draftButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ send: false, body: expect.objectContaining({ supplierIds: [own.id] }) }),
    );
  });

  it('finds a supplier by typing its name without accents, chooses it from the keyboard and counts the invited', async () => {
    const onSave = show();
    const search = screen.getByRole('combobox', { name: 'Fornecedores' });
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
    await userEvent.type(search, 'laticinios');
    expect(screen.getAllByRole('option', { name: /Sol|Serra/ }).map((o) => o.textContent)).toEqual([
      'Laticínios Serra Azul Não entrega em São Paulo/SP',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'HORTI');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: 'Hortifruti Sol' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
    // Enter took the supplier: it did not save the cotação.
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only with a supplier invited, while a draft may wait for them', async () => {
    const onSave = show();
    await userEvent.type(screen.getByLabelText('Título'), 'Estoque seco');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar arroz' }));
    await userEvent.click(sendButton());
    expect(screen.getByText('Convide ao menos um fornecedor para enviar')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(draftButton());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ send: false }));
  });

  it('takes the items from a shopping list, asking which one', async () => {
    const onSave = show();
    await userEvent.type(screen.getByLabelText('Título'), 'Feira');
    await userEvent.click(screen.getByRole('radio', { name: 'Uma lista de compras' }));
    expect(screen.queryByRole('button', { name: 'Item fora do catálogo' })).not.toBeInTheDocument();
    await userEvent.click(draftButton());
    expect(screen.getByRole('combobox', { name: 'Lista de compras' })).toHaveAccessibleDescription(
      'Escolha a lista de compras',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Lista de compras' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Feira de segunda (12 produtos)' }));
    await userEvent.click(draftButton());
    const { body } = vi.mocked(onSave).mock.calls[0]![0];
    expect(body.source).toEqual({ kind: 'shopping_list', id: SOURCES.shoppingLists![0]!.id });
    expect(body).not.toHaveProperty('lines');
  });

  it('takes the cart’s items, saying how many', async () => {
    const onSave = show({ initial: { source: 'cart' } });
    expect(screen.getByRole('radio', { name: 'O carrinho' })).toBeChecked();
    expect(screen.getByText(/Os 3 itens do seu carrinho entram na cotação/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Título'), 'Do carrinho');
    await userEvent.click(draftButton());
    expect(vi.mocked(onSave).mock.calls[0]![0].body.source).toEqual({ kind: 'cart' });
  });

  it('puts the API’s refusals on the fields they name', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiClientError(400, 'VALIDATION_ERROR', 'Hortifruti Sol não entrega em São Paulo/SP', [
        { path: 'supplierIds.0', message: 'Hortifruti Sol não entrega em São Paulo/SP' },
        { path: 'lines.0.quantity', message: 'A quantidade máxima é 1000000' },
      ]);
    });
    show({ onSave });
    await userEvent.type(screen.getByLabelText('Título'), 'Compra');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar arroz' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hortifruti Sol' }));
    await userEvent.click(draftButton());
    expect(await screen.findByText('Hortifruti Sol não entrega em São Paulo/SP')).toHaveAttribute('role', 'alert');
    expect(within(lineGroup('Arroz agulhinha 5 kg')).getByLabelText('Quantidade (pct)')).toHaveAccessibleDescription(
      'A quantidade máxima é 1000000',
    );
    // Every detail found its field: no second copy of the message above the form.
    expect(screen.getAllByText('Hortifruti Sol não entrega em São Paulo/SP')).toHaveLength(1);
  });
});
