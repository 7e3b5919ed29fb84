import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('the operator creates a supplier key, the supplier calls the product API with it, and the calls show on the analytics page; the period is part of the request', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'operador@abastece.dev');
  await page.goto('/app/operator?aba=chaves');
  await page.getByRole('button', { name: 'Nova chave', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Fornecedor' }).click();
  await page.getByRole('option', { name: 'Pescados Mar Aberto' }).click();
  const name = `ERP ${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar chave' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^sk_/);
  await page.getByRole('button', { name: 'Concluir' }).click();

  const supplierApi = await playwright.request.newContext({
    baseURL: page.url().split('/app')[0],
    extraHTTPHeaders: { 'x-api-key': key },
  });
  for (let i = 0; i < 3; i++) expect((await supplierApi.get('/api/v1/supplier/products')).status()).toBe(200);
  expect((await supplierApi.get(`/api/v1/supplier/products/${crypto.randomUUID()}`)).status()).toBe(404);
  await supplierApi.dispose();

  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Analytics de Pescados Mar Aberto' })
    .click();
  await expect(page.getByRole('heading', { name: 'Analytics do Fornecedor' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Chave de API' }).click();
  await page.getByRole('option', { name }).click();
  // Usage logs arrive through the queue: reload until the four calls are counted.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('combobox', { name: 'Chave de API' }).click();
        await page.getByRole('option', { name }).click();
        return page.getByText('3 de 4 requisições').isVisible();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  await expect(page.getByRole('cell', { name: '404' })).toBeVisible();

  const request = page.waitForRequest((r) => r.url().includes('/analytics') && r.url().includes('days=7'));
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: '7 dias' }).click();
  await request;
});

test('a supplier admin creates a key in the portal, sees it once, its calls show on the portal usage page, and a new product shows in the catalogue after a price change', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'graos-de-minas@fornecedor.abastece.dev');
  await page.goto('/fornecedor/api');
  await expect(page.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova chave', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
  const name = `ERP ${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar chave' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^sk_/);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${key.slice(0, 7)}…${key.slice(-4)}`);

  const supplierApi = await playwright.request.newContext({
    baseURL: page.url().split('/fornecedor')[0],
    extraHTTPHeaders: { 'x-api-key': key },
  });
  for (let i = 0; i < 2; i++) expect((await supplierApi.get('/api/v1/supplier/orders')).status()).toBe(200);
  await supplierApi.dispose();

  await page.getByRole('link', { name: 'Uso da API' }).click();
  await expect(page.getByRole('heading', { name: 'Uso da API' })).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('combobox', { name: 'Chave de API' }).click();
        await page.getByRole('option', { name }).click();
        return page.getByText('2 de 2 requisições').isVisible();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);

  // A new product, then its price changed: buyers find it at the new price.
  await page.getByRole('link', { name: 'Produtos' }).click();
  const product = `Fubá mimoso ${Math.random().toString(36).slice(2, 6)}`;
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nome do produto').fill(product);
  await form.getByLabel('Preço (R$)').fill('6,40');
  await form.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Mercearia' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto criado')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(product);
  const row = page.getByRole('row').filter({ hasText: product });
  await expect(row).toContainText('R$ 6,40');
  await row.getByRole('button', { name: `Editar ${product}` }).click();
  await page.getByRole('dialog').getByLabel('Preço (R$)').fill('5,90');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(row).toContainText('R$ 5,90');

  const found = (await (await page.request.get(`/api/v1/products?search=${encodeURIComponent(product)}`)).json()) as {
    data: Array<{ name: string; price: number }>;
  };
  expect(found.data).toEqual([expect.objectContaining({ name: product, price: 5.9 })]);
});
