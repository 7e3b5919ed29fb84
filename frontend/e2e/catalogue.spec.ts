import { expect, test } from '@playwright/test';
import { signInAs, signInAsNewMember } from './support/session';

test('a buyer browses, filters by category, adds products of two suppliers, sees per-supplier subtotals, changes a quantity and removes a line', async ({
  page,
  context,
}) => {
  await signInAs(context, 'admin@abastece.dev');
  await page.request.post('/api/v1/cart/clear');

  await page.goto('/app');
  await page.getByRole('button', { name: 'Laticínios' }).click();
  await expect(page).toHaveURL(/categoria=/);
  const cheese = page.getByRole('article', { name: 'Queijo minas frescal' });
  await expect(cheese).toBeVisible();
  await expect(page.getByRole('article', { name: 'Picanha bovina' })).toHaveCount(0);
  await cheese.getByRole('button', { name: 'Aumentar' }).click();
  await cheese.getByRole('button', { name: 'Adicionar Queijo minas frescal ao carrinho' }).click();
  await expect(page.getByText('Queijo minas frescal adicionado ao carrinho')).toBeVisible();

  await page.getByRole('button', { name: 'Carnes e Aves' }).click();
  const picanha = page.getByRole('article', { name: 'Picanha bovina' });
  await picanha.getByRole('button', { name: 'Adicionar Picanha bovina ao carrinho' }).click();
  await expect(page.getByText('Picanha bovina adicionado ao carrinho')).toBeVisible();
  const fraldinha = page.getByRole('article', { name: 'Fraldinha' });
  await fraldinha.getByRole('button', { name: 'Adicionar Fraldinha ao carrinho' }).click();
  await expect(page.getByRole('link', { name: 'Carrinho: 3 itens' })).toBeVisible();

  await page.getByRole('link', { name: 'Carrinho: 3 itens' }).click();
  const dairy = page.locator('[aria-label="Itens de Laticínios Serra Azul"]');
  const meat = page.locator('[aria-label="Itens de Frigorífico Boi Nobre"]');
  await expect(dairy).toContainText('R$ 64,00'); // 2 kg × R$ 32,00
  await expect(meat).toContainText('R$ 122,40'); // 79,90 + 42,50
  await expect(page.getByTestId('cart-total')).toHaveText('R$ 186,40');

  await meat.getByRole('listitem', { name: 'Picanha bovina' }).getByRole('button', { name: 'Aumentar' }).click();
  await expect(meat).toContainText('R$ 202,30');
  await expect(page.getByTestId('cart-total')).toHaveText('R$ 266,30');

  await meat.getByRole('button', { name: 'Remover Fraldinha' }).click();
  await expect(meat.getByRole('listitem', { name: 'Fraldinha' })).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('R$ 223,80');
});

test('a cook finds sugar typed without accents, sees how many per category, narrows by price, and gets near matches for a typo', async ({
  page,
  context,
}) => {
  await signInAsNewMember(context);
  await page.goto('/app');
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('acucar');
  await expect(page.getByRole('article', { name: 'Açúcar refinado 5 kg' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Açúcar de confeiteiro' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  const categories = page.getByRole('group', { name: 'Categorias' });
  await expect(categories.getByRole('button', { name: 'Todas (2)' })).toBeVisible();
  await expect(categories.getByRole('button')).toHaveCount(2); // Todas and the one category holding both

  await page.getByRole('textbox', { name: 'Preço máximo' }).fill('10');
  await expect(page).toHaveURL(/preco_max=10/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Açúcar de confeiteiro' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Preço mínimo' }).fill('20');
  await expect(page.getByText('O preço mínimo não pode ser maior que o máximo')).toBeVisible();
  await page.getByRole('textbox', { name: 'Preço mínimo' }).fill('');
  await page.getByRole('textbox', { name: 'Preço máximo' }).fill('');

  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('mussarela');
  await expect(page.getByText('Nenhum produto com “mussarela” exatamente. Mostrando os mais parecidos.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Queijo muçarela' })).toBeVisible();
});
