import { expect, test } from '@playwright/test';
import { upgradeToPro } from './support/billing';
import { createOwner } from './support/owner';
import { signInAs } from './support/session';

test('a Free organization upgrades to Pro through the local checkout, the billing page then shows Pro, and the portal link opens', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner();
  await signInAs(context, owner.email);

  await page.goto('/app/settings/organization/billing');
  await expect(page.getByText('Plano Gratuito')).toBeVisible();
  // The free plan's subscription is a formality of the provider: no trial shown, nothing ending.
  await expect(page.getByText('Em teste')).toHaveCount(0);
  await expect(page.getByText(/Período de teste|dias restantes/)).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'leads' })).toBeVisible();

  // Monthly and yearly prices in BRL, side by side.
  await page.goto('/app/upgrade');
  const pro = page.locator('[aria-label="Plano Pro"]');
  await expect(pro.getByText('R$ 10,00')).toBeVisible();
  await page.getByRole('radio', { name: /Anual/ }).click();
  await expect(pro.getByText('R$ 100,00')).toBeVisible();
  await page.getByRole('radio', { name: 'Mensal' }).click();

  await upgradeToPro(page, 2);
  await expect(page.getByText('Ativa')).toBeVisible();
  await expect(page.getByText('Pessoas contratadas')).toBeVisible();

  await page.getByRole('button', { name: 'Gerenciar cobrança' }).click();
  await expect(page.getByRole('heading', { name: 'Gerenciar cobrança' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o Abastece' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/organization\/billing\?return/);
  await expect(page.getByText('Você voltou do portal de cobrança')).toBeVisible();
});
