import { expect, test } from '@playwright/test';
import pg from 'pg';
import { cnpjCheckDigits } from '../../functions/lib/cnpj';
import { signInAs } from './support/session';
import { E2E } from './support/stack';

/**
 * A fresh organization (an owner and a member) of its own, so its budgets never touch the demo
 * restaurant's orders in the specs running beside this one; and a product around R$ 50.
 */
async function freshOrganization() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    const owner = `dono-${id}@e2e.abastece.dev`;
    const member = `membro-${id}@e2e.abastece.dev`;
    await client.query(
      `with o as (insert into organizations (name, slug, cnpj) values ($1, $2, $3) returning id),
       u as (insert into users (name, email, password_hash, email_verified)
             select n.name, n.email, (select password_hash from users where email = 'dono@abastece.dev'), true
             from (values ('Dona Orçamento', $4::text), ('Comprador Orçamento', $5::text)) as n(name, email)
             returning id, email)
       insert into members (organization_id, user_id, role)
       select o.id, u.id, (case when u.email = $4 then 'owner' else 'member' end)::member_role from o, u`,
      [`Orçamentos ${id}`, `orcamentos-${id}`, base + cnpjCheckDigits(base), owner, member],
    );
    const { rows } = await client.query<{ id: string; price: string }>(
      `select p.id, p.price from products p join suppliers s on s.id = p.supplier_id
       where p.is_active and p.in_stock and s.is_active and s.minimum_order_value <= 250
         and p.price between 5 and 100 and p.minimum_order * p.price <= 250
       order by p.price desc limit 1`,
    );
    return { owner, member, product: { id: rows[0]!.id, price: Number(rows[0]!.price) } };
  } finally {
    await client.end();
  }
}

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
  const { owner, member, product } = await freshOrganization();

  await signInAs(page.context(), owner);
  await page.goto('/app/settings/organization/budgets');
  await page.getByRole('button', { name: 'Novo centro' }).click();
  await page.getByLabel('Nome').fill('Cozinha');
  await page.getByLabel('Código contábil (opcional)').fill('CC-01');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Centro de custo criado')).toBeVisible();

  await page.getByRole('combobox', { name: 'Centro de custo padrão de Comprador Orçamento' }).click();
  await page.getByRole('option', { name: 'Cozinha' }).click();
  await expect(page.getByText('Padrão de Comprador Orçamento: Cozinha')).toBeVisible();

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
