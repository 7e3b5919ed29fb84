import { expect, test } from '@playwright/test';
import { linkFromInbox } from './support/inbox';
import { expectNoSidewaysScroll, seriousAxeFindings } from './support/layout';
import { createOrganizationOnScreen, sql } from './support/organization';
import { signInAsNewUser } from './support/session';

const uniq = () => Math.random().toString(36).slice(2, 8);

/** What the restaurant's owner used to send the suppliers on WhatsApp, pasted as it was written. */
const WHATSAPP_LIST = [
  'Bom dia! Pedido da semana 🙏',
  '• 10 kg tomate',
  '- cebola branca 5',
  '1) 24 L leite integral',
  '2) 3 kg queijo',
].join('\n');

test.use({ viewport: { width: 390, height: 844 } });

test('da conversa no WhatsApp ao primeiro pedido: a new restaurant sets its address from a CEP, brings its chef in through the e-mailed link, pastes its WhatsApp list and its own order reaches two suppliers without an approval step', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = uniq();
  // "E2E" in the name: the width walk opens the demo records, not those the browser tests leave behind.
  const restaurant = `Cantina do Zap E2E ${tag}`;
  await signInAsNewUser(context, 'Rita Dona');

  await test.step('1. the owner creates the restaurant, which tries Pro from its first minute', async () => {
    await page.goto('/get-started');
    await createOrganizationOnScreen(page, restaurant);
    // The trial is opened by the queue right after the organization is created.
    await page.goto('/app/settings/organization/billing');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  await test.step('2. the CEP fills the city, the street and the district; she types the number', async () => {
    await page.goto('/app/settings/organization/addresses');
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    const address = page.getByRole('dialog');
    await address.getByLabel('CEP').fill('01310-100');
    await expect(address.getByRole('status')).toHaveText('Cidade, logradouro e bairro preenchidos pelo CEP');
    await expect(address.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await expect(address.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(address.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo/SP');
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await address.getByLabel('Número').fill('1000');
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByRole('main')).toContainText('Avenida Paulista, 1000');
  });

  const chefEmail = `chef-${tag}@teste.abastece.dev`;
  await test.step('3. she invites the chef, who follows the e-mailed link, creates an account and accepts', async () => {
    await page.goto('/app/settings/organization/members');
    await page.getByRole('button', { name: 'Convidar' }).click();
    await page.getByRole('dialog').getByLabel('E-mail').fill(chefEmail);
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado para ${chefEmail}`)).toBeVisible();

    const invite = await linkFromInbox(chefEmail, /Convite para/, '/auth?invitation=');
    const chef = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const chefPage = await chef.newPage();
    await chefPage.goto(invite.pathname + invite.search);
    // No account yet: "Criar conta", with the invited address filled in.
    await expect(chefPage.getByRole('tab', { name: 'Criar conta' })).toHaveAttribute('aria-selected', 'true');
    await expect(chefPage.getByLabel('E-mail')).toHaveValue(chefEmail);
    await expectNoSidewaysScroll(chefPage);
    await chefPage.getByLabel('Nome').fill('Chef Tião');
    await chefPage.getByLabel('Senha', { exact: true }).fill('senha-do-chef-123');
    await chefPage.getByRole('button', { name: 'Criar conta' }).click();
    await expect(chefPage.getByText(/Verifique seu e-mail para ativar a conta/)).toBeVisible();

    const verify = await linkFromInbox(chefEmail, /Confirme seu e-mail/, '/auth/verify-email');
    await chefPage.goto(verify.pathname + verify.search);
    await expect(chefPage.getByText('E-mail verificado com sucesso')).toBeVisible();
    await chefPage.getByRole('link', { name: 'Continuar' }).click();
    // Straight to the invitation, never "Crie sua organização".
    await expect(chefPage.getByRole('heading', { name: `Convite para ${restaurant}` })).toBeVisible();
    await expect(chefPage.getByRole('heading', { name: 'Crie sua organização' })).toHaveCount(0);
    await expectNoSidewaysScroll(chefPage);
    expect(await seriousAxeFindings(chefPage)).toEqual([]);
    await chefPage.getByRole('button', { name: 'Aceitar convite' }).click();
    await expect(chefPage).toHaveURL(/\/app$/);
    await chef.close();
    await page.reload();
    await expect(page.getByRole('main').getByText(chefEmail)).toBeVisible();
  });

  await test.step('4. she pastes the WhatsApp list, chooses the cheese and sends the lines to the cart', async () => {
    await page.goto('/app/pedido-rapido');
    await page.getByLabel('Lista do pedido').fill(WHATSAPP_LIST);
    await page.getByRole('button', { name: 'Conferir' }).click();
    const line = (n: number, text: string) => page.getByRole('listitem', { name: `Linha ${n}: ${text}` });
    await expect(line(1, 'Bom dia! Pedido da semana 🙏')).toContainText('Não entendida');
    await expect(line(2, '• 10 kg tomate')).toContainText('Tomate italiano · Hortifrúti Vale Verde');
    await expect(line(4, '1) 24 L leite integral')).toContainText('Leite integral');
    const cheese = line(5, '2) 3 kg queijo');
    await expect(cheese).toContainText('Escolha o produto');
    await cheese.getByRole('radio', { name: /^Queijo muçarela/ }).check();
    await expect(cheese).toContainText('Produto escolhido');
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Adicionar 4 itens ao carrinho' }).click();
    await expect(page.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();
  });

  await test.step('5. her own order goes to its two suppliers at once, approved at creation', async () => {
    await page.goto('/app/checkout');
    await expect(page.getByText('Pedido do dono: aprovado na criação, segue direto aos fornecedores.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar pedido aos fornecedores' }).click();
    await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    const parts = await sql<{ supplier: string; status: string; steps: string }>(
      `select s.name as supplier, so.status,
              (select string_agg(a.status || ':' || coalesce(a.reason, ''), ',') from approval_steps a
                where a.supplier_order_id = so.id) as steps
         from supplier_orders so join suppliers s on s.id = so.supplier_id
        where so.purchase_order_id = $1 order by s.name`,
      [orderId],
    );
    expect(parts.map((p) => [p.supplier, p.status])).toEqual([
      ['Hortifrúti Vale Verde', 'SENT'],
      ['Laticínios Serra Azul', 'SENT'],
    ]);
    for (const part of parts) expect(part.steps).toMatch(/^APPROVED:.*pedido do dono/i);
    await expect(page.getByRole('main')).toContainText('Aprovado na criação: pedido do dono');
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  await test.step('6. the phone menu is procurement, Contas a pagar and Gastos included', async () => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Principal (móvel)' });
    for (const entry of [
      'Catálogo',
      'Cotações',
      'Pedidos',
      'Aprovações',
      'Receber mercadoria',
      'Contas a pagar',
      'Gastos',
    ]) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
  });
});
