import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { productsNamed } from './catalogue';
import { signInAs } from './session';

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/**
 * The page's member (a new one, signed in) orders `quantity` of each of Serra Azul's `names`; the admin
 * approves; Serra Azul's person is signed in (`dairy`) with the part in its inbox, not yet answered.
 */
export async function approvedDairyOrder(page: Page, browser: Browser, names: string[], quantity: number) {
  await page.request.post('/api/v1/cart/clear');
  const lines = await productsNamed(page.request, names);
  for (const line of lines) {
    const added = await page.request.post('/api/v1/cart/item', { data: { productId: line.id, quantity } });
    expect(added.ok(), line.name).toBe(true);
  }
  const placed = await page.request.post('/api/v1/purchase-orders', {
    data: { description: `Laticínios e2e ${Math.random().toString(36).slice(2, 8)}` },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; number: number };
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  expect(
    (await admin.request.put(`/api/v1/purchase-orders/${order.id}/status`, { data: { status: 'APPROVED' } })).status(),
  ).toBe(200);
  await admin.close();
  const dairy = await browser.newContext();
  await signInAs(dairy, 'serra-azul@fornecedor.abastece.dev');
  const inbox = (await (await dairy.request.get('/api/v1/supplier-portal/orders?status=SENT')).json()) as {
    data: Array<{ id: string; number: string }>;
  };
  const part = inbox.data.find((o) => o.number === `${order.number}-1`)!;
  const detail = (await (await dairy.request.get(`/api/v1/supplier-portal/orders/${part.id}`)).json()) as {
    lines: Array<{ id: string }>;
  };
  return { lines, order, dairy, part, detail };
}

/** The supplier confirms every line in full, delivery promised in two days. */
export async function acknowledgeAll(dairy: BrowserContext, partId: string, lineIds: string[]) {
  const res = await dairy.request.post(`/api/v1/supplier-portal/orders/${partId}/acknowledge`, {
    data: { lines: lineIds.map((itemId) => ({ itemId, accepted: true })), promisedDate: inTwoDays() },
  });
  expect(res.status()).toBe(200);
}
