import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('the landing page shows the brand and leads into the app', async ({ page, context }) => {
  await signInAs(context, 'membro@abastece.dev');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Compras de insumos');
  await page.getByRole('link', { name: 'Ver o catálogo' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('/app renders the shell with the brand mark "Abastece Mercado" linking to /app', async ({ page, context }) => {
  await signInAs(context, 'membro@abastece.dev');
  await page.goto('/app');
  const brand = page.getByRole('link', { name: 'Abastece Mercado — início' });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute('href', '/app');
  await expect(brand).toContainText('Mercado');
  await expect(page.getByRole('heading', { name: 'Catálogo', level: 1 })).toBeVisible();
});

test('a deep link renders its own page when opened directly', async ({ page, context }) => {
  await signInAs(context, 'dono@abastece.dev');
  const res = await page.goto('/app/settings/organization/billing?success=true');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da organização' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cobrança' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Plano Pro')).toBeVisible();
  await expect(page.getByText('Tudo certo! Sua assinatura foi atualizada.')).toBeVisible();
});

test('health is green: the API answers and the footer shows the system as operational', async ({ page, request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  await signInAs(page.context(), 'membro@abastece.dev');
  await page.goto('/app');
  await expect(page.getByTestId('system-status')).toHaveText('Operacional');
});

test('an unknown page shows the 404 page and an unknown API path a JSON 404', async ({ page, request }) => {
  await signInAs(page.context(), 'membro@abastece.dev');
  await page.goto('/app/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  const api = await request.post('/api/v1/nope', { data: '{bad', headers: { 'content-type': 'application/json' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('/auth validates the sign-in form inline, in Portuguese', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor, insira um e-mail válido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('static pages carry the security headers', async ({ request }) => {
  const res = await request.get('/app');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

test('/docs shows the whole API by area, with the key header, the error envelope and each operation’s fields', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Abastece · Mercado — API');
  await expect(page.getByText('x-api-key').first()).toBeVisible();
  await expect(page.getByText('{ "error": { "code", "message", "details"?, "requestId" } }')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /POST \/submissions/ })).toBeVisible();
  const create = page.getByRole('heading', { name: /POST \/supplier\/products —/ });
  await create.click();
  const card = page.locator('details[open]').filter({ has: create });
  await expect(card.getByText('chave do fornecedor (sk_…)')).toBeVisible();
  await expect(card.getByText('categoryId', { exact: true }).first()).toBeVisible();
});
