import { and, eq, sql } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/identity';
import type { Db } from '../platform/db';
import { ApiError } from '../platform/errors';
import type { ProviderProfile } from './oauth/providers';
import { isUniqueViolation } from '../platform/pg-errors';

type SocialProvider = (typeof accounts.$inferInsert)['provider'];

export class OAuthSignInError extends Error {}

/**
 * The user behind a provider identity: the linked account's user; else the
 * user with the same e-mail when the provider vouches for it (then linked);
 * else a new, verified, password-less user.
 */
export async function userForProviderProfile(
  db: Db,
  provider: SocialProvider,
  profile: ProviderProfile,
): Promise<{ id: string; created: boolean }> {
  const [linked] = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, profile.id)))
    .limit(1);
  if (linked) return { id: linked.userId, created: false };
  if (!profile.email || !profile.emailVerified)
    throw new OAuthSignInError('the provider did not give a verified e-mail');

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${profile.email!.toLowerCase()}`)
      .limit(1);
    let userId = existing?.id;
    if (!userId) {
      const [created] = await tx
        .insert(users)
        .values({ name: profile.name, email: profile.email!.toLowerCase(), image: profile.image, emailVerified: true })
        .returning({ id: users.id });
      userId = created!.id;
    } else {
      // The provider verified this address: it is verified for us too.
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    }
    await tx.insert(accounts).values({ userId, provider, providerAccountId: profile.id }).onConflictDoNothing();
    return { id: userId, created: !existing };
  });
}

/** Links a provider identity to a signed-in user; an identity already linked elsewhere is refused. */
export async function linkAccount(
  db: Db,
  userId: string,
  provider: SocialProvider,
  profile: ProviderProfile,
): Promise<void> {
  try {
    await db
      .insert(accounts)
      .values({ userId, provider, providerAccountId: profile.id })
      .onConflictDoNothing({ target: [accounts.userId, accounts.provider] });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OAuthSignInError('this identity is linked to another user');
    throw error;
  }
  const [mine] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.provider, provider), eq(accounts.providerAccountId, profile.id), eq(accounts.userId, userId)),
    );
  if (!mine) throw new OAuthSignInError('another identity of this provider is already linked');
}

export async function listAccounts(db: Db, userId: string) {
  const [rows, [user]] = await Promise.all([
    db
      .select({ provider: accounts.provider, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return { accounts: rows, hasPassword: Boolean(user?.hasPassword) };
}

/** Never removes the last way to sign in. */
export async function unlinkAccount(db: Db, userId: string, provider: SocialProvider): Promise<void> {
  const { accounts: linked, hasPassword } = await listAccounts(db, userId);
  if (!linked.some((a) => a.provider === provider))
    throw new ApiError({ code: 'NOT_FOUND', message: 'Conta não vinculada' });
  if (!hasPassword && linked.length <= 1) {
    throw new ApiError({
      code: 'BAD_REQUEST',
      message: 'Defina uma senha antes de desvincular sua única forma de acesso',
    });
  }
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.provider, provider)));
}
