import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { notifications } from '../../db/schema/notifications';
import { approvedOrder } from '../test/orders';
import { call, createTenant, withDb, type Principal } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import type { orderDetailSchema } from './purchase-orders.responses';
import type { supplierOrderDetailSchema, supplierOrderPageSchema } from './supplier-orders.responses';

type Detail = z.output<typeof supplierOrderDetailSchema>;
type Page = z.output<typeof supplierOrderPageSchema>;
type BuyerDetail = z.output<typeof orderDetailSchema>;

const asKey = (key: string) => ({ headers: { 'x-api-key': key } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const buyerDetail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as BuyerDetail;

/** approvedOrder, with the first supplier's order as its key's list shows it. */
async function sentOrder() {
  const sent = await approvedOrder();
  const number = (await buyerDetail(sent.tenant.member, sent.order.id)).number;
  const listRes = await call('GET', '/supplier/orders', asKey(sent.keyA.key));
  const list = (await listRes.json()) as Page;
  if (!list.data) throw new Error(JSON.stringify(list));
  const orderA = list.data.find((o) => o.number === `${number}-1` || o.number === `${number}-2`)!;
  return { ...sent, orderA };
}

describe('supplier orders through the supplier API', () => {
  it('lists only the key’s supplier’s orders; another supplier’s order is a 404', async () => {
    const { keyA, keyB, orderA, tenant, order } = await sentOrder();
    expect(orderA).toMatchObject({ status: 'SENT', read: false, actions: ['acknowledge', 'refuse'] });
    expect(orderA.buyer.name).toBe(
      (await buyerDetail(tenant.member, order.id)).supplier_orders[0]!.supplier_name ? orderA.buyer.name : '',
    );
    const other = (await (await call('GET', '/supplier/orders', asKey(keyB.key))).json()) as Page;
    expect(other.data.map((o) => o.id)).not.toContain(orderA.id);
    expect((await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyB.key))).status).toBe(404);
    const detail = (await (await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyA.key))).json()) as Detail;
    expect(detail.lines).toHaveLength(2);
    expect(detail.timeline.map((e) => e.toStatus)).toEqual(['SENT']);
  });

  // Year 0000 passed z.iso.datetime (and a hand-made cursor new Date) and reached PostgreSQL, which
  // refused it with a 500 (issue #51): both are read by parseInstant.
  it('polls by updatedSince read strictly, and refuses an instant that does not exist there or in the cursor', async () => {
    const { keyA, orderA } = await sentOrder();
    const list = (query: string) => call('GET', `/supplier/orders?${query}`, asKey(keyA.key));
    for (const since of ['0000-01-01T00:00:00Z', '2027-02-31T10:00:00-03:00', '2027-02-28T10:00:00']) {
      const res = await list(`updatedSince=${encodeURIComponent(since)}`);
      expect([res.status, (await errorOf(res)).message], since).toEqual([
        400,
        'updatedSince deve ser uma data ISO 8601',
      ]);
    }
    const before = (await (await list('updatedSince=2020-01-01T00:00:00-03:00')).json()) as Page;
    expect(before.data.map((o) => o.id)).toContain(orderA.id);
    const after = (await (await list('updatedSince=2099-01-01T00:00:00Z')).json()) as Page;
    expect(after.data).toEqual([]);
    const cursor = btoa(`0000-01-01T00:00:00.000Z|${orderA.id}`).replace(/=+$/, '');
    const forged = await list(`cursor=${cursor}`);
    expect([forged.status, (await errorOf(forged)).message]).toEqual([400, 'Cursor inválido']);
  });

  it('refuses bad answers with pt-BR messages and writes nothing', async () => {
    const { keyA, orderA } = await sentOrder();
    const { lines } = (await (await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyA.key))).json()) as Detail;
    const [one, two] = lines as [Detail['lines'][number], Detail['lines'][number]];
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    const cases: [unknown, string][] = [
      [
        {
          lines: [
            { itemId: crypto.randomUUID(), accepted: true },
            { itemId: two.id, accepted: true },
          ],
          promisedDate: tomorrow,
        },
        'Item desconhecido neste pedido',
      ],
      [
        {
          lines: [
            { itemId: one.id, accepted: true },
            { itemId: one.id, accepted: false, reason: 'OUTRO' },
          ],
          promisedDate: tomorrow,
        },
        'foi respondido duas vezes',
      ],
      [
        {
          lines: [
            { itemId: one.id, accepted: true, quantity: one.quantity + 1 },
            { itemId: two.id, accepted: true },
          ],
          promisedDate: tomorrow,
        },
        'passa da pedida',
      ],
      [
        {
          lines: [
            { itemId: one.id, accepted: true },
            { itemId: two.id, accepted: true },
          ],
          promisedDate: '2020-01-01',
        },
        'A data prometida não pode estar no passado',
      ],
      [
        {
          lines: [
            { itemId: one.id, accepted: true },
            { itemId: two.id, accepted: false },
          ],
          promisedDate: tomorrow,
        },
        'informe o motivo da recusa',
      ],
      [{ lines: [{ itemId: one.id, accepted: true }], promisedDate: tomorrow }, 'Responda todos os itens'],
      [
        {
          lines: [
            { itemId: one.id, accepted: true },
            { itemId: two.id, accepted: true },
          ],
        },
        'Informe a data prometida de entrega',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/supplier/orders/${orderA.id}/acknowledge`, { ...asKey(keyA.key), body });
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    const after = (await (await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyA.key))).json()) as Detail;
    expect(after.status).toBe('SENT');
    expect(after.lines.every((l) => l.status === 'PENDING')).toBe(true);
  });

  it('accepts one line with fewer units and refuses another; the buyer sees it, hears of it, and a replay changes nothing', async () => {
    const { keyA, orderA, tenant, order, a } = await sentOrder();
    const { lines } = (await (await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyA.key))).json()) as Detail;
    const [one, two] = lines as [Detail['lines'][number], Detail['lines'][number]];
    const promisedDate = addDays(todayInSaoPaulo(), 2);
    const body = {
      lines: [
        { itemId: one.id, accepted: true, quantity: one.quantity - 1 },
        { itemId: two.id, accepted: false, reason: 'SEM_ESTOQUE', note: 'Volta na segunda' },
      ],
      promisedDate,
    };
    const headers = { 'x-api-key': keyA.key, 'idempotency-key': `ack-${orderA.id}` };
    const res = await call('POST', `/supplier/orders/${orderA.id}/acknowledge`, { headers, body });
    expect(res.status).toBe(200);
    const answered = (await res.json()) as Detail;
    // Confirmed: what the supplier may do next is ship (or close the backorder).
    expect(answered).toMatchObject({ status: 'ACKNOWLEDGED', promisedDate, actions: ['ship', 'cancel_remaining'] });
    expect(answered.totalAmount).toBeCloseTo((one.quantity - 1) * one.unitPrice, 2);
    expect(answered.lines.find((l) => l.id === two.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'SEM_ESTOQUE',
    });

    const replay = await call('POST', `/supplier/orders/${orderA.id}/acknowledge`, { headers, body });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await call('POST', `/supplier/orders/${orderA.id}/acknowledge`, { ...asKey(keyA.key), body });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Não é possível confirmar um pedido confirmado pelo fornecedor');

    const buyer = await buyerDetail(tenant.member, order.id);
    expect(buyer.status).toBe('IN_PROGRESS');
    const part = buyer.supplier_orders.find((p) => p.supplier_id === a.supplier.id)!;
    expect(part).toMatchObject({ status: 'ACKNOWLEDGED', promised_date: promisedDate });
    expect(part.timeline.map((e) => e.action)).toEqual(['send', 'acknowledge']);
    expect(buyer.items.find((i) => i.id === two.id)).toMatchObject({
      supplier_status: 'REFUSED',
      refusal_reason: 'SEM_ESTOQUE',
    });
    const bOrder = buyer.supplier_orders.find((p) => p.supplier_id !== a.supplier.id)!;
    expect(buyer.total_amount).toBeCloseTo(answered.totalAmount + bOrder.total_amount, 2);

    // The supplier's answer (the approval before it rang the member's bell too).
    const bells = await withDb((db) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.organizationId, tenant.organization.id),
            eq(notifications.kind, 'supplier_order.answered'),
          ),
        ),
    );
    expect(new Set(bells.map((n) => n.userId))).toEqual(
      new Set([tenant.member.user.id, tenant.admin.user.id, tenant.owner.user.id]),
    );
    expect(bells[0]!.title).toBe(
      `${a.supplier.name} confirmou 1 de 2 itens do pedido nº ${orderA.number.replace(/-\d+$/, '')}`,
    );

    // The member's bell: one unread, then read; nobody else's notifications are touched.
    const bell = async () =>
      (await (await call('GET', '/notifications', { as: tenant.member })).json()) as {
        data: { title: string; link: string | null; read: boolean }[];
        unread: number;
      };
    expect(await bell()).toMatchObject({
      unread: 2,
      data: [
        {
          title: `${a.supplier.name} confirmou 1 de 2 itens do pedido nº ${orderA.number.replace(/-\d+$/, '')}`,
          link: `/app/orders/${order.id}`,
        },
        {
          title: expect.stringMatching(
            new RegExp(`^Pedido nº ${orderA.number.replace(/-\d+$/, '')} aprovado — .*${a.supplier.name}`),
          ),
          link: `/app/orders/${order.id}`,
        },
      ],
    });
    expect(await (await call('POST', '/notifications/read', { as: tenant.member, body: {} })).json()).toEqual({
      marked: 2,
    });
    expect((await bell()).unread).toBe(0);
    expect(
      (await (await call('GET', '/notifications', { as: tenant.admin })).json()) as { unread: number },
    ).toMatchObject({ unread: 1 });
  });
});

describe('the buyer cancels one supplier’s part', () => {
  it('cancels only that part, with a reason once confirmed; the rest goes on and a second cancel is a 409', async () => {
    const { tenant, order, keyA, orderA } = await sentOrder();
    const before = await buyerDetail(tenant.member, order.id);
    const partA = before.supplier_orders.find((p) => p.id === orderA.id)!;
    const partB = before.supplier_orders.find((p) => p.id !== orderA.id)!;
    const cancel = (partId: string, as: Principal, body: unknown = {}) =>
      call('POST', `/purchase-orders/${order.id}/supplier-orders/${partId}/cancel`, { as, body });

    expect((await cancel(partA.id, tenant.member)).status).toBe(403);
    // Supplier A confirms everything: from then on a reason is required.
    const { lines } = (await (await call('GET', `/supplier/orders/${orderA.id}`, asKey(keyA.key))).json()) as Detail;
    const answered = await call('POST', `/supplier/orders/${orderA.id}/acknowledge`, {
      ...asKey(keyA.key),
      body: {
        lines: lines.map((l) => ({ itemId: l.id, accepted: true })),
        promisedDate: addDays(todayInSaoPaulo(), 1),
      },
    });
    expect(answered.status).toBe(200);
    const withoutReason = await cancel(partA.id, tenant.admin);
    expect(withoutReason.status).toBe(400);
    expect((await errorOf(withoutReason)).message).toBe(
      `O pedido ${partA.number} já foi confirmado pelo fornecedor: informe o motivo do cancelamento`,
    );

    expect((await cancel(partA.id, tenant.admin, { reason: 'Evento adiado' })).status).toBe(200);
    const after = await buyerDetail(tenant.member, order.id);
    expect(after.supplier_orders.find((p) => p.id === partA.id)).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Evento adiado',
    });
    expect(after.supplier_orders.find((p) => p.id === partB.id)!.status).toBe('SENT');
    expect(after.status).toBe('APPROVED');
    expect(after.total_amount).toBe(partB.total_amount);
    expect((await cancel(partA.id, tenant.admin, { reason: 'De novo' })).status).toBe(409);
    const otherTenant = await createTenant();
    expect((await cancel(partB.id, otherTenant.owner)).status).toBe(404);
  });
});
