import { describe, expect, it } from 'vitest';
import { grantPro, testStripe } from '../test/billing';
import { createCatalogue } from '../test/catalogue';
import { inboxFor, linkIn, type InboxMessage } from '../test/inbox';
import { call, createOperator, createTenant, createUser, uniq, withDb } from '../test/tenant';
import { until } from '../test/until';

async function mailTo(address: string, subject: RegExp): Promise<InboxMessage> {
  return until(async () => (await inboxFor(address)).find((m) => subject.test(m.subject)), `e-mail to ${address}`, 300);
}

describe('the invitation link opens the right form', () => {
  it('for an address with no account: "Criar conta" with the address; with an account: "Entrar"', async () => {
    const tenant = await createTenant();
    await grantPro(tenant.organization.id);
    const newcomer = `chef-${uniq()}@teste.abastece.dev`;
    const existing = await createUser();
    for (const email of [newcomer, existing.user.email]) {
      expect((await call('POST', '/invitation', { as: tenant.owner, body: { email, role: 'member' } })).status).toBe(
        201,
      );
    }
    const toNewcomer = linkIn(await mailTo(newcomer, /Convite para/), '/auth?');
    expect(toNewcomer.searchParams.get('modo')).toBe('criar-conta');
    expect(toNewcomer.searchParams.get('email')).toBe(newcomer);
    const toExisting = linkIn(await mailTo(existing.user.email, /Convite para/), '/auth?');
    expect(toExisting.searchParams.get('modo')).toBe('entrar');
    expect(toExisting.searchParams.get('email')).toBe(existing.user.email);
  });

  it('a supplier\'s invited salesperson with no account gets the same: "Criar conta", the address, then the invitation', async () => {
    const catalogue = await createCatalogue([]);
    const operator = await createOperator();
    const newcomer = `vendas-${uniq()}@teste.abastece.dev`;
    const invited = await call('POST', `/suppliers/${catalogue.supplier.id}/people`, {
      as: operator,
      body: { email: newcomer, role: 'staff' },
    });
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const link = linkIn(await mailTo(newcomer, /Convite para atender/), '/auth?');
    expect(link.searchParams.get('modo')).toBe('criar-conta');
    expect(link.searchParams.get('email')).toBe(newcomer);
    expect(link.searchParams.get('next')).toBe(`/fornecedor/convite/${id}`);
  });
});

describe('signing up from an invitation', () => {
  it('the confirmation link leads back to the invitation, never to "Crie sua organização"', async () => {
    const email = `convidado-${uniq()}@teste.abastece.dev`;
    const invitationPath = `/app/organization/${crypto.randomUUID()}`;
    const signUp = await call('POST', '/auth/sign-up', {
      body: { name: 'Chef Convidado', email, password: 'senha-do-chef', callbackURL: invitationPath },
    });
    expect(signUp.status).toBe(200);
    const verify = linkIn(await mailTo(email, /Confirme seu e-mail/), '/auth/verify-email?');
    expect(verify.searchParams.get('next')).toBe(invitationPath);

    // Signing in before confirming sends a new link, which keeps the way back too.
    const early = await call('POST', '/auth/sign-in/credentials', {
      body: { email, password: 'senha-do-chef', callbackURL: invitationPath },
    });
    expect(early.status).toBe(403);
    await until(async () => {
      const links = (await inboxFor(email)).filter((m) => /Confirme seu e-mail/.test(m.subject));
      return links.length === 2 ? links : undefined;
    }, 'the second confirmation link');
    for (const message of (await inboxFor(email)).filter((m) => /Confirme seu e-mail/.test(m.subject)))
      expect(linkIn(message, '/auth/verify-email?').searchParams.get('next')).toBe(invitationPath);
  });

  it('refuses a way back that leaves the app', async () => {
    // A tab or a line break inside is dropped by the browser's URL parser: '/\t/golpe' would be '//golpe'.
    for (const callbackURL of [
      'https://golpe.example/app',
      '//golpe.example/app',
      'app/organization',
      '/\t/golpe.example',
      '/\n/golpe.example',
    ]) {
      const res = await call('POST', '/auth/sign-up', {
        body: { name: 'Alguém', email: `fora-${uniq()}@teste.dev`, password: 'senha-forte-1', callbackURL },
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('an invitation from an organization trying Pro', () => {
  it('says until when the trial runs, so the invited person knows before accepting', async () => {
    const tenant = await createTenant();
    const { ensureCustomer } = await import('../billing/customers');
    await withDb(async (db) => ensureCustomer(db, await testStripe(), tenant.organization.id));
    const email = `chef-${uniq()}@teste.abastece.dev`;
    const created = await call('POST', '/invitation', { as: tenant.owner, body: { email, role: 'member' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const invitee = await createUser({ email });
    const seen = (await (await call('GET', `/invitation/${id}`, { as: invitee })).json()) as {
      trialEndsAt: string | null;
    };
    const days = (new Date(seen.trialEndsAt!).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);

    const onPro = await createTenant();
    await grantPro(onPro.organization.id);
    const other = `outra-${uniq()}@teste.abastece.dev`;
    const paid = (await (
      await call('POST', '/invitation', { as: onPro.owner, body: { email: other, role: 'member' } })
    ).json()) as { id: string };
    const view = (await (
      await call('GET', `/invitation/${paid.id}`, { as: await createUser({ email: other }) })
    ).json()) as { trialEndsAt: string | null };
    expect(view.trialEndsAt).toBeNull();
  });
});

describe('invitations waiting for the signed-in person', () => {
  it('lists the pending invitations to her address, of organizations and of suppliers, for the page after sign-up', async () => {
    const tenant = await createTenant();
    await grantPro(tenant.organization.id);
    const catalogue = await createCatalogue([]);
    const operator = await createOperator();
    const email = `chef-${uniq()}@teste.abastece.dev`;
    const toOrganization = (await (
      await call('POST', '/invitation', { as: tenant.owner, body: { email, role: 'member' } })
    ).json()) as { id: string };
    const toSupplier = (await (
      await call('POST', `/suppliers/${catalogue.supplier.id}/people`, { as: operator, body: { email, role: 'staff' } })
    ).json()) as { id: string };
    // Signed up on her own, without following a link.
    const chef = await createUser({ email });
    const mine = (await (await call('GET', '/invitation/mine', { as: chef })).json()) as {
      data: { id: string; organization: { name: string } }[];
    };
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: toOrganization.id,
        organization: expect.objectContaining({ name: tenant.organization.name }),
      }),
    ]);
    const mineAtSuppliers = (await (await call('GET', '/supplier-invitation/mine', { as: chef })).json()) as {
      data: { id: string; supplierName: string }[];
    };
    expect(mineAtSuppliers.data).toEqual([
      expect.objectContaining({ id: toSupplier.id, supplierName: catalogue.supplier.name }),
    ]);
    // Somebody else sees none of them.
    const stranger = await createUser();
    expect(((await (await call('GET', '/invitation/mine', { as: stranger })).json()) as { data: [] }).data).toEqual([]);
    expect(
      ((await (await call('GET', '/supplier-invitation/mine', { as: stranger })).json()) as { data: [] }).data,
    ).toEqual([]);
  });
});
