import { expect, test } from '@playwright/test';
import { inboxLinks, linkFromInbox } from './support/inbox';
import { createOrganizationOnScreen } from './support/organization';
import { signInAs, signInAsNewMember } from './support/session';

const uniq = () => Math.random().toString(36).slice(2, 10);

test('a new user signs up, verifies the e-mail, creates an organization, invites a member who accepts, then signs out and back in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = `dona-${uniq()}@teste.abastece.dev`;
  const memberEmail = `membro-${uniq()}@teste.abastece.dev`;
  const password = 'senha-segura-123';
  const organizationName = `Bistrô ${uniq()}`;

  // Sign up.
  await page.goto('/auth?modo=criar-conta');
  await page.getByLabel('Nome').fill('Dona Teste');
  await page.getByLabel('E-mail').fill(ownerEmail);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Verifique seu e-mail para ativar a conta.')).toBeVisible();

  // The verification link from the local inbox signs her in.
  const verify = await linkFromInbox(ownerEmail, /Confirme seu e-mail/, '/auth/verify-email');
  await page.goto(verify.pathname + verify.search);
  await expect(page.getByText('E-mail verificado com sucesso')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();

  // Create the organization.
  await expect(page.getByRole('heading', { name: 'Crie sua organização' })).toBeVisible();
  await createOrganizationOnScreen(page, organizationName);
  await expect(page.getByRole('banner').getByText(organizationName)).toBeVisible();

  // A brand-new organization tries Pro (decision 0056), opened by the queue right after it is created: the
  // billing page says until when, and what happens to the people invited if nobody subscribes.
  await page.goto('/app/settings/organization/billing');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Em teste')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Teste do plano Pro' })).toContainText(
    'quem foi convidado deixa a organização nesse dia',
  );

  // So the chef is invited in the first hour, with nothing bought.

  // Invite a member.
  await page.goto('/app/settings/organization/members');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill(memberEmail);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${memberEmail}`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: memberEmail })).toBeVisible();

  // The member creates an account, follows the invitation link, signs in and accepts.
  const invite = await linkFromInbox(memberEmail, /Convite para/, '/auth?invitation=');
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const signUp = await memberPage.request.post('/api/v1/auth/sign-up', {
    data: { name: 'Membro Teste', email: memberEmail, password },
  });
  expect(signUp.status()).toBe(200);
  // The sign-up's link, to tell the next one apart: the outbox delivers in no set order, and each new
  // link replaces the one before.
  const [first] = await inboxLinks(memberEmail, /Confirme seu e-mail/, '/auth/verify-email', 1);
  await memberPage.goto(invite.pathname + invite.search);
  await expect(memberPage.getByText('Entre ou crie sua conta para aceitar o convite.')).toBeVisible();
  // Invited before the account existed: the link opens "Criar conta", the invited address filled in.
  await expect(memberPage.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');
  await expect(memberPage.getByLabel('E-mail')).toHaveValue(memberEmail);
  // The account was made above (through the API), so she signs in.
  await memberPage.getByRole('tab', { name: 'Entrar' }).click();
  await expect(memberPage.getByLabel('E-mail')).toHaveValue(memberEmail);
  await memberPage.getByLabel('Senha', { exact: true }).fill(password);
  await memberPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The account is active once its address is confirmed: the form says so, and a new link goes out.
  await expect(
    memberPage.getByText(`Confirme seu e-mail para ativar a conta: enviamos um novo link para ${memberEmail}`),
  ).toBeVisible();
  const newest = (await inboxLinks(memberEmail, /Confirme seu e-mail/, '/auth/verify-email', 2)).find(
    (link) => link.searchParams.get('token') !== first!.searchParams.get('token'),
  );
  // Followed elsewhere (this page stays signed out and meets the invitation as a newcomer does).
  const elsewhere = await browser.newContext();
  const confirmed = await elsewhere.request.post('/api/v1/auth/verify-email', {
    data: { token: newest!.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);
  await elsewhere.close();
  await memberPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(memberPage.getByRole('heading', { name: `Convite para ${organizationName}` })).toBeVisible();
  await memberPage.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(memberPage).toHaveURL(/\/app$/);
  await expect(memberPage.getByRole('banner').getByText(organizationName)).toBeVisible();
  await member.close();

  // The owner now sees two members.
  await page.reload();
  await expect(page.getByRole('cell', { name: memberEmail })).toBeVisible();

  // Sign out and back in.
  await page.getByRole('button', { name: 'Conta de Dona Teste' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('E-mail').fill(ownerEmail);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner').getByText(organizationName)).toBeVisible();
});

test('an owner creates an API key, sees it once with a copy button, and the list shows only its preview', async ({
  page,
  context,
}) => {
  await signInAs(context, 'dono@abastece.dev');
  await page.goto('/app/settings/organization/api-keys');
  await page.getByRole('button', { name: 'Nova chave', exact: true }).click();
  const description = `Site ${uniq()}`;
  await page.getByLabel('Descrição').fill(description);
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^ak_[a-z2-7]{32}$/);
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir' }).click();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(`${key.slice(0, 7)}…${key.slice(-4)}`);
  await expect(page.getByText(key)).toHaveCount(0);
});

test('a member opening /app without a session is sent to /auth and comes back after signing in', async ({ page }) => {
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fapp%2Fprofile/);
  await page.getByLabel('E-mail').fill('membro@abastece.dev');
  await page.getByLabel('Senha', { exact: true }).fill('abastece123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByText('Esta sessão')).toBeVisible();
});

test('a visitor signs in with GitHub through the local provider stand-in and is asked to create an organization', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continuar com GitHub' }).click();
  await expect(page.getByRole('heading', { name: 'GitHub — ambiente local' })).toBeVisible();
  await page.getByLabel('E-mail').fill(`gh-${uniq()}@teste.abastece.dev`);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie sua organização' })).toBeVisible();
});

test('a member opens the integrations and sees what is installed but no install button; an admin sees them', async ({
  page,
  context,
  browser,
}) => {
  await signInAsNewMember(context);
  await page.goto('/app/tools');
  const slack = page.getByRole('main').locator('[aria-label="Slack"]');
  await expect(slack).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Instalar|Configurar/ })).toHaveCount(0);
  await expect(slack.getByText(/Um administrador pode instalar|Configurada por um administrador/)).toBeVisible();

  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto('/app/tools');
  await expect(adminPage.getByRole('main').locator('[aria-label="Slack"]').getByRole('button')).toHaveText(
    /Instalar|Configurar/,
  );
  await admin.close();
});

test('a member sent to the clients page is told it is not allowed, and stays signed in', async ({ page, context }) => {
  await signInAsNewMember(context);
  await page.goto('/app/clients');
  await expect(page.getByRole('alert')).toHaveText(
    'Você não tem permissão para ver isto. Peça acesso a quem administra a organização.',
  );
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
});
