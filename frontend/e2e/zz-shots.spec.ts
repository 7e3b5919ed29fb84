import { test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
];
async function shoot(page: Page, name: string) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/${name}-${s.name}.png`, fullPage: true });
  }
}

test('screens', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const page = await admin.newPage();
  const orders = (await (await page.request.get('/api/v1/purchase-orders?limit=20')).json()) as {
    data: { id: string; number: number }[];
  };
  const byNumber = (n: number) => orders.data.find((o) => o.number === n)!.id;
  await page.goto(`/app/orders/${byNumber(6)}`);
  await page.getByText('Remessa 1').first().waitFor();
  await shoot(page, 'buyer-order-6');
  await page.goto(`/app/orders/${byNumber(1)}`);
  await page.getByText('Remessa 1').first().waitFor();
  await shoot(page, 'buyer-order-1');
  await page.getByRole('button', { name: 'Receber' }).first().click();
  await shoot(page, 'buyer-receipt-dialog');
  await page.keyboard.press('Escape');
  await page.goto('/app/scorecards');
  await page.getByRole('table').waitFor();
  await shoot(page, 'buyer-scorecards');
  await page.getByRole('link', { name: 'Hortifrúti Vale Verde' }).click();
  await page.getByTestId('metric-fillRate').waitFor();
  await shoot(page, 'buyer-scorecard');
  const vale = await browser.newContext();
  await signInAs(vale, 'vale-verde@fornecedor.abastece.dev');
  const p2 = await vale.newPage();
  await p2.goto('/fornecedor/desempenho');
  await p2.getByTestId('metric-fillRate').waitFor();
  await shoot(p2, 'portal-scorecard');
  const inbox = (await (await p2.request.get('/api/v1/supplier-portal/orders?limit=50')).json()) as {
    data: { id: string; number: string }[];
  };
  await p2.goto(`/fornecedor/pedidos/${inbox.data.find((o) => o.number === '6-1')!.id}`);
  await p2.getByText('Remessa 1').first().waitFor();
  await shoot(p2, 'portal-order-completed');
  const moinho = await browser.newContext();
  await signInAs(moinho, 'moinho-sao-jorge@fornecedor.abastece.dev');
  const p3 = await moinho.newPage();
  const inbox3 = (await (await p3.request.get('/api/v1/supplier-portal/orders?limit=50')).json()) as {
    data: { id: string; number: string }[];
  };
  await p3.goto(`/fornecedor/pedidos/${inbox3.data.find((o) => o.number === '8-1')!.id}`);
  await p3.getByRole('button', { name: 'Despachar remessa' }).waitFor();
  await shoot(p3, 'portal-order-partial');
  await p3.getByRole('button', { name: 'Despachar remessa' }).click();
  await shoot(p3, 'portal-ship-dialog');
  const op = await browser.newContext();
  await signInAs(op, 'operador@abastece.dev');
  const p4 = await op.newPage();
  await p4.goto('/app/operator?aba=desempenho');
  await p4.getByRole('table', { name: 'Desempenho dos fornecedores' }).waitFor();
  await shoot(p4, 'operator-scorecards');
});
