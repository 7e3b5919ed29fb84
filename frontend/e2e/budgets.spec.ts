import { expect, test } from '@playwright/test';
import { createOrganizationWithMember } from './support/owner';
import { signInAs } from './support/session';

test('the demo restaurant shows its budgets: Cozinha with a bar, the policy, the members’ defaults', async ({
  page,
}) => {
  await signInAs(page.context(), 'admin@abastece.dev');
  await page.goto('/app/settings/organization/budgets');
  await expect(page.getByRole('link', { name: 'Orçamentos' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Orçamento Cozinha · geral' })).toContainText('R$ 20.000,00/mês');
  await expect(page.getByRole('radio', { name: /Enviar ao dono/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Enviar ao dono/ })).toBeDisabled();
  // Admins set members' defaults; only the owner creates cost centres.
  await expect(page.getByRole('button', { name: 'Novo centro' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Centro de custo padrão de/ }).first()).toBeVisible();
});

test('the owner creates a cost centre and a R$ 1.000 budget, sets the member’s default; the member’s cart warns it goes to the owner; the bar moves', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, member, product } = await createOrganizationWithMember('Orçamentos');

  await signInAs(page.context(), owner);
  await page.goto('/app/settings/organization/budgets');
  await page.getByRole('button', { name: 'Novo centro' }).click();
  await page.getByLabel('Nome').fill('Cozinha');
  await page.getByLabel('Código contábil (opcional)').fill('CC-01');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Centro de custo criado')).toBeVisible();

  // The organization's first centre is its default, and everyone in it gets it (nobody skips budgets).
  await expect(page.getByRole('combobox', { name: 'Centro de custo padrão de Comprador E2E' })).toContainText(
    'Cozinha',
  );
  await expect(page.getByText('Padrão da organização')).toBeVisible();

  await page.getByRole('button', { name: 'Novo orçamento' }).click();
  await page.getByLabel('Valor mensal (R$)').fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O valor mensal deve ser maior que zero')).toBeVisible();
  await page.getByLabel('Valor mensal (R$)').fill('1.000,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Orçamento criado')).toBeVisible();
  const bar = page.getByRole('listitem', { name: 'Orçamento Cozinha · geral' });
  await expect(bar).toContainText('Resta:R$ 1.000,00');

  // The member fills a cart above what remains: the cart and the checkout say it goes to the owner.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberContext, member);
  const quantity = Math.ceil(1200 / product.price);
  expect(
    (await memberPage.request.post('/api/v1/cart/item', { data: { productId: product.id, quantity } })).status(),
  ).toBe(201);
  await memberPage.goto('/app/cart');
  const box = memberPage.getByRole('region', { name: 'Orçamento do mês' });
  await expect(box).toContainText('Cozinha');
  await expect(box).toContainText('Resta R$ 1.000,00');
  await expect(box.getByRole('alert')).toContainText('o pedido vai para aprovação do dono');

  await memberPage.goto('/app/checkout');
  const picker = memberPage.getByRole('region', { name: 'Orçamento do mês' });
  await expect(picker.getByRole('combobox', { name: 'Centro de custo' })).toContainText('Cozinha (CC-01)');
  await expect(picker.getByRole('alert')).toContainText('o pedido vai para aprovação do dono');
  await memberPage.getByLabel('Descrição do pedido').fill('Compra acima do orçamento');
  await memberPage.getByRole('button', { name: 'Enviar pedido para aprovação' }).click();
  await expect(memberPage).toHaveURL(/\/app\/orders\//);
  await memberContext.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Orçamento Cozinha · geral' })).toContainText('Acima em');
});
