import { expect, test, type Locator, type Page } from '@playwright/test';
import { productsNamed } from './support/catalogue';
import { linkFromInbox } from './support/inbox';
import { expectNoSidewaysScroll, seriousAxeFindings } from './support/layout';
import { signInAs } from './support/session';

/**
 * Issue #37's acceptance walk: a cotação built from a shopping list, answered three ways (portal, API,
 * e-mailed link on a phone), compared, closed, awarded by the best split, approved by the owner, and
 * the purchase order at each winner at the quoted prices.
 *
 * The prices make the best split neither one supplier nor the cheapest price of each line:
 *
 * | 10 kg of each          | Serra Azul (portal) | Boi Nobre (API) | Vale Verde (link) |
 * | ---------------------- | ------------------- | --------------- | ----------------- |
 * | Parmesão ralado        | **10,00**           | 11,00           | 12,00             |
 * | Manteiga com sal       | 20,00               | **18,00**       | 21,00             |
 * | Requeijão de corte     | 31,00               | 32,00           | **28,00**         |
 * | freight / minimum      | 0 / none            | 40,00 / none    | 0 / 300,00        |
 *
 * Each line's best price is a different supplier's (100 + 180 + 280), but Boi Nobre's butter saves
 * R$ 20 and costs R$ 40 of freight, and Vale Verde's requeijão alone (R$ 280) is below its R$ 300
 * minimum. The cheapest award that meets every minimum is Serra Azul's parmesão (R$ 100) and Vale
 * Verde's butter and requeijão (R$ 490): R$ 590,00, and Boi Nobre loses.
 *
 * Records this walk leaves are named "… e2e …" where widths.spec.ts picks records by that (lists,
 * orders, keys, cotações).
 */

const SERRA_AZUL = 'Laticínios Serra Azul';
const BOI_NOBRE = 'Frigorífico Boi Nobre';
const VALE_VERDE = 'Hortifrúti Vale Verde';
const BUYER = 'Restaurante Sabor da Terra';

/** The products this walk creates, each run its own (a cotação award keeps negotiated prices per product). */
const PARMESAN = 'Parmesão ralado cotação';
const BUTTER = 'Manteiga com sal cotação';
const REQUEIJAO = 'Requeijão de corte cotação';
const QUANTITY = 10;

/** Unit prices per supplier, in the order PARMESAN, BUTTER, REQUEIJAO, as typed in pt-BR. */
const PRICES = {
  [SERRA_AZUL]: ['10,00', '20,00', '31,00'],
  [BOI_NOBRE]: ['11,00', '18,00', '32,00'],
  [VALE_VERDE]: ['12,00', '21,00', '28,00'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reais = (typed: string) => Number(typed.replace(',', '.'));
/** A day `days` from now, AAAA-MM-DD (a week out: the answers' validity, which the negotiated prices last). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The answer form of the portal and of the link: a unit price per line (each line a group named by its
 * description), then the terms of the whole answer, confirmed in a dialog that states the total.
 */
async function answerInForm(
  page: Page,
  names: string[],
  prices: string[],
  terms: { leadTimeDays: string; minimum?: string; total: string },
) {
  const form = page.getByRole('form', { name: 'Resposta à cotação' });
  for (const [i, name] of names.entries()) {
    const line = form.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(line).toContainText(`Quantidade pedida: ${QUANTITY} kg`);
    await line.getByLabel('Preço unitário (R$ por kg)').fill(prices[i]!);
  }
  await form.getByLabel('Prazo de entrega (dias)').fill(terms.leadTimeDays);
  if (terms.minimum) await form.getByLabel('Pedido mínimo (R$)').fill(terms.minimum);
  await expect(form.getByRole('region', { name: 'Resumo' })).toContainText(terms.total);
  await form.getByRole('button', { name: 'Enviar resposta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
  await expect(confirm).toContainText(`3 de 3 itens cotados, total com frete de ${terms.total}`);
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/answer$|\/quote-answer\//.test(r.url()),
  );
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByText('Resposta enviada ao comprador.')).toBeVisible();
}

test('a cotação from a shopping list is answered by portal, API and a link on a phone, awarded by the best split, approved by the owner, and each winner gets its order at the quoted prices', async ({
  page,
  context,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const walkStart = new Date().toISOString();
  const tag = Math.random().toString(36).slice(2, 8);
  const names = [PARMESAN, BUTTER, REQUEIJAO].map((base) => `${base} ${tag}`);
  const [parmesan, butter, requeijao] = names as [string, string, string];
  const title = `Laticínios da semana e2e ${tag}`;
  const listName = `Cotação da semana e2e ${tag}`;

  await signInAs(context, 'membro@abastece.dev');
  const suppliers = (await (await page.request.get('/api/v1/suppliers')).json()) as Array<{ id: string; name: string }>;
  const supplierId = (name: string) => suppliers.find((s) => s.name === name)!.id;

  // Three products of this run's own (Serra Azul's, in the dairy category): an award keeps the buyer's
  // negotiated prices per product, and the demo products' prices are read by other specs. The products
  // of earlier runs leave the catalogue first.
  const operator = await browser.newContext();
  await signInAs(operator, 'operador@abastece.dev');
  const [mozzarella] = await productsNamed(operator.request, ['Queijo muçarela']);
  for (const base of [PARMESAN, BUTTER, REQUEIJAO]) {
    const found = (await (
      await operator.request.get(`/api/v1/products?search=${encodeURIComponent(base)}&limit=100`)
    ).json()) as { data: Array<{ id: string; name: string }> };
    for (const earlier of found.data.filter((p) => p.name.startsWith(`${base} `))) {
      expect((await operator.request.delete(`/api/v1/products/${earlier.id}`)).ok()).toBe(true);
    }
  }
  const productIds: string[] = [];
  for (const name of names) {
    const created = await operator.request.post('/api/v1/products', {
      data: {
        name,
        price: 25,
        unit: 'kg',
        minimumOrder: 1,
        categoryId: mozzarella!.categoryId,
        supplierId: mozzarella!.supplierId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    productIds.push(((await created.json()) as { id: string }).id);
  }
  // Boi Nobre's system answers with a key of its own.
  const minted = await operator.request.post('/api/v1/supplier-api-key', {
    data: { name: `ERP cotações e2e ${tag}`, supplierId: supplierId(BOI_NOBRE), neverExpires: true },
  });
  expect(minted.status(), await minted.text()).toBe(201);
  const { key } = (await minted.json()) as { key: string };
  await operator.close();

  let quoteUrl = '';
  await test.step('1. a member builds a cotação from a shopping list at /app/cotacoes/nova and sends it to Serra Azul, Boi Nobre and Vale Verde', async () => {
    // The list, through the API (lists.spec.ts walks the lists' own screens); earlier runs' lists go first.
    const lists = (await (await page.request.get('/api/v1/shopping-lists?limit=100')).json()) as {
      data: Array<{ id: string; name: string }>;
    };
    for (const earlier of lists.data.filter((l) => l.name.startsWith('Cotação da semana e2e '))) {
      await page.request.delete(`/api/v1/shopping-lists/${earlier.id}`);
    }
    const list = await page.request.post('/api/v1/shopping-lists', { data: { name: listName } });
    expect(list.status(), await list.text()).toBe(201);
    const listId = ((await list.json()) as { id: string }).id;
    for (const productId of productIds) {
      const added = await page.request.post(`/api/v1/shopping-lists/${listId}/items`, {
        data: { productId, quantity: QUANTITY },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await page.goto('/app/cotacoes');
    await expect(page.getByRole('heading', { name: 'Cotações', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nova cotação' }).click();
    await expect(page).toHaveURL(/\/app\/cotacoes\/nova$/);
    await expect(page.getByRole('heading', { name: 'Nova cotação', level: 1 })).toBeVisible();
    const builder = page.getByRole('form', { name: 'Nova cotação' });
    await builder.getByLabel('Título').fill(title);
    await builder.getByRole('radio', { name: 'Uma lista de compras' }).check();
    await builder.getByRole('combobox', { name: 'Lista de compras' }).click();
    await page.getByRole('option', { name: `${listName} (3 produtos)` }).click();
    await expect(builder.getByRole('combobox', { name: 'Endereço de entrega' })).toContainText(
      'Cozinha central — São Paulo/SP',
    );
    // The suppliers who deliver in São Paulo come first, under their heading; the search ignores accents
    // ("hortifruti" finds "Hortifrúti") and Enter takes the option the arrows are on.
    const serving = builder.getByRole('group', { name: 'Atendem São Paulo/SP' });
    for (const name of [SERRA_AZUL, BOI_NOBRE]) await serving.getByRole('option', { name, exact: true }).click();
    const search = builder.getByRole('combobox', { name: 'Fornecedores' });
    await search.fill('hortifruti vale');
    await search.press('ArrowDown');
    await search.press('Enter');
    // Escape empties the search: the whole list again, the three chosen.
    await search.press('Escape');
    for (const name of [SERRA_AZUL, BOI_NOBRE, VALE_VERDE]) {
      await expect(builder.getByRole('option', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(builder.getByText('3 selecionados')).toBeVisible();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && /\/quotes\/[^/]+\/send$/.test(r.url()));
    await builder.getByRole('button', { name: 'Enviar cotação' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Cotação enviada aos fornecedores')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/cotacoes\/[0-9a-f-]{36}$/);
    quoteUrl = page.url();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Aberta');
    // The list's three products, each with its quantity.
    const items = page.getByRole('list', { name: 'Itens da cotação' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const name of names) await expect(items.filter({ hasText: name })).toContainText(`${QUANTITY} kg`);
    const invited = page.getByRole('list', { name: 'Fornecedores convidados' }).getByRole('listitem');
    await expect(invited).toHaveCount(3);
    await expect(page.getByText('0 de 3 responderam')).toBeVisible();
  });
  const quoteId = quoteUrl.split('/').pop()!;

  const serraAzul = await browser.newContext();
  await signInAs(serraAzul, 'serra-azul@fornecedor.abastece.dev');
  const valeVerde = await browser.newContext();
  await signInAs(valeVerde, 'vale-verde@fornecedor.abastece.dev');
  const boiNobreApi = await playwright.request.newContext({
    baseURL: new URL(quoteUrl).origin,
    extraHTTPHeaders: { 'x-api-key': key },
  });

  await test.step('2. Serra Azul answers in the portal, Boi Nobre through the API with its key, and Vale Verde through the e-mailed link on a 390 px phone, where the page fits and axe finds nothing serious', async () => {
    // Serra Azul's person, from the portal's list of cotações received.
    const portal = await serraAzul.newPage();
    await portal.goto('/fornecedor/cotacoes');
    await expect(portal.getByRole('heading', { name: 'Cotações', level: 1 })).toBeVisible();
    const row = portal.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Não lida');
    await expect(row).toContainText('Não respondida');
    await row.getByRole('link', { name: `${title} de ${BUYER}` }).click();
    await expect(portal).toHaveURL(new RegExp(`/fornecedor/cotacoes/${quoteId}$`));
    await expect(portal.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(portal.getByRole('main')).toContainText('Rua Augusta, 1500');
    await answerInForm(portal, names, PRICES[SERRA_AZUL], { leadTimeDays: '2', total: 'R$ 610,00' });
    await portal.goto('/fornecedor/cotacoes');
    await expect(portal.getByRole('row').filter({ hasText: title })).toContainText('Respondida · versão 1');
    await portal.close();

    // Boi Nobre's system: finds the cotação in its list, reads its lines, answers with freight.
    const received = (await (await boiNobreApi.get('/api/v1/supplier/quotes')).json()) as {
      data: Array<{ id: string; title: string; status: string }>;
    };
    expect(received.data.find((q) => q.title === title)).toMatchObject({ id: quoteId, status: 'OPEN' });
    const asked = (await (await boiNobreApi.get(`/api/v1/supplier/quotes/${quoteId}`)).json()) as {
      lines: Array<{ id: string; description: string; quantity: number }>;
    };
    expect(asked.lines.map((l) => [l.description, l.quantity])).toEqual(names.map((n) => [n, QUANTITY]));
    const answered = await boiNobreApi.put(`/api/v1/supplier/quotes/${quoteId}/answer`, {
      data: {
        lines: asked.lines.map((l) => ({
          lineId: l.id,
          unitPrice: reais(PRICES[BOI_NOBRE][names.indexOf(l.description)]!),
          availableQuantity: null,
          note: null,
        })),
        validUntil: inDays(7),
        leadTimeDays: 1,
        paymentTerm: 'Boleto 28 dias',
        minimumOrderValue: 0,
        freight: 40,
      },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    expect(((await answered.json()) as { answer: { version: number } }).answer.version).toBe(1);

    // Vale Verde: the link in the e-mail sent to where its cotações go, opened on a phone, no sign-in.
    const settings = (await (await valeVerde.request.get('/api/v1/supplier-portal/settings')).json()) as {
      email: string;
      orderEmail: string | null;
    };
    const link = await linkFromInbox(
      settings.orderEmail ?? settings.email,
      new RegExp(`^Cotação de ${BUYER}: ${escapeRegExp(title)}$`),
      '/cotacao/responder/',
    );
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mobile = await phone.newPage();
    await mobile.goto(link.pathname);
    await expect(mobile.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The link shows only the city, not the kitchen's street.
    await expect(mobile.getByRole('main')).toContainText('São Paulo/SP');
    await expect(mobile.getByRole('main')).not.toContainText('Rua Augusta');
    await expectNoSidewaysScroll(mobile);
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    await answerInForm(mobile, names, PRICES[VALE_VERDE], { leadTimeDays: '1', minimum: '300,00', total: 'R$ 610,00' });
    await expectNoSidewaysScroll(mobile);
    await phone.close();
  });

  let orderUrl = '';
  await test.step('3. the member closes the cotação, compares the answers (each line’s best price, the best split of R$ 590,00 with Serra Azul and Vale Verde) and awards the best split', async () => {
    await page.goto(quoteUrl);
    await expect(page.getByText('3 de 3 responderam')).toBeVisible();
    // While it is open the suppliers may still change prices: the award waits for the close.
    await expect(page.getByRole('button', { name: 'Fechar com a melhor divisão' })).toBeDisabled();
    await page.getByRole('button', { name: 'Encerrar' }).click();
    const close = page.getByRole('dialog', { name: 'Encerrar a cotação agora?' });
    await close.getByRole('button', { name: 'Encerrar' }).click();
    await expect(page.getByText('Cotação encerrada')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Encerrada');
    await expect(page.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);

    const table = page.getByRole('table', { name: 'Comparação de preços' });
    await expect(table).toBeVisible();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    /** A supplier's cell in a line's row (its header holds the line's name) or a totals row (named exactly). */
    const cell = (row: string, supplier: string): Locator => {
      const column = headers.findIndex((h) => h.startsWith(supplier));
      expect(column, `a column for ${supplier} in ${headers.join(' | ')}`).toBeGreaterThan(0);
      const exact = !names.includes(row);
      // The row's first cell is its header (a th): the suppliers' cells follow the "Item" column.
      return table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row, exact }) })
        .getByRole('cell')
        .nth(column - 1);
    };
    // Each line's best price is marked once, in words: a different supplier's on each line.
    for (const [line, best, price] of [
      [parmesan, SERRA_AZUL, 'R$ 10,00/kg'],
      [butter, BOI_NOBRE, 'R$ 18,00/kg'],
      [requeijao, VALE_VERDE, 'R$ 28,00/kg'],
    ] as const) {
      await expect(table.getByRole('row').filter({ hasText: line }).getByText('Melhor preço')).toHaveCount(1);
      await expect(cell(line, best)).toContainText(price);
      await expect(cell(line, best)).toContainText('Melhor preço');
    }
    await expect(cell('Frete', BOI_NOBRE)).toHaveText('R$ 40,00');
    await expect(cell('Total com frete', BOI_NOBRE)).toHaveText('R$ 650,00');
    await expect(cell('Total com frete', SERRA_AZUL)).toHaveText('R$ 610,00');
    await expect(cell('Pedido mínimo', VALE_VERDE)).toHaveText('R$ 300,00 · atingido');

    // The best split: not each line's best price (Boi Nobre's freight, Vale Verde's minimum).
    const split = page.getByRole('region', { name: 'Melhor divisão' });
    await expect(split).toContainText('Total com frete: R$ 590,00');
    const shares = split.getByRole('list', { name: 'Melhor divisão por fornecedor' }).getByRole('listitem');
    await expect(shares).toHaveCount(2);
    await expect(shares.filter({ hasText: SERRA_AZUL })).toContainText(
      `${SERRA_AZUL} · 1 item R$ 100,00 + frete R$ 0,00 = R$ 100,00`,
    );
    await expect(shares.filter({ hasText: VALE_VERDE })).toContainText(
      `${VALE_VERDE} · 2 itens R$ 490,00 + frete R$ 0,00 = R$ 490,00`,
    );
    await expect(shares.filter({ hasText: BOI_NOBRE })).toHaveCount(0);
    // The comparison and the award panel fit a phone and a tablet as well.
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('region', { name: 'Melhor divisão' })).toContainText('R$ 590,00');
      await expectNoSidewaysScroll(page);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await split.getByRole('button', { name: 'Fechar com a melhor divisão' }).click();
    const award = page.getByRole('dialog', { name: 'Fechar com a melhor divisão?' });
    await expect(award).toContainText('Cria o pedido de compra de R$ 590,00');
    await expect(award).toContainText(`${SERRA_AZUL} (R$ 100,00)`);
    await expect(award).toContainText(`${VALE_VERDE} (R$ 490,00)`);
    const awarded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/award'));
    await award.getByRole('button', { name: 'Fechar com os vencedores' }).click();
    expect((await awarded).status()).toBe(200);
    await expect(page.getByText('Cotação fechada com os vencedores: o pedido de compra foi criado')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Vencedores escolhidos');
    const invited = page.getByRole('list', { name: 'Fornecedores convidados' }).getByRole('listitem');
    await expect(invited.filter({ hasText: SERRA_AZUL })).toContainText('Venceu');
    await expect(invited.filter({ hasText: VALE_VERDE })).toContainText('Venceu');
    await expect(invited.filter({ hasText: BOI_NOBRE })).toContainText('Não venceu');

    // The purchase order, placed by the member: one part per winner, both waiting for approval.
    await page.getByRole('link', { name: 'Ver pedido de compra' }).click();
    await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    orderUrl = page.url();
    await expect(page.getByRole('main')).toContainText(`Cotação: ${title}`);
    await expect(page.getByTestId('order-status')).toHaveText('Pendente');
    for (const winner of [SERRA_AZUL, VALE_VERDE]) {
      await expect(page.getByRole('region', { name: new RegExp(`^Pedido \\d+-\\d+ para ${winner}$`) })).toContainText(
        'Aguardando aprovação',
      );
    }
    await expect(page.getByRole('region', { name: new RegExp(`para ${BOI_NOBRE}$`) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Aprovar etapa' })).toHaveCount(0);
  });
  const orderId = orderUrl.split('/').pop()!;
  const { number: orderNumber } = (await (await page.request.get(`/api/v1/purchase-orders/${orderId}`)).json()) as {
    number: number;
  };

  await test.step('4. the owner approves both parts under the demo restaurant’s rules (it has none: one administrator or the owner decides)', async () => {
    const owner = await browser.newContext();
    await signInAs(owner, 'dono@abastece.dev');
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/app/approvals');
    const inbox = ownerPage.getByRole('region', { name: 'O que espera por mim e por quê' });
    // Vale Verde's R$ 490,00 part: the amount narrows the inbox to it, whatever else waits in the demo restaurant.
    await inbox.getByLabel('Valor mínimo (R$)').fill('490,00');
    await inbox.getByLabel('Valor máximo (R$)').fill('490,00');
    const ours = inbox.getByRole('link', { name: `Pedido nº ${orderNumber} · Cotação: ${title}` });
    const part = inbox.getByRole('listitem', { name: new RegExp(`^Pedido ${orderNumber}-\\d+ para ${VALE_VERDE}$`) });
    await expect(part.getByTestId('approval-why')).toHaveText('Por quê: Aprovação de um administrador');
    await ours.click();
    await expect(ownerPage).toHaveURL(orderUrl);
    for (const winner of [SERRA_AZUL, VALE_VERDE]) {
      const region = ownerPage.getByRole('region', { name: new RegExp(`^Pedido ${orderNumber}-\\d+ para ${winner}$`) });
      await expect(region).toContainText('Administrador ou dono');
      await expect(region).toContainText('Aprovação de um administrador');
      await region.getByRole('button', { name: 'Aprovar etapa' }).click();
      const decide = ownerPage.getByRole('dialog', { name: new RegExp(`^Aprovar o pedido ${orderNumber}-\\d+$`) });
      // The note goes to the member who closed the cotação, whose order it is (#52).
      await decide.getByLabel('Observação para Bruna Membro Lima (opcional)').fill('Preços da cotação conferidos');
      await decide.getByRole('button', { name: 'Confirmar' }).click();
      await expect(region).toContainText('Enviado ao fornecedor');
    }
    await expect(ownerPage.getByTestId('order-status')).toHaveText('Aprovado');
    await owner.close();
  });

  await test.step('5. Serra Azul and Vale Verde each see their order at the quoted prices and confirm it; Boi Nobre, which lost, has none', async () => {
    for (const [supplier, lines, total] of [
      [serraAzul, [[parmesan, '10,00', '100,00']], 'R$ 100,00'],
      [
        valeVerde,
        [
          [butter, '21,00', '210,00'],
          [requeijao, '28,00', '280,00'],
        ],
        'R$ 490,00',
      ],
    ] as const) {
      const portal = await supplier.newPage();
      await portal.goto('/fornecedor');
      await expect(portal.getByRole('heading', { name: 'Pedidos recebidos' })).toBeVisible();
      await portal.getByRole('link', { name: new RegExp(`^Pedido nº ${orderNumber}-\\d+ de ${BUYER}$`) }).click();
      await expect(portal.getByTestId('supplier-order-status')).toHaveText('Novo');
      await expect(portal.getByRole('main')).toContainText(total);
      const items = portal.getByRole('listitem', { name: new RegExp(` cotação ${tag}$`) });
      await expect(items).toHaveCount(lines.length);
      for (const [name, unit, sum] of lines) {
        await expect(portal.getByRole('listitem', { name })).toContainText(`${QUANTITY} kg × R$ ${unit} = R$ ${sum}`);
      }
      // No freight line: the winners quoted none.
      await expect(portal.getByRole('listitem', { name: /^Frete/ })).toHaveCount(0);
      // Each confirms it, as on any order (and leaves no order of this walk waiting in its inbox).
      await portal.getByLabel('Data prometida de entrega').fill(inDays(2));
      await portal.getByRole('button', { name: 'Enviar resposta' }).click();
      const confirm = portal.getByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
      await expect(confirm).toContainText(
        `${lines.length === 1 ? '1 item aceito' : `${lines.length} itens aceitos`} e 0 recusados`,
      );
      await confirm.getByRole('button', { name: 'Enviar resposta' }).click();
      await expect(portal.getByTestId('supplier-order-status')).toHaveText('Confirmado');
      await portal.close();
    }

    // Boi Nobre's system: the cotação lost, and no part of the order among its orders.
    const lost = (await (await boiNobreApi.get(`/api/v1/supplier/quotes/${quoteId}`)).json()) as {
      status: string;
      outcome: string | null;
    };
    expect(lost).toMatchObject({ status: 'AWARDED', outcome: 'LOST' });
    // Every order of Boi Nobre's that changed since the walk began (an order of this award would be one).
    const theirs: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `updatedSince=${encodeURIComponent(walkStart)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await boiNobreApi.get(`/api/v1/supplier/orders?${query}`);
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { data: Array<{ number: string }>; nextCursor: string | null };
      theirs.push(...body.data.map((o) => o.number));
      cursor = body.nextCursor;
    } while (cursor);
    expect(theirs.filter((n) => n.startsWith(`${orderNumber}-`))).toEqual([]);
  });

  await test.step('5b. the catalogue shows the member the parmesão at its quoted R$ 10,00 until the answer’s validity, and another buyer the list price', async () => {
    // Only Serra Azul's own product keeps a negotiated price: Vale Verde won the butter and the requeijão,
    // which are Serra Azul's products (decision 0049), so they stay at the list price.
    const negotiated = (await (await page.request.get('/api/v1/negotiated-prices')).json()) as {
      data: Array<{ productId: string; unitPrice: number; listPrice: number; validUntil: string }>;
    };
    const [parmesanId] = productIds as [string, string, string];
    const ours = negotiated.data.filter((p) => productIds.includes(p.productId));
    expect(ours).toEqual([expect.objectContaining({ productId: parmesanId, unitPrice: 10, listPrice: 25 })]);
    const until = `${ours[0]!.validUntil.slice(8, 10)}/${ours[0]!.validUntil.slice(5, 7)}`;

    await page.goto(`/app?busca=${encodeURIComponent(tag)}&cidade=todas`);
    const card = page.getByRole('article', { name: parmesan });
    await expect(card).toContainText('R$ 10,00');
    await expect(card).toContainText(`Preço cotado até ${until}`);
    await expect(card.getByRole('deletion')).toHaveText('Preço de catálogo: R$ 25,00');
    await expect(page.getByRole('article', { name: butter })).not.toContainText('Preço cotado');
    await page.goto(`/app/products/${parmesanId}`);
    await expect(page.getByRole('main')).toContainText(`Preço cotado até ${until}`);

    // The padaria (another organization) is shown the catalogue's price, on the card and the product.
    const other = await browser.newContext();
    await signInAs(other, 'padaria@abastece.dev');
    const theirs = await other.newPage();
    await theirs.goto(`/app?busca=${encodeURIComponent(tag)}&cidade=todas`);
    const theirCard = theirs.getByRole('article', { name: parmesan });
    await expect(theirCard).toContainText('R$ 25,00');
    await expect(theirCard).not.toContainText('Preço cotado');
    await theirs.goto(`/app/products/${parmesanId}`);
    await expect(theirs.getByRole('main')).toContainText('R$ 25,00');
    await expect(theirs.getByRole('main')).not.toContainText('Preço cotado');
    expect(
      ((await (await theirs.request.get('/api/v1/negotiated-prices')).json()) as { data: unknown[] }).data,
    ).toEqual([]);
    await other.close();
  });

  await boiNobreApi.dispose();
  await serraAzul.close();
  await valeVerde.close();
});
