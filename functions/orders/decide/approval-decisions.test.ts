import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { inboxFor } from '../../test/inbox';
import { placeOrder } from '../../test/orders';
import { call, createTenant, type Principal } from '../../test/tenant';
import type { orderDetailSchema } from '../purchase-orders.responses';

type Detail = z.output<typeof orderDetailSchema>;
type Decisions = {
  decided: { purchaseOrderId: string; orderNumber: number; supplierOrderIds: string[]; status: string }[];
  failed: { purchaseOrderId: string; supplierOrderIds: string[]; status: number; message: string }[];
};
const detail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const partsOf = (order: Detail) =>
  order.supplier_orders.map((p) => ({ purchaseOrderId: order.id, supplierOrderId: p.id }));
const decide = (as: Principal, body: unknown) => call('POST', '/approvals/decisions', { as, body });

describe('POST /approvals/decisions', () => {
  it('decides several parts of one order at once and tells its creator in one e-mail and one bell entry naming both suppliers', async () => {
    const tenant = await createTenant();
    const { order, a, b } = await placeOrder(tenant.member, 'Duas partes');
    const before = await detail(tenant.admin, order.id);
    const res = await decide(tenant.admin, { decision: 'approve', parts: partsOf(before) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Decisions;
    expect(body.failed).toEqual([]);
    expect(body.decided).toEqual([
      {
        purchaseOrderId: order.id,
        orderNumber: before.number,
        supplierOrderIds: before.supplier_orders.map((p) => p.id),
        status: 'APPROVED',
      },
    ]);
    const after = await detail(tenant.admin, order.id);
    expect(after.supplier_orders.map((p) => p.status)).toEqual(['SENT', 'SENT']);

    // Named in alphabetical order, as every decision's e-mail names them.
    const names = before.supplier_orders
      .map((p) => (p.supplier_id === a.supplier.id ? a : b).supplier.name)
      .sort((x, y) => x.localeCompare(y, 'pt-BR'));
    const subject = `Pedido nº ${before.number} aprovado — ${names[0]} e ${names[1]}`;
    const aboutOrder = async () =>
      (await inboxFor(tenant.member.user.email)).filter((m) => m.subject.startsWith(`Pedido nº ${before.number}`));
    await expect.poll(async () => (await aboutOrder()).map((m) => m.subject), { timeout: 15_000 }).toContain(subject);
    const [mail] = await aboutOrder();
    expect(mail!.text).toContain(
      `Pedido nº ${before.number} ("Duas partes"): ${tenant.admin.user.name} aprovou as partes de ${names[0]} e ${names[1]}, que seguem para os fornecedores. O pedido agora está aprovado.`,
    );
    // One decision, one e-mail: none per part.
    expect((await aboutOrder()).map((m) => m.subject)).toEqual([subject]);
    // The creator's bell says the same, once, and leads to the order.
    const bell = (await (await call('GET', '/notifications', { as: tenant.member })).json()) as {
      data: { title: string; link: string }[];
    };
    expect(bell.data.filter((n) => n.link === `/app/orders/${order.id}`).map((n) => n.title)).toEqual([subject]);
  });

  it('goes on past an order that cannot be decided, and answers the error when none could be', async () => {
    const tenant = await createTenant();
    const first = await detail(tenant.admin, (await placeOrder(tenant.member, 'Primeiro')).order.id);
    const second = await detail(tenant.admin, (await placeOrder(tenant.member, 'Segundo')).order.id);
    expect((await decide(tenant.admin, { decision: 'reject', parts: partsOf(first) })).status).toBe(200);

    const again = await decide(tenant.admin, { decision: 'approve', parts: partsOf(first) });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/^O pedido \d+-\d não espera aprovação$/);

    // A part listed twice is decided once.
    const mixed = await decide(tenant.admin, {
      decision: 'approve',
      parts: [...partsOf(first), ...partsOf(second), partsOf(second)[0]],
    });
    expect(mixed.status).toBe(200);
    const body = (await mixed.json()) as Decisions;
    expect(body.decided.map((d) => [d.purchaseOrderId, d.status, d.supplierOrderIds])).toEqual([
      [second.id, 'APPROVED', second.supplier_orders.map((p) => p.id)],
    ]);
    expect(body.failed).toMatchObject([{ purchaseOrderId: first.id, status: 409 }]);
    expect((await detail(tenant.admin, first.id)).status).toBe('CANCELLED');
  });

  it('answers 403 to a member before reading the body, 404 for another organization’s order, 400 for no parts', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const order = await detail(tenant.admin, (await placeOrder(tenant.member)).order.id);
    const byMember = await call('POST', '/approvals/decisions', { as: tenant.member, rawBody: '{ not json' });
    expect(byMember.status).toBe(403);
    const foreign = await decide(other.admin, { decision: 'approve', parts: partsOf(order) });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe('Pedido não encontrado');
    expect((await detail(tenant.admin, order.id)).supplier_orders.every((p) => p.status === 'AWAITING_APPROVAL')).toBe(
      true,
    );
    const none = await decide(tenant.admin, { decision: 'approve', parts: [] });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe('Escolha ao menos um pedido');
  });
});
