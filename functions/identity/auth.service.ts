import { and, eq, exists, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { supplierMembers } from '../../db/schema/supplier-people';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import type { AuditActor } from '../platform/audit-log';
import { signInAccountQuery, signInAuditStatements } from './sign-in-audit';
import { countAttemptsStatement, refuseOverLimit, type RateLimit } from './rate-limit';
import { batch, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { hashPassword, verifyPassword } from './passwords';
import { sessionUserColumns } from './session-user';
import { isUniqueViolation } from '../platform/pg-errors';
import { randomToken, sha256Hex, TOKEN_TTL_MS } from '../platform/tokens';

export const AUTH_MESSAGES = {
  signUpDone: 'Conta criada com sucesso! Verifique seu e-mail para ativar a conta.',
  passwordSet: 'Senha definida com sucesso',
  passwordReset: 'Senha redefinida com sucesso',
  emailVerified: 'E-mail verificado com sucesso',
  forgotPassword: 'Se o e-mail existir, você receberá instruções para redefinir a senha',
} as const;

/** Creates the account with a verification token (24 h); the caller e-mails the link. */
export async function signUp(
  db: Db,
  input: { name: string; email: string; password: string; passwordCost: number },
  now = new Date(),
) {
  // Hashing first keeps "address taken" and "created" equally slow.
  const passwordHash = await hashPassword(input.password, input.passwordCost);
  const token = randomToken();
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        emailVerificationTokenHash: sha256Hex(token),
        emailVerificationExpiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      })
      .returning(sessionUserColumns);
    return { user: user!, verificationToken: token };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw new ApiError({ code: 'ERR_USER_EXISTS', message: 'Este e-mail já está sendo usado' });
    throw error;
  }
}

/**
 * The attempt counts against `limits` first (429 over any, before bcrypt), in the round trip that also
 * reads the account; a failed attempt is written to the audit log (the organizations of the account,
 * or the platform's). Answers the user and the account as the sign-in's audit reads it (startSession).
 */
export async function signInWithPassword(
  db: Db,
  input: {
    email: string;
    password: string;
    /** PASSWORD_HASH_COST: what an unknown address costs. */
    passwordCost: number;
    origin: Pick<AuditActor, 'ip' | 'userAgent'>;
    limits: [RateLimit, ...RateLimit[]];
  },
) {
  const now = new Date();
  const attempts = countAttemptsStatement(db, input.limits, now);
  const [counted, [row], account] = await batch(db, [
    attempts.statement,
    db
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      .limit(1),
    signInAccountQuery(db, { email: input.email }),
  ]);
  refuseOverLimit(attempts.attemptsOf(counted), now);
  const ok = await verifyPassword(input.password, row?.passwordHash, input.passwordCost);
  if (!row || !ok) {
    await batch(
      db,
      signInAuditStatements(
        db,
        {
          userId: row?.id ?? null,
          email: input.email,
          method: 'credentials',
          origin: input.origin,
          failure: row ? 'senha incorreta' : 'e-mail desconhecido',
        },
        account,
      ),
    );
    throw new ApiError({ code: 'ERR_BAD_REQUEST', message: 'E-mail ou senha incorretos' });
  }
  const { passwordHash: _hash, ...user } = row;
  if (!user.emailVerified) {
    // The sign-up said so: the account is active once its address is confirmed.
    await batch(
      db,
      signInAuditStatements(
        db,
        {
          userId: user.id,
          email: input.email,
          method: 'credentials',
          origin: input.origin,
          failure: 'e-mail não confirmado',
        },
        account,
      ),
    );
    return { verified: false as const, user };
  }
  return { verified: true as const, user, account };
}

/** A new verification link for an account not yet confirmed (the previous link stops working). */
export async function renewVerificationToken(db: Db, userId: string, now = new Date()) {
  const token = randomToken();
  await db
    .update(users)
    .set({
      emailVerificationTokenHash: sha256Hex(token),
      emailVerificationExpiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
    })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
  return token;
}

/** Single use: the token is cleared in the same statement that accepts it. */
export async function verifyEmail(db: Db, token: string) {
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, emailVerificationTokenHash: null, emailVerificationExpiresAt: null })
    .where(
      and(eq(users.emailVerificationTokenHash, sha256Hex(token)), gt(users.emailVerificationExpiresAt, sql`now()`)),
    )
    .returning(sessionUserColumns);
  if (!user) throw new ApiError({ code: 'ERR_INVALID_TOKEN', message: 'Token de verificação inválido ou expirado' });
  return user;
}

/** A reset token for an existing account, or null (the caller answers the same either way). */
export async function requestPasswordReset(db: Db, email: string, now = new Date()) {
  const token = randomToken();
  const [user] = await db
    .update(users)
    .set({ resetTokenHash: sha256Hex(token), resetTokenExpiresAt: new Date(now.getTime() + TOKEN_TTL_MS) })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ id: users.id, name: users.name, email: users.email });
  return user ? { user, token } : null;
}

/**
 * Exactly one concurrent redemption wins: the UPDATE that clears the token is
 * the check. Every session of the account ends with it.
 */
export async function resetPassword(db: Db, input: { token: string; password: string; passwordCost: number }) {
  const passwordHash = await hashPassword(input.password, input.passwordCost);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, resetTokenHash: null, resetTokenExpiresAt: null })
      .where(and(eq(users.resetTokenHash, sha256Hex(input.token)), gt(users.resetTokenExpiresAt, sql`now()`)))
      .returning({ id: users.id });
    if (!user) throw new ApiError({ code: 'ERR_INVALID_TOKEN', message: 'Token inválido ou expirado' });
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return user;
  });
}

/** For accounts without a password (social sign-in); changing an existing one goes through reset. */
export async function setPassword(db: Db, input: { userId: string; password: string; passwordCost: number }) {
  const passwordHash = await hashPassword(input.password, input.passwordCost);
  const [updated] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, input.userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!updated)
    throw new ApiError({
      code: 'ERR_BAD_REQUEST',
      message: 'Esta conta já tem senha. Use "Esqueci a senha" para trocá-la.',
    });
}

export async function endSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

type ActiveSeat = { activeOrganizationId: string | null; activeSupplierId: string | null };

/**
 * Points the session at one seat, the other cleared (a session works as an organization or as a
 * supplier, never both), in one statement that also checks the user holds it: else "not found".
 */
async function switchSeat(db: Db, sessionId: string, membership: SQLWrapper, seat: ActiveSeat, missing: string) {
  const updated = await db
    .update(sessions)
    .set(seat)
    .where(and(eq(sessions.id, sessionId), exists(membership)))
    .returning({ id: sessions.id });
  if (updated.length === 0) throw notFound(missing);
}

/** Only to an organization the user belongs to; anything else is "not found". */
export async function setActiveOrganization(
  db: Db,
  input: { sessionId: string; userId: string; organizationId: string },
): Promise<void> {
  const membership = db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, input.userId), eq(members.organizationId, input.organizationId)));
  const seat = { activeOrganizationId: input.organizationId, activeSupplierId: null };
  await switchSeat(db, input.sessionId, membership, seat, 'Organization not found');
}

/** Works as one of the user's suppliers (the portal): no organization is active meanwhile. */
export async function setActiveSupplier(
  db: Db,
  input: { sessionId: string; userId: string; supplierId: string },
): Promise<void> {
  const membership = db
    .select({ id: supplierMembers.id })
    .from(supplierMembers)
    .where(and(eq(supplierMembers.userId, input.userId), eq(supplierMembers.supplierId, input.supplierId)));
  const seat = { activeSupplierId: input.supplierId, activeOrganizationId: null };
  await switchSeat(db, input.sessionId, membership, seat, 'Fornecedor não encontrado');
}
