import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, suppliers } from '../../db/schema/catalogue';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { createCatalogue } from '../test/catalogue';
import { inboxFor, linkIn, type InboxMessage } from '../test/inbox';
import { createSupplierPerson } from '../test/supplier-people';
import {
  asCookie,
  call,
  createOperator,
  createTenant,
  createUser,
  sessionCookieFrom,
  uniq,
  withDb,
  type Principal,
} from '../test/tenant';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function mailTo(address: string, subject: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxFor(address)).find((m) => m.subject === subject);
        return found;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeDefined();
  return found!;
}

/** The invitation id in the e-mailed link (/auth?…&next=/fornecedor/convite/:id), which is what the page accepts. */
const invitationIdIn = (mail: InboxMessage) =>
  linkIn(mail, '/fornecedor/convite/').searchParams.get('next')!.split('/').pop()!;

type Inbox = {
  data: { id: string; number: string; status: string; read: boolean }[];
  counts: { byStatus: Record<string, number>; unread: number; total: number };
};

describe('the operator gives a supplier its people', () => {
  it('invites by e-mail as staff and as admin; a new account accepts after creating its password, an existing one as it is', async () => {
    const catalogue = await createCatalogue([]);
    const supplierId = catalogue.supplier.id;
    const operator = await createOperator();
    const newcomer = `fornecedor-${uniq()}@teste.abastece.dev`;
    const existing = await createUser();

    // Only the operator invites from the supplier's page (anyone else: 401 "Not allowed", DESIGN decision 4).
    const buyer = await createTenant();
    const byBuyer = await call('POST', `/suppliers/${supplierId}/people`, {
      as: buyer.owner,
      body: { email: newcomer, role: 'admin' },
    });
    expect(byBuyer.status).toBe(401);
    expect(await errorOf(byBuyer)).toMatchObject({ code: 'NOT_ALLOWED' });

    const asStaff = await call('POST', `/suppliers/${supplierId}/people`, {
      as: operator,
      body: { email: newcomer, role: 'staff' },
    });
    expect(asStaff.status).toBe(201);
    const staffInvitation = (await asStaff.json()) as { id: string };
    expect(staffInvitation).toMatchObject({ email: newcomer, role: 'staff', status: 'pending' });
    const asAdmin = await call('POST', `/suppliers/${supplierId}/people`, {
      as: operator,
      body: { email: existing.user.email.toUpperCase(), role: 'admin' },
    });
    expect(asAdmin.status).toBe(201);
    const adminInvitation = (await asAdmin.json()) as { id: string };
    expect(adminInvitation).toMatchObject({ email: existing.user.email.toLowerCase(), role: 'admin' });
    const pending = (await (await call('GET', `/suppliers/${supplierId}/people`, { as: operator })).json()) as {
      people: unknown[];
      pending: { email: string; role: string }[];
    };
    expect(pending.people).toEqual([]);
    expect(pending.pending.map((p) => [p.email, p.role]).sort()).toEqual(
      [
        [newcomer, 'staff'],
        [existing.user.email.toLowerCase(), 'admin'],
      ].sort(),
    );

    // Each invitation is e-mailed with its own link.
    const subject = `Convite para atender pedidos de ${catalogue.supplier.name}`;
    const [newcomerMail, existingMail] = await Promise.all([
      mailTo(newcomer, subject),
      mailTo(existing.user.email, subject),
    ]);
    expect(invitationIdIn(newcomerMail)).toBe(staffInvitation.id);
    expect(invitationIdIn(existingMail)).toBe(adminInvitation.id);
    expect(newcomerMail.text).toContain('como equipe');
    expect(existingMail.text).toContain('como administrador');

    // The newcomer creates an account with a password, confirms the address, and signs in with it.
    const password = 'senha-do-fornecedor';
    const signUp = await call('POST', '/auth/sign-up', {
      body: { name: 'Rita Fornecedora', email: newcomer, password },
    });
    expect(signUp.status).toBe(200);
    const token = linkIn(
      await mailTo(newcomer, 'Confirme seu e-mail no Abastece'),
      '/auth/verify-email?token=',
    ).searchParams.get('token')!;
    expect((await call('POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    const signedIn = await call('POST', '/auth/sign-in/credentials', { body: { email: newcomer, password } });
    expect(signedIn.status).toBe(200);
    const rita = asCookie(sessionCookieFrom(signedIn));

    // Somebody else holding the link finds no invitation, and cannot take it.
    const stranger = await createUser();
    expect((await call('GET', `/supplier-invitation/${staffInvitation.id}`, { as: stranger })).status).toBe(404);
    expect((await call('POST', `/supplier-invitation/${staffInvitation.id}/accept`, { as: stranger })).status).toBe(
      404,
    );

    const seen = await call('GET', `/supplier-invitation/${staffInvitation.id}`, { as: rita });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ supplierName: catalogue.supplier.name, role: 'staff' });
    expect((await call('GET', '/supplier-portal/orders', { as: rita })).status).toBe(403);
    const accepted = await call('POST', `/supplier-invitation/${staffInvitation.id}/accept`, { as: rita });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      message: 'Convite aceito',
      supplierId,
      supplierName: catalogue.supplier.name,
      role: 'staff',
    });
    const session = (await (await call('GET', '/auth/session', { as: rita })).json()) as {
      session: { activeSupplierId: string | null; activeOrganizationId: string | null };
    };
    expect(session.session).toMatchObject({ activeSupplierId: supplierId, activeOrganizationId: null });
    expect((await call('GET', '/supplier-portal/orders', { as: rita })).status).toBe(200);
    const twice = await call('POST', `/supplier-invitation/${staffInvitation.id}/accept`, { as: rita });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe('Este convite já foi usado ou cancelado');

    // The existing account accepts with the session it already has.
    expect((await call('GET', '/supplier-portal/settings', { as: existing })).status).toBe(403);
    const joined = await call('POST', `/supplier-invitation/${adminInvitation.id}/accept`, { as: existing });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ supplierId, role: 'admin' });
    expect((await call('GET', '/supplier-portal/settings', { as: existing })).status).toBe(200);

    // Both now answer for the supplier, each in their role; nothing is pending.
    const people = (await (await call('GET', '/supplier-portal/people', { as: existing })).json()) as {
      people: { email: string; role: string }[];
      pending: unknown[];
    };
    expect(people.pending).toEqual([]);
    expect(people.people.map((p) => [p.email, p.role]).sort()).toEqual(
      [
        [newcomer, 'staff'],
        [existing.user.email, 'admin'],
      ].sort(),
    );
    const again = await call('POST', `/suppliers/${supplierId}/people`, {
      as: operator,
      body: { email: newcomer, role: 'admin' },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(`Esta pessoa já atende por ${catalogue.supplier.name}`);
  });
});

describe('the supplier’s settings', () => {
  it('a supplier admin changes order e-mail, minimum, lead time, payment terms and cities; staff may only read them', async () => {
    const catalogue = await createCatalogue([]);
    const [admin, staff] = await Promise.all([
      createSupplierPerson(catalogue.supplier.id, 'admin'),
      createSupplierPerson(catalogue.supplier.id, 'staff'),
    ]);
    const [active, inactive] = await withDb((db) =>
      db
        .insert(cities)
        .values([
          { name: `Contagem ${uniq()}`, state: 'MG' },
          { name: `Fechada ${uniq()}`, state: 'MG', isActive: false },
        ])
        .returning({ id: cities.id, name: cities.name, state: cities.state }),
    );
    const settings = {
      orderEmail: `pedidos-${uniq()}@fornecedor.teste.dev`,
      minimumOrderValue: 150.5,
      leadTimeDays: 3,
      paymentTerms: ['PIX à vista', 'Boleto 28 dias'],
      cityIds: [catalogue.city.id, active!.id],
    };
    const expected = {
      id: catalogue.supplier.id,
      orderEmail: settings.orderEmail,
      minimumOrderValue: 150.5,
      leadTimeDays: 3,
      paymentTerms: ['PIX à vista', 'Boleto 28 dias'],
      cities: expect.arrayContaining([catalogue.city, active]),
    };
    const before = (await (await call('GET', '/supplier-portal/settings', { as: staff })).json()) as object;

    const byStaff = await call('PUT', '/supplier-portal/settings', { as: staff, body: settings });
    expect(byStaff.status).toBe(403);
    expect(await (await call('GET', '/supplier-portal/settings', { as: admin })).json()).toEqual(before);

    const saved = await call('PUT', '/supplier-portal/settings', { as: admin, body: settings });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject(expected);
    const read = (await (await call('GET', '/supplier-portal/settings', { as: staff })).json()) as {
      cities: unknown[];
    };
    expect(read).toMatchObject(expected);
    expect(read.cities).toHaveLength(2);
    const [row] = await withDb((db) => db.select().from(suppliers).where(eq(suppliers.id, catalogue.supplier.id)));
    expect(row).toMatchObject({ orderEmail: settings.orderEmail, minimumOrderValue: '150.50', leadTimeDays: 3 });

    // The cities alone can change (the form may send only what changed).
    const onlyCities = await call('PUT', '/supplier-portal/settings', { as: admin, body: { cityIds: [active!.id] } });
    expect(onlyCities.status).toBe(200);
    expect(((await onlyCities.json()) as { cities: unknown[] }).cities).toEqual([active]);
    expect(
      (await call('PUT', '/supplier-portal/settings', { as: admin, body: { cityIds: settings.cityIds } })).status,
    ).toBe(200);

    // Refusals in pt-BR, each leaving the settings as they were.
    const refusals: [object, string][] = [
      [{ minimumOrderValue: -1 }, 'O pedido mínimo não pode ser negativo'],
      [{ leadTimeDays: 1.5 }, 'O prazo é em dias inteiros'],
      [{ orderEmail: 'nao-e-email' }, 'E-mail de pedidos inválido'],
      [{ paymentTerms: [' '] }, 'Forma de pagamento vazia'],
      [{ cityIds: [inactive!.id] }, 'Cidade desconhecida ou inativa na lista de cidades'],
      [{ deliveryWeekdays: [] }, 'Escolha ao menos um dia de entrega'],
      [{ deliveryWeekdays: [7] }, 'Dia da semana de 0 (domingo) a 6 (sábado)'],
      [{ deliveryWeekdays: [1, 1] }, 'Um dia da semana aparece duas vezes'],
      [{ orderCutoff: '25:00' }, 'Horário de corte no formato HH:MM (ex.: 14:00)'],
    ];
    for (const [body, message] of refusals) {
      const res = await call('PUT', '/supplier-portal/settings', { as: admin, body });
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await (await call('GET', '/supplier-portal/settings', { as: staff })).json()).toMatchObject(expected);

    // The days it delivers and the cut-off: kept, and told to buyers on the supplier's page.
    const days = await call('PUT', '/supplier-portal/settings', {
      as: admin,
      body: { deliveryWeekdays: [5, 1, 3], orderCutoff: '14:00' },
    });
    expect(await days.json()).toMatchObject({ deliveryWeekdays: [1, 3, 5], orderCutoff: '14:00' });
    expect(await (await call('GET', `/suppliers/${catalogue.supplier.id}`)).json()).toMatchObject({
      minimumOrderValue: 150.5,
      leadTimeDays: 3,
      paymentTerms: ['PIX à vista', 'Boleto 28 dias'],
      deliveryWeekdays: [1, 3, 5],
      orderCutoff: '14:00',
    });
  });
});

describe('the supplier portal’s inbox', () => {
  it('counts orders by status and unread, and filters by status and unread; orders awaiting approval stay out', async () => {
    const catalogue = await createCatalogue([{ price: '20.00' }]);
    const tenant = await createTenant();
    const place = async (approve: boolean) => {
      await call('POST', '/cart/item', {
        as: tenant.member,
        body: { productId: catalogue.products[0]!.id, quantity: 2 },
      });
      const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
      expect(placed.status).toBe(201);
      const { id } = (await placed.json()) as { id: string };
      if (approve) {
        const res = await call('PUT', `/purchase-orders/${id}/status`, {
          as: tenant.admin,
          body: { status: 'APPROVED' },
        });
        expect(res.status).toBe(200);
      }
    };
    for (const approve of [true, true, true, false]) await place(approve);
    const staff = await createSupplierPerson(catalogue.supplier.id, 'staff');
    const inbox = async (as: Principal, query = '') =>
      (await (await call('GET', `/supplier-portal/orders${query}`, { as })).json()) as Inbox;

    const first = await inbox(staff);
    expect(first.counts).toEqual({ byStatus: { SENT: 3 }, unread: 3, total: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.data.every((o) => o.status === 'SENT' && !o.read)).toBe(true);
    const [opened, answered] = first.data as [Inbox['data'][number], Inbox['data'][number]];

    // One is opened (read); another is confirmed from the portal after being opened.
    expect((await call('GET', `/supplier-portal/orders/${opened.id}`, { as: staff })).status).toBe(200);
    const detail = (await (await call('GET', `/supplier-portal/orders/${answered.id}`, { as: staff })).json()) as {
      lines: { id: string }[];
    };
    const ack = await call('POST', `/supplier-portal/orders/${answered.id}/acknowledge`, {
      as: staff,
      body: {
        lines: detail.lines.map((l) => ({ itemId: l.id, accepted: true })),
        promisedDate: addDays(todayInSaoPaulo(), 1),
      },
    });
    expect(ack.status).toBe(200);

    const all = await inbox(staff);
    expect(all.counts).toEqual({ byStatus: { SENT: 2, ACKNOWLEDGED: 1 }, unread: 1, total: 3 });
    const sent = await inbox(staff, '?status=SENT');
    expect(sent.data.map((o) => o.id).sort()).toEqual(
      first.data
        .filter((o) => o.id !== answered.id)
        .map((o) => o.id)
        .sort(),
    );
    // The counts are the inbox's, whatever the filter.
    expect(sent.counts).toEqual(all.counts);
    expect((await inbox(staff, '?status=ACKNOWLEDGED')).data.map((o) => o.id)).toEqual([answered.id]);
    const unread = await inbox(staff, '?unread=true');
    expect(unread.data.map((o) => o.id)).toEqual(
      first.data.filter((o) => o.id !== opened.id && o.id !== answered.id).map((o) => o.id),
    );
    expect(unread.data.every((o) => !o.read)).toBe(true);
    expect((await inbox(staff, '?unread=true&status=ACKNOWLEDGED')).data).toEqual([]);
    expect((await call('GET', '/supplier-portal/orders?status=AWAITING_APPROVAL', { as: staff })).status).toBe(400);

    // Another supplier's people see none of it.
    const other = await createSupplierPerson((await createCatalogue([])).supplier.id, 'admin');
    expect(await inbox(other)).toEqual({ data: [], nextCursor: null, counts: { byStatus: {}, unread: 0, total: 0 } });
  });
});
