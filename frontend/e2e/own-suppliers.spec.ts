import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatCnpj } from '../../functions/platform/cnpj';
import { expectNoSidewaysScroll, seriousAxeFindings } from './support/layout';
import { signInAs } from './support/session';
import { BOA_SAFRA_CSV, freshCnpj } from './support/own-supplier';

const SHOTS = '/tmp/shots-own-suppliers';
const tag = () => Math.random().toString(36).slice(2, 8);

/**
 * Screenshots at a phone's and a laptop's width, for looking at the layout; nothing sticks out sideways,
 * and axe-core finds nothing serious at either width.
 */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeFindings(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the owner adds a supplier it already buys from and imports its price list from a CSV, on a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAs(context, 'dono@abastece.dev');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Meus fornecedores' }).click();
  await expect(page.getByRole('heading', { name: 'Meus fornecedores', level: 1 })).toBeVisible();
  await shoot(page, 'meus-fornecedores');

  const name = `Hortifrúti Boa Safra ${tag()}`;
  const cnpj = freshCnpj();
  await page.getByRole('button', { name: 'Adicionar fornecedor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar fornecedor' });
  await dialog.getByLabel('CNPJ').fill(cnpj);
  await expect(dialog.getByLabel('CNPJ')).toHaveValue(formatCnpj(cnpj));
  const form = dialog.getByRole('form', { name: 'Dados do fornecedor' });
  await form.getByLabel('Nome do fornecedor').fill(name);
  await form.getByLabel(/^E-mail/).fill(`boasafra-${tag()}@e2e.abastece.dev`);
  await form.getByLabel('WhatsApp (opcional)').pressSequentially('11987654321');
  await expect(form.getByLabel('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321');
  await form.getByLabel(/Formas de pagamento/).fill('PIX à vista');
  await shoot(page, 'adicionar-fornecedor');
  await form.getByRole('button', { name: 'Adicionar fornecedor' }).click();

  // The new supplier's page: it has no account, so it answers by the links its e-mails carry.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Sem conta', { exact: true })).toBeVisible();
  await expect(page.getByText(/com um link para responder/)).toBeVisible();
  await expect(page.getByText(/Nenhum produto ainda/)).toBeVisible();

  // The toast of the addition gone first, so the scan below reads the dialog alone.
  await expect(page.getByText('Fornecedor adicionado')).toBeHidden();
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Importar lista de preços' });
  await importer.getByRole('combobox', { name: 'Categoria dos produtos' }).click();
  await page.getByRole('option', { name: 'Hortifrúti' }).click();
  await importer.getByLabel('Arquivo CSV').setInputFiles({
    name: 'boa-safra.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(BOA_SAFRA_CSV, 'utf-8'),
  });
  const preview = importer.getByRole('table', { name: 'Prévia da importação' });
  await expect(preview.getByRole('row')).toHaveCount(13);
  await expect(importer.getByText('12 linhas prontas')).toBeVisible();
  await shoot(page, 'importar-csv');
  await importer.getByRole('button', { name: 'Importar 12 produtos' }).click();
  await expect(page.getByText('12 produtos importados')).toBeVisible();
  await expect(page.getByText('12 produtos importados')).toBeHidden();

  // On a phone the price list is one card per product.
  const priceList = page.getByRole('list', { name: 'Lista de preços' });
  await expect(priceList.getByRole('listitem')).toHaveCount(12);
  await expect(priceList.getByRole('listitem').filter({ hasText: 'Tomate italiano' })).toContainText('R$ 8,90 / kg');
  await expect(priceList.getByRole('listitem').filter({ hasText: 'Coentro' })).toContainText('R$ 2,50 / maço');
  await shoot(page, 'fornecedor-proprio');

  // A new price typed by the owner: the line's history says who changed what, newest first.
  const tomato = priceList.getByRole('listitem').filter({ hasText: 'Tomate italiano' });
  await tomato.getByRole('button', { name: 'Editar Tomate italiano' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar Tomate italiano' });
  await editor.getByLabel('Preço (R$)').fill('9,50');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(tomato).toContainText('R$ 9,50 / kg');
  await expect(page.getByText('Produto atualizado')).toBeHidden();
  await tomato.getByRole('button', { name: 'Histórico de preços de Tomate italiano' }).click();
  const history = page.getByRole('list', { name: 'Mudanças de preço' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('R$ 8,90 → R$ 9,50');
  await expect(history.getByRole('listitem').last()).toContainText('Importação de CSV');
  await shoot(page, 'historico-de-precos');
  await page.keyboard.press('Escape');

  // Back in the list, the supplier is there with its twelve products.
  await page.getByRole('link', { name: '← Meus fornecedores' }).click();
  await page.getByLabel('Buscar fornecedores').fill(name);
  const card = page.getByRole('list', { name: 'Meus fornecedores' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('12 produtos');
  await expect(card).toContainText(formatCnpj(cnpj));

  // A member reads the supplier and its prices, and changes nothing.
  const supplierPage = new URL(page.url()).pathname;
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const supplierUrl = page.url();
  await context.clearCookies();
  await signInAs(context, 'membro@abastece.dev');
  await page.goto(supplierUrl);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Histórico de preços de Cebola' })).toBeVisible();
  for (const action of ['Novo produto', 'Importar CSV', `Editar ${name}`, 'Editar Cebola'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  expect(supplierPage).toBe('/app/fornecedores');
});
