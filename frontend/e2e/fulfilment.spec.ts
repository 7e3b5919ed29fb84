import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { nfeKey } from './support/nfe';
import { signInAs, signInAsNewMember } from './support/session';
import { acknowledgeAll, approvedDairyOrder } from './support/dairy-order';

type Scorecard = {
  creditAmount: number;
  counts: {
    unitsOrdered: number;
    unitsReceivedOk: number;
    ordersOnTime: number;
    linesAnswered: number;
    ordersReceived: number;
    ordersWithIncidents: number;
  };
};

/** The supplier's own 90-day figures, as the portal reads them. */
async function scorecardOf(supplier: BrowserContext) {
  const res = await supplier.request.get('/api/v1/supplier-portal/scorecard?days=90');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: Scorecard }).totals;
}

async function fillInvoice(page: Page, cnpj: string, number: number, amount: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Chave de acesso da NF-e').fill(nfeKey(cnpj, number));
  // The key holds the note's number and series: the form takes them from it.
  await expect(dialog.getByLabel('Número da NF-e')).toHaveValue(String(number));
  await expect(dialog.getByLabel('Série')).toHaveValue('1');
  await dialog.getByLabel('Valor da NF-e (R$)').fill(amount);
  await dialog.getByLabel('Transportadora (opcional)').fill('Transportadora Rápida');
}

test('the supplier ships two of three lines with an NF-e, the buyer receives one short and one damaged, the supplier answers with a credit and a replacement, the buyer receives it and resolves, and both orders read completed with the scorecard moved', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsNewMember(context);
  const { lines, order, dairy, part, detail } = await approvedDairyOrder(
    page,
    browser,
    ['Queijo muçarela', 'Queijo minas frescal', 'Manteiga sem sal'],
    6,
  );
  const supplier = (await (await page.request.get(`/api/v1/suppliers/${lines[0]!.supplierId}`)).json()) as {
    cnpj: string;
  };
  const cnpj = supplier.cnpj.replace(/\D/g, '');
  // e2e data outlives a run: each run's notes get numbers of their own (an NF-e travels once).
  const note = 100_000 + Math.floor(Math.random() * 800_000);
  // The scorecard before the order is answered (it is sent, so it counts there only as sent).
  const before = await scorecardOf(dairy);
  await acknowledgeAll(
    dairy,
    part.id,
    detail.lines.map((l) => l.id),
  );

  // The supplier ships both cheeses (not the butter) with an NF-e, in the portal, on a phone.
  const portal = await dairy.newPage();
  await portal.setViewportSize({ width: 390, height: 700 });
  await portal.goto(`/fornecedor/pedidos/${part.id}`);
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Confirmado');
  await portal.getByRole('button', { name: 'Despachar remessa' }).click();
  // Sent empty: every field's problem shows at once, beside its field, and the buttons stay in view.
  const shipDialog = portal.getByRole('dialog');
  await expect(shipDialog.getByRole('button', { name: 'Registrar remessa' })).toBeInViewport();
  await shipDialog.getByRole('button', { name: 'Registrar remessa' }).click();
  await expect(shipDialog.getByLabel('Chave de acesso da NF-e')).toHaveAccessibleDescription(
    'Informe a chave de acesso da NF-e',
  );
  await expect(shipDialog.getByLabel('Número da NF-e')).toHaveAccessibleDescription('Número da NF-e: até 9 dígitos');
  await expect(shipDialog.getByLabel('Série')).toHaveAccessibleDescription('Série da NF-e: até 3 dígitos');
  await expect(shipDialog.getByRole('button', { name: 'Voltar' })).toBeInViewport();
  await portal
    .getByRole('dialog')
    .getByLabel(/Manteiga sem sal/)
    .fill('0');
  await fillInvoice(portal, cnpj, note, '431,40');
  await portal.getByRole('button', { name: 'Registrar remessa' }).click();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Enviado em parte');
  await expect(portal.getByRole('listitem', { name: 'Remessa 1' })).toContainText(`NF-e nº ${note}`);

  // The buyer receives: muçarela 4 of 6 (2 missing), minas 5 of 6 (1 damaged).
  await page.goto(`/app/orders/${order.id}`);
  const buyerPart = page.getByRole('region', { name: new RegExp(`Pedido ${order.number}-1`) });
  await buyerPart.getByRole('listitem', { name: 'Remessa 1' }).getByRole('button', { name: 'Receber' }).click();
  const receipt = page.getByRole('dialog');
  const rice = receipt.getByRole('group', { name: /Queijo muçarela/ });
  await rice.getByRole('group', { name: 'Em ordem' }).getByRole('textbox', { name: 'Quantidade' }).fill('4');
  await rice.getByRole('combobox', { name: /Condição/ }).click();
  await page.getByRole('option', { name: 'Faltante' }).click();
  const beans = receipt.getByRole('group', { name: /Queijo minas/ });
  await beans.getByRole('group', { name: 'Em ordem' }).getByRole('textbox', { name: 'Quantidade' }).fill('5');
  await beans.getByRole('combobox', { name: /Condição/ }).click();
  await page.getByRole('option', { name: 'Avariado' }).click();
  await beans.getByLabel('O que houve (opcional)').fill('Caixa amassada');
  await page.getByRole('button', { name: 'Registrar recebimento' }).click();
  await expect(buyerPart.getByRole('list', { name: 'Ocorrências' }).getByRole('listitem')).toHaveCount(2);
  await expect(buyerPart.getByRole('listitem', { name: /Ocorrência: Queijo muçarela/ })).toContainText('Aberta');

  // The supplier: the butter will not come; a credit for the muçarela, a replacement for the minas.
  await portal.reload();
  await portal.getByRole('button', { name: 'Cancelar saldo' }).click();
  await portal.getByRole('dialog').getByLabel('Motivo').fill('Manteiga em falta no laticínio');
  await portal.getByRole('dialog').getByRole('button', { name: 'Cancelar saldo' }).click();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Entregue');
  await portal
    .getByRole('listitem', { name: /Ocorrência: Queijo muçarela/ })
    .getByRole('button', { name: 'Responder' })
    .click();
  await portal.getByRole('dialog').getByLabel('Valor do crédito (R$)').fill('20,00');
  await portal.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(portal.getByRole('listitem', { name: /Ocorrência: Queijo muçarela/ })).toContainText('Respondida');
  await portal
    .getByRole('listitem', { name: /Ocorrência: Queijo minas/ })
    .getByRole('button', { name: 'Responder' })
    .click();
  await portal.getByRole('dialog').getByRole('combobox', { name: 'Resposta' }).click();
  await portal.getByRole('option', { name: 'Reposição (nova remessa)' }).click();
  await fillInvoice(portal, cnpj, note + 1, '32,00');
  await portal.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(portal.getByRole('listitem', { name: 'Remessa 2' })).toContainText('reposição');

  // The buyer receives the replacement and accepts both answers (the admin decides incidents).
  await page.reload();
  await buyerPart.getByRole('listitem', { name: 'Remessa 2' }).getByRole('button', { name: 'Receber' }).click();
  await page.getByRole('button', { name: 'Registrar recebimento' }).click();
  await expect(buyerPart.getByRole('listitem', { name: 'Remessa 2' })).toContainText('Recebida');
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto(`/app/orders/${order.id}`);
  const adminPart = adminPage.getByRole('region', { name: new RegExp(`Pedido ${order.number}-1`) });
  for (const product of ['Queijo muçarela', 'Queijo minas']) {
    await adminPart
      .getByRole('listitem', { name: new RegExp(`Ocorrência: ${product}`) })
      .getByRole('button', { name: 'Aceitar resposta' })
      .click();
    await expect(adminPart.getByRole('listitem', { name: new RegExp(`Ocorrência: ${product}`) })).toContainText(
      'Resolvida',
    );
  }
  await expect(adminPage.getByTestId('order-status')).toHaveText('Concluído');
  await expect(adminPart).toContainText('Concluído');

  // Both sides read it completed; the supplier's scorecard counts it.
  await portal.reload();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Concluído');
  await portal.goto('/fornecedor/desempenho');
  await expect(portal.getByRole('heading', { name: 'Seu desempenho' })).toBeVisible();
  await expect(portal.getByTestId('metric-incidentRate')).not.toHaveText('—');
  await expect(portal.getByTestId('metric-creditAmount')).toContainText('R$');
  // The story's own figures: 3 lines answered, 18 units ordered and 10 received in order (4 + 5 + the
  // replacement), received before the promised date, with incidents and R$ 20,00 of credit. Other
  // tests may move the same demo supplier at the same time, so each figure grew by at least that.
  const after = await scorecardOf(dairy);
  const grew = (key: keyof Scorecard['counts']) => after.counts[key] - before.counts[key];
  expect(grew('linesAnswered')).toBeGreaterThanOrEqual(3);
  expect(grew('unitsOrdered')).toBeGreaterThanOrEqual(18);
  expect(grew('unitsReceivedOk')).toBeGreaterThanOrEqual(10);
  expect(grew('ordersOnTime')).toBeGreaterThanOrEqual(1);
  expect(grew('ordersReceived')).toBeGreaterThanOrEqual(1);
  expect(grew('ordersWithIncidents')).toBeGreaterThanOrEqual(1);
  expect(Math.round(after.creditAmount * 100) - Math.round(before.creditAmount * 100)).toBeGreaterThanOrEqual(2000);
  // The screen reads the new credit (no other test grants this supplier one); the figure without
  // "R$ ", whose space may differ between Node's formatter and the browser's.
  await expect(portal.getByTestId('metric-creditAmount')).toContainText(
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(after.creditAmount).slice(3),
  );
  await dairy.close();
  await admin.close();
});

test('the supplier marks a shipment delivered, disputes a damaged line, and the buyer admin reopens the incident with a reason the supplier reads', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsNewMember(context);
  const {
    lines: [cheese],
    order,
    dairy,
    part,
    detail: { lines },
  } = await approvedDairyOrder(page, browser, ['Queijo muçarela'], 6);
  await acknowledgeAll(
    dairy,
    part.id,
    lines.map((l) => l.id),
  );
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const { cnpj } = (await (await page.request.get(`/api/v1/suppliers/${cheese!.supplierId}`)).json()) as {
    cnpj: string;
  };
  const note = 100_000 + Math.floor(Math.random() * 800_000);
  const shipped = await dairy.request.post(`/api/v1/supplier-portal/orders/${part.id}/shipments`, {
    data: {
      lines: [{ itemId: lines[0]!.id, quantity: 6 }],
      nfeKey: nfeKey(cnpj.replace(/\D/g, ''), note),
      invoiceNumber: String(note),
      invoiceSeries: '1',
      invoiceAmount: 100,
    },
  });
  expect(shipped.status()).toBe(201);

  // The supplier marks it delivered in the portal.
  const portal = await dairy.newPage();
  await portal.goto(`/fornecedor/pedidos/${part.id}`);
  await portal.getByRole('listitem', { name: 'Remessa 1' }).getByRole('button', { name: 'Marcar entregue' }).click();
  await portal
    .getByRole('dialog', { name: 'Marcar a remessa 1 como entregue?' })
    .getByRole('button', { name: 'Marcar entregue' })
    .click();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Entregue');

  // The buyer receives one damaged cheese (through the API); the supplier disputes it in the portal.
  const detail = (await (await page.request.get(`/api/v1/purchase-orders/${order.id}`)).json()) as {
    supplier_orders: Array<{ id: string; shipments: Array<{ id: string; lines: Array<{ id: string }> }> }>;
  };
  const buyerPart = detail.supplier_orders.find((s) => s.id === part.id)!;
  const receipt = await page.request.post(
    `/api/v1/purchase-orders/${order.id}/supplier-orders/${part.id}/shipments/${buyerPart.shipments[0]!.id}/receipt`,
    {
      data: {
        lines: [{ lineId: buyerPart.shipments[0]!.lines[0]!.id, receivedQuantity: 5, condition: 'AVARIADO' }],
      },
    },
  );
  expect(receipt.status()).toBe(200);
  await portal.reload();
  const incident = portal.getByRole('listitem', { name: /Ocorrência: Queijo muçarela/ });
  await incident.getByRole('button', { name: 'Responder' }).click();
  await portal.getByRole('dialog').getByRole('combobox', { name: 'Resposta' }).click();
  await portal.getByRole('option', { name: 'Contestação' }).click();
  await portal.getByRole('dialog').getByLabel('Por que contesta').fill('Saiu íntegro: foto da carga no embarque');
  await portal.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(incident).toContainText('Respondida');

  // The admin reopens it with a reason; the supplier sees it open again, with the reason.
  const adminPage = await admin.newPage();
  await adminPage.goto(`/app/orders/${order.id}`);
  const adminIncident = adminPage.getByRole('listitem', { name: /Ocorrência: Queijo muçarela/ });
  await expect(adminIncident).toContainText('Saiu íntegro');
  await adminIncident.getByRole('button', { name: 'Reabrir' }).click();
  await adminPage.getByRole('dialog').getByLabel('Motivo').fill('A caixa chegou amassada, temos foto');
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Reabrir' }).click();
  await expect(adminIncident).toContainText('Aberta');
  await portal.reload();
  await expect(incident).toContainText('Aberta');
  await expect(incident).toContainText('Reaberta pelo comprador: A caixa chegou amassada');
  await expect(incident.getByRole('button', { name: 'Responder' })).toBeVisible();
  await dairy.close();
  await admin.close();
});
