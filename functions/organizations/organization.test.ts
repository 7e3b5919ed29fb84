import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../platform/cnpj';
import { firstFreeSlug } from '../platform/slug';
import { call, createTenant, createUser, randomCnpj, uniq } from '../test/tenant';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /organization', () => {
  it('creates it with the caller as owner, derives the slug and makes it active', async () => {
    const user = await createUser();
    const id = uniq();
    const res = await call('POST', '/organization', {
      as: user,
      body: { name: `Padaria Pão de Mel ${id}`, cnpj: randomCnpj() },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; slug: string };
    expect(body.slug).toBe(`padaria-pao-de-mel-${id}`);
    const session = (await (await call('GET', '/auth/session', { as: user })).json()) as {
      session: { activeOrganizationId: string };
    };
    expect(session.session.activeOrganizationId).toBe(body.id);
    const org = (await (await call('GET', '/organization', { as: user })).json()) as { role: string };
    expect(org.role).toBe('owner');
  });

  it.each([
    [{ name: 'Loja' }, 'CNPJ é obrigatório'],
    [{ name: 'Loja', cnpj: '' }, 'CNPJ é obrigatório'],
    [{ name: 'Loja', cnpj: '11.222.333/0001-82' }, 'CNPJ inválido'],
    [{ name: 'L', cnpj: '11.222.333/0001-81' }, 'O nome deve ter pelo menos 2 caracteres'],
    [{ name: 'Loja', cnpj: '11.222.333/0001-81', metadata: { contact: { email: 'x' } } }, 'Email inválido'],
    [{ name: 'Loja', cnpj: '11.222.333/0001-81', metadata: { links: { website: 'nao-e-url' } } }, 'URL inválida'],
  ])('refuses %j with "%s"', async (body, message) => {
    const user = await createUser();
    const res = await call('POST', '/organization', { as: user, body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('accepts the alphanumeric CNPJ format and stores it without the mask', async () => {
    const user = await createUser();
    const base = `${uniq()
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, 'A')
      .slice(0, 8)}0001`;
    const cnpj = base + cnpjCheckDigits(base);
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const res = await call('POST', '/organization', {
      as: user,
      body: { name: 'Empório Alfa', cnpj: masked.toLowerCase() },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ cnpj, cnpjFormatted: masked });
  });

  it('refuses a CNPJ already used by another organization', async () => {
    const { organization } = await createTenant();
    const user = await createUser();
    const res = await call('POST', '/organization', { as: user, body: { name: 'Cópia', cnpj: organization.cnpj } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({
        code: 'ORGANIZATION_CNPJ_ALREADY_EXISTS',
        message: 'CNPJ já está sendo usado por outra organização',
      }),
    );
  });

  it('makes derived slugs unique with -1, -2 … in order', async () => {
    const user = await createUser();
    const name = `Mercado Central ${uniq()}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', '/organization', { as: user, body: { name, cnpj: randomCnpj() } });
      slugs.push(((await res.json()) as { slug: string }).slug);
    }
    expect(slugs[1]).toBe(`${slugs[0]}-1`);
    expect(slugs[2]).toBe(`${slugs[0]}-2`);
  });

  it('falls back to a timestamp after ten numbered tries', () => {
    const taken = new Set(['loja', ...Array.from({ length: 10 }, (_, i) => `loja-${i + 1}`)]);
    expect(firstFreeSlug('loja', taken, 1_700_000_000_000)).toBe('loja-1700000000000');
    expect(firstFreeSlug('loja', new Set(['loja', 'loja-1']))).toBe('loja-2');
  });
});

describe('organization settings, slug check, public lookup and delete', () => {
  it('merges settings: contact, notifications and links', async () => {
    const { owner } = await createTenant();
    await call('PUT', '/organization', {
      as: owner,
      body: { metadata: { contact: { email: 'compras@loja.com.br', phone: '(11) 4000-1000' } } },
    });
    const res = await call('PUT', '/organization', {
      as: owner,
      body: { metadata: { notifications: { sales: true }, links: { instagram: 'https://instagram.com/loja' } } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      metadata: {
        contact: { email: 'compras@loja.com.br', phone: '(11) 4000-1000' },
        notifications: { sales: true },
        links: { instagram: 'https://instagram.com/loja' },
      },
    });
  });

  it('says whether a slug is available', async () => {
    const { owner, organization } = await createTenant();
    expect(
      await (await call('POST', '/organization/verify', { as: owner, body: { slug: organization.slug } })).json(),
    ).toEqual({ available: false });
    expect(
      await (await call('POST', '/organization/verify', { as: owner, body: { slug: `livre-${uniq()}` } })).json(),
    ).toEqual({ available: true });
  });

  it('shows only public fields by slug, without login', async () => {
    const { organization } = await createTenant();
    const res = await call('GET', `/organization/public/${organization.slug}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ name: organization.name, slug: organization.slug, logo: null, links: {} });
    const missing = await call('GET', `/organization/public/nao-existe-${uniq()}`);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Organization not found' });
  });

  it('lets only the owner delete, and members lose access on their next request', async () => {
    const tenant = await createTenant();
    expect((await call('DELETE', `/organization/${tenant.organization.id}`, { as: tenant.admin })).status).toBe(403);
    const res = await call('DELETE', `/organization/${tenant.organization.id}`, { as: tenant.owner });
    expect(res.status).toBe(200);
    expect((await call('GET', '/organization', { as: tenant.member })).status).toBe(403);
  });
});
