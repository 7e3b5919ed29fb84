import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { shipments } from '../../db/schema/fulfilment';
import { payableCredits, payables } from '../../db/schema/payables';
import { supplierOrders } from '../../db/schema/purchase-orders';
import worker from '../index';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { acknowledgedOrder, invoice, type AcknowledgedOrder } from '../test/fulfilment';
import { inboxFor } from '../test/inbox';
import { brokenQueue, runMinuteCron } from '../test/jobs';
import { buildNfeXml } from '../test/nfe-xml';
import { call, createTenant, withDb } from '../test/tenant';

type Payable = {
  id: string;
  status: string;
  suggested: boolean;
  installment: string;
  dueDate: string;
  amount: number;
  credited: number;
  amountDue: number;
  credits: { incidentId: string; amount: number; productName: string }[];
  supplier: { id: string; name: string };
  nfe: { number: string; key: string };
  paidOn: string | null;
  method: string | null;
};
type Page = { data: Payable[]; pagination: { total: number } };
type Shipped = { shipments: { id: string; lines: { id: string; itemId: string; quantity: number }[] }[] };
type Detail = {
  supplier_orders: {
    id: string;
    incidents: { id: string; status: string }[];
    timeline: { action: string; data: Record<string, unknown> }[];
  }[];
};

const asKey = (o: AcknowledgedOrder) => ({ 'x-api-key': o.key.key });
const setTerm = (o: AcknowledgedOrder, term: string | null) =>
  withDb((db) => db.update(supplierOrders).set({ paymentTerm: term }).where(eq(supplierOrders.id, o.supplierOrderId)));

/** The supplier ships `quantities` (rice, salt, oil) under note `number` typed in the form. */
async function shipTyped(o: AcknowledgedOrder, number: number, quantities: number[], amount: number) {
  const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments`, {
    headers: asKey(o),
    body: {
      lines: quantities.map((quantity, i) => ({ itemId: o.lines[i]!.id, quantity })).filter((l) => l.quantity > 0),
      ...invoice(o.catalogue.supplier.cnpj, number, amount),
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Shipped).shipments.at(-1)!;
}

/** The buyer receives a shipment: every line in order, but `short` units of the first line. */
async function receive(o: AcknowledgedOrder, shipment: Shipped['shipments'][number], short = 0) {
  const res = await call(
    'POST',
    `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/shipments/${shipment.id}/receipt`,
    {
      as: o.tenant.member,
      body: {
        lines: shipment.lines.map((l, i) =>
          i === 0 && short > 0
            ? { lineId: l.id, receivedQuantity: l.quantity - short, condition: 'FALTANTE', note: 'Faltou na entrega' }
            : { lineId: l.id, receivedQuantity: l.quantity, condition: 'OK' },
        ),
      },
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Detail;
}

const list = async (o: AcknowledgedOrder, query = '', as = o.tenant.member) => {
  const res = await call('GET', `/payables${query}`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('contas a pagar', () => {
  it('a received note is owed by the payment term from its day of issue, split in cents; nothing before it is received', async () => {
    const o = await acknowledgedOrder();
    await setTerm(o, 'Boleto 14/28 dias');
    const shipment = await shipTyped(o, 501, [10, 6, 4], 314.61);
    expect((await list(o)).data).toEqual([]);
    await receive(o, shipment);
    const today = todayInSaoPaulo();
    const owed = (await list(o)).data;
    expect(owed.map((p) => [p.installment, p.dueDate, p.amount, p.status, p.suggested])).toEqual([
      ['001', addDays(today, 14), 157.31, 'OPEN', true],
      ['002', addDays(today, 28), 157.3, 'OPEN', true],
    ]);
    expect(owed[0]!.nfe.number).toBe('501');
    // Another organization sees none of it, and reads one of them as missing.
    const other = await createTenant();
    expect((await list(o, '', other.owner)).data).toEqual([]);
    expect((await call('GET', `/payables/${owed[0]!.id}`, { as: other.owner })).status).toBe(404);
  });

  it('a note with duplicates is owed on their dates and amounts', async () => {
    const o = await acknowledgedOrder();
    const [rice, salt, oil] = o.catalogue.products;
    const xml = buildNfeXml({
      issuerCnpj: o.catalogue.supplier.cnpj,
      recipient: { cnpj: o.tenant.organization.cnpj },
      number: 777,
      items: [
        { code: rice!.sku!, gtin: null, description: 'ARROZ', unit: 'KG', quantity: 10, unitPriceCents: 1000 },
        { code: salt!.sku!, gtin: null, description: 'SAL', unit: 'UN', quantity: 6, unitPriceCents: 250 },
        { code: oil!.sku!, gtin: null, description: 'OLEO', unit: 'UN', quantity: 4, unitPriceCents: 4990 },
      ],
      installments: [
        { number: '001', dueDate: '2026-12-10', amountCents: 15730 },
        { number: '002', dueDate: '2027-01-09', amountCents: 15730 },
      ],
    });
    const sent = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe?confirm=true`, {
      headers: { ...asKey(o), 'content-type': 'application/xml' },
      rawBody: xml,
    });
    expect(sent.status).toBe(201);
    await setTerm(o, 'Boleto 28 dias');
    await receive(o, ((await sent.json()) as Shipped).shipments[0]!);
    const owed = (await list(o)).data;
    expect(owed.map((p) => [p.installment, p.dueDate, p.amount])).toEqual([
      ['001', '2026-12-10', 157.3],
      ['002', '2027-01-09', 157.3],
    ]);
  });

  it('a shipment kept with a due date that does not exist (before #51) is still received: owed by the payment term, and the receipt says so', async () => {
    const o = await acknowledgedOrder();
    const shipment = await shipTyped(o, 611, [10, 6, 4], 314.6);
    await withDb((db) =>
      db
        .update(shipments)
        .set({
          nfeIssuedOn: '2026-11-10',
          nfeInstallments: [
            { number: '001', dueDate: '2026-12-10', amount: '157.30' },
            { number: '002', dueDate: '2027-02-31', amount: '157.30' },
          ],
        })
        .where(eq(shipments.id, shipment.id)),
    );
    await setTerm(o, 'Boleto 28 dias');
    const receipt = await receive(o, shipment);
    const owed = (await list(o)).data;
    expect(owed.map((p) => [p.installment, p.dueDate, p.amount])).toEqual([['001', '2026-12-08', 314.6]]);
    const part = receipt.supplier_orders.find((p) => p.id === o.supplierOrderId)!;
    expect(part.timeline.find((e) => e.action === 'receive')?.data.dueDatesNotice).toBe(
      'A NF-e traz vencimento em dia que não existe (duplicata 002: 2027-02-31): as parcelas seguem o prazo de pagamento do pedido (Boleto 28 dias).',
    );
  });

  it('reads every day it is given strictly: a day the calendar lacks and year 0000 are 400, never rolled over or 500 (issue #51)', async () => {
    const o = await acknowledgedOrder();
    const refused = async (res: Response, message: string) => {
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    };
    const get = (query: string) => call('GET', `/payables${query}`, { as: o.tenant.member });
    await refused(
      await get('?from=0000-01-01'),
      'Informe o início do período (from) como uma data que existe (AAAA-MM-DD)',
    );
    await refused(await get('?to=2027-02-29'), 'Informe o fim do período (to) como uma data que existe (AAAA-MM-DD)');
    await refused(await get('?period=0000-01'), 'Informe o período como AAAA-MM');
    await refused(
      await call('GET', '/payables/export.csv?from=0000-12-31', { as: o.tenant.member }),
      'Informe o início do período (from) como uma data que existe (AAAA-MM-DD)',
    );
    expect((await get('?period=2028-02')).status).toBe(200);

    const shipment = await shipTyped(o, 612, [10, 6, 4], 314.6);
    await receive(o, shipment);
    const [payable] = (await list(o)).data;
    const pay = (paidAt: string) =>
      call('POST', `/payables/${payable!.id}/pay`, { as: o.tenant.owner, body: { paidAt, method: 'PIX' } });
    for (const paidAt of ['2026-02-30T10:00:00-03:00', '2026-02-30', '0000-01-01T00:00:00Z', '2026-11-10T10:00:00']) {
      await refused(await pay(paidAt), 'Informe a data do pagamento como AAAA-MM-DD');
    }
    const yesterday = addDays(todayInSaoPaulo(), -1);
    const paid = await pay(`${yesterday}T23:30:00-03:00`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ paidOn: yesterday });
  });

  it('is em conferência while an incident is open, and the credit is deducted once from the next open payable', async () => {
    const o = await acknowledgedOrder();
    await setTerm(o, 'Boleto 28 dias');
    const first = await shipTyped(o, 601, [10, 0, 0], 100);
    const detail = await receive(o, first, 1);
    const [incident] = detail.supplier_orders[0]!.incidents;
    let [payable] = (await list(o)).data;
    expect(payable).toMatchObject({ status: 'EM_CONFERENCIA', suggested: false, amount: 100, credited: 0 });
    expect((await list(o, '?status=em%20confer%C3%AAncia')).data.map((p) => p.id)).toEqual([payable!.id]);
    expect((await list(o, '?status=open')).data).toEqual([]);

    // The supplier's answer alone settles nothing: still em conferência until the buyer accepts it.
    const answered = await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${incident!.id}/answer`, {
      headers: asKey(o),
      body: { resolution: 'CREDIT', creditAmount: 10, note: 'Crédito no próximo boleto' },
    });
    expect(answered.status).toBe(200);
    expect((await list(o)).data[0]).toMatchObject({ status: 'EM_CONFERENCIA', credited: 0 });
    const resolved = await call(
      'POST',
      `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/incidents/${incident!.id}/resolve`,
      { as: o.tenant.admin },
    );
    expect(resolved.status).toBe(200);
    [payable] = (await list(o)).data;
    expect(payable).toMatchObject({ status: 'OPEN', suggested: true, amount: 100, credited: 10, amountDue: 90 });
    expect(payable!.credits).toEqual([expect.objectContaining({ incidentId: incident!.id, amount: 10 })]);

    // Another note received later: the credit was already deducted and is not deducted again.
    const second = await shipTyped(o, 602, [0, 6, 4], 214.6);
    await receive(o, second);
    const all = (await list(o)).data;
    expect(all).toHaveLength(2);
    expect(all.reduce((s, p) => s + p.credited, 0)).toBe(10);
    const rows = await withDb((db) =>
      db.select().from(payableCredits).where(eq(payableCredits.incidentId, incident!.id)),
    );
    expect(rows.map((r) => r.amount)).toEqual(['10.00']);
  });

  it('a credit waiting for a note is deducted from the next one, and one larger than a payable spills to the next', async () => {
    const o = await acknowledgedOrder();
    await setTerm(o, 'PIX à vista');
    const first = await shipTyped(o, 701, [10, 0, 0], 100);
    const detail = await receive(o, first, 5);
    const [incident] = detail.supplier_orders[0]!.incidents;
    // The first note is paid before the incident is settled: nothing of it is left to deduct from.
    const [payable] = (await list(o)).data;
    expect(
      (
        await call('POST', `/payables/${payable!.id}/pay`, {
          as: o.tenant.owner,
          body: { paidAt: todayInSaoPaulo(), method: 'PIX' },
        })
      ).status,
    ).toBe(200);
    await call('POST', `/supplier/orders/${o.supplierOrderId}/incidents/${incident!.id}/answer`, {
      headers: asKey(o),
      body: { resolution: 'CREDIT', creditAmount: 50 },
    });
    await call(
      'POST',
      `/purchase-orders/${o.purchaseOrderId}/supplier-orders/${o.supplierOrderId}/incidents/${incident!.id}/resolve`,
      { as: o.tenant.admin },
    );
    await setTerm(o, 'Boleto 14/28');
    const second = await shipTyped(o, 702, [0, 6, 4], 60);
    await receive(o, second);
    const open = (await list(o, '?status=open')).data;
    expect(open.map((p) => [p.installment, p.amount, p.credited, p.amountDue])).toEqual([
      ['001', 30, 30, 0],
      ['002', 30, 20, 10],
    ]);
  });

  it('owners and admins pay once (409 the second time), a member is refused before the body is read, and the audit log records it', async () => {
    const o = await acknowledgedOrder();
    const shipment = await shipTyped(o, 801, [10, 6, 4], 314.6);
    await receive(o, shipment);
    const [payable] = (await list(o)).data;
    const pay = (as: typeof o.tenant.owner, body: unknown) =>
      call('POST', `/payables/${payable!.id}/pay`, { as, body });
    expect((await pay(o.tenant.member, { nonsense: true })).status).toBe(403);
    const future = await pay(o.tenant.owner, { paidAt: addDays(todayInSaoPaulo(), 3), method: 'PIX' });
    expect(future.status).toBe(400);
    expect(((await future.json()) as { error: { message: string } }).error.message).toBe(
      'A data do pagamento não pode ser futura',
    );
    const badMethod = await pay(o.tenant.owner, { paidAt: todayInSaoPaulo(), method: 'CHEQUE' });
    expect(badMethod.status).toBe(400);
    expect(((await badMethod.json()) as { error: { message: string } }).error.message).toMatch(
      /PIX, BOLETO ou TRANSFERENCIA/,
    );

    const paid = await pay(o.tenant.admin, { paidAt: todayInSaoPaulo(), method: 'BOLETO', note: 'Comprovante 42' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'PAID', method: 'BOLETO', paidOn: todayInSaoPaulo() });
    const again = await pay(o.tenant.owner, { paidAt: todayInSaoPaulo(), method: 'PIX' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /^Esta conta já foi paga em /,
    );
    const other = await createTenant();
    expect((await pay(other.owner, { paidAt: todayInSaoPaulo(), method: 'PIX' })).status).toBe(404);

    const entries = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, o.tenant.organization.id), eq(auditLog.action, 'payable.paid'))),
    );
    expect(entries).toHaveLength(1);
    expect((await list(o, '?status=paid')).data.map((p) => p.id)).toEqual([payable!.id]);

    const csv = await call('GET', '/payables/export.csv', { as: o.tenant.member });
    expect(csv.status).toBe(200);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Fornecedor;CNPJ;NF-e;')).toBe(true);
    expect(text).toContain(';801;1;');
    expect(text).toContain(';Paga;');
    expect(text).toContain(';Boleto;Comprovante 42');
  });

  it('reminds owners and admins two days before, exactly once, even when the queue fails first, unless they turned it off', async () => {
    const o = await acknowledgedOrder();
    const shipment = await shipTyped(o, 901, [10, 6, 4], 314.6);
    await receive(o, shipment);
    // A day of its own far ahead, so no other test's payable falls due with it.
    const at = new Date(Date.UTC(2031, 2, 10, 11, 0, 0));
    const dueOn = addDays(todayInSaoPaulo(at), 2);
    await withDb((db) => db.update(payables).set({ dueDate: dueOn }).where(eq(payables.shipmentId, shipment.id)));
    const daily = async (bindings: typeof env) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 11 * * *' }), bindings, ctx);
      await waitOnExecutionContext(ctx);
    };
    const owner = o.tenant.owner.user.email;
    const subject = (m: { subject: string }) => m.subject.startsWith('Contas a pagar em ');
    // The admin turned this e-mail off (Perfil → e-mails); the owner did not.
    expect(
      (
        await call('PUT', '/notifications/email-choices', {
          as: o.tenant.admin,
          body: { choices: { payables_due: false } },
        })
      ).status,
    ).toBe(200);
    await daily({ ...env, JOBS: brokenQueue });
    await daily({ ...env, JOBS: brokenQueue });
    await new Promise((r) => setTimeout(r, 500));
    expect((await inboxFor(owner)).filter(subject)).toHaveLength(0);
    await runMinuteCron();
    await expect
      .poll(async () => (await inboxFor(owner)).filter(subject).length, { timeout: 20_000, interval: 250 })
      .toBe(1);
    await daily(env);
    await runMinuteCron();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await inboxFor(owner)).filter(subject)).toHaveLength(1);
    expect((await inboxFor(o.tenant.member.user.email)).filter(subject)).toHaveLength(0);
    expect((await inboxFor(o.tenant.admin.user.email)).filter(subject)).toHaveLength(0);
  }, 60_000);

  it('answers the weeks: overdue first, then this week and the next four', async () => {
    const o = await acknowledgedOrder();
    await setTerm(o, 'Boleto 14/28');
    const shipment = await shipTyped(o, 950, [10, 6, 4], 314.6);
    await receive(o, shipment);
    const [first] = (await list(o)).data;
    await withDb((db) =>
      db
        .update(payables)
        .set({ dueDate: addDays(todayInSaoPaulo(), -3) })
        .where(eq(payables.id, first!.id)),
    );
    const res = await call('GET', '/payables/weeks', { as: o.tenant.member });
    expect(res.status).toBe(200);
    const weeks = (await res.json()) as {
      overdue: { count: number; total: number };
      weeks: { start: string; count: number; total: number }[];
    };
    expect(weeks.overdue).toMatchObject({ count: 1, total: 157.3 });
    expect(weeks.weeks).toHaveLength(5);
    expect(weeks.weeks.reduce((s, w) => s + w.count, 0)).toBe(1);
    expect((await list(o)).data[0]).toMatchObject({ id: first!.id, status: 'OVERDUE' });
  });
});
