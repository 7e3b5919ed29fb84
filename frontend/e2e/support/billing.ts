import { expect, type Page } from '@playwright/test';

/** Upgrades the signed-in owner's organization to Pro through the local checkout page. */
export async function upgradeToPro(page: Page, seats = 1): Promise<void> {
  await page.goto('/app/upgrade');
  const pro = page.locator('[aria-label="Plano Pro"]');
  await expect(pro).toBeVisible();
  await pro.getByLabel('Pessoas').fill(String(seats));
  await pro.getByRole('button', { name: 'Assinar Pro' }).click();
  // The provider's hosted checkout (the local stand-in in pt-BR).
  await expect(page.getByRole('heading', { name: 'Finalizar assinatura' })).toBeVisible();
  await page.getByRole('button', { name: 'Assinar' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/organization\/billing\?success/);
  await expect(page.getByText('Plano Pro')).toBeVisible({ timeout: 20_000 });
}
