import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../db/seed/demo-data';
import { config, type Bindings } from '../platform/env';
import { inboxFor, linkIn, type InboxMessage } from '../test/inbox';
import { asCookie, call, createTenant, createUser, sessionCookieFrom, uniq, withDb } from '../test/tenant';

const newEmail = () => `auth-${uniq()}@teste.abastece.dev`;

async function mailTo(address: string, subject: RegExp): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxFor(address)).find((m) => subject.test(m.subject));
        return found;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeDefined();
  return found!;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /auth/sign-up', () => {
  it.each([
    [{ name: 'A', email: 'ok@teste.dev', password: '12345678' }, 'O nome deve ter pelo menos 2 caracteres'],
    [{ name: 'Ana', email: 'nao-e-email', password: '12345678' }, 'Por favor, insira um e-mail válido'],
    [{ name: 'Ana', email: 'ok@teste.dev', password: '1234567' }, 'A senha deve ter pelo menos 8 caracteres'],
    [{ name: 'Ana', email: 'ok@teste.dev', password: 'é'.repeat(37) }, 'A senha deve ter no máximo 72 bytes'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await call('POST', '/auth/sign-up', { body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('creates the account, answers the spec message and e-mails a verification link that signs the user in', async () => {
    const email = newEmail();
    const res = await call('POST', '/auth/sign-up', {
      body: { name: 'Ana Souza', email: email.toUpperCase(), password: 'segredo-forte' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Conta criada com sucesso! Verifique seu e-mail para ativar a conta.',
      user: { email, emailVerified: false },
    });

    const mail = await mailTo(email, /Confirme seu e-mail/);
    const link = linkIn(mail, '/auth/verify-email?token=');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await withDb((db) =>
      db.select({ hash: users.emailVerificationTokenHash }).from(users).where(eq(users.email, email)),
    );
    expect(row!.hash).not.toBe(token);

    const verified = await call('POST', '/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      message: 'E-mail verificado com sucesso',
      user: { email, emailVerified: true },
    });
    const session = await call('GET', '/auth/session', { as: asCookie(sessionCookieFrom(verified)) });
    expect(await session.json()).toMatchObject({ user: { email, emailVerified: true } });

    const again = await call('POST', '/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual(
      expect.objectContaining({ code: 'ERR_INVALID_TOKEN', message: 'Token de verificação inválido ou expirado' }),
    );
  });

  it('keeps the account inactive until the address is confirmed: signing in first answers 403 and e-mails a new link, which then signs in', async () => {
    const email = newEmail();
    const password = 'segredo-forte';
    expect((await call('POST', '/auth/sign-up', { body: { name: 'Bruno Lima', email, password } })).status).toBe(200);
    const first = linkIn(await mailTo(email, /Confirme seu e-mail/), '/auth/verify-email?token=');

    const early = await call('POST', '/auth/sign-in/credentials', { body: { email, password } });
    expect(early.status).toBe(403);
    expect(early.headers.get('set-cookie')).toBeNull();
    expect(await errorOf(early)).toMatchObject({
      code: 'FORBIDDEN',
      message: `Confirme seu e-mail para ativar a conta: enviamos um novo link para ${email}`,
    });
    // A wrong password still says nothing about the account.
    const wrong = await call('POST', '/auth/sign-in/credentials', { body: { email, password: 'outra-senha' } });
    expect(await errorOf(wrong)).toMatchObject({ code: 'ERR_BAD_REQUEST', message: 'E-mail ou senha incorretos' });

    let links: string[] = [];
    await expect
      .poll(
        async () => {
          links = (await inboxFor(email))
            .filter((m) => /Confirme seu e-mail/.test(m.subject))
            .map((m) => linkIn(m, '/auth/verify-email?token=').searchParams.get('token')!);
          return links.length;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(2);
    const fresh = links.find((token) => token !== first.searchParams.get('token'))!;
    // The first link stopped working when the new one was made.
    const stale = await call('POST', '/auth/verify-email', { body: { token: first.searchParams.get('token') } });
    expect(stale.status).toBe(400);
    expect((await call('POST', '/auth/verify-email', { body: { token: fresh } })).status).toBe(200);
    const signedIn = await call('POST', '/auth/sign-in/credentials', { body: { email, password } });
    expect(signedIn.status).toBe(200);
  });

  it('refuses an address already in use, whatever its case', async () => {
    const existing = await createUser();
    const res = await call('POST', '/auth/sign-up', {
      body: { name: 'Outra', email: existing.user.email.toUpperCase(), password: 'segredo-forte' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'ERR_USER_EXISTS', message: 'Este e-mail já está sendo usado' });
  });
});

describe('password hashes', () => {
  it('are made at PASSWORD_HASH_COST, and one made at another cost still signs in', async () => {
    const email = newEmail();
    await call('POST', '/auth/sign-up', { body: { name: 'Ana Souza', email, password: 'segredo-forte' } });
    const [row] = await withDb((db) =>
      db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)),
    );
    expect(row!.hash).toMatch(/^\$2b\$04\$/); // the suite's cost (vitest.config.ts)
    // The demo data's hashes are cost 12: a hash carries its own cost.
    const demo = await createUser({ passwordHash: DEMO_PASSWORD_HASH });
    const signedIn = await call('POST', '/auth/sign-in/credentials', {
      body: { email: demo.user.email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
  });

  it('cost 12 unless set; below 12 the production configuration is refused', () => {
    const production = { ...(env as unknown as Bindings), ENVIRONMENT: 'production' };
    expect(config({ ...production, PASSWORD_HASH_COST: undefined }).PASSWORD_HASH_COST).toBe(12);
    expect(() => config({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST/);
    expect(config({ ...production, PASSWORD_HASH_COST: '13' }).PASSWORD_HASH_COST).toBe(13);
  });
});

describe('POST /auth/verify-email', () => {
  it('needs a token: empty, missing or not a string', async () => {
    for (const body of [{ token: '' }, {}, { token: 42 }]) {
      const res = await call('POST', '/auth/verify-email', { body });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ message: 'Token é obrigatório' });
    }
  });

  it('refuses an expired token', async () => {
    const user = await createUser({ emailVerified: false });
    const token = 'a'.repeat(64);
    const { sha256Hex } = await import('../platform/tokens');
    await withDb((db) =>
      db
        .update(users)
        .set({ emailVerificationTokenHash: sha256Hex(token), emailVerificationExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, user.user.id)),
    );
    const res = await call('POST', '/auth/verify-email', { body: { token } });
    expect(await errorOf(res)).toMatchObject({
      code: 'ERR_INVALID_TOKEN',
      message: 'Token de verificação inválido ou expirado',
    });
  });
});

describe('POST /auth/sign-in/credentials and sign-out', () => {
  it('signs in with the right password, with an HttpOnly SameSite=Lax cookie, and sign-out ends that session', async () => {
    const tenant = await createTenant();
    const res = await call('POST', '/auth/sign-in/credentials', {
      body: { email: tenant.member.user.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { id: tenant.member.user.id },
      session: { activeOrganizationId: tenant.organization.id },
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/passwordHash|\$2b\$/);
    const me = asCookie(sessionCookieFrom(res));
    expect((await call('GET', '/auth/session', { as: me })).status).toBe(200);

    const out = await call('POST', '/auth/sign-out', { as: me });
    expect(await out.json()).toEqual({ success: true, callbackURL: '/' });
    expect(out.headers.get('set-cookie')).toMatch(/abastece_session=;/);
    expect((await call('GET', '/auth/session', { as: me })).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await createUser();
    for (const body of [
      { email: user.user.email, password: 'senha-errada' },
      { email: `ninguem-${uniq()}@teste.dev`, password: 'senha-errada' },
    ]) {
      const res = await call('POST', '/auth/sign-in/credentials', { body });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'ERR_BAD_REQUEST', message: 'E-mail ou senha incorretos' });
    }
  });

  it('validates e-mail and a password of at least 6', async () => {
    const res = await call('POST', '/auth/sign-in/credentials', { body: { email: 'x@teste.dev', password: '12345' } });
    expect(await errorOf(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A senha deve ter pelo menos 6 caracteres',
    });
  });

  it('limits attempts per account: the 11th in 15 minutes gets 429 with Retry-After', async () => {
    const user = await createUser();
    const attempt = () =>
      call('POST', '/auth/sign-in/credentials', { body: { email: user.user.email, password: 'errada-123' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(limited)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('limits attempts per IP across accounts', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const headers = { 'cf-connecting-ip': ip, 'x-test': uniq() };
    let last: Response | undefined;
    for (let i = 0; i < 31; i++)
      last = await call('POST', '/auth/sign-up', { headers, body: { name: 'A', email: 'x', password: '1' } });
    // Invalid bodies are refused before counting: the IP is not limited by them.
    expect(last!.status).toBe(400);
    const ip2 = { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call('POST', '/auth/forgot-password', { headers: ip2, body: { email: `ip-${uniq()}@teste.dev` } }))
          .status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('forgot and reset password', () => {
  const message = 'Se o e-mail existir, você receberá instruções para redefinir a senha';

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = newEmail();
    const res = await call('POST', '/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message });
  });

  it('e-mails a single-use link; the reset ends every session and the new password works', async () => {
    const user = await createUser();
    const res = await call('POST', '/auth/forgot-password', { body: { email: user.user.email } });
    expect(await res.json()).toEqual({ message });
    const mail = await mailTo(user.user.email, /Redefinição de senha/);
    const token = linkIn(mail, '/auth/reset-password?token=').searchParams.get('token')!;

    const short = await call('POST', '/auth/reset-password', { body: { token, password: '1234567' } });
    expect(await errorOf(short)).toMatchObject({ message: 'A senha deve ter pelo menos 8 caracteres' });
    for (const body of [{ token: '', password: '12345678' }, { password: '12345678' }]) {
      const missing = await call('POST', '/auth/reset-password', { body });
      expect(await errorOf(missing)).toMatchObject({ message: 'Token é obrigatório' });
    }

    const done = await call('POST', '/auth/reset-password', { body: { token, password: 'nova-senha-123' } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: 'Senha redefinida com sucesso' });
    expect((await call('GET', '/auth/session', { as: user })).status).toBe(401);

    const reused = await call('POST', '/auth/reset-password', { body: { token, password: 'outra-senha-123' } });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toMatchObject({ code: 'ERR_INVALID_TOKEN', message: 'Token inválido ou expirado' });
    const signIn = await call('POST', '/auth/sign-in/credentials', {
      body: { email: user.user.email, password: 'nova-senha-123' },
    });
    expect(signIn.status).toBe(200);
  });

  it('lets exactly one of 20 concurrent redemptions of a token succeed', async () => {
    const user = await createUser();
    const { requestPasswordReset } = await import('./auth.service');
    const reset = await withDb((db) => requestPasswordReset(db, user.user.email));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/auth/reset-password', { body: { token: reset!.token, password: `concorrente-${i}-senha` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
  });
});

describe('POST /auth/set-password', () => {
  it('sets a first password for an account without one', async () => {
    const user = await createUser({ passwordHash: null });
    const res = await call('POST', '/auth/set-password', { as: user, body: { password: 'minha-senha' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Senha definida com sucesso' });
    const short = await call('POST', '/auth/set-password', { as: user, body: { password: '12345' } });
    expect(await errorOf(short)).toMatchObject({ message: 'A senha deve ter pelo menos 6 caracteres' });
  });

  it('does not replace an existing password, and needs a session', async () => {
    const user = await createUser();
    expect((await call('POST', '/auth/set-password', { as: user, body: { password: 'minha-senha' } })).status).toBe(
      400,
    );
    const anonymous = await call('POST', '/auth/set-password', { body: { password: 'minha-senha' } });
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toMatchObject({ code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' });
  });
});
