import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { suppliers } from '../../../db/schema/catalogue';
import { brokenQueue, runMinuteCron } from '../../test/jobs';
import { addDays, todayInSaoPaulo } from '../../platform/brazil';
import { formatCnpj } from '../../platform/cnpj';
import worker from '../../index';
import { createCatalogue } from '../../test/catalogue';
import { attachmentOf, inboxFor } from '../../test/inbox';
import { createSupplierKey } from '../../test/supplier-keys';
import { createSupplierPerson } from '../../test/supplier-people';
import { expectOneDeliveryAt, expectOneMailTitled } from '../../test/outbox-waits';
import { received } from '../../test/receiver';
import { buyerHook, supplierHook } from '../../test/webhooks';
import { call, createTenant, uniq, withDb, type Principal } from '../../test/tenant';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** A member's order to one supplier whose order e-mail is its own address; approved by `approve`. */
async function orderTo(orderEmail: string) {
  const tenant = await createTenant();
  const catalogue = await createCatalogue([{ price: '12.50', name: `Alface crespa ${uniq()}` }]);
  await withDb((db) => db.update(suppliers).set({ orderEmail }).where(eq(suppliers.id, catalogue.supplier.id)));
  await call('POST', '/cart/item', { as: tenant.member, body: { productId: catalogue.products[0]!.id, quantity: 4 } });
  const placed = await call('POST', '/purchase-orders', {
    as: tenant.member,
    body: { description: 'Hortifrúti', suppliers: [{ supplierId: catalogue.supplier.id, notes: 'Portão azul' }] },
  });
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as { id: string };
  const detail = (await (await call('GET', `/purchase-orders/${order.id}`, { as: tenant.member })).json()) as {
    number: number;
  };
  return { tenant, catalogue, order, number: `${detail.number}-1` };
}

async function approveWith(admin: Principal, orderId: string, bindings: typeof env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1/purchase-orders/${orderId}/status`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', 'cf-connecting-ip': '10.9.9.8' },
      body: JSON.stringify({ status: 'APPROVED' }),
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

type BuyerEvent = {
  type: string;
  data: { orderId: string; number: number; supplierOrderNumber: string; action: string; status: string };
};

/** The supplier's key answers every line of its order: all accepted, or all refused for lack of stock. */
async function answerAll(supplierId: string, number: string, accepted: boolean) {
  const key = await createSupplierKey(supplierId);
  const list = (await (await call('GET', '/supplier/orders', { headers: { 'x-api-key': key.key } })).json()) as {
    data: { id: string; number: string }[];
  };
  const sent = list.data.find((o) => o.number === number)!;
  const { lines } = (await (
    await call('GET', `/supplier/orders/${sent.id}`, { headers: { 'x-api-key': key.key } })
  ).json()) as { lines: { id: string }[] };
  const res = await call('POST', `/supplier/orders/${sent.id}/acknowledge`, {
    headers: { 'x-api-key': key.key },
    body: {
      lines: lines.map((l) =>
        accepted
          ? { itemId: l.id, accepted: true }
          : { itemId: l.id, accepted: false, reason: 'SEM_ESTOQUE', note: 'Acabou a alface' },
      ),
      promisedDate: addDays(todayInSaoPaulo(), 2),
    },
  });
  expect(res.status).toBe(200);
  return sent.id;
}

describe('the buyer hears of the supplier’s answer', () => {
  it.each([
    // The subject names the supplier and the buyer's own order number ("pedido nº 12", not "12-1").
    [
      'confirms',
      true,
      'ACKNOWLEDGED',
      (supplier: string, order: string) => `${supplier} confirmou 1 de 1 item do pedido nº ${order}`,
      /confirmou 1 de 1 item do pedido nº \d+ \(parte \d+-1\), com entrega prometida para \d{2}\/\d{2}\/\d{4}/,
    ],
    [
      'refuses',
      false,
      'REFUSED',
      (supplier: string, order: string) => `${supplier} recusou o pedido nº ${order}`,
      /recusou a parte \d+-1 do pedido nº \d+: Alface crespa .* \(sem estoque: Acabou a alface\)/,
    ],
  ] as const)(
    'when the supplier %s: one signed purchase_order.updated to the buyer’s webhooks, an e-mail to the creator and the admins',
    async (_, accepted, status, word, body) => {
      const { tenant, catalogue, order, number } = await orderTo(`pedidos-${uniq()}@fornecedor.teste.dev`);
      const tag = `buyer-${uniq()}`;
      const secret = await buyerHook(tenant.admin, tag);
      expect((await approveWith(tenant.admin, order.id, env)).status).toBe(200);
      const supplierOrderId = await answerAll(catalogue.supplier.id, number, accepted);

      const answers = async () =>
        (await received(tag))
          .map((d) => new Webhook(secret).verify(d.body, d.headers) as BuyerEvent)
          .filter((e) => e.data.action !== 'send');
      await expect.poll(async () => (await answers()).length, { timeout: 15_000, interval: 250 }).toBe(1);
      const subject = word(catalogue.supplier.name, number.split('-')[0]!);
      const mailed = (address: string) => inboxFor(address).then((mails) => mails.filter((m) => m.subject === subject));
      const people = [tenant.member, tenant.admin, tenant.owner].map((p) => p.user.email);
      await expect
        .poll(async () => (await Promise.all(people.map(mailed))).map((m) => m.length), {
          timeout: 15_000,
          interval: 250,
        })
        .toEqual([1, 1, 1]);

      expect(await answers()).toEqual([
        {
          type: 'purchase_order.updated',
          timestamp: expect.any(String),
          data: {
            orderId: order.id,
            number: Number(number.split('-')[0]),
            supplierOrderId,
            supplierOrderNumber: number,
            action: accepted ? 'acknowledge' : 'refuse',
            status,
          },
        },
      ]);
      const [mail] = await mailed(tenant.member.user.email);
      expect(mail!.text).toMatch(body);
      expect(mail!.text).toContain(`/app/orders/${order.id}`);
    },
  );
});

describe('the supplier’s webhooks', () => {
  it('are its own: another supplier’s admin finds nothing, staff cannot manage them, only supplier events exist', async () => {
    const [a, b] = await Promise.all([createCatalogue([]), createCatalogue([])]);
    const [adminA, staffA, adminB] = await Promise.all([
      createSupplierPerson(a.supplier.id, 'admin'),
      createSupplierPerson(a.supplier.id, 'staff'),
      createSupplierPerson(b.supplier.id, 'admin'),
    ]);
    const events = (await (await call('GET', '/supplier-portal/webhooks/events', { as: adminA })).json()) as {
      data: string[];
    };
    expect(events.data).toEqual([
      'supplier_order.sent',
      'supplier_order.cancelled',
      'supplier_order.shipped',
      'supplier_order.delivered',
      'incident.opened',
      'incident.answered',
      'incident.resolved',
      'incident.reopened',
      'quote.requested',
      'quote.awarded',
      'quote.lost',
    ]);
    const wrongEvent = await call('POST', '/supplier-portal/webhooks', {
      as: adminA,
      body: { url: 'https://erp.fornecedor.dev/hook', events: ['lead.created'] },
    });
    expect(wrongEvent.status).toBe(400);
    const created = await call('POST', '/supplier-portal/webhooks', {
      as: adminA,
      body: { url: 'https://erp.fornecedor.dev/hook', events: ['supplier_order.cancelled'] },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await call('GET', `/supplier-portal/webhooks/${id}`, { as: adminB })).status).toBe(404);
    expect((await call('DELETE', `/supplier-portal/webhooks/${id}`, { as: adminB })).status).toBe(404);
    expect((await call('GET', '/supplier-portal/webhooks', { as: staffA })).status).toBe(403);
    const listB = (await (await call('GET', '/supplier-portal/webhooks', { as: adminB })).json()) as {
      data: unknown[];
    };
    expect(listB.data).toEqual([]);
  });
});

/**
 * Each of these waits for two deliveries in a row (each polled for up to 20 s) and settles twice: the
 * test's own budget covers its waits. Under the default 20 s a slow machine failed the test while its
 * deliveries were still inside their polls (a CI run, 2026-11-27).
 */
const TWO_DELIVERIES_MS = 50_000;

describe('the supplier hears of its orders through the outbox', () => {
  it(
    'an order sent while the queue is down reaches the supplier once after recovery: e-mail with the PDF, webhook',
    async () => {
      const address = `pedidos-${uniq()}@fornecedor.teste.dev`;
      const { tenant, catalogue, order, number } = await orderTo(address);
      const tag = uniq();
      const supplierAdmin = await createSupplierPerson(catalogue.supplier.id, 'admin');
      const secret = await supplierHook(supplierAdmin, `supplier-${tag}`, ['supplier_order.sent']);

      expect((await approveWith(tenant.admin, order.id, { ...env, JOBS: brokenQueue })).status).toBe(200);
      await settle();
      expect(await inboxFor(address)).toHaveLength(0);
      expect(await received(`supplier-${tag}`)).toHaveLength(0);

      await runMinuteCron();
      const subject = `Novo pedido de compra nº ${number} — ${tenant.organization.name}`;
      await expectOneMailTitled(address, subject);
      await runMinuteCron();
      await settle();
      await expectOneDeliveryAt(`supplier-${tag}`);
      const mails = await inboxFor(address);
      expect(mails).toHaveLength(1);
      const [delivery] = await received(`supplier-${tag}`);
      expect(await received(`supplier-${tag}`)).toHaveLength(1);
      const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
        type: string;
        data: { number: string; buyer: { cnpj: string } };
      };
      expect(payload).toMatchObject({
        type: 'supplier_order.sent',
        data: { number, buyer: { cnpj: tenant.organization.cnpj } },
      });
      expect(mails[0]!.attachments).toEqual([
        expect.objectContaining({ filename: `pedido-${number}.pdf`, contentType: 'application/pdf' }),
      ]);
      const text = await pdfText(await attachmentOf(mails[0]!));
      expect(text).toContain(`Pedido de compra nº ${number}`);
      expect(text).toContain(formatCnpj(tenant.organization.cnpj));
      expect(text).toContain('Total R$ 50,00');
      expect(text).toContain('Portão azul');
    },
    TWO_DELIVERIES_MS,
  );

  it(
    'a cancelled order that had reached the supplier is mailed again, marked cancelled, with the reason',
    async () => {
      const address = `pedidos-${uniq()}@fornecedor.teste.dev`;
      const { tenant, catalogue, order, number } = await orderTo(address);
      const tag = `cancelled-${uniq()}`;
      const secret = await supplierHook(await createSupplierPerson(catalogue.supplier.id, 'admin'), tag, [
        'supplier_order.cancelled',
      ]);
      expect((await approveWith(tenant.admin, order.id, env)).status).toBe(200);
      const cancel = await call('PUT', `/purchase-orders/${order.id}/status`, {
        as: tenant.admin,
        body: { status: 'CANCELLED', notes: 'Evento adiado' },
      });
      expect(cancel.status).toBe(200);
      const subject = `Pedido nº ${number} cancelado por ${tenant.organization.name}`;
      await expect
        .poll(async () => (await inboxFor(address)).find((m) => m.subject === subject), {
          timeout: 20_000,
          interval: 250,
        })
        .toBeTruthy();
      const cancelled = (await inboxFor(address)).find((m) => m.subject === subject)!;
      const text = await pdfText(await attachmentOf(cancelled));
      expect(text).toContain('CANCELADO');

      // Its webhook on supplier_order.cancelled hears of it once (the order's sending was not subscribed).
      await expect.poll(async () => (await received(tag)).length, { timeout: 15_000, interval: 250 }).toBe(1);
      await settle();
      const deliveries = await received(tag);
      expect(deliveries).toHaveLength(1);
      expect(new Webhook(secret).verify(deliveries[0]!.body, deliveries[0]!.headers)).toMatchObject({
        type: 'supplier_order.cancelled',
        data: { number, status: 'CANCELLED', cancelReason: 'Evento adiado', buyer: { cnpj: tenant.organization.cnpj } },
      });
    },
    TWO_DELIVERIES_MS,
  );
});

describe('the pedido de compra as a PDF', () => {
  it('is the same document for the supplier’s key and the buyer; another supplier’s key finds nothing', async () => {
    const { tenant, catalogue, order, number } = await orderTo(`pedidos-${uniq()}@fornecedor.teste.dev`);
    expect((await approveWith(tenant.admin, order.id, env)).status).toBe(200);
    const [key, otherKey] = await Promise.all([
      createSupplierKey(catalogue.supplier.id),
      createSupplierKey((await createCatalogue([])).supplier.id),
    ]);
    const list = (await (await call('GET', '/supplier/orders', { headers: { 'x-api-key': key.key } })).json()) as {
      data: { id: string; number: string }[];
    };
    const sent = list.data.find((o) => o.number === number)!;

    const bySupplier = await call('GET', `/supplier/orders/${sent.id}/pdf`, { headers: { 'x-api-key': key.key } });
    expect(bySupplier.status).toBe(200);
    expect(bySupplier.headers.get('content-type')).toBe('application/pdf');
    expect(bySupplier.headers.get('content-disposition')).toBe(`attachment; filename="pedido-${number}.pdf"`);
    const text = await pdfText(new Uint8Array(await bySupplier.arrayBuffer()));
    expect(text).toContain(`Pedido de compra nº ${number}`);
    expect(text).toContain('Alface crespa');
    // The supplier's own code for the line, and whom to call: the member who placed the order.
    expect(text).toContain(`Cód. ${catalogue.products[0]!.sku}`);
    expect(text).toContain(`${tenant.member.user.name} · ${tenant.member.user.email}`);

    const byBuyer = await call('GET', `/purchase-orders/${order.id}/supplier-orders/${sent.id}/pdf`, {
      as: tenant.member,
    });
    expect(byBuyer.status).toBe(200);
    expect(await pdfText(new Uint8Array(await byBuyer.arrayBuffer()))).toContain(`Pedido de compra nº ${number}`);

    const foreign = await call('GET', `/supplier/orders/${sent.id}/pdf`, { headers: { 'x-api-key': otherKey.key } });
    expect(foreign.status).toBe(404);
    const otherTenant = await createTenant();
    const byOther = await call('GET', `/purchase-orders/${order.id}/supplier-orders/${sent.id}/pdf`, {
      as: otherTenant.owner,
    });
    expect(byOther.status).toBe(404);
  });
});
