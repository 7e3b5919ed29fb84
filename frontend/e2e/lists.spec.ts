import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { productsNamed } from './support/catalogue';

const SHOTS = '/tmp/shots-lists';
const tag = () => Math.random().toString(36).slice(2, 8);
/** How wide the page is drawn: more than the viewport means something sticks out sideways. */
const drawnWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Screenshots of a screen at a phone's and a laptop's width, for looking at the layout. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Nothing may stick out sideways (the top bar is the usual culprit).
    expect(await drawnWidth(page), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a list filled and added to the cart', async ({ page, context }) => {
  test.setTimeout(60_000);
  // The owner's cart: the member's is shared by most other browser tests.
  await signInAs(context, 'dono@abastece.dev');
  await page.request.post('/api/v1/cart/clear');
  // A run stopped halfway leaves its list behind: this test's lists go before it starts.
  const left = (await (await page.request.get('/api/v1/shopping-lists?limit=100')).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  for (const list of left.data.filter((l) => l.name.startsWith('Feira de segunda '))) {
    await page.request.delete(`/api/v1/shopping-lists/${list.id}`);
  }
  const [carrot, lime] = await productsNamed(page.request, ['Cenoura', 'Limão taiti']);

  const listName = `Feira de segunda ${tag()}`;
  // On a phone the lists are in the menu; from sm up, beside the cart.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Listas de compras' }).click();
  await expect(page.getByRole('heading', { name: 'Listas de compras' })).toBeVisible();
  // The organization starts without lists unless an earlier run left one behind.
  if (await page.getByText('Nenhuma lista ainda').isVisible()) await shoot(page, 'lists-empty');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Nova lista' }).first().click();
  await page.getByRole('dialog').getByLabel('Nome da lista').fill(listName);
  await page.getByRole('dialog').getByRole('button', { name: 'Criar lista' }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  const listUrl = page.url();

  // Quantities typed as a person types them, on the product page and then in the list.
  const typeInto = async (field: import('@playwright/test').Locator, text: string) => {
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(text);
  };
  const carrotQuantity = carrot!.minimumOrder + 2;
  const limeQuantity = lime!.minimumOrder + 4;
  for (const product of [carrot!, lime!]) {
    await page.goto(`/app/products/${product.id}`);
    if (product === carrot) await typeInto(page.getByRole('textbox', { name: 'Quantidade' }), String(carrotQuantity));
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
    await dialog.getByRole('radio', { name: new RegExp(listName) }).check();
    if (product === carrot) await shoot(page, 'add-to-list');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(page.getByText(`${product.name} adicionado à lista "${listName}"`)).toBeVisible();
  }

  await page.goto('/app/listas');
  await page.getByRole('link', { name: listName }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('listitem', { name: 'Cenoura' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Limão taiti' })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Cenoura' }).getByRole('textbox', { name: 'Quantidade' }),
  ).toHaveValue(String(carrotQuantity));
  const limeLine = page.getByRole('listitem', { name: 'Limão taiti' });
  await typeInto(limeLine.getByRole('textbox', { name: 'Quantidade' }), String(limeQuantity));
  await expect(limeLine.getByText('Salvo')).toBeVisible();
  await shoot(page, 'list');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Adicionar tudo ao carrinho' }).click();
  const report = page.getByRole('dialog', { name: 'Carrinho atualizado' });
  await expect(report).toContainText('2 produtos adicionados');
  await expect(report).toContainText('Cenoura');
  await expect(report).toContainText('Limão taiti');
  await shoot(page, 'report-list');
  await report.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page.getByRole('heading', { name: 'Carrinho', exact: true })).toBeVisible();
  await expect(page.getByText('Cenoura').first()).toBeVisible();
  await expect(page.getByText('Limão taiti').first()).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Limão taiti' }).getByRole('textbox', { name: 'Quantidade' }),
  ).toHaveValue(String(limeQuantity));
  await expect(
    page.getByRole('listitem', { name: 'Cenoura' }).getByRole('textbox', { name: 'Quantidade' }),
  ).toHaveValue(String(carrotQuantity));

  await page.getByRole('link', { name: 'Listas de compras' }).click();
  await expect(page.getByRole('link', { name: listName })).toBeVisible();
  await shoot(page, 'lists');
  // The top bar holds "Listas" at every width without sticking out; where it has no room, the account menu has it.
  for (const width of [768, 1024, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await drawnWidth(page), `lists at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.getByRole('button', { name: /^Conta de / }).click();
  await expect(page.getByRole('menuitem', { name: 'Listas de compras' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.request.post('/api/v1/cart/clear');
  await page.request.delete(`/api/v1/shopping-lists/${listUrl.split('/').pop()}`);
});
