import { mkdirSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, type Page } from '@playwright/test';
import { marketplaceProducts } from './support/catalogue';
import { signInAs, signInAsNewMember } from './support/session';

const SHOTS = '/tmp/shots-quick';
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

interface Product {
  id: string;
  name: string;
  sku: string;
  inStock: boolean;
  minimumOrder: number;
  categoryId: string;
  supplierId: string;
}

/** Screenshots at a phone's and a laptop's width; nothing may stick out sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(
      await page.evaluate<number>('document.documentElement.scrollWidth'),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('quick order pasted with one unknown SKU adds the two matched products to the cart', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signInAsNewMember(context);
  await page.request.post('/api/v1/cart/clear');
  // The marketplace's: the restaurant's own suppliers' price lists repeat SKUs across e2e runs.
  const listed = (await marketplaceProducts(page.request, 'limit=40')) as Product[];
  const [first, second] = listed.filter((p) => p.inStock);
  expect(second, 'two products in stock in the first page of the catalogue').toBeDefined();

  await page.goto('/app/cart');
  await page.getByRole('link', { name: 'Pedido rápido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido rápido' })).toBeVisible();
  await page
    .getByLabel('Lista do pedido')
    .fill(
      `sku;quantidade\n${first!.sku};${first!.minimumOrder}\n\n${second!.sku};${second!.minimumOrder}\nNAO-EXISTE;3`,
    );
  await page.getByRole('button', { name: 'Conferir' }).click();

  const lines = page.getByRole('list', { name: 'Linhas conferidas' });
  await expect(lines.getByRole('listitem')).toHaveCount(3);
  await expect(lines.locator('[data-status="matched"]')).toHaveCount(2);
  await expect(lines.locator('[data-status="matched"]').first()).toContainText(first!.name);
  // The unknown SKU keeps its line number in the text (the header is line 1, a blank line counts).
  const unknown = lines.getByRole('listitem', { name: 'Linha 5: NAO-EXISTE' });
  await expect(unknown).toContainText('Não encontrado');
  await expect(unknown).toContainText('SKU não encontrado no catálogo');
  await expect(page.getByRole('list', { name: 'Linhas por situação' })).toContainText('2 encontrados');

  await page.getByRole('button', { name: 'Adicionar 2 itens ao carrinho' }).click();
  await expect(page.getByRole('heading', { name: '2 itens adicionados ao carrinho' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Ver carrinho' }).last().click();
  await expect(page.getByRole('heading', { name: 'Carrinho' })).toBeVisible();
  await expect(page.getByText(first!.name).first()).toBeVisible();
  await expect(page.getByText(second!.name).first()).toBeVisible();
});

test('the quick order preview shows each status, lets the buyer choose a supplier and flags a quantity below the minimum', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsNewMember(context);
  // The operator puts one SKU at two suppliers (its own products: no other test's catalogue moves).
  const operator = await browser.newContext();
  await signInAs(operator, 'operador@abastece.dev');
  const seeded = (await (await operator.request.get('/api/v1/products?limit=100')).json()) as { data: Product[] };
  const [one, other] = [...new Map(seeded.data.map((p) => [p.supplierId, p])).values()];
  const sku = `QO-${tag()}`;
  for (const [base, price, minimum] of [
    [one!, 31.9, 6],
    [other!, 29.5, 1],
  ] as const) {
    const res = await operator.request.post('/api/v1/products', {
      data: {
        name: `Azeite extravirgem 500 ml ${sku}`,
        price,
        unit: 'un',
        sku,
        minimumOrder: minimum,
        categoryId: base.categoryId,
        supplierId: base.supplierId,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await operator.close();
  const listed = (await marketplaceProducts(page.request, 'limit=40')) as Product[];
  const known = listed.find((p) => p.inStock && p.minimumOrder > 1) ?? listed[0]!;

  await page.goto('/app/pedido-rapido');
  await page
    .getByLabel('Lista do pedido')
    .fill(`${known.sku};${known.minimumOrder}\n${sku};2\nNAO-EXISTE;3\n${known.sku};1,5\n${known.sku};1`);
  await page.getByRole('button', { name: 'Conferir' }).click();
  const lines = page.getByRole('list', { name: 'Linhas conferidas' });
  await expect(lines.getByRole('listitem')).toHaveCount(4);
  // Lines 1 and 5 name the same SKU: one line, quantities summed.
  await expect(lines.getByRole('listitem', { name: `Linha 1 (+ 5): ${known.sku}` })).toContainText(
    'Quantidades somadas das linhas 1, 5',
  );
  await expect(lines.getByRole('listitem', { name: `Linha 4: ${known.sku}` })).toContainText(
    'A quantidade deve ser um número inteiro',
  );
  const ambiguous = lines.getByRole('listitem', { name: `Linha 2: ${sku}` });
  await expect(ambiguous).toContainText('Este SKU existe em 2 fornecedores');
  await expect(page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeEnabled();
  await shoot(page, 'preview');

  // Choosing the supplier whose minimum is 6 with 2 typed: an inline error, and that line stays out while
  // the other still goes (one line below its minimum never holds the rest back).
  await ambiguous.getByRole('radio', { name: /mín\. 6/ }).check();
  await expect(ambiguous.getByRole('alert')).toHaveText('Mínimo de 6 un');
  await expect(ambiguous.getByRole('textbox', { name: 'Quantidade' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeEnabled();
  await expect(page.getByText('1 linha marcada fica de fora; corrija para incluir.')).toBeVisible();
  await shoot(page, 'preview-below-minimum');
  await ambiguous.getByRole('textbox', { name: 'Quantidade' }).fill('6');
  await expect(ambiguous.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar 2 itens ao carrinho' })).toBeEnabled();

  // Or a CSV file, as a spreadsheet saves it (BOM, header, CRLF): read in the browser and checked at once.
  await page.getByLabel('Enviar arquivo CSV').setInputFiles({
    name: 'pedido.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFsku;quantidade\r\n${known.sku};${known.minimumOrder}\r\nNAO-EXISTE;2\r\n`),
  });
  await expect(page.getByText('Lido de pedido.csv')).toBeVisible();
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  const fromFile = lines.getByRole('listitem', { name: `Linha 2: ${known.sku}` });
  await expect(fromFile).toHaveAttribute('data-status', 'matched');
  await expect(fromFile).toContainText(known.name);
  await expect(lines.getByRole('listitem', { name: 'Linha 3: NAO-EXISTE' })).toContainText('Não encontrado');
  await expect(page.getByRole('button', { name: 'Adicionar 1 item ao carrinho' })).toBeEnabled();
});

test('the orders list exports its orders and their lines as CSV that Excel in Portuguese opens', async ({
  page,
  context,
}) => {
  await signInAs(context, 'dono@abastece.dev');
  const orders = (await (await page.request.get('/api/v1/purchase-orders?limit=1')).json()) as {
    data: Array<{ number: number; description: string }>;
  };
  expect(orders.data.length, 'the demo organization has orders').toBeGreaterThan(0);
  const known = orders.data[0]!;

  await page.goto('/app/orders');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar pedidos (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual([
    'Número',
    'Descrição',
    'Data',
    'Status',
    'Solicitante',
    'Fornecedores',
    'Itens',
    'Total',
  ]);
  const row = parsed.data.find((r) => r[0] === String(known.number));
  expect(row, `order ${known.number} in the export`).toBeDefined();
  expect(row![2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(row![7]).toMatch(/^\d+,\d{2}$/);

  // A status tab narrows both exports, as it narrows the list.
  await page.getByRole('tab', { name: /Pendente/ }).click();
  await expect(page.getByRole('link', { name: 'Exportar itens (CSV)' })).toHaveAttribute(
    'href',
    '/api/v1/purchase-orders/export-lines.csv?status=PENDING',
  );
  const lines = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar itens (CSV)' }).click();
  const linesFile = readFileSync((await (await lines).path())!).toString('utf8');
  const header = Papa.parse<string[]>(linesFile.slice(1), { delimiter: ';' }).data[0];
  expect(header).toContain('Número do pedido do fornecedor');
});
