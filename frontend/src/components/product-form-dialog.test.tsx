import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ApiClientError } from '@/lib/api-client';
import { ProductFormDialog, type ProductFormProduct, type SupplierChoice } from './product-form-dialog';

const CATEGORIES = [
  { value: 'laticinios', label: 'Laticínios' },
  { value: 'hortifruti', label: 'Hortifruti' },
];
const SUPPLIERS: SupplierChoice[] = [{ value: 'serra', label: 'Laticínios da Serra' }];

const QUEIJO: ProductFormProduct & { id: string } = {
  id: 'p1',
  name: 'Queijo canastra',
  sku: 'QJ-01',
  gtin: null,
  price: 1234.5,
  unit: 'kg',
  categoryId: 'laticinios',
  supplierId: 'serra',
  minimumOrder: 2,
  description: null,
  inStock: true,
  isActive: true,
};

/** The dialog behind its button: a supplier's people by default, the operator with `suppliers`. */
function renderDialog({
  product,
  suppliers,
  onSave = vi.fn<(p: ProductFormProduct) => Promise<unknown>>(async () => ({})),
}: {
  product?: ProductFormProduct & { id: string };
  suppliers?: SupplierChoice[];
  onSave?: (p: ProductFormProduct) => Promise<unknown>;
} = {}) {
  render(
    <ProductFormDialog
      product={product}
      categories={CATEGORIES}
      suppliers={suppliers}
      onSave={onSave}
      trigger={<Button>{product ? `Editar ${product.name}` : 'Novo produto'}</Button>}
    />,
  );
  return onSave;
}

const form = () => screen.getByRole('form', { name: 'Produto' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const save = () => userEvent.click(within(form()).getByRole('button', { name: 'Salvar' }));
const alerts = () =>
  within(form())
    .queryAllByRole('alert')
    .map((a) => a.textContent);

async function choose(select: string, option: string) {
  await userEvent.click(within(form()).getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openNew() {
  await userEvent.click(screen.getByRole('button', { name: 'Novo produto' }));
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Novo produto');
}

describe('the product form', () => {
  it('hands a price typed as "1.234,56" on as 1234.56 reais, with the defaults of a new product', async () => {
    const onSave = renderDialog();
    await openNew();
    await userEvent.type(field('Nome do produto'), 'Queijo canastra');
    await userEvent.type(field('Preço (R$)'), '1.234,56');
    await choose('Categoria', 'Laticínios');
    await save();
    expect(onSave).toHaveBeenCalledWith({
      name: 'Queijo canastra',
      sku: undefined,
      gtin: null,
      price: 1234.56,
      unit: 'kg',
      categoryId: 'laticinios',
      supplierId: '',
      minimumOrder: 1,
      description: null,
      inStock: true,
      isActive: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the price however it is written: "89,90", "89.90", "R$ 1.500"', async () => {
    const onSave = renderDialog();
    for (const [typed, reais] of [
      ['89,90', 89.9],
      ['89.90', 89.9],
      ['R$ 1.500', 1500],
    ] as const) {
      await openNew();
      await userEvent.type(field('Nome do produto'), 'Alface');
      await userEvent.type(field('Preço (R$)'), typed);
      await choose('Categoria', 'Hortifruti');
      await save();
      expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ price: reais }));
    }
  });

  it('names every missing field at once, in Portuguese, and keeps the dialog open', async () => {
    const onSave = renderDialog();
    await openNew();
    await save();
    expect(field('Nome do produto')).toHaveAccessibleDescription('Nome do produto é obrigatório');
    expect(field('Preço (R$)')).toHaveAccessibleDescription('Preço deve ser maior que zero');
    expect(alerts()).toEqual([
      'Nome do produto é obrigatório',
      'Preço deve ser maior que zero',
      'Categoria é obrigatória',
    ]);
    expect(within(form()).queryByRole('combobox', { name: 'Fornecedor' })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a price of zero or one that is not an amount', async () => {
    const onSave = renderDialog();
    await openNew();
    await userEvent.type(field('Nome do produto'), 'Alface');
    await choose('Categoria', 'Hortifruti');
    for (const typed of ['0', '0,00', 'doze', '12,345', '-5']) {
      await userEvent.clear(field('Preço (R$)'));
      await userEvent.type(field('Preço (R$)'), typed);
      await save();
      expect(field('Preço (R$)')).toHaveAccessibleDescription('Preço deve ser maior que zero');
      expect(field('Preço (R$)')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a whole minimum order above zero', async () => {
    renderDialog();
    await openNew();
    for (const typed of ['0', '2,5']) {
      await userEvent.clear(field('Pedido mínimo'));
      await userEvent.type(field('Pedido mínimo'), typed);
      await save();
      expect(field('Pedido mínimo')).toHaveAccessibleDescription('Pedido mínimo deve ser maior que zero');
    }
  });

  it('checks the codes a supplier may give: the SKU’s characters and the GTIN’s length and check digit', async () => {
    renderDialog();
    await openNew();
    await userEvent.type(field('SKU (código do fornecedor)'), 'QJ 01');
    await userEvent.type(field('GTIN/EAN (opcional)'), '123');
    await save();
    expect(field('SKU (código do fornecedor)')).toHaveAccessibleDescription(
      'O SKU deve ter de 1 a 40 caracteres: letras, números, ponto, traço, barra e sublinhado',
    );
    expect(field('GTIN/EAN (opcional)')).toHaveAccessibleDescription('O GTIN/EAN deve ter 8, 12, 13 ou 14 dígitos');
    await userEvent.clear(field('GTIN/EAN (opcional)'));
    await userEvent.type(field('GTIN/EAN (opcional)'), '7891234567890');
    await save();
    expect(field('GTIN/EAN (opcional)')).toHaveAccessibleDescription('Dígito verificador do GTIN/EAN inválido');
  });

  it('asks the operator for the supplier, and hands on the one chosen with the activity switch', async () => {
    const onSave = renderDialog({ suppliers: SUPPLIERS });
    await openNew();
    await userEvent.type(field('Nome do produto'), 'Manteiga');
    await userEvent.type(field('Preço (R$)'), '25,00');
    await choose('Categoria', 'Laticínios');
    await save();
    expect(alerts()).toEqual(['Fornecedor é obrigatório']);
    expect(onSave).not.toHaveBeenCalled();
    await choose('Fornecedor', 'Laticínios da Serra');
    await userEvent.click(within(form()).getByRole('switch', { name: 'Ativo' }));
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ supplierId: 'serra', price: 25, isActive: false }));
  });

  it('lets the operator find the supplier by typing, active ones first, each with the cities it serves', async () => {
    const onSave = renderDialog({
      suppliers: [
        { value: 'serra', label: 'Laticínios da Serra', isActive: true, cities: 'Campinas/SP' },
        { value: 'mar', label: 'Pescados Mar Aberto', isActive: false, cities: 'Santos/SP, São Paulo/SP' },
        { value: 'acougue', label: 'Açougue Boi Nobre', isActive: true, cities: 'Todas as cidades' },
      ],
    });
    await openNew();
    await userEvent.type(field('Nome do produto'), 'Picanha');
    await userEvent.type(field('Preço (R$)'), '79,90');
    await choose('Categoria', 'Laticínios');
    const supplier = within(form()).getByRole('combobox', { name: 'Fornecedor' });
    await userEvent.click(supplier);
    const active = within(form()).getByRole('group', { name: 'Fornecedores ativos' });
    expect(
      within(active)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Açougue Boi Nobre Todas as cidades', 'Laticínios da Serra Campinas/SP']);
    const inactive = within(form()).getByRole('group', { name: 'Fornecedores inativos' });
    expect(
      within(inactive).getByRole('option', { name: 'Pescados Mar Aberto Santos/SP, São Paulo/SP' }),
    ).toBeInTheDocument();
    // Escape closes the list, not the dialog around it.
    await userEvent.keyboard('{Escape}');
    expect(within(form()).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.type(supplier, 'acougue');
    expect(
      within(form())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Açougue Boi Nobre Todas as cidades']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(supplier).toHaveValue('Açougue Boi Nobre');
    // Enter took the supplier; the next one sends the form.
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ supplierId: 'acougue', name: 'Picanha' }));
  });

  it('starts from the product being edited, its price written as in Brazil', async () => {
    const onSave = renderDialog({ product: QUEIJO, suppliers: SUPPLIERS });
    await userEvent.click(screen.getByRole('button', { name: 'Editar Queijo canastra' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Editar Queijo canastra');
    expect(field('Preço (R$)')).toHaveValue('1.234,50');
    expect(field('Pedido mínimo')).toHaveValue('2');
    await userEvent.type(field('Preço (R$)'), '{Enter}');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ price: 1234.5, sku: 'QJ-01', minimumOrder: 2 }));
  });

  it('puts the API’s refusal on the field it names', async () => {
    const onSave = vi
      .fn<(p: ProductFormProduct) => Promise<unknown>>()
      .mockRejectedValue(
        new ApiClientError(409, 'CONFLICT', 'SKU em uso', [
          { path: 'sku', message: 'Este SKU já é de outro produto ativo' },
        ]),
      );
    renderDialog({ product: QUEIJO, onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Editar Queijo canastra' }));
    await save();
    expect(await within(form()).findByText('Este SKU já é de outro produto ativo')).toBeInTheDocument();
    expect(field('SKU (código do fornecedor)')).toHaveAccessibleDescription('Este SKU já é de outro produto ativo');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
