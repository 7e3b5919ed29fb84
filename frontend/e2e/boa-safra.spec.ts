import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { linkFromInbox } from './support/inbox';
import { expectNoSidewaysScroll, seriousAxeFindings } from './support/layout';
import { freshNoteNumber, nfeKey } from './support/nfe';
import { E2E } from './support/stack';
import { signInAs } from './support/session';
import { BOA_SAFRA_CSV, freshCnpj } from './support/own-supplier';

/**
 * Issue #54's acceptance story, on phones (390 × 844): the restaurant's owner brings a supplier it
 * already buys from, Hortifrúti Boa Safra, with its price list as a CSV; asks a cotação of it and of
 * two marketplace suppliers; Boa Safra answers from the e-mailed link, wins, answers the order from
 * its link too, without an account; and later creates its account and finds the restaurant and the
 * order in the portal.
 *
 * Boa Safra's prices are the only answers, so the best split gives it every line:
 *
 * | 10 kg of each   | Boa Safra (link) |
 * | --------------- | ---------------- |
 * | Tomate italiano | 7,50             |
 * | Cebola          | 4,50             |
 * | Batata inglesa  | 4,00             |
 *
 * R$ 160,00 in all; then it confirms the tomatoes and the onions and refuses the potatoes.
 */

const SHOTS = '/tmp/shots-boa-safra';
const BUYER = 'Restaurante Sabor da Terra';
const MARKETPLACE = ['Laticínios Serra Azul', 'Frigorífico Boi Nobre'];
const LINES = ['Tomate italiano', 'Cebola', 'Batata inglesa'];
const PRICES = ['7,50', '4,50', '4,00'];
const QUANTITY = 10;
const PHONE = { width: 390, height: 844 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A day `days` from now, AAAA-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A phone screenshot to look at, after checking that nothing scrolls sideways. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface InboxMessage {
  subject: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

/** The attachments of the message to `address` whose subject matches. */
async function attachmentsOf(address: string, subject: RegExp) {
  const res = await fetch(`${E2E.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as InboxMessage[]).find((m) => subject.test(m.subject))?.attachments ?? [];
}

test('the owner brings Hortifrúti Boa Safra with its price list, asks it and two marketplace suppliers a cotação and awards it; Boa Safra answers the cotação and the order from its phone through the e-mailed links, without an account, and later creates its account and finds the restaurant and its order in the portal', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Hortifrúti Boa Safra ${tag}`;
  const cnpj = freshCnpj();
  const email = `boasafra-${tag}@e2e.abastece.dev`;
  const title = `Hortifrúti da semana e2e ${tag}`;
  const listName = `Boa Safra e2e ${tag}`;
  await signInAs(context, 'dono@abastece.dev');
  await page.setViewportSize(PHONE);
  // Boa Safra's phone: a browser of its own, never signed in until the end.
  const phone = await browser.newContext({ viewport: PHONE });
  const mobile = await phone.newPage();

  let supplierId = '';
  await test.step('1. the owner adds Hortifrúti Boa Safra at Meus fornecedores and imports its 12 products from a CSV', async () => {
    await page.goto('/app/fornecedores');
    await expect(page.getByRole('heading', { name: 'Meus fornecedores', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar fornecedor' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar fornecedor' });
    await dialog.getByLabel('CNPJ').fill(cnpj);
    const form = dialog.getByRole('form', { name: 'Dados do fornecedor' });
    await form.getByLabel('Nome do fornecedor').fill(name);
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel('WhatsApp (opcional)').pressSequentially('11987654321');
    await form.getByRole('button', { name: 'Adicionar fornecedor' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Sem conta', { exact: true })).toBeVisible();
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
    await expect(importer.getByText('12 linhas prontas')).toBeVisible();
    await importer.getByRole('button', { name: 'Importar 12 produtos' }).click();
    await expect(page.getByText('12 produtos importados')).toBeVisible();
    await expect(page.getByText('12 produtos importados')).toBeHidden();
    const priceList = page.getByRole('list', { name: 'Lista de preços' });
    await expect(priceList.getByRole('listitem')).toHaveCount(12);
    await shoot(page, '1-fornecedor-proprio');

    const found = (await (await page.request.get(`/api/v1/own-suppliers?q=${encodeURIComponent(name)}`)).json()) as {
      data: Array<{ id: string; name: string; listed: boolean; claimed: boolean; product_count: number }>;
    };
    expect(found.data).toEqual([expect.objectContaining({ name, listed: false, claimed: false, product_count: 12 })]);
    supplierId = found.data[0]!.id;
  });

  let quoteUrl = '';
  await test.step('2. the owner asks a cotação of three of its lines from Boa Safra (marked as its own supplier) and two marketplace suppliers that deliver in São Paulo', async () => {
    // The shopping list through the API (lists.spec.ts walks the lists' own screens): Boa Safra's private lines.
    const products = (await (
      await page.request.get(`/api/v1/own-suppliers/${supplierId}/products?limit=100`)
    ).json()) as {
      data: Array<{ id: string; name: string }>;
    };
    const list = await page.request.post('/api/v1/shopping-lists', { data: { name: listName } });
    expect(list.status(), await list.text()).toBe(201);
    const listId = ((await list.json()) as { id: string }).id;
    for (const line of LINES) {
      const productId = products.data.find((p) => p.name === line)!.id;
      const added = await page.request.post(`/api/v1/shopping-lists/${listId}/items`, {
        data: { productId, quantity: QUANTITY },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await page.goto('/app/cotacoes/nova');
    await expect(page.getByRole('heading', { name: 'Nova cotação', level: 1 })).toBeVisible();
    const builder = page.getByRole('form', { name: 'Nova cotação' });
    await builder.getByLabel('Título').fill(title);
    await builder.getByRole('radio', { name: 'Uma lista de compras' }).check();
    await builder.getByRole('combobox', { name: 'Lista de compras' }).click();
    await page.getByRole('option', { name: `${listName} (3 produtos)` }).click();
    await expect(builder.getByRole('combobox', { name: 'Endereço de entrega' })).toContainText('São Paulo/SP');
    const serving = builder.getByRole('group', { name: 'Atendem São Paulo/SP' });
    const own = serving.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(own).toContainText('Seu fornecedor');
    await own.click();
    for (const supplier of MARKETPLACE) await serving.getByRole('option', { name: supplier, exact: true }).click();
    await expect(builder.getByText('3 selecionados')).toBeVisible();
    await shoot(page, '2-nova-cotacao');
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && /\/quotes\/[^/]+\/send$/.test(r.url()));
    await builder.getByRole('button', { name: 'Enviar cotação' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page).toHaveURL(/\/app\/cotacoes\/[0-9a-f-]{36}$/);
    quoteUrl = page.url();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fornecedores convidados' }).getByRole('listitem')).toHaveCount(3);
  });

  await test.step('3. Boa Safra opens the cotação link from its e-mail on its phone and answers all three lines', async () => {
    const link = await linkFromInbox(
      email,
      new RegExp(`^Cotação de ${BUYER}: ${escapeRegExp(title)}$`),
      '/cotacao/responder/',
    );
    await mobile.goto(link.pathname);
    await expect(mobile.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(mobile);
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    const form = mobile.getByRole('form', { name: 'Resposta à cotação' });
    for (const [i, line] of LINES.entries()) {
      const group = form.getByRole('group', { name: new RegExp(`^${escapeRegExp(line)}`) });
      await expect(group).toContainText(`Quantidade pedida: ${QUANTITY} kg`);
      await group.getByLabel('Preço unitário (R$ por kg)').fill(PRICES[i]!);
    }
    await form.getByLabel('Prazo de entrega (dias)').fill('1');
    await expect(form.getByRole('region', { name: 'Resumo' })).toContainText('R$ 160,00');
    await shoot(mobile, '3-cotacao-pelo-link');
    await form.getByRole('button', { name: 'Enviar resposta' }).click();
    const confirm = mobile.getByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
    await expect(confirm).toContainText('3 de 3 itens cotados, total com frete de R$ 160,00');
    await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByText('Resposta enviada ao comprador.')).toBeVisible();
  });

  let orderUrl = '';
  let orderNumber = 0;
  await test.step('4. the owner closes the cotação and awards the best split, all of it to Boa Safra: its own order is approved at once and sent', async () => {
    await page.goto(quoteUrl);
    await expect(page.getByText('1 de 3 respondeu')).toBeVisible();
    const invited = page.getByRole('list', { name: 'Fornecedores convidados' }).getByRole('listitem');
    await expect(invited.filter({ hasText: name })).toContainText('Respondeu em');
    await page.getByRole('button', { name: 'Encerrar' }).click();
    await page
      .getByRole('dialog', { name: 'Encerrar a cotação agora?' })
      .getByRole('button', { name: 'Encerrar' })
      .click();
    await expect(page.getByText('Cotação encerrada')).toBeVisible();
    const split = page.getByRole('region', { name: 'Melhor divisão' });
    await expect(split).toContainText('Total com frete: R$ 160,00');
    const shares = split.getByRole('list', { name: 'Melhor divisão por fornecedor' }).getByRole('listitem');
    await expect(shares).toHaveCount(1);
    await expect(shares).toContainText(name);
    await shoot(page, '4-melhor-divisao');
    await split.getByRole('button', { name: 'Fechar com a melhor divisão' }).click();
    const award = page.getByRole('dialog', { name: 'Fechar com a melhor divisão?' });
    await expect(award).toContainText(`${name} (R$ 160,00)`);
    await award.getByRole('button', { name: 'Fechar com os vencedores' }).click();
    await expect(page.getByText('Cotação fechada com os vencedores: o pedido de compra foi criado')).toBeVisible();
    await page.getByRole('link', { name: 'Ver pedido de compra' }).click();
    await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    orderUrl = page.url();
    const region = page.getByRole('region', { name: new RegExp(`^Pedido \\d+-\\d+ para ${escapeRegExp(name)}$`) });
    await expect(region).toContainText('Enviado ao fornecedor');
    const order = (await (await page.request.get(`/api/v1/purchase-orders/${orderUrl.split('/').pop()}`)).json()) as {
      number: number;
    };
    orderNumber = order.number;
  });

  let orderLink: URL | undefined;
  await test.step('5. Boa Safra opens the order link from the e-mail (the PDF attached) on its phone, confirms two lines, refuses the potatoes and promises a day', async () => {
    const subject = new RegExp(`^Novo pedido de compra nº ${orderNumber}-\\d+ — ${BUYER}$`);
    orderLink = await linkFromInbox(email, subject, '/pedido/responder/');
    expect((await attachmentsOf(email, subject)).map((a) => a.contentType)).toContain('application/pdf');
    await mobile.goto(orderLink.pathname);
    await expect(
      mobile.getByRole('heading', { name: new RegExp(`^Pedido nº ${orderNumber}-\\d+$`), level: 1 }),
    ).toBeVisible();
    await expect(mobile.getByTestId('order-link-status')).toHaveText('Novo');
    await expect(mobile.getByRole('main')).toContainText(`de ${BUYER}`);
    await expectNoSidewaysScroll(mobile);
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    await shoot(mobile, '5-pedido-pelo-link');
    const potatoes = mobile.getByRole('listitem', { name: 'Batata inglesa' });
    await potatoes.getByRole('radio', { name: 'Recusar' }).check();
    await potatoes.getByRole('combobox', { name: 'Motivo da recusa' }).click();
    await mobile.getByRole('option', { name: 'Sem estoque' }).click();
    await potatoes.getByLabel('Observação (opcional)').fill('A safra atrasou');
    await mobile.getByLabel('Data prometida de entrega').fill(inDays(2));
    await mobile.getByRole('button', { name: 'Enviar resposta' }).click();
    const confirm = mobile.getByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
    await expect(confirm).toContainText('2 itens aceitos e 1 recusado');
    await confirm.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(
      mobile.getByRole('status').filter({ hasText: 'Resposta enviada. O comprador já foi avisado' }),
    ).toBeVisible();
    await expect(mobile.getByTestId('order-link-status')).toHaveText('Confirmado');
    await expect(mobile.getByRole('listitem', { name: 'Batata inglesa' })).toContainText('Recusado: Sem estoque');
    await expect(mobile.getByRole('listitem', { name: 'Tomate italiano' })).toContainText('10 de 10 kg');
    await expectNoSidewaysScroll(mobile);
    await shoot(mobile, '5-pedido-confirmado');
  });

  await test.step('6. the owner’s order page shows Boa Safra’s answer', async () => {
    await page.goto(orderUrl);
    const region = page.getByRole('region', { name: new RegExp(`^Pedido \\d+-\\d+ para ${escapeRegExp(name)}$`) });
    await expect(region).toContainText('Confirmado pelo fornecedor');
    await expect(region).toContainText('1 recusado pelo fornecedor, 2 confirmados pelo fornecedor');
    await expect(region).toContainText('Responde pelo link do e-mail');
    await shoot(page, '6-pedido-do-dono');
  });

  await test.step('7. Boa Safra ships the two lines from the same link, with its NF-e key typed', async () => {
    const note = freshNoteNumber();
    await mobile.goto(orderLink!.pathname);
    // The shipment form is the only one on the page once the answer is in.
    const ship = mobile.getByRole('main');
    await ship.getByLabel('Chave de acesso da NF-e (44 dígitos)').fill(nfeKey(cnpj, note));
    await ship.getByLabel('Número da nota').fill(String(note));
    await ship.getByRole('button', { name: 'Registrar o despacho' }).click();
    await expect(mobile.getByTestId('order-link-status')).toHaveText('Enviado');
    await expect(mobile.getByRole('listitem', { name: 'Tomate italiano' })).toContainText('10 kg despachados');
    await expectNoSidewaysScroll(mobile);
    await shoot(mobile, '7-despachado');
  });

  await test.step('8. Boa Safra creates its account from the order link page with the same e-mail, and finds the restaurant and the order in the portal', async () => {
    await mobile.goto(orderLink!.pathname);
    await mobile.getByRole('link', { name: 'Criar minha conta de fornecedor' }).click();
    await expect(mobile).toHaveURL(/\/fornecedor\/criar-conta\?token=/);
    const form = mobile.getByRole('form', { name: 'Criar conta de fornecedor' });
    await form.getByLabel('Nome da empresa').fill(name);
    await form.getByLabel('CNPJ').fill(cnpj);
    await form.getByLabel('Seu nome').fill('Seu Joaquim da Boa Safra');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha').fill('abastece123');
    await shoot(mobile, '8-criar-conta');
    await form.getByRole('button', { name: 'Criar minha conta de fornecedor' }).click();
    await expect(mobile).toHaveURL(/\/fornecedor$/);
    await expect(mobile.getByRole('heading', { name: 'Pedidos recebidos' })).toBeVisible();
    const order = mobile.getByRole('link', { name: new RegExp(`^Pedido nº ${orderNumber}-\\d+`) });
    await expect(order).toBeVisible();
    await expectNoSidewaysScroll(mobile);
    await shoot(mobile, '8-portal-pedidos');

    await mobile.goto('/fornecedor/clientes');
    await expect(mobile.getByRole('heading', { name: 'Clientes que me adicionaram', level: 1 })).toBeVisible();
    const clients = mobile.getByRole('list', { name: 'Clientes que me adicionaram' }).getByRole('listitem');
    await expect(clients.filter({ hasText: BUYER })).toHaveCount(1);
    await expectNoSidewaysScroll(mobile);
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    await shoot(mobile, '8-portal-clientes');

    // The account claimed the company the restaurant added: the owner sees it has an account now.
    const claimed = (await (await page.request.get(`/api/v1/own-suppliers/${supplierId}`)).json()) as {
      claimed: boolean;
    };
    expect(claimed.claimed).toBe(true);
  });
  await phone.close();
});
