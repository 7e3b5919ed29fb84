import { expect, test, type Page } from '@playwright/test';
import { createOrganizationWithMember } from './support/owner';
import { signInAs } from './support/session';

/** Fills the cart with about `amount` of the product and checks out; the order's id. */
async function orderAbout(page: Page, product: { id: string; price: number }, amount: number, description: string) {
  const quantity = Math.round(amount / product.price);
  expect((await page.request.post('/api/v1/cart/item', { data: { productId: product.id, quantity } })).status()).toBe(
    201,
  );
  const res = await page.request.post('/api/v1/purchase-orders', { data: { description } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('the owner sets automatic up to R$ 500, the owner above, and a budget: R$ 300 goes straight to the supplier, R$ 800 waits for the owner, who sees why and approves it; the audit log shows both paths and the budget bar moved', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, member, product } = await createOrganizationWithMember('Alçadas');

  const ownerContext = await browser.newContext();
  await signInAs(ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/app/settings/organization/approvals');
  await expect(ownerPage.getByText('Nenhuma regra salva ainda.')).toBeVisible();
  const first = ownerPage.getByRole('group', { name: 'Faixa 1' });
  await first.getByLabel('Até (R$)').fill('500');
  await first.getByRole('combobox', { name: 'Aprovação' }).click();
  await ownerPage.getByRole('option', { name: 'Automática' }).click();
  await ownerPage.getByRole('button', { name: 'Adicionar faixa' }).click();
  const second = ownerPage.getByRole('group', { name: 'Faixa 2' });
  await expect(second.getByText('Acima de R$ 500,00; vazio: sem teto')).toBeVisible();
  await second.getByRole('combobox', { name: 'Aprovação' }).click();
  await ownerPage.getByRole('option', { name: 'Dono', exact: true }).click();
  const saved = ownerPage.waitForResponse(
    (r) => r.url().endsWith('/api/v1/approval-rules') && r.request().method() === 'PUT',
  );
  await ownerPage.getByRole('button', { name: 'Salvar nova versão' }).click();
  expect((await saved).status(), await (await saved).text()).toBe(200);
  await expect(ownerPage.getByText('Regras salvas: versão 1')).toBeVisible();
  await expect(ownerPage.getByText('Até R$ 500,00: aprovação automática').first()).toBeVisible();
  await expect(ownerPage.getByText('Acima de R$ 500,00: dono').first()).toBeVisible();

  // A cost centre, the member's default, and a budget both orders fit in (it never sends them up).
  await ownerPage.goto('/app/settings/organization/budgets');
  await ownerPage.getByRole('button', { name: 'Novo centro' }).click();
  await ownerPage.getByLabel('Nome').fill('Cozinha');
  await ownerPage.getByRole('button', { name: 'Salvar' }).click();
  await expect(ownerPage.getByText('Centro de custo criado')).toBeVisible();
  // The organization's first centre is its default, and everyone in it gets it (nobody skips budgets).
  await expect(ownerPage.getByRole('combobox', { name: 'Centro de custo padrão de Comprador E2E' })).toContainText(
    'Cozinha',
  );
  await expect(ownerPage.getByText('Padrão da organização')).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Novo orçamento' }).click();
  await ownerPage.getByLabel('Valor mensal (R$)').fill('5.000,00');
  await ownerPage.getByRole('button', { name: 'Salvar' }).click();
  await expect(ownerPage.getByText('Orçamento criado')).toBeVisible();
  const bar = ownerPage.getByRole('listitem', { name: 'Orçamento Cozinha · geral' });
  await expect(bar).toContainText('Resta:R$ 5.000,00');

  await signInAs(page.context(), member);
  const small = await orderAbout(page, product, 300, 'Compra pequena E2E');
  await page.goto(`/app/orders/${small}`);
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado');
  await expect(page.getByRole('region', { name: /Pedido \d+-1 para/ })).toContainText('Enviado ao fornecedor');
  await expect(page.getByRole('region', { name: /Pedido \d+-1 para/ })).toContainText('Automática');

  const large = await orderAbout(page, product, 800, 'Compra grande E2E');
  await page.goto(`/app/orders/${large}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pendente');
  await expect(page.getByRole('region', { name: /Pedido \d+-1 para/ })).toContainText('Aguardando aprovação');
  await expect(page.getByRole('button', { name: 'Aprovar etapa' })).toHaveCount(0);

  await ownerPage.goto('/app/approvals');
  await expect(ownerPage.getByRole('heading', { name: 'O que espera por mim e por quê' })).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: /Compra pequena E2E/ })).toHaveCount(0);
  await expect(ownerPage.getByTestId('approval-why')).toHaveText('Por quê: Acima de R$ 500,00: dono');
  await ownerPage.getByRole('link', { name: /Compra grande E2E/ }).click();
  await ownerPage.getByRole('button', { name: 'Aprovar etapa' }).click();
  // The note goes to whoever placed the order (#52).
  await ownerPage.getByRole('dialog').getByLabel('Observação para Comprador E2E (opcional)').fill('Pode seguir');
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(ownerPage.getByTestId('order-status')).toHaveText('Aprovado');
  const part = ownerPage.getByRole('region', { name: /Pedido \d+-1 para/ });
  await expect(part).toContainText('Enviado ao fornecedor');
  await expect(part).toContainText('Pode seguir');

  // Both orders now count against Cozinha's month.
  await ownerPage.goto('/app/settings/organization/budgets');
  await expect(bar).toBeVisible();
  await expect(bar).not.toContainText('Resta:R$ 5.000,00');

  // The audit log shows both paths: the rules, the budget, the automatic approval and the owner's decision.
  await ownerPage.goto('/app/settings/organization/audit');
  const log = ownerPage.getByRole('table');
  await expect(log.getByText('Regras de aprovação alteradas').first()).toBeVisible();
  await expect(log.getByText('Orçamento alterado').first()).toBeVisible();
  await expect(log.getByText('Aprovado automaticamente').first()).toBeVisible();
  await expect(log.getByText('Aprovação decidida').first()).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Verificar integridade' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Cadeia íntegra' })).toBeVisible();
  await ownerContext.close();
});

test('the approvals inbox decides from the list: one refused on its own, two approved together, each after a confirmation; it filters by amount', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { owner, member, product } = await createOrganizationWithMember('Caixa de aprovações');
  const buyer = await browser.newContext();
  await signInAs(buyer, member);
  const buyerPage = await buyer.newPage();
  for (const [amount, name] of [
    [50, 'Pequeno'],
    [150, 'Médio'],
    [240, 'Grande'],
  ] as const)
    await orderAbout(buyerPage, product, amount, `${name} da semana`);
  await buyer.close();

  await signInAs(page.context(), owner);
  await page.goto('/app/approvals');
  const inbox = page.getByRole('region', { name: 'O que espera por mim e por quê' });
  const parts = inbox.getByRole('listitem', { name: /^Pedido \d+-\d+ para / });
  await expect(parts).toHaveCount(3);

  // The small one is refused from the list, after saying how many and how much.
  const small = inbox.getByRole('listitem').filter({ hasText: 'Pequeno da semana' }).first();
  await small.getByRole('button', { name: 'Recusar', exact: true }).click();
  const refuse = page.getByRole('dialog');
  await expect(refuse).toContainText('Recusar 1 pedido');
  await refuse.getByRole('button', { name: 'Recusar' }).click();
  await expect(parts).toHaveCount(2);

  // Above R$ 100 leaves the two others; both selected and approved at once.
  await inbox.getByLabel('Valor mínimo (R$)').fill('100');
  await inbox.getByLabel('Selecionar os 2 desta página').check();
  // The action on the ticked stays in reach: the bar sticks to the bottom of the screen.
  await expect(inbox.getByRole('group', { name: 'Decidir os selecionados' })).toBeInViewport();
  await inbox.getByRole('button', { name: 'Aprovar 2 selecionados' }).click();
  const approve = page.getByRole('dialog');
  await expect(approve).toContainText('Aprovar 2 pedidos');
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(inbox.getByText('Nada espera pela sua decisão agora.')).toBeVisible();
});
