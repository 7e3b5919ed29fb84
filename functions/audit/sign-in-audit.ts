import { eq, sql } from 'drizzle-orm';
import type { socialProvider } from '../../db/schema/enums';
import { users } from '../../db/schema/identity';
import { members } from '../../db/schema/organizations';
import type { DbOrTx } from '../lib/db';
import { recordAudit, type AuditActor } from './audit-log';

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

/**
 * A sign-in (or a failed one) goes to the log of every organization the person belongs to — each
 * owner sees who entered with access to their data. Someone in no organization (a supplier's person,
 * a new account) and an unknown e-mail go to the platform's log, so no attempt is left out.
 */
export async function recordSignIn(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  const rows = attempt.userId
    ? await db
        .select({ id: users.id, name: users.name, email: users.email, organizationId: members.organizationId })
        .from(users)
        .leftJoin(members, eq(members.userId, users.id))
        .where(eq(users.id, attempt.userId))
    : attempt.email
      ? await db
          .select({ id: users.id, name: users.name, email: users.email, organizationId: members.organizationId })
          .from(users)
          .leftJoin(members, eq(members.userId, users.id))
          .where(sql`lower(${users.email}) = ${attempt.email.toLowerCase()}`)
      : [];
  const user = rows[0];
  const typed = attempt.email?.slice(0, 200) ?? null;
  const actor: AuditActor = user
    ? { type: 'user', id: user.id, label: `${user.name} <${user.email}>`, ...attempt.origin }
    : { type: 'user', id: null, label: typed, ...attempt.origin };
  const chains = [...new Set(rows.map((r) => r.organizationId))];
  for (const organizationId of chains.length ? chains : [null]) {
    await recordAudit(db, {
      organizationId,
      actor,
      action: attempt.failure ? 'auth.sign_in_failed' : 'auth.sign_in',
      target: { type: 'user', id: user?.id ?? null, label: user?.email ?? typed },
      changes: {
        method: { after: attempt.method },
        ...(attempt.failure ? { reason: { after: attempt.failure } } : {}),
      },
    });
  }
}
