import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { socialProvider } from '../../db/schema/enums';
import { users } from '../../db/schema/identity';
import { members } from '../../db/schema/organizations';
import { batch, type DbOrTx } from '../platform/db';
import { auditInsert, type AuditActor } from '../platform/audit-log';

/** How someone signed in: a password, a social provider, or the e-mail verification link. */
export type SignInMethod = 'credentials' | 'verify_email' | (typeof socialProvider.enumValues)[number];

interface SignInAttempt {
  /** The account, when one matches; null for an unknown e-mail. */
  userId: string | null;
  /** What was typed or what the provider said (an unknown account is named by it). */
  email: string | null;
  method: SignInMethod;
  origin: Pick<AuditActor, 'ip' | 'userAgent'>;
  /** Absent for a success. */
  failure?: string;
}

/** The account a sign-in names, one row per organization it belongs to (none: one row, no organization). */
export const signInAccountQuery = (db: DbOrTx, by: { userId: string } | { email: string }) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, organizationId: members.organizationId })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where('userId' in by ? eq(users.id, by.userId) : sql`lower(${users.email}) = ${by.email.toLowerCase()}`);

export type SignInAccountRow = Awaited<ReturnType<typeof signInAccountQuery>>[number];

/**
 * A sign-in (or a failed one) goes to the log of every organization the person belongs to — each
 * owner sees who entered with access to their data. Someone in no organization (a supplier's person,
 * a new account) and an unknown e-mail go to the platform's log, so no attempt is left out.
 * `account`: what signInAccountQuery read of the attempt's account (nothing for an unknown e-mail).
 * Statements for a batch: the sign-in's session commits with them.
 */
export function signInAuditStatements(
  db: DbOrTx,
  attempt: SignInAttempt,
  account: SignInAccountRow[],
): [BatchItem<'pg'>, ...BatchItem<'pg'>[]] {
  const user = account[0];
  const typed = attempt.email?.slice(0, 200) ?? null;
  const actor: AuditActor = user
    ? { type: 'user', id: user.id, label: `${user.name} <${user.email}>`, ...attempt.origin }
    : { type: 'user', id: null, label: typed, ...attempt.origin };
  const chains = [...new Set(account.map((r) => r.organizationId))];
  const [first, ...rest] = (chains.length ? chains : [null]).map((organizationId) =>
    auditInsert(db, {
      organizationId,
      actor,
      action: attempt.failure ? 'auth.sign_in_failed' : 'auth.sign_in',
      target: { type: 'user', id: user?.id ?? null, label: user?.email ?? typed },
      changes: {
        method: { after: attempt.method },
        ...(attempt.failure ? { reason: { after: attempt.failure } } : {}),
      },
    }),
  );
  return [first!, ...rest];
}

/** Reads the attempt's account, then writes its audit entries (signInAuditStatements) in one batch. */
export async function recordSignIn(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  const account = attempt.userId
    ? await signInAccountQuery(db, { userId: attempt.userId })
    : attempt.email
      ? await signInAccountQuery(db, { email: attempt.email })
      : [];
  await batch(db, signInAuditStatements(db, attempt, account));
}
