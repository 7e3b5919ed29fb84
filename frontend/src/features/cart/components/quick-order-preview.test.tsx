import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatBRL } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import type { Candidate, PreviewLine, QuickOrderPreview, QuickOrderReport } from '../api/quick-order';
import { QuickOrderPreviewView, type QuickOrderLines } from './quick-order-preview';

const candidate = (
  id: string,
  name: string,
  supplier: string,
  price: number,
  minimumOrder: number,
  extra: Partial<Candidate> = {},
): Candidate => ({
  id,
  sku: 'SKU',
  name,
  unit: 'kg',
  price,
  minimumOrder,
  inStock: true,
  image: null,
  supplier: { id: `${supplier}-id`, name: supplier, color: '#0f766e' },
  belowMinimum: false,
  unitDiffers: false,
  notDeliveredTo: null,
  warnings: [],
  ...extra,
});

const line = (
  n: number,
  sku: string,
  quantity: number | null,
  status: PreviewLine['status'],
  extra: Partial<PreviewLine> = {},
): PreviewLine => ({
  line: n,
  mergedLines: [],
  text: sku ? `${sku};${quantity ?? ''}` : '',
  source: 'sku',
  sku,
  name: null,
  quantity,
  typedQuantity: quantity,
  unit: null,
  status,
  reason: null,
  approximate: false,
  notes: [],
  candidates: [],
  ...extra,
});

/** Rice (summed from lines 1 and 7), tomato from two suppliers, butter under its minimum, juice out of stock, and two lines that do not count. */
const PREVIEW: QuickOrderPreview = {
  separator: ';',
  header: true,
  lines: [
    line(1, 'SER-0004', 12, 'matched', {
      mergedLines: [7],
      candidates: [candidate('rice', 'Arroz agulhinha', 'Grãos do Vale', 6.5, 5)],
    }),
    line(2, 'HOR-0002', 4, 'ambiguous', {
      candidates: [
        candidate('tomato-sol', 'Tomate italiano', 'Hortifruti Sol', 8, 3),
        candidate('tomato-verde', 'Tomate italiano', 'Verde Campo', 7.5, 5, { notDeliveredTo: 'Campinas' }),
      ],
    }),
    line(3, 'LAT-0001', 2, 'matched', { candidates: [candidate('butter', 'Manteiga sem sal', 'Serra Azul', 42, 5)] }),
    line(4, 'XYZ-9999', 3, 'not_found', { reason: 'SKU não encontrado no catálogo' }),
    line(5, '', null, 'invalid', { reason: 'Quantidade inválida: "1,5" (use um número inteiro)' }),
    line(6, 'BEB-0003', 6, 'matched', {
      candidates: [candidate('juice', 'Suco de uva', 'Serra Azul', 12, 1, { inStock: false })],
    }),
  ],
  counts: { matched: 3, ambiguous: 1, not_found: 1, invalid: 1 },
};

const REPORT: QuickOrderReport = {
  added: [
    { productId: 'rice', name: 'Arroz agulhinha', unit: 'kg', supplierName: 'Grãos do Vale', quantity: 12, price: 6.5 },
    {
      productId: 'tomato-sol',
      name: 'Tomate italiano',
      unit: 'kg',
      supplierName: 'Hortifruti Sol',
      quantity: 4,
      price: 8,
    },
  ],
  unavailable: [],
  priceChanges: [],
  minimumRaised: [],
};

function show(preview = PREVIEW) {
  const onAdd = vi.fn<(lines: QuickOrderLines) => Promise<QuickOrderReport>>().mockResolvedValue(REPORT);
  renderWithProviders(<QuickOrderPreviewView preview={preview} adding={false} onAdd={onAdd} />);
  return onAdd;
}

const row = (name: string) => screen.getByRole('listitem', { name });
const quantityOf = (name: string) => within(row(name)).getByRole('textbox', { name: 'Quantidade' });
const addButton = () => screen.getByRole('button', { name: /^Adicionar \d+ ite(m|ns) ao carrinho$/ });

describe('the quick order preview', () => {
  it('counts the lines by status and says why those without a product stay out', () => {
    show();
    const counts = screen.getByRole('list', { name: 'Linhas por situação' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 encontrados', '1 ambíguo', '1 não encontrado', '1 inválido']);
    expect(row('Linha 4: XYZ-9999')).toHaveTextContent('Não encontrado');
    expect(row('Linha 4: XYZ-9999')).toHaveTextContent('SKU não encontrado no catálogo');
    expect(row('Linha 4: XYZ-9999')).toHaveTextContent('Qtd. 3');
    expect(row('Linha 5: sem SKU')).toHaveTextContent('Quantidade inválida: "1,5" (use um número inteiro)');
    expect(within(row('Linha 5: sem SKU')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a found line’s product, its summed lines and its subtotal at today’s price', () => {
    show();
    const rice = row('Linha 1 (+ 7): SER-0004');
    expect(rice).toHaveTextContent('Encontrado');
    expect(rice).toHaveTextContent('Quantidades somadas das linhas 1, 7');
    expect(rice).toHaveTextContent('Arroz agulhinha · Grãos do Vale · R$ 6,50/kg');
    expect(within(rice).getByRole('group', { name: 'Quantidade da linha 1' })).toBeInTheDocument();
    expect(quantityOf('Linha 1 (+ 7): SER-0004')).toHaveValue('12');
    expect(rice).toHaveTextContent('R$ 78,00');
  });

  it('leaves out a line under its minimum or out of stock, names why, and takes it in once corrected', async () => {
    show();
    expect(quantityOf('Linha 3: LAT-0001')).toHaveAccessibleDescription('Mínimo de 5 kg');
    expect(row('Linha 6: BEB-0003')).toHaveTextContent('Fora de estoque: não entra no carrinho');
    expect(quantityOf('Linha 6: BEB-0003')).toBeDisabled();
    expect(screen.getByText('2 linhas marcadas ficam de fora; corrija para incluir.')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Adicionar 1 item ao carrinho');
    await userEvent.click(quantityOf('Linha 3: LAT-0001'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(quantityOf('Linha 3: LAT-0001')).toHaveValue('5');
    expect(quantityOf('Linha 3: LAT-0001')).not.toHaveAttribute('aria-invalid');
    expect(row('Linha 3: LAT-0001')).toHaveTextContent('R$ 210,00');
    expect(screen.getByText('1 linha marcada fica de fora; corrija para incluir.')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Adicionar 2 itens ao carrinho');
  });

  it('asks which supplier an SKU found at two is bought from, and checks the minimum of the one chosen', async () => {
    show();
    const tomato = row('Linha 2: HOR-0002');
    expect(tomato).toHaveTextContent('Escolha o fornecedor');
    expect(screen.getByText('1 linha espera a escolha do fornecedor.')).toBeInTheDocument();
    const choice = within(tomato).getByRole('group', { name: 'Este SKU existe em 2 fornecedores. Escolha um:' });
    expect(within(choice).getByRole('radio', { name: /Verde Campo/ })).toHaveAccessibleName(
      `Verde Campo Tomate italiano · ${formatBRL(7.5)}/kg · mín. 5 · não entrega em Campinas`,
    );
    await userEvent.click(within(choice).getByRole('radio', { name: /Hortifruti Sol/ }));
    expect(tomato).toHaveTextContent('Fornecedor escolhido');
    expect(tomato).toHaveTextContent('R$ 32,00');
    expect(screen.queryByText(/a escolha do fornecedor/)).not.toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Adicionar 2 itens ao carrinho');
    await userEvent.click(within(choice).getByRole('radio', { name: /Verde Campo/ }));
    expect(tomato).toHaveTextContent('Verde Campo não entrega em Campinas');
    expect(quantityOf('Linha 2: HOR-0002')).toHaveAccessibleDescription('Mínimo de 5 kg');
    expect(addButton()).toHaveTextContent('Adicionar 1 item ao carrinho');
  });

  it('sends only the lines that can go in, then shows what went in and which lines stayed out', async () => {
    const onAdd = show();
    await userEvent.click(within(row('Linha 2: HOR-0002')).getByRole('radio', { name: /Hortifruti Sol/ }));
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith([
      { productId: 'rice', quantity: 12 },
      { productId: 'tomato-sol', quantity: 4 },
    ]);
    expect(await screen.findByRole('heading', { name: '2 itens adicionados ao carrinho' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 linhas ficaram de fora' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Linha 3 (LAT-0001): Mínimo de 5 kg',
      'Linha 6 (BEB-0003): Fora de estoque: não entra no carrinho',
    ]);
    expect(screen.getByRole('link', { name: 'Ver carrinho' })).toHaveAttribute('href', '/app/cart');
  });

  it('leaves out a line whose quantity is not a whole number, and says so after adding', async () => {
    const onAdd = show();
    const rice = quantityOf('Linha 1 (+ 7): SER-0004');
    await userEvent.clear(rice);
    await userEvent.type(rice, '2,5');
    expect(rice).toHaveAccessibleDescription('Informe um número inteiro');
    expect(row('Linha 1 (+ 7): SER-0004')).not.toHaveTextContent('R$ 16,25');
    expect(addButton()).toBeDisabled();
    await userEvent.clear(rice);
    await userEvent.type(rice, '20');
    expect(row('Linha 1 (+ 7): SER-0004')).toHaveTextContent('R$ 130,00');
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith([{ productId: 'rice', quantity: 20 }]);
  });

  it('says so when the text had no line, with nothing to add', () => {
    show({ ...PREVIEW, lines: [], counts: { matched: 0, ambiguous: 0, not_found: 0, invalid: 0 } });
    expect(screen.getByText('Nenhuma linha com produto e quantidade no texto.')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Adicionar 0 itens ao carrinho');
    expect(addButton()).toBeDisabled();
  });
});

/** A list line as pasted from WhatsApp, read by name. */
const listLine = (
  n: number,
  text: string,
  status: PreviewLine['status'],
  extra: Partial<PreviewLine> = {},
): PreviewLine => line(n, '', 10, status, { text, source: 'name', name: text, ...extra });

const italian = candidate('tomato-italian', 'Tomate italiano', 'Hortifruti Sol', 8.9, 1);
const sauce = candidate('tomato-sauce', 'Molho de tomate', 'Grãos de Minas', 78, 1, { unit: 'cx' });
const minas = candidate('cheese-minas', 'Queijo minas frescal', 'Serra Azul', 32, 1);
const mozzarella = candidate('cheese-mozza', 'Queijo muçarela', 'Serra Azul', 39.9, 2);
const milk = candidate('milk', 'Leite integral', 'Serra Azul', 5.29, 1, {
  unit: 'L',
  unitDiffers: true,
  notDeliveredTo: 'Campinas',
});

/** A morning's WhatsApp message: a greeting, a tomato with an alternative, cheese to choose, milk by the box, half a kilo rounded. */
const LIST: QuickOrderPreview = {
  separator: ',',
  header: false,
  lines: [
    listLine(1, 'Bom dia! 🙏', 'invalid', {
      name: null,
      quantity: null,
      typedQuantity: null,
      reason: 'Não encontrei a quantidade: escreva, por exemplo, "10 kg tomate" ou "tomate italiano 10"',
    }),
    listLine(2, '• 10 kg tomate', 'matched', { name: 'tomate', unit: 'kg', candidates: [italian, sauce] }),
    listLine(3, '5 queijo', 'ambiguous', { name: 'queijo', quantity: 5, candidates: [minas, mozzarella] }),
    listLine(4, '2 cx leite integral', 'matched', { quantity: 2, unit: 'cx', candidates: [milk] }),
    listLine(5, '1/2 kg queijo minas', 'matched', {
      quantity: 1,
      typedQuantity: 0.5,
      unit: 'kg',
      notes: ['0,5 kg arredondado para 1: o carrinho aceita só quantidades inteiras'],
      candidates: [minas],
    }),
    listLine(6, 'abobrinha 3', 'not_found', { reason: 'Nenhum produto encontrado para "abobrinha"' }),
  ],
  counts: { matched: 3, ambiguous: 1, not_found: 1, invalid: 1 },
};

describe('the quick order preview of a WhatsApp list', () => {
  it('shows each line as typed, the product found and what to check, and the lines not understood', () => {
    show(LIST);
    expect(row('Linha 1: Bom dia! 🙏')).toHaveTextContent('Não entendida');
    expect(row('Linha 1: Bom dia! 🙏')).toHaveTextContent('Não encontrei a quantidade: escreva, por exemplo');
    const tomato = row('Linha 2: • 10 kg tomate');
    expect(tomato).toHaveTextContent('Você escreveu: “• 10 kg tomate”');
    expect(within(tomato).getByRole('radio', { name: /^Tomate italiano/ })).toBeChecked();
    expect(quantityOf('Linha 2: • 10 kg tomate')).toHaveValue('10');
    const milkRow = row('Linha 4: 2 cx leite integral');
    expect(milkRow).toHaveTextContent('Leite integral · Serra Azul · R$ 5,29/L');
    expect(milkRow).toHaveTextContent('Serra Azul não entrega em Campinas');
    expect(milkRow).toHaveTextContent('Pedido em cx; este produto é vendido por L');
    expect(row('Linha 5: 1/2 kg queijo minas')).toHaveTextContent(
      '0,5 kg arredondado para 1: o carrinho aceita só quantidades inteiras',
    );
    expect(row('Linha 6: abobrinha 3')).toHaveTextContent('Nenhum produto encontrado para "abobrinha"');
    expect(screen.getByText('1 linha espera a escolha do produto.')).toBeInTheDocument();
  });

  it('lets the person choose among the products a name fits, with the keyboard, before anything goes in', async () => {
    const onAdd = show(LIST);
    expect(addButton()).toHaveTextContent('Adicionar 3 itens ao carrinho');
    const cheese = row('Linha 3: 5 queijo');
    expect(cheese).toHaveTextContent('Escolha o produto');
    const choices = within(cheese).getByRole('group', { name: 'Mais de um produto serve. Escolha um:' });
    expect(within(choices).getByRole('radio', { name: /^Queijo muçarela/ })).toHaveAccessibleName(
      `Queijo muçarela Serra Azul · ${formatBRL(39.9)}/kg · mín. 2`,
    );
    within(choices)
      .getByRole('radio', { name: /^Queijo muçarela/ })
      .focus();
    await userEvent.keyboard(' ');
    expect(cheese).toHaveTextContent('Produto escolhido');
    expect(screen.queryByText(/a escolha do produto/)).not.toBeInTheDocument();
    // The tomato's guess is switched for the other product the name fits.
    within(row('Linha 2: • 10 kg tomate'))
      .getByRole('radio', { name: /^Molho de tomate/ })
      .focus();
    await userEvent.keyboard(' ');
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith([
      { productId: 'tomato-sauce', quantity: 10 },
      { productId: 'cheese-mozza', quantity: 5 },
      { productId: 'milk', quantity: 2 },
      { productId: 'cheese-minas', quantity: 1 },
    ]);
  });
});
