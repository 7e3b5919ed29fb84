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
  await page.getByRole('button', { name: 'Nova chave' }).click();
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
