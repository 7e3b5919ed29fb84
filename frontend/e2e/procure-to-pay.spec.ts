import { expect, test, type BrowserContext } from '@playwright/test';
import { buildNfeXml } from '../../functions/test/nfe-xml';
import {
  CAMERA_PAGE_PATH,
  CAMERA_PAGE_PERMISSIONS_POLICY,
  STATIC_SECURITY_HEADERS,
} from '../../functions/platform/security-policy';
import { writeBarcodeY4m } from './support/barcode-video';
import { productsNamed } from './support/catalogue';
import { freshNoteNumber } from './support/nfe';
import { createOrganizationWithMember } from './support/owner';
import { sql as query } from './support/organization';
import { signInAs } from './support/session';

const PHONE = { width: 390, height: 844 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedIn(context: BrowserContext, email: string) {
  await signInAs(context, email);
  return context;
}

// A fresh organization of its own: a supplier's credits go to that organization's next open payable,
// so a shared one would hand this test's credit to another test's note.
test('the buyer scans the DANFE with the phone’s camera and receives one short, the supplier credits it, and the owner sees the credit on the payable and pays it', async ({
  browser,
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganizationWithMember('Cantina P2P');
  const member = await signedIn(await browser.newContext(), org.member);
  const [cheese] = await productsNamed(member.request, ['Queijo muçarela']);
  expect((await member.request.post('/api/v1/cart/item', { data: { productId: cheese!.id, quantity: 5 } })).ok()).toBe(
    true,
  );
  const placed = await member.request.post('/api/v1/purchase-orders', { data: { description: 'Queijos da semana' } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string };
  const owner = await signedIn(await browser.newContext({ viewport: PHONE }), org.owner);
  expect(
    (await owner.request.put(`/api/v1/purchase-orders/${order.id}/status`, { data: { status: 'APPROVED' } })).status(),
  ).toBe(200);
  const [part] = await query<{
    id: string;
    buyer_cnpj: string;
    supplier_cnpj: string;
    item_id: string;
    sku: string;
    unit_price: string;
  }>(
    `select so.id, o.cnpj as buyer_cnpj, s.cnpj as supplier_cnpj, i.id as item_id, p.sku, i.unit_price::text
     from supplier_orders so join organizations o on o.id = so.organization_id join suppliers s on s.id = so.supplier_id
     join purchase_order_items i on i.supplier_order_id = so.id join products p on p.id = i.product_id
     where so.purchase_order_id = $1`,
    [order.id],
  );

  // Serra Azul confirms and ships under its authorised NF-e (the XML's own upload is nfe-xml.spec.ts).
  const dairy = await signedIn(await browser.newContext(), 'serra-azul@fornecedor.abastece.dev');
  expect(
    (
      await dairy.request.post(`/api/v1/supplier-portal/orders/${part!.id}/acknowledge`, {
        data: { lines: [{ itemId: part!.item_id, accepted: true }], promisedDate: inDays(2) },
      })
    ).status(),
  ).toBe(200);
  // The note bills the order's price: five units, of which one will not arrive and is credited.
  const unitCents = Math.round(Number(part!.unit_price) * 100);
  const brl = (cents: number) =>
    new RegExp(
      `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100).replace('.', '\\.')}`,
    );
  const note = freshNoteNumber();
  const xml = buildNfeXml({
    issuerCnpj: part!.supplier_cnpj,
    recipient: { cnpj: part!.buyer_cnpj },
    number: note,
    items: [
      {
        code: part!.sku,
        gtin: null,
        description: 'QUEIJO MUSSARELA',
        unit: 'KG',
        quantity: 5,
        unitPriceCents: unitCents,
      },
    ],
    installments: [{ number: '001', dueDate: inDays(21), amountCents: 5 * unitCents }],
  });
  const shipped = await dairy.request.post(
    `/api/v1/supplier-portal/orders/${part!.id}/shipments/from-nfe?confirm=true`,
    {
      headers: { 'content-type': 'application/xml' },
      data: xml,
    },
  );
  expect(shipped.status()).toBe(201);
  const shipment = ((await shipped.json()) as { shipments: { id: string; nfeKey: string }[] }).shipments[0]!;

  // Only the receiving page may use the camera; every other page (and the API) says camera=().
  const policyOf = async (path: string) => (await member.request.get(path)).headers()['permissions-policy'];
  expect(await policyOf(CAMERA_PAGE_PATH)).toBe(CAMERA_PAGE_PERMISSIONS_POLICY);
  for (const path of ['/app/orders', `/app/orders/${order.id}`, '/app/contas-a-pagar', '/api/v1/health'])
    expect(await policyOf(path), path).toBe(STATIC_SECURITY_HEADERS['Permissions-Policy']);

  // At the door, on a phone: the camera films the DANFE's barcode (Chromium's fake camera plays it).
  const video = test.info().outputPath('danfe.y4m');
  await writeBarcodeY4m(shipment.nfeKey, video);
  const camera = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phone = await signedIn(
      await camera.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: PHONE }),
      org.member,
    );
    const door = await phone.newPage();
    await door.goto('/app/receber');
    await expect(door.getByRole('heading', { level: 1, name: 'Receber mercadoria' })).toBeVisible();
    await door.getByRole('button', { name: 'Ler código de barras' }).click();
    await expect(door).toHaveURL(`/app/orders/${order.id}?receber=${shipment.id}`);
    const receipt = door.getByRole('dialog', { name: 'Receber a remessa 1' });
    await expect(receipt).toBeVisible();
    const cheeseLine = receipt.getByRole('group', { name: /Queijo muçarela/ });
    await cheeseLine.getByRole('group', { name: 'Em ordem' }).getByRole('textbox', { name: 'Quantidade' }).fill('4');
    await cheeseLine.getByRole('combobox', { name: /Condição/ }).click();
    await door.getByRole('option', { name: 'Faltante' }).click();
    await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
    await expect(door.getByText('Recebimento registrado')).toBeVisible();
    // What was received is owed, and em conferência while the unit short is open.
    await door.goto('/app/contas-a-pagar');
    const payable = door.getByRole('article', { name: new RegExp(`NF-e nº ${note} · parcela 001`) });
    await expect(payable).toContainText('Em conferência');
    expect(await door.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await camera.close();
  }

  // Serra Azul credits the missing unit; the owner accepts the answer.
  const detail = (await (await owner.request.get(`/api/v1/purchase-orders/${order.id}`)).json()) as {
    supplier_orders: { id: string; incidents: { id: string }[] }[];
  };
  const [incident] = detail.supplier_orders[0]!.incidents;
  expect(
    (
      await dairy.request.post(`/api/v1/supplier-portal/orders/${part!.id}/incidents/${incident!.id}/answer`, {
        data: { resolution: 'CREDIT', creditAmount: unitCents / 100, note: 'Crédito da unidade que faltou' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await owner.request.post(
        `/api/v1/purchase-orders/${order.id}/supplier-orders/${part!.id}/incidents/${incident!.id}/resolve`,
      )
    ).status(),
  ).toBe(200);

  // The owner, on a phone: the payable shows the credit, and is paid.
  const books = await owner.newPage();
  await books.goto('/app/contas-a-pagar');
  const payable = books.getByRole('article', { name: new RegExp(`NF-e nº ${note} · parcela 001`) });
  await expect(payable).toContainText('A pagar');
  await expect(payable.getByRole('list', { name: 'Créditos abatidos' })).toContainText(brl(unitCents));
  await expect(payable).toContainText('A pagar:');
  await expect(payable).toContainText(brl(4 * unitCents));
  await payable.getByRole('button', { name: 'Registrar pagamento' }).click();
  const pay = books.getByRole('dialog', { name: 'Registrar pagamento' });
  await pay.getByRole('radio', { name: 'PIX' }).check();
  await pay.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(books.getByText('Pagamento registrado')).toBeVisible();
  await expect(payable).toContainText(/Paga em \d{2}\/\d{2}\/\d{4} · PIX/);
  await expect(payable.getByRole('button', { name: 'Registrar pagamento' })).toHaveCount(0);
  expect(await books.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  await Promise.all([member.close(), owner.close(), dairy.close()]);
});
