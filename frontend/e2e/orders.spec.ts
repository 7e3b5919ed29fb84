import { expect, test } from '@playwright/test';
import { signInAs, signInAsNewMember } from './support/session';
import { productsNamed } from './support/catalogue';

test('the member checks out a two-supplier cart, the admin approves one supplier and rejects the other with a note, the approved part goes to its supplier, and the member sees the decisions', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsNewMember(context);
  await page.request.post('/api/v1/cart/clear');
  for (const p of await productsNamed(page.request, ['Queijo minas frescal', 'Picanha bovina'])) {
    expect(
      (await page.request.post('/api/v1/cart/item', { data: { productId: p.id, quantity: p.minimumOrder } })).status(),
    ).toBe(201);
  }

  const description = `Pedido e2e ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/app/cart');
  await page.getByRole('link', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar pedido' })).toBeVisible();
  await page.getByLabel('Descrição do pedido').fill(description);
  await page.getByLabel('Observações (opcional)').fill('Entregar pela manhã');
  // Per supplier: one of its payment terms and a note; the order goes to the default address.
  const dairyTerms = page.locator('[aria-label="Pedido para Laticínios Serra Azul"]');
  await dairyTerms.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'PIX à vista' }).click();
  await dairyTerms.getByLabel('Observações para Laticínios Serra Azul (opcional)').fill('Queijo bem embalado');
  await expect(page.getByRole('combobox', { name: 'Endereço de entrega' })).toContainText('Cozinha central');
  await page.getByRole('button', { name: 'Enviar pedido para aprovação' }).click();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pendente');
  const orderUrl = page.url();

  const admin = await browser.newContext();
  await signInAs(admin, 'admin@abastece.dev');
  const adminPage = await admin.newPage();
  await adminPage.goto('/app/approvals');
  await adminPage.getByRole('link', { name: description }).click();
  // One block per supplier: its state, its lines and its approval (#52: its lines had a second card).
  const dairyPart = adminPage.getByRole('region', { name: /Pedido \d+-\d para Laticínios Serra Azul/ });
  const meatPart = adminPage.getByRole('region', { name: /Pedido \d+-\d para Frigorífico Boi Nobre/ });
  // The organization's rules give each part an approval step: the part is decided there, one way (its
  // lines' card offers no second pair of buttons).
  await expect(adminPage.getByRole('button', { name: 'Aprovar fornecedor' })).toHaveCount(0);
  await dairyPart.getByRole('button', { name: 'Aprovar etapa' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(dairyPart).toContainText(/\d+ aprovados?/);
  await meatPart.getByRole('button', { name: 'Recusar', exact: true }).click();
  // The note goes to whoever placed the order (#52).
  await adminPage
    .getByRole('dialog')
    .getByLabel('Observação para Comprador E2E (opcional)')
    .fill('Sem entrega de carnes nesta semana');
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(meatPart).toContainText(/\d+ recusados? na aprovação/);
  // Nobody picks the status: every line is decided, so the dairy's part left and the meat's was withdrawn.
  await expect(adminPage.getByTestId('order-status')).toHaveText('Aprovado');
  await expect(dairyPart).toContainText('Enviado ao fornecedor');
  await expect(dairyPart).toContainText('Cozinha central: Rua Augusta, 1500');
  await expect(dairyPart).toContainText('Pagamento: PIX à vista');
  await expect(dairyPart.getByRole('link', { name: /Baixar o PDF do pedido/ })).toBeVisible();
  // The part turned down reads as what happened, in the same words as its lines.
  await expect(meatPart).toContainText('Recusado na aprovação');
  await admin.close();

  await page.goto(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado');
  await expect(page.getByRole('region', { name: /Pedido \d+-\d para Laticínios Serra Azul/ })).toContainText(
    'Aprovado',
  );
  const rejected = page.getByRole('region', { name: /Pedido \d+-\d para Frigorífico Boi Nobre/ });
  await expect(rejected).toContainText('Recusado na aprovação');
  await expect(rejected).toContainText('Sem entrega de carnes nesta semana');
  await expect(page.getByRole('button', { name: 'Aprovar fornecedor' })).toHaveCount(0);
});
