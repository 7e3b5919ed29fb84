import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

test('the owner reads the demo spend, switches the breakdown and downloads its CSV; the screen fits a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'dono@abastece.dev');
  // Gastos is on the main bar (#52), no longer a link of the dashboard's.
  await page.goto('/app');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Gastos' }).click();
  await expect(page).toHaveURL(/\/app\/gastos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gastos' })).toBeVisible();

  // The cards show what the API answers for the same (default: last 12 months) period. Other specs
  // place and receive orders in the demo restaurant meanwhile, so a mismatch is read again.
  await expect(async () => {
    await page.reload();
    const totals = (
      (await (await page.request.get('/api/v1/spend/months')).json()) as {
        totals: { spent: number; committed: number };
      }
    ).totals;
    expect(totals.spent + totals.committed, 'the demo orders spent or committed something').toBeGreaterThan(0);
    await expect(page.getByTestId('spend-total-spent').locator('dd').first()).toHaveText(brl(totals.spent), {
      timeout: 5_000,
    });
    await expect(page.getByTestId('spend-total-committed').locator('dd').first()).toHaveText(brl(totals.committed), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /Gráfico de barras: gasto e comprometido por mês/ })).toBeVisible();

  // By supplier (the default) as a table: the demo's Vale Verde order (nº 1) is there.
  await page.getByRole('group', { name: 'Mostrar como' }).getByRole('button', { name: 'Tabela' }).click();
  await expect(page.getByRole('table', { name: 'Gastos por fornecedor' })).toContainText('Hortifrúti Vale Verde');
  // Switch to categories.
  await page.getByRole('group', { name: 'Agrupar por' }).getByRole('button', { name: 'Categoria' }).click();
  await expect(page.getByRole('heading', { name: 'Gastos por categoria' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gastos por categoria' });
  await expect(table.getByRole('columnheader', { name: 'Categoria' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar CSV: gastos por categoria' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gastos-categorias-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Categoria;Gasto;Comprometido;Reservado;Participação (%)');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines[1]).toMatch(/^[^;]+;\d+,\d{2};\d+,\d{2};\d+,\d{2};(\d+,\d{2})?$/);

  // 390 px: no sideways scroll of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('spend-total-spent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preço pago por semana' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
