import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInAsNewMember } from './support/session';

const drawnWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('a member downloads their data, turns off an order e-mail, deletes their account and can no longer sign in', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signInAsNewMember(context);
  await page.goto('/app/profile');

  // "Baixar meus dados": a JSON file named for today, with the person's own profile in it.
  await expect(page.getByRole('heading', { name: 'Privacidade e dados' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^abastece-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    memberships: unknown[];
    sessions: unknown[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.memberships).toHaveLength(1);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/\$2[aby]\$|[0-9a-f]{64}/);
  expect(await drawnWidth(page)).toBeLessThanOrEqual(390);

  // "E-mails de pedidos": a member's two choices (approving is not theirs), saved as switched.
  const answers = page.getByRole('switch', { name: 'Respostas dos fornecedores' });
  await expect(answers).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Decisões sobre os pedidos que fiz' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Pedidos que esperam a minha aprovação' })).toHaveCount(0);
  await answers.click();
  await expect(page.getByText('Sem e-mail: Respostas dos fornecedores')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Respostas dos fornecedores' })).not.toBeChecked();

  // "Excluir minha conta": the dialog says what happens and wants the e-mail typed.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog.getByText('Pessoa removida')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Excluir definitivamente' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('E-mail da conta').fill(email.toUpperCase());
  expect(await drawnWidth(page)).toBeLessThanOrEqual(390);
  await confirm.click();

  // Signed out, on the landing page, told so.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída')).toBeVisible();

  // The password no longer signs in.
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('abastece123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
});

test('the owner of an organization with other people is told to delete it first, with a link to its settings', async ({
  page,
  context,
}) => {
  await signInAs(context, 'dono@abastece.dev');
  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await dialog.getByLabel('E-mail da conta').fill('dono@abastece.dev');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Você é o único dono de');
  await dialog.getByRole('link', { name: 'Abrir as configurações da organização' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/organization/);
});
