import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createMember, signInAs } from './support/session';
import { E2E } from './support/stack';

/** Makes `email` staff of the first two suppliers by name; returns their names in that order. */
async function staffOfTwoSuppliers(email: string): Promise<[string, string]> {
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `with two as (select id, name from suppliers where is_active order by name limit 2),
       joined as (
         insert into supplier_members (supplier_id, user_id, role)
         select two.id, u.id, 'staff' from two, users u where lower(u.email) = lower($1)
         returning supplier_id)
       select two.name from two join joined on joined.supplier_id = two.id order by two.name`,
      [email],
    );
    if (rows.length !== 2) throw new Error('two active suppliers are needed in the e2e database');
    return [rows[0]!.name, rows[1]!.name];
  } finally {
    await client.end();
  }
}

test('a buyer who answers for two suppliers chooses which portal to enter, switches supplier there and goes back to buying', async ({
  page,
  context,
}) => {
  const email = await createMember();
  const [first, second] = await staffOfTwoSuppliers(email);
  await signInAs(context, email);
  // A phone's width: the supplier's long name in the portal's badge must not push the page sideways.
  await page.setViewportSize({ width: 390, height: 800 });

  await page.goto('/app');
  await page.getByRole('button', { name: 'Portal do fornecedor' }).click();
  const choose = page.getByRole('dialog', { name: 'Entrar no portal de qual fornecedor?' });
  await expect(choose.getByRole('button')).toContainText([`Entrar como ${first}`, `Entrar como ${second}`]);
  await choose.getByRole('button', { name: `Entrar como ${second}` }).click();
  await expect(page).toHaveURL(/\/fornecedor$/);
  await expect(page.getByText(`Fornecedor · ${second}`)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  // In the portal: the other supplier, from the badge.
  await page.getByRole('button', { name: /trocar de fornecedor/ }).click();
  const swap = page.getByRole('dialog', { name: 'Trabalhar para qual fornecedor?' });
  await expect(swap.getByRole('button', { name: `${second} (atual)` })).toBeDisabled();
  await swap.getByRole('button', { name: first, exact: true }).click();
  await expect(page.getByText(`Fornecedor · ${first}`)).toBeVisible();

  // One organization to buy for: straight back to the catalogue.
  await page.getByRole('button', { name: 'Área de compras' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Portal do fornecedor' })).toBeVisible();
});
