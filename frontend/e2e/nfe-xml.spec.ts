import { expect, test } from '@playwright/test';
import pg from 'pg';
import { buildNfeXml } from '../../functions/test/nfe-xml';
import { acknowledgeAll, approvedDairyOrder } from './support/dairy-order';
import { freshNoteNumber } from './support/nfe';
import { signInAsNewMember } from './support/session';
import { E2E } from './support/stack';

/** The buyer's CNPJ on the supplier's order (the recipient its NF-e must name). */
async function buyerCnpjOf(supplierOrderId: string): Promise<string> {
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ cnpj: string }>(
      'select o.cnpj from supplier_orders so join organizations o on o.id = so.organization_id where so.id = $1',
      [supplierOrderId],
    );
    return rows[0]!.cnpj;
  } finally {
    await client.end();
  }
}

test('a supplier uploads its NF-e’s XML on a phone, reads what it would ship with a unit flagged, and confirms the shipment', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsNewMember(context);
  const { lines, dairy, part, detail } = await approvedDairyOrder(
    page,
    browser,
    ['Queijo muçarela', 'Queijo minas frescal'],
    5,
  );
  await acknowledgeAll(
    dairy,
    part.id,
    detail.lines.map((l) => l.id),
  );

  // The XML its ERP wrote: the mozzarella by the SKU, the minas cheese by its description, in "PC".
  const [mozzarella, minas] = await Promise.all(
    lines.map(async (l) => (await (await page.request.get(`/api/v1/products/${l.id}`)).json()) as { sku: string }),
  );
  const supplier = (await (await page.request.get(`/api/v1/suppliers/${lines[0]!.supplierId}`)).json()) as {
    cnpj: string;
  };
  const note = freshNoteNumber();
  const xml = buildNfeXml({
    issuerCnpj: supplier.cnpj.replace(/\D/g, ''),
    recipient: { cnpj: await buyerCnpjOf(part.id) },
    number: note,
    items: [
      {
        code: mozzarella!.sku,
        gtin: null,
        description: 'QUEIJO MUSSARELA',
        unit: 'KG',
        quantity: 5,
        unitPriceCents: 4590,
      },
      {
        code: `X-${minas!.sku}`,
        gtin: null,
        description: 'QUEIJO MINAS FRESCAL',
        unit: 'PC',
        quantity: 5,
        unitPriceCents: 3890,
      },
    ],
    installments: [],
  });

  const portal = await dairy.newPage();
  await portal.setViewportSize({ width: 390, height: 760 });
  await portal.goto(`/fornecedor/pedidos/${part.id}`);
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Confirmado');
  await portal.getByRole('button', { name: 'Enviar pelo XML' }).click();
  const dialog = portal.getByRole('dialog', { name: 'Remessa pelo XML da NF-e' });
  await dialog
    .getByLabel('Arquivo XML da NF-e')
    .setInputFiles({ name: `nfe-${note}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(dialog).toContainText(`NF-e nº ${note}, série 1`);
  const items = dialog.getByRole('list', { name: 'Itens da remessa' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Queijo muçarela' })).toContainText('ligado pelo código (SKU)');
  await expect(items.filter({ hasText: 'Queijo minas frescal' })).toContainText('ligado pela descrição');
  await expect(items.filter({ hasText: 'Queijo minas frescal' })).toContainText('unidade PC na nota, kg no pedido');
  const drawn = await portal.evaluate<number>('document.documentElement.scrollWidth');
  expect(drawn).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Confirmar remessa' }).click();
  await expect(portal.getByText(`Remessa registrada com a NF-e nº ${note}`)).toBeVisible();
  await expect(portal.getByTestId('supplier-order-status')).toHaveText('Enviado');
  await expect(portal.getByRole('listitem', { name: 'Remessa 1' })).toContainText(`NF-e nº ${note}`);
  await dairy.close();
});
