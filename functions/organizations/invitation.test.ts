import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/organizations';
import { inboxFor, linkIn } from '../test/inbox';
import { call, createTenant, createUser, uniq, withDb } from '../test/tenant';
import { grantPro } from '../test/billing';

describe('invitations', () => {
  it('e-mails /auth?invitation={id}; the invited user accepts and becomes a member of that organization', async () => {
    const tenant = await createTenant();
    await grantPro(tenant.organization.id);
    const email = `convidada-${uniq()}@teste.abastece.dev`;
    const created = await call('POST', '/invitation', { as: tenant.admin, body: { email, role: 'admin' } });
    expect(created.status).toBe(201);
    const invitation = (await created.json()) as {
      id: string;
      status: string;
      expiresAt: string;
      organization: { name: string };
    };
    expect(invitation.status).toBe('pending');
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86400_000);

    await expect.poll(async () => (await inboxFor(email)).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [mail] = await inboxFor(email);
    expect(mail!.subject).toContain(tenant.organization.name);
    expect(linkIn(mail!, '/auth?invitation=').searchParams.get('invitation')).toBe(invitation.id);
    // The address rides along, for the sign-up form to open filled with it.
    expect(linkIn(mail!, '/auth?invitation=').searchParams.get('email')).toBe(email);

    const invitee = await createUser({ email });
    expect(await (await call('GET', `/invitation/${invitation.id}`, { as: invitee })).json()).toMatchObject({
      id: invitation.id,
      organization: { name: tenant.organization.name },
    });
    const accepted = await call('POST', `/invitation/${invitation.id}/accept`, { as: invitee });
    expect(accepted.status).toBe(200);
    const org = (await (await call('GET', '/organization', { as: invitee })).json()) as { id: string; role: string };
    expect(org).toMatchObject({ id: tenant.organization.id, role: 'admin' });
    expect((await call('POST', `/invitation/${invitation.id}/accept`, { as: invitee })).status).toBe(400);
  });

  it('renews a pending invitation instead of duplicating it, and refuses current members', async () => {
    const tenant = await createTenant();
    await grantPro(tenant.organization.id);
    const email = `dup-${uniq()}@teste.dev`;
    const first = (await (
      await call('POST', '/invitation', { as: tenant.owner, body: { email, role: 'member' } })
    ).json()) as { id: string };
    const second = (await (
      await call('POST', '/invitation', { as: tenant.owner, body: { email: email.toUpperCase(), role: 'admin' } })
    ).json()) as { id: string; role: string };
    expect(second).toMatchObject({ id: first.id, role: 'admin' });
    const member = await call('POST', '/invitation', {
      as: tenant.owner,
      body: { email: tenant.member.user.email, role: 'member' },
    });
    expect(member.status).toBe(409);
    const badRole = await call('POST', '/invitation', { as: tenant.owner, body: { email, role: 'owner' } });
    expect(badRole.status).toBe(400);
  });

  it('refuses an expired invitation, and lets the invitee reject and the organization cancel', async () => {
    const tenant = await createTenant();
    await grantPro(tenant.organization.id);
    const invitee = await createUser();
    const make = async () =>
      (
        (await (
          await call('POST', '/invitation', { as: tenant.owner, body: { email: invitee.user.email, role: 'member' } })
        ).json()) as { id: string }
      ).id;

    const expired = await make();
    await withDb((db) =>
      db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, expired)),
    );
    const late = await call('POST', `/invitation/${expired}/accept`, { as: invitee });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: { message: 'Este convite expirou ou não está mais disponível' } });
    await withDb((db) => db.update(invitations).set({ status: 'canceled' }).where(eq(invitations.id, expired)));

    const rejected = await make();
    expect((await call('POST', `/invitation/${rejected}/reject`, { as: invitee })).status).toBe(200);
    expect((await call('POST', `/invitation/${rejected}/accept`, { as: invitee })).status).toBe(400);

    const canceled = await make();
    expect((await call('DELETE', `/invitation/${canceled}/cancel`, { as: tenant.admin })).status).toBe(200);
    expect((await call('POST', `/invitation/${canceled}/accept`, { as: invitee })).status).toBe(400);
    const list = (await (await call('GET', '/invitation', { as: tenant.admin })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
  });
});
