import { env, SELF } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { cities } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { EMAIL_CHOICE_KEYS } from '../notifications/email-choices';
import { cnpjCheckDigits } from '../platform/cnpj';
import { config } from '../platform/env';
import { createDb } from '../platform/db';
import { signSessionToken, SESSION_TTL_SECONDS } from '../identity/session-token';
import { sessionCookieName } from '../platform/security-policy';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { members, organizations } from '../../db/schema/organizations';
import { checkConformance } from './conformance';
import { scanResponseOf } from './exposure';
import { checkLanguageOf } from './language';

/**
 * The demo password ("abastece123") hashed at the suite's PASSWORD_HASH_COST, 4 (vitest.config.ts):
 * the demo data's cost-12 hash made every sign-in of a test's person cost 0.4 s of CPU.
 */
export const TEST_PASSWORD_HASH = '$2b$04$CF2YkMKsshHuc5OozribEuC6Ez3gmSMjwOFUOTr0gA4jzqI0Oa.9.';

/** Fresh random ids per test: tests never truncate and never see each other's rows. */
export const uniq = () => crypto.randomUUID().slice(0, 8);

export function randomCnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  return base + cnpjCheckDigits(base);
}

/**
 * One pool for a test file's own queries: a fresh PostgreSQL backend per query (fingerprints, fixtures)
 * cost the suite more CPU than the queries themselves.
 */
let testDb: ReturnType<typeof createDb> | undefined;
export function withDb<T>(work: (db: ReturnType<typeof createDb>['db']) => Promise<T>): Promise<T> {
  testDb ??= createDb(config(env), 4);
  return work(testDb.db);
}

/** Ends the file's pool (a setup file's afterAll): open sockets must not outlive the file's isolate. */
export async function closeTestDb(): Promise<void> {
  const open = testDb;
  testDb = undefined;
  await open?.close();
}

export interface Principal {
  user: { id: string; email: string; name: string };
  sessionId: string;
  /** Cookie header value that signs this principal in. */
  cookie: string;
}

type Role = 'owner' | 'admin' | 'member';
export interface Tenant {
  organization: { id: string; name: string; slug: string; cnpj: string };
  owner: Principal;
  admin: Principal;
  member: Principal;
}

async function mintCookie(sessionId: string, userId: string, expiresAt: Date): Promise<string> {
  const token = await signSessionToken(env.SESSION_SECRET, { sessionId, userId }, expiresAt);
  return `${sessionCookieName(false)}=${token}`;
}

/** A fresh session for the user, as a principal with its cookie. */
async function signedIn(db: Parameters<Parameters<typeof withDb>[0]>[0], user: Principal['user']): Promise<Principal> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const [session] = await db.insert(sessions).values({ userId: user.id, expiresAt }).returning({ id: sessions.id });
  return { user, sessionId: session!.id, cookie: await mintCookie(session!.id, user.id, expiresAt) };
}

/** A user with a live session (no organization), password "abastece123". */
export async function createUser(
  overrides: { name?: string; email?: string; passwordHash?: string | null; emailVerified?: boolean } = {},
): Promise<Principal> {
  const id = uniq();
  return withDb(async (db) => {
    const [user] = await db
      .insert(users)
      .values({
        name: overrides.name ?? `Usuária ${id}`,
        email: overrides.email ?? `user-${id}@teste.abastece.dev`,
        passwordHash: overrides.passwordHash === undefined ? TEST_PASSWORD_HASH : overrides.passwordHash,
        emailVerified: overrides.emailVerified ?? true,
      })
      .returning({ id: users.id, email: users.email, name: users.name });
    return signedIn(db, user!);
  });
}

/**
 * The city every test tenant's default address is in, and every test supplier serves beside its own
 * (test/catalogue.ts): orders leave with an address, so a tenant needs one to check out.
 */
export const TEST_CITY = { name: 'Cidade dos Testes', state: 'SP' } as const;

let testCity: Promise<string> | undefined;
/** TEST_CITY's id, made once per run (every file's runtime asks the same database). */
export function testCityId(): Promise<string> {
  testCity ??= withDb(async (db) => {
    await db.insert(cities).values(TEST_CITY).onConflictDoNothing();
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.name, TEST_CITY.name), eq(cities.state, TEST_CITY.state)));
    return city!.id;
  });
  return testCity;
}

/**
 * An organization with an owner, an admin and a member, each signed in with the organization active,
 * and a default delivery address in TEST_CITY (`address: false` for none, as a brand-new
 * organization): a handful of inserts in one transaction (milliseconds).
 */
export async function createTenant(options: { address?: boolean; orderEmails?: boolean } = {}): Promise<Tenant> {
  const id = uniq();
  const cityId = options.address === false ? null : await testCityId();
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: `Organização ${id}`, slug: `org-${id}`, cnpj: randomCnpj() })
        .returning({
          id: organizations.id,
          name: organizations.name,
          slug: organizations.slug,
          cnpj: organizations.cnpj,
        });
      const roles: Role[] = ['owner', 'admin', 'member'];
      const created = await tx
        .insert(users)
        .values(
          roles.map((role) => ({
            name: `${role} ${id}`,
            email: `${role}-${id}@teste.abastece.dev`,
            passwordHash: TEST_PASSWORD_HASH,
            emailVerified: true,
          })),
        )
        .returning({ id: users.id, email: users.email, name: users.name });
      await tx.insert(members).values(
        roles.map((role, i) => ({
          organizationId: organization!.id,
          userId: created[i]!.id,
          role,
          // People who never read their order e-mails (the route walks' worlds) turn them off.
          ...(options.orderEmails === false ? { emailOptOuts: [...EMAIL_CHOICE_KEYS] } : {}),
        })),
      );
      if (cityId) {
        await tx.insert(deliveryAddresses).values({
          organizationId: organization!.id,
          label: 'Cozinha',
          cep: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          district: 'Bela Vista',
          cityId,
          isDefault: true,
        });
      }
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      const sessionRows = await tx
        .insert(sessions)
        .values(created.map((u) => ({ userId: u.id, activeOrganizationId: organization!.id, expiresAt })))
        .returning({ id: sessions.id, userId: sessions.userId });
      const principal = async (i: number): Promise<Principal> => {
        const user = created[i]!;
        const session = sessionRows.find((s) => s.userId === user.id)!;
        return { user, sessionId: session.id, cookie: await mintCookie(session.id, user.id, expiresAt) };
      };
      return {
        organization: organization!,
        owner: await principal(0),
        admin: await principal(1),
        member: await principal(2),
      };
    }),
  );
}

const rnd = () => Math.floor(Math.random() * 256);

/** The session cookie a response set, as a Cookie header value ("name=value"). */
export function sessionCookieFrom(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = header.match(/((?:__Host-)?abastece_session=[^;]+)/);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return match[1]!;
}

export const asCookie = (cookie: string): Principal => ({
  user: { id: '', email: '', name: '' },
  sessionId: '',
  cookie,
});

/** Calls the worker as a principal (or anonymously). */
export function call(
  method: string,
  path: string,
  options: { as?: Principal; body?: unknown; rawBody?: string | Uint8Array; headers?: Record<string, string> } = {},
) {
  // A random client IP per call unless the test picks one: per-IP limits never couple unrelated tests.
  const headers: Record<string, string> = { 'cf-connecting-ip': `10.${rnd()}.${rnd()}.${rnd()}`, ...options.headers };
  if (options.as) headers.cookie = options.as.cookie;
  let body: string | Uint8Array | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  return SELF.fetch(`http://localhost/api/v1${path}`, { method, headers, body, redirect: 'manual' })
    .then((res) => scanResponseOf(method, path, res))
    .then((res) => checkLanguageOf(method, path, res))
    .then((res) => checkConformance(method, path, res));
}

/** The platform operator (PLATFORM_OPERATOR_EMAIL) with a fresh session. */
export async function createOperator(): Promise<Principal> {
  const email = env.PLATFORM_OPERATOR_EMAIL ?? 'operador@abastece.dev';
  return withDb(async (db) => {
    await db
      .insert(users)
      .values({ name: 'Operação', email, passwordHash: TEST_PASSWORD_HASH, emailVerified: true })
      .onConflictDoNothing();
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return signedIn(db, user!);
  });
}
