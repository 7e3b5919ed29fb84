import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('leads and submissions move the dashboard numbers, and a webhook test to a local receiver shows a delivered attempt', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const received: string[] = [];
  const receiver: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const port = (receiver.address() as { port: number }).port;

  try {
    await signInAs(context, 'padaria@abastece.dev');
    await page.goto('/app/dashboard');
    const leads = page.getByTestId('stat-Leads');
    await expect(leads).toBeVisible();
    const before = Number(await leads.textContent());

    await page.goto('/app/leads');
    await page.getByRole('button', { name: 'Novo lead' }).click();
    await page.getByRole('dialog').getByLabel('E-mail').fill(`cliente-${Date.now()}@exemplo.com`);
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Lead criado')).toBeVisible();
    await page.getByRole('button', { name: 'Novo envio' }).click();
    await page.getByRole('dialog').getByLabel('E-mail').fill(`outro-${Date.now()}@exemplo.com`);
    await page.getByRole('dialog').getByLabel('Mensagem').fill('Quero o catálogo');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Envio registrado')).toBeVisible();

    await page.goto('/app/dashboard');
    await expect(page.getByTestId('stat-Leads')).toHaveText(String(before + 2));
    await expect(page.getByTestId('stat-Envios')).not.toHaveText('0');

    await page.goto('/app/tools?aba=webhooks');
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL de destino').fill(`http://127.0.0.1:${port}/hook`);
    await dialog.getByLabel('lead.created').check();
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Webhook criado')).toBeVisible();
    const card = page.getByLabel(`Webhook http://127.0.0.1:${port}/hook`, { exact: true });
    await card.getByRole('button', { name: 'Enviar teste' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(JSON.parse(received[0]!)).toMatchObject({ type: 'webhook.test' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return card.getByRole('list', { name: 'Entregas' }).textContent();
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain('Entregue');
    await expect(card).toContainText('#1: 200');
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
