import { expect, test } from '@playwright/test';
import { signInAs, signInAsNewMember } from './support/session';
import { productsNamed } from './support/catalogue';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
// The buyer reads a supplier's promised day as dd/mm/aaaa (the day itself, no time zone shift).
const ptBR = (day: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(new Date(day));

test('a member orders from two suppliers, the admin approves, the dairy confirms two lines and refuses one in its portal, the produce supplier confirms through the API, and the buyer sees the timeline and the bell', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsNewMember(context);
  await page.request.post('/api/v1/cart/clear');
  const products = await productsNamed(page.request, [
    'Queijo minas frescal',
    'Manteiga sem sal',
    'Queijo muçarela',
    'Tomate italiano',
  ]);
  for (const p of products) {
    await page.request.post('/api/v1/cart/item', { data: { productId: p.id, quantity: Math.max(2, p.minimumOrder) } });
  }
  const description = `Semana e2e ${Math.random().toString(36).slice(2, 8)}`;
  const placed = await page.request.post('/api/v1/purchase-orders', { data: { description } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; number: number };

  // The admin approves everything: one supplier order leaves to each supplier.
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const approved = await admin.request.put(`/api/v1/purchase-orders/${order.id}/status`, {
    data: { status: 'APPROVED' },
  });
  expect(approved.status()).toBe(200);
  await admin.close();

  // The dairy's person answers in the portal.
  const dairy = await browser.newContext();
  await signInAs(dairy, 'serra-azul@fornecedor.abastece.dev');
  const portal = await dairy.newPage();
  await portal.goto('/fornecedor');
  await expect(portal.getByRole('heading', { name: 'Pedidos recebidos' })).toBeVisible();
  await portal.getByRole('link', { name: new RegExp(`Pedido nº ${order.number}-\\d`) }).click();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Novo');
  const butter = portal.getByRole('listitem', { name: 'Manteiga sem sal' });
  await butter.getByRole('radio', { name: 'Recusar' }).check();
  await butter.getByRole('combobox', { name: 'Motivo da recusa' }).click();
  await portal.getByRole('option', { name: 'Sem estoque' }).click();
  await butter.getByLabel('Observação (opcional)').fill('Chega na segunda');
  const dairyPromised = tomorrow();
  await portal.getByLabel('Data prometida de entrega').fill(dairyPromised);
  await portal.getByRole('button', { name: 'Enviar resposta' }).click();
  // The answer cannot be changed once sent: the portal asks first, saying what goes.
  const confirm = portal.getByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
  await expect(confirm).toContainText('2 itens aceitos e 1 recusado');
  await confirm.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Confirmado');
  await expect(portal.getByRole('listitem', { name: 'Manteiga sem sal' })).toContainText('Recusado: Sem estoque');
  await dairy.close();

  // The produce supplier's system answers through the API with its key (created by the operator).
  const operator = await browser.newContext();
  await signInAs(operator, 'operador@abastece.dev');
  const created = await operator.request.post('/api/v1/supplier-api-key', {
    data: { name: 'ERP e2e', supplierId: products[3]!.supplierId, neverExpires: true },
  });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  await operator.close();
  const list = (await (
    await page.request.get('/api/v1/supplier/orders?status=SENT', { headers: { 'x-api-key': key } })
  ).json()) as { data: Array<{ id: string; number: string }> };
  const produce = list.data.find((o) => o.number.startsWith(`${order.number}-`))!;
  const detail = (await (
    await page.request.get(`/api/v1/supplier/orders/${produce.id}`, { headers: { 'x-api-key': key } })
  ).json()) as { lines: Array<{ id: string }> };
  const producePromised = inTwoDays();
  const answered = await page.request.post(`/api/v1/supplier/orders/${produce.id}/acknowledge`, {
    headers: { 'x-api-key': key, 'idempotency-key': `e2e-${produce.id}` },
    data: { lines: detail.lines.map((l) => ({ itemId: l.id, accepted: true })), promisedDate: producePromised },
  });
  expect(answered.status()).toBe(200);

  // The buyer: the order is under way, each supplier order has its timeline, and the bell rings.
  await page.goto(`/app/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Em andamento');
  const dairyPart = page.getByRole('region', { name: /para Laticínios Serra Azul/ });
  await expect(dairyPart).toContainText('Confirmado pelo fornecedor');
  await expect(dairyPart).toContainText(`entrega prometida para ${ptBR(dairyPromised)}`);
  await expect(dairyPart).toContainText('Recusou Manteiga sem sal: sem estoque — Chega na segunda');
  // The refused line reads refused, in the vocabulary's words, never "Aprovado".
  const butterLine = dairyPart.getByRole('listitem', {
    name: 'Manteiga sem sal',
  });
  await expect(butterLine).toContainText('Recusado pelo fornecedor');
  await expect(butterLine).not.toContainText('Aprovado');
  const producePart = page.getByRole('region', { name: /para Hortifrúti Vale Verde/ });
  await expect(producePart).toContainText('Confirmado pelo fornecedor');
  await expect(producePart).toContainText(`entrega prometida para ${ptBR(producePromised)}`);
  await expect(page.getByTestId('bell-count')).toBeVisible();
  await page.getByRole('button', { name: /Notificações: \d+\+? não lidas/ }).click();
  // One entry for the order, its newest update on top and the one before under it.
  const entries = page.getByRole('menuitem').filter({ hasText: new RegExp(`pedido nº ${order.number}\\b`) });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText(`Laticínios Serra Azul confirmou 2 de 3 itens do pedido nº ${order.number}`);
  await expect(entries).toContainText(`Hortifrúti Vale Verde confirmou 1 de 1 item do pedido nº ${order.number}`);

  // The list names each order by its number, on a desktop and on a phone, where it must not scroll sideways.
  await page.keyboard.press('Escape');
  await page.goto('/app/orders?status=IN_PROGRESS');
  const row = () => page.getByRole('link', { name: `Pedido nº ${order.number} ${description}` });
  await expect(row()).toBeVisible();
  // Found by its number, with its suppliers named in the row.
  const search = page.getByRole('search', { name: 'Buscar pedidos' });
  await search.getByLabel('Número, fornecedor ou descrição').fill(String(order.number));
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`busca=${order.number}`));
  const table = page.getByRole('table', { name: 'Pedidos' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Hortifrúti Vale Verde, Laticínios Serra Azul');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row()).toBeVisible();
  const phoneList = page.getByRole('list', { name: 'Pedidos' });
  const sticksOut = await phoneList.evaluate((el) => {
    const box = el as unknown as { scrollWidth: number; clientWidth: number };
    return box.scrollWidth - box.clientWidth;
  });
  expect(sticksOut).toBe(0);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

test('on a phone the supplier portal puts every section in a menu and has a tab for every state', async ({
  browser,
}) => {
  const dairy = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInAs(dairy, 'serra-azul@fornecedor.abastece.dev');
  const portal = await dairy.newPage();
  await portal.goto('/fornecedor');
  await expect(portal.getByRole('heading', { name: 'Pedidos recebidos' })).toBeVisible();
  const tabs = portal.getByRole('tablist', { name: 'Filtrar pedidos' });
  for (const state of ['Novo', 'Confirmado', 'Enviado em parte', 'Enviado', 'Entregue', 'Concluído'])
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${state}\\s*(\\(\\d+\\))?$`) })).toBeVisible();
  await portal.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = portal.getByRole('navigation', { name: 'Portal do fornecedor (móvel)' });
  for (const section of ['Pedidos', 'Produtos', 'Desempenho', 'API', 'Configurações', 'Equipe', 'Integrações'])
    await expect(menu.getByRole('link', { name: section, exact: true })).toBeInViewport();
  await menu.getByRole('link', { name: 'Integrações', exact: true }).click();
  await expect(portal).toHaveURL(/\/fornecedor\/integracoes$/);
  await dairy.close();
});
