import { expect, test } from '@playwright/test';
import { cnpjCheckDigits } from '../../functions/platform/cnpj';
import pg from 'pg';
import { sealSecret } from '../../functions/platform/secret-box';
import { signInAs } from './support/session';
import { E2E } from './support/stack';

const uniq = () => Math.random().toString(36).slice(2, 8);

test('the operator creates a supplier and a product, which then appears in the catalogue of the cities it serves', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'operador@abastece.dev');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/operator/);

  const supplierName = `Queijaria Serra ${uniq()}`;
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  await page.getByRole('button', { name: 'Novo fornecedor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(supplierName);
  await dialog.getByLabel('E-mail').fill('vendas@queijaria.test');
  await dialog.getByLabel('CNPJ').fill(base + cnpjCheckDigits(base));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Selecione pelo menos uma cidade')).toBeVisible();
  await dialog.getByLabel('Belo Horizonte').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fornecedor criado')).toBeVisible();
  await page.getByLabel('Buscar fornecedores').fill(supplierName);
  await expect(page.getByRole('cell', { name: supplierName, exact: true })).toBeVisible();

  // From the supplier's dialog, the operator invites the person who will answer its orders.
  await page.getByRole('button', { name: `Editar ${supplierName}` }).click();
  const people = page.getByRole('dialog').getByRole('region', { name: `Pessoas de ${supplierName}` });
  await expect(people).toContainText('Ninguém ainda');
  const seller = `vendas-${uniq()}@queijaria.test`;
  await people.getByLabel('E-mail da pessoa').fill(seller);
  await people.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByText(`Convite enviado para ${seller}`)).toBeVisible();
  await expect(people.getByRole('list', { name: `Pessoas de ${supplierName}` })).toContainText(
    `${seller}Convite pendente · Administrador`,
  );
  await page.keyboard.press('Escape');

  const productName = `Queijo canastra ${uniq()}`;
  await page.getByRole('tab', { name: 'Produtos' }).click();
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nome do produto').fill(productName);
  await form.getByLabel('Preço (R$)').fill('89,90');
  await form.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Laticínios' }).click();
  // The supplier is found by typing part of its name, among the active ones.
  const supplier = form.getByRole('combobox', { name: 'Fornecedor' });
  await supplier.fill(supplierName.toLowerCase());
  await form.getByRole('group', { name: 'Fornecedores ativos' }).getByRole('option', { name: supplierName }).click();
  await expect(supplier).toHaveValue(supplierName);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto criado')).toBeVisible();

  const buyer = await browser.newContext();
  await signInAs(buyer, 'membro@abastece.dev');
  const buyerPage = await buyer.newPage();
  // The member's catalogue opens on its default address's city (São Paulo), which this supplier does not
  // serve: the product is found all the same, saying why it cannot be bought here.
  await buyerPage.goto(`/app?busca=${encodeURIComponent(productName)}`);
  await expect(
    buyerPage.getByRole('heading', { name: 'Nenhum fornecedor que entrega em São Paulo tem este produto' }),
  ).toBeVisible();
  await expect(buyerPage.getByRole('article', { name: productName })).toContainText('Não entrega em São Paulo');
  await buyerPage.goto(`/app?busca=${encodeURIComponent(productName)}&cidade=todas`);
  const card = buyerPage.getByRole('article', { name: productName });
  await expect(card).toContainText('R$ 89,90');
  await expect(card).toContainText(supplierName);
  await buyer.close();
});

test('a member never sees the operator console', async ({ page, context }) => {
  await signInAs(context, 'membro@abastece.dev');
  await page.goto('/app/operator');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('link', { name: 'Operador' })).toHaveCount(0);
});

test('the operator sees a job that failed every retry, sends it back to the queue, and discards another', async ({
  page,
  context,
}) => {
  const jobs = [`reenviar-${uniq()}`, `descartar-${uniq()}`];
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    for (const id of jobs) {
      const sealed = await sealSecret(process.env.E2E_SESSION_SECRET!, JSON.stringify({ kind: 'noop', id }));
      await client.query(
        `insert into dead_letter_jobs (message_id, queue, kind, job_id, sealed_body, summary, attempts) values ($1, 'abastece-jobs-dlq', 'noop', $2, $3, $4, 7)`,
        [crypto.randomUUID().replaceAll('-', ''), id, sealed, `noop ${id}`],
      );
    }
  } finally {
    await client.end();
  }
  await signInAs(context, 'operador@abastece.dev');
  await page.goto('/app/operator?aba=falhas');
  await expect(page.getByRole('heading', { name: 'Jobs com falha' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `noop ${jobs[0]}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Reenviar noop ${jobs[0]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText('Job reenviado para a fila')).toBeVisible();
  await expect(page.getByRole('cell', { name: `noop ${jobs[0]}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Descartar noop ${jobs[1]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Job descartado')).toBeVisible();
  await expect(page.getByRole('cell', { name: `noop ${jobs[1]}`, exact: true })).toHaveCount(0);
});

test('on a short screen the supplier list of a new key stays on screen, scrolls, and its last supplier can be chosen', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 480 });
  await signInAs(context, 'operador@abastece.dev');
  await page.goto('/app/operator?aba=chaves');
  await page.getByRole('button', { name: 'Nova chave', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Fornecedor' }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(480);
  const last = page.getByRole('option').last();
  const name = (await last.textContent())!.trim();
  await last.click();
  await expect(dialog.getByRole('combobox', { name: 'Fornecedor' })).toHaveText(name);
});

test('the operator adds a city, a supplier’s form offers it at once, and a city in use cannot be deleted', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAs(context, 'operador@abastece.dev');
  await page.goto('/app/operator?aba=cidades');
  await expect(page.getByRole('tab', { name: 'Cidades' })).toHaveAttribute('aria-selected', 'true');

  const cityName = `Ponta Grossa ${uniq()}`;
  const ibgeCode = `41${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  await page.getByRole('button', { name: 'Nova cidade' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(cityName);
  await dialog.getByRole('combobox', { name: 'UF' }).click();
  await page.getByRole('option', { name: 'PR — Paraná' }).click();
  // A code of another UF is refused on its field before anything is sent.
  await dialog.getByLabel('Código IBGE').fill('3550308');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O código IBGE de uma cidade de PR começa com 41')).toBeVisible();
  await dialog.getByLabel('Código IBGE').fill(ibgeCode);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cidade cadastrada')).toBeVisible();
  await page.getByLabel('Buscar cidades').fill(ibgeCode);
  const row = page.getByRole('row', { name: new RegExp(cityName) });
  await expect(row).toContainText(`${cityName}PR${ibgeCode}Ativa00`);

  // The supplier's form offers the new city among Paraná's.
  await page.getByRole('tab', { name: 'Fornecedores' }).click();
  await page.getByRole('button', { name: 'Novo fornecedor' }).click();
  await expect(page.getByRole('dialog').getByLabel(cityName)).toBeVisible();
  await page.keyboard.press('Escape');

  // São Paulo is served by suppliers and is the restaurant's address: deleting it is refused, in words.
  await page.getByRole('tab', { name: 'Cidades' }).click();
  await page.getByLabel('Buscar cidades').fill('São Paulo');
  await page.getByRole('button', { name: 'Excluir São Paulo/SP' }).click();
  await page.getByRole('dialog', { name: 'Excluir São Paulo/SP?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText(
      'São Paulo/SP é atendida por fornecedores ou é o endereço de entrega de organizações: desative-a em vez de excluir',
    ),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /São Paulo/ }).first()).toBeVisible();

  // The new city, used by nobody, goes.
  await page.getByLabel('Buscar cidades').fill(ibgeCode);
  await page.getByRole('button', { name: `Excluir ${cityName}/PR` }).click();
  await page
    .getByRole('dialog', { name: `Excluir ${cityName}/PR?` })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Cidade excluída')).toBeVisible();
  await expect(page.getByText('Nenhuma cidade encontrada.')).toBeVisible();
});
