import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

const uniq = () => Math.random().toString(36).slice(2, 8);
const drawnWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('the owner reads the audit log, filters it, checks its integrity and exports it; members do not see the tab', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'dono@abastece.dev');
  // Something to find: a key created by the owner (the log names it by description and prefix).
  const description = `Auditoria ${uniq()}`;
  const created = await page.request.post('/api/v1/api-key', { data: { description } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.request.delete(`/api/v1/api-key/${id}`);

  await page.goto('/app/settings/organization');
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/organization\/audit$/);
  const table = page.getByRole('table');
  await expect(table.getByText(new RegExp(`${description} \\(ak_`)).first()).toBeVisible();

  await page.getByLabel('Ação').selectOption({ label: 'Chave de API criada' });
  await page.getByLabel('Busca').fill(description);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Chave de API criada')).toBeVisible();

  await page.getByRole('button', { name: 'Verificar integridade' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cadeia íntegra' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);

  // At 390 px the entries are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Entradas do registro' }).getByText('Chave de API criada')).toBeVisible();
  expect(await drawnWidth(page)).toBeLessThanOrEqual(390);

  const member = await browser.newContext();
  await signInAs(member, 'membro@abastece.dev');
  const memberPage = await member.newPage();
  await memberPage.goto('/app/settings/organization');
  await expect(memberPage.getByRole('link', { name: 'Membros' })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  await member.close();
});

test('the operator reads and verifies the platform log in the console', async ({ page, context }) => {
  await signInAs(context, 'operador@abastece.dev');
  await page.request.post('/api/v1/auth/sign-in/credentials', {
    data: { email: `ninguem-${uniq()}@abastece.dev`, password: 'errada-123' },
  });
  await page.goto('/app/operator?aba=auditoria');
  await expect(page.getByRole('heading', { name: 'Auditoria da plataforma' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Falha ao entrar').first()).toBeVisible();
  // How the attempt came in reads in Portuguese, never as the API's code ("credentials").
  await expect(
    page
      .getByRole('table')
      .getByText(/e-mail e senha/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table').getByText(/credentials/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Verificar integridade' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cadeia íntegra' })).toBeVisible();
});
