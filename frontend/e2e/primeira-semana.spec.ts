import { expect, test } from '@playwright/test';
import { upgradeToPro } from './support/billing';
import { freshNoteNumber, nfeKey } from './support/nfe';
import { createOrganizationOnScreen, randomCnpj, sql } from './support/organization';
import { signInAs, signInAsNewUser } from './support/session';
import { productsNamed } from './support/catalogue';

const uniq = () => Math.random().toString(36).slice(2, 8);
/** A São Paulo calendar day ("2026-11-26"), `daysAgo` before today there. */
const saoPauloDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() - daysAgo * 86_400_000);
const ptDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test.use({ viewport: { width: 390, height: 844 } });

test('a primeira semana: a new restaurant sets its address and invites the chef, learns who does not deliver, orders from two suppliers while one waits for its minimum, sees its 22h order on that day, receives goods under an NF-e the form read, hears who answered and reads the log in Portuguese', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniq();
  const restaurant = `Bistrô Primeira Semana ${tag}`;
  await signInAsNewUser(context, 'Ana Primeira');

  await test.step('1. the new organization sets its address and invites the chef', async () => {
    await page.goto('/get-started');
    await createOrganizationOnScreen(page, restaurant);

    // The first steps lead to a first order: the address first.
    await page.goto('/app/dashboard');
    const steps = page.getByRole('main');
    await expect(steps.getByText('Primeiros passos · 0 de 3')).toBeVisible();
    await steps.getByRole('link', { name: 'Cadastre o endereço de entrega' }).click();
    await page.getByRole('button', { name: 'Novo endereço' }).click();
    const address = page.getByRole('dialog');
    await address.getByLabel('CEP').fill('01310-100');
    await address.getByLabel('Logradouro').fill('Avenida Paulista');
    await address.getByLabel('Número').fill('1000');
    await address.getByLabel('Bairro').fill('Bela Vista');
    await address.getByRole('combobox', { name: 'Cidade' }).click();
    await page.getByRole('option', { name: 'São Paulo/SP' }).click();
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByRole('main')).toContainText('Avenida Paulista, 1000');

    // Free has the owner's seat only: the chef comes in with Pro.
    await upgradeToPro(page, 2);
    const chef = `chef-${tag}@teste.abastece.dev`;
    await page.goto('/app/settings/organization/members');
    await page.getByRole('button', { name: 'Convidar' }).click();
    await page.getByRole('dialog').getByLabel('E-mail').fill(chef);
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado para ${chef}`)).toBeVisible();
    await page.goto('/app/dashboard');
    await expect(page.getByRole('main').getByText('Primeiros passos · 2 de 3')).toBeVisible();
  });

  await test.step('2. it searches a product whose supplier does not serve it, and sees why', async () => {
    await page.goto('/app?busca=oleo%20de%20soja%20900');
    await expect(
      page.getByRole('heading', { name: 'Nenhum fornecedor que entrega em São Paulo tem este produto' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Óleo de soja 900 ml' })).toContainText('Não entrega em São Paulo');
  });

  const tomato = (await productsNamed(page.request, ['Tomate italiano']))[0]!;

  // A supplier of its own serving São Paulo with a minimum of R$ 500 (the demo suppliers keep theirs).
  const operator = await browser.newContext();
  await signInAs(operator, 'operador@abastece.dev');
  const cities = (await (await operator.request.get('/api/v1/suppliers/cities')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const demanding = `Empório Exigente ${tag}`;
  const created = await operator.request.post('/api/v1/suppliers', {
    data: {
      name: demanding,
      email: `vendas-${tag}@emporio.test`,
      cnpj: randomCnpj(),
      color: '#7c3aed',
      cityIds: [cities.find((c) => c.name === 'São Paulo')!.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: demandingId } = (await created.json()) as { id: string };
  const cheese = await operator.request.post('/api/v1/products', {
    data: {
      name: `Queijo canastra ${tag}`,
      sku: `EXI-${tag}`,
      price: 89.9,
      unit: 'kg',
      categoryId: tomato.categoryId,
      supplierId: demandingId,
    },
  });
  expect(cheese.status(), await cheese.text()).toBe(201);
  const { id: cheeseId } = (await cheese.json()) as { id: string };
  await operator.close();
  await sql('update suppliers set minimum_order_value = 500 where id = $1', [demandingId]);

  let orderId = '';
  let orderNumber = 0;

  await test.step('3. it orders from two suppliers; the one below its minimum stays in the cart, the other goes', async () => {
    for (const [productId, quantity] of [
      [tomato.id, Math.max(tomato.minimumOrder, 5)],
      [cheeseId, 2],
    ] as const) {
      expect((await page.request.post('/api/v1/cart/item', { data: { productId, quantity } })).status()).toBe(201);
    }
    await page.goto('/app/checkout');
    await expect(page.getByRole('status').filter({ hasText: 'fica no carrinho' })).toContainText(
      `${demanding} (faltam R$ 320,20 para o mínimo) fica no carrinho; Hortifrúti Vale Verde segue agora.`,
    );
    await page.getByLabel('Descrição do pedido').fill(`Semana ${tag}`);
    // The owner's own order needs no approval (decision 0055): the button says where it goes.
    await page.getByRole('button', { name: 'Enviar pedido aos fornecedores' }).click();
    await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop()!;
    await expect(page.getByRole('region', { name: /para Hortifrúti Vale Verde/ })).toBeVisible();
    const cart = (await (await page.request.get('/api/v1/cart')).json()) as { items: Array<{ productId: string }> };
    expect(cart.items.map((i) => i.productId)).toEqual([cheeseId]);
    const detail = (await (await page.request.get(`/api/v1/purchase-orders/${orderId}`)).json()) as { number: number };
    orderNumber = detail.number;
  });

  await test.step('4. an order placed at 22h São Paulo time shows on that day in the dashboard', async () => {
    const [organization] = await sql<{ id: string }>('select id from organizations where name = $1', [restaurant]);
    const yesterday = saoPauloDay(1);
    await sql(
      `insert into purchase_orders (organization_id, description, created_at, updated_at)
       values ($1, 'Pedido das 22h', $2, $2)`,
      [organization!.id, `${yesterday}T22:00:00-03:00`],
    );
    await page.goto('/app/dashboard');
    await page.getByText('Ver os dias em tabela').click();
    const table = page.getByRole('table', { name: 'Atividade por dia' });
    await expect(table.getByRole('row', { name: new RegExp(`^${ptDay(yesterday)} 1 `) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`^${ptDay(saoPauloDay())} 1 `) })).toBeVisible();
  });

  const supplier = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInAs(supplier, 'vale-verde@fornecedor.abastece.dev');
  await test.step('5. the supplier confirms, then ships with a key whose number and series the form filled', async () => {
    // The owner's own order was approved at creation (decision 0055): it is already with the supplier.
    const placed = (await (await page.request.get(`/api/v1/purchase-orders/${orderId}`)).json()) as {
      status: string;
      supplier_orders: Array<{ status: string; approval: { steps: Array<{ reason: string }> } }>;
    };
    expect(placed.status).toBe('APPROVED');
    expect(placed.supplier_orders[0]!.approval.steps.map((s) => s.reason)).toEqual([
      'Aprovado na criação: pedido do dono',
    ]);
    const inbox = (await (await supplier.request.get('/api/v1/supplier-portal/orders?status=SENT')).json()) as {
      data: Array<{ id: string; number: string }>;
    };
    const part = inbox.data.find((o) => o.number === `${orderNumber}-1`)!;
    const lines = (await (await supplier.request.get(`/api/v1/supplier-portal/orders/${part.id}`)).json()) as {
      lines: Array<{ id: string }>;
    };
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const answered = await supplier.request.post(`/api/v1/supplier-portal/orders/${part.id}/acknowledge`, {
      data: { lines: lines.lines.map((l) => ({ itemId: l.id, accepted: true })), promisedDate: tomorrow },
    });
    expect(answered.status()).toBe(200);

    const { cnpj } = (await (await page.request.get(`/api/v1/suppliers/${tomato.supplierId}`)).json()) as {
      cnpj: string;
    };
    const note = freshNoteNumber();
    const portal = await supplier.newPage();
    await portal.goto(`/fornecedor/pedidos/${part.id}`);
    await portal.getByRole('button', { name: 'Despachar remessa' }).click();
    const ship = portal.getByRole('dialog');
    await ship.getByLabel('Chave de acesso da NF-e').fill(nfeKey(cnpj.replace(/\D/g, ''), note));
    await expect(ship.getByLabel('Número da NF-e')).toHaveValue(String(note));
    await expect(ship.getByLabel('Série')).toHaveValue('1');
    await expect(ship.getByRole('button', { name: 'Registrar remessa' })).toBeInViewport();
    await ship.getByRole('button', { name: 'Registrar remessa' }).click();
    await expect(portal.getByTestId('supplier-order-status')).toHaveText('Enviado');
    await expect(portal.getByRole('listitem', { name: 'Remessa 1' })).toContainText(`NF-e nº ${note}`);
  });
  await supplier.close();

  await test.step('6. the bell names the supplier and the order', async () => {
    await page.goto(`/app/orders/${orderId}`);
    await page.getByRole('button', { name: /Notificações: \d+\+? não lidas/ }).click();
    // One entry per order: the shipment on top, the confirmation before it under it.
    const entry = page.getByRole('menuitem', {
      name: new RegExp(`^Hortifrúti Vale Verde despachou o pedido nº ${orderNumber}\\b`),
    });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`Hortifrúti Vale Verde confirmou 1 de 1 item do pedido nº ${orderNumber}`);
    await page.keyboard.press('Escape');
  });

  await test.step('7. the audit entry reads in Portuguese', async () => {
    await page.goto('/app/settings/organization/audit');
    // At 390 px the log is a list of cards (the table is for wider screens).
    const entry = page.getByRole('main').getByText('Fornecedor respondeu o pedido').filter({ visible: true }).first();
    await expect(entry).toBeVisible();
    const log = page.getByRole('main');
    await expect(
      log.getByText('Situação: Enviado ao fornecedor → Confirmado pelo fornecedor').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(log).not.toContainText('ACKNOWLEDGED');
    await expect(log).not.toContainText('{"');
  });
});
