import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { inboxFor } from '../test/inbox';
import { approvedOrder, placeOrder } from '../test/orders';
import { call, createTenant, type Principal } from '../test/tenant';

type Choices = { organizationId: string; choices: { key: string; label: string; email: boolean }[] };

const choicesOf = async (as: Principal) =>
  (await (await call('GET', '/notifications/email-choices', { as })).json()) as Choices;
const choose = (as: Principal, choices: Record<string, unknown>) =>
  call('PUT', '/notifications/email-choices', { as, body: { choices } });
const subjects = async (as: Principal) => (await inboxFor(as.user.email)).map((m) => m.subject);
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;

/**
 * A choice turned off is proved by the e-mail that does arrive: each case turns it off, lets one
 * event happen, turns it on again and lets a second one happen. The second e-mail arriving while
 * the first never did is the proof (the first was relayed before the second was even written).
 */
describe('each person chooses which order e-mails reach them', () => {
  it('lists the choices that apply to the role, all on at first, and changes only those sent', async () => {
    const tenant = await createTenant();
    expect((await choicesOf(tenant.member)).choices.map((c) => [c.key, c.email])).toEqual([
      ['order_decided', true],
      ['supplier_updates', true],
    ]);
    expect((await choicesOf(tenant.admin)).choices.map((c) => c.key)).toEqual([
      'order_awaiting_approval',
      'order_decided',
      'supplier_updates',
      'payables_due',
    ]);
    const saved = await choose(tenant.admin, { supplier_updates: false });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Choices).choices.map((c) => [c.key, c.email])).toEqual([
      ['order_awaiting_approval', true],
      ['order_decided', true],
      ['supplier_updates', false],
      ['payables_due', true],
    ]);
    // Another person's choices and another organization are untouched.
    expect((await choicesOf(tenant.owner)).choices.every((c) => c.email)).toBe(true);
    // Two saves of different choices at once both count.
    await Promise.all([
      choose(tenant.admin, { order_decided: false }),
      choose(tenant.admin, { supplier_updates: true }),
    ]);
    expect((await choicesOf(tenant.admin)).choices.map((c) => [c.key, c.email])).toEqual([
      ['order_awaiting_approval', true],
      ['order_decided', false],
      ['supplier_updates', true],
      ['payables_due', true],
    ]);

    const unknown = await choose(tenant.admin, { newsletter: false });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toContain('Campo não reconhecido: newsletter');
    const notBoolean = await choose(tenant.admin, { order_decided: 'sim' });
    expect(notBoolean.status).toBe(400);
  });

  it('keeps the "awaiting approval" e-mail from the owner who turned it off, and the admin still gets it', async () => {
    const tenant = await createTenant();
    await choose(tenant.owner, { order_awaiting_approval: false });
    const first = await placeOrder(tenant.member, 'Sem aviso ao dono');
    const awaits = (number: number) => `Pedido nº ${number} aguarda aprovação em ${tenant.organization.name}`;
    const numberOf = async (id: string) =>
      ((await (await call('GET', `/purchase-orders/${id}`, { as: tenant.admin })).json()) as { number: number }).number;
    const firstNumber = await numberOf(first.order.id);
    await expect.poll(() => subjects(tenant.admin), { timeout: 15_000 }).toContain(awaits(firstNumber));

    await choose(tenant.owner, { order_awaiting_approval: true });
    const second = await placeOrder(tenant.member, 'Com aviso ao dono');
    const secondNumber = await numberOf(second.order.id);
    await expect.poll(() => subjects(tenant.owner), { timeout: 15_000 }).toContain(awaits(secondNumber));
    expect(await subjects(tenant.owner)).not.toContain(awaits(firstNumber));
  });

  it('keeps decisions on their orders from the person who turned them off', async () => {
    const tenant = await createTenant();
    const { order } = await placeOrder(tenant.member, 'Decisões');
    const detail = (await (await call('GET', `/purchase-orders/${order.id}`, { as: tenant.admin })).json()) as {
      number: number;
      supplier_orders: { id: string }[];
    };
    const [partA, partB] = detail.supplier_orders;
    await choose(tenant.member, { order_decided: false });
    const decide = (part: { id: string }, decision: string) =>
      call('POST', `/purchase-orders/${order.id}/supplier-orders/${part.id}/approval`, {
        as: tenant.admin,
        body: { decision },
      });
    expect((await decide(partA!, 'reject')).status).toBe(200);
    await choose(tenant.member, { order_decided: true });
    expect((await decide(partB!, 'approve')).status).toBe(200);
    await expect
      .poll(
        async () => (await subjects(tenant.member)).some((s) => s.startsWith(`Pedido nº ${detail.number} aprovado`)),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect((await subjects(tenant.member)).filter((s) => s.includes('recusado na aprovação'))).toEqual([]);
    // The bell keeps both.
    const bell = (await (await call('GET', '/notifications', { as: tenant.member })).json()) as {
      data: { title: string }[];
    };
    expect(bell.data.map((n) => n.title.split(' — ')[0])).toEqual([
      `Pedido nº ${detail.number} aprovado`,
      `Pedido nº ${detail.number} recusado na aprovação`,
    ]);
  });

  it('keeps the supplier’s answers from the owner’s e-mail but not from the bell', async () => {
    const { tenant, a, b, keyA, keyB } = await approvedOrder();
    await choose(tenant.owner, { supplier_updates: false });
    const answer = async (key: string) => {
      const headers = { 'x-api-key': key };
      const [sent] = ((await (await call('GET', '/supplier/orders', { headers })).json()) as { data: { id: string }[] })
        .data;
      const { lines } = (await (await call('GET', `/supplier/orders/${sent!.id}`, { headers })).json()) as {
        lines: { id: string }[];
      };
      const res = await call('POST', `/supplier/orders/${sent!.id}/acknowledge`, {
        headers,
        body: {
          lines: lines.map((l) => ({ itemId: l.id, accepted: true })),
          promisedDate: addDays(todayInSaoPaulo(), 2),
        },
      });
      expect(res.status).toBe(200);
    };
    await answer(keyA.key);
    const confirmedBy = (name: string) => (s: string) => s.startsWith(`${name} confirmou`);
    await expect
      .poll(async () => (await subjects(tenant.admin)).some(confirmedBy(a.supplier.name)), { timeout: 15_000 })
      .toBe(true);
    const bell = (await (await call('GET', '/notifications', { as: tenant.owner })).json()) as {
      data: { title: string }[];
    };
    expect(bell.data.some((n) => n.title.startsWith(`${a.supplier.name} confirmou`))).toBe(true);

    await choose(tenant.owner, { supplier_updates: true });
    await answer(keyB.key);
    await expect
      .poll(async () => (await subjects(tenant.owner)).some(confirmedBy(b.supplier.name)), { timeout: 15_000 })
      .toBe(true);
    expect((await subjects(tenant.owner)).some(confirmedBy(a.supplier.name))).toBe(false);
  });
});
