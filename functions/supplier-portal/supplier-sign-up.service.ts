import { and, eq, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { supplierMembers } from '../../db/schema/supplier-people';
import { enqueueEmail } from '../email/enqueue-email';
import { hashPassword } from '../identity/passwords';
import { inTransaction, type Db } from '../platform/db';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { ApiError } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import { randomToken, sha256Hex, TOKEN_TTL_MS } from '../platform/tokens';
import { claimOfLink, type LinkClaim } from './claim-token';
import type { SupplierSignUpInput } from './supplier-sign-up.schemas';

type MailConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

export const SIGN_UP_MESSAGES = {
  verify: 'Conta criada! Confirme seu e-mail pelo link que enviamos para entrar no portal do fornecedor.',
  signedIn: 'Conta criada! Você já está no portal do fornecedor.',
} as const;

const hasMembers = () =>
  new ApiError({
    code: 'CONFLICT',
    message:
      'Este CNPJ já tem conta de fornecedor no Abastece: peça a um administrador da empresa que convide você pelo portal.',
  });
/** Says nothing of who added the supplier, nor of which address would have matched. */
const emailNotKnown = () =>
  new ApiError({
    code: 'CONFLICT',
    message:
      'Este e-mail não é o que seus clientes usam para este CNPJ. Cadastre-se com o e-mail em que você recebe os pedidos e cotações deles.',
  });
const otherCnpj = () =>
  new ApiError({ code: 'CONFLICT', message: 'O CNPJ informado não é o da empresa a que este link foi enviado.' });
const emailTaken = () =>
  new ApiError({ code: 'ERR_USER_EXISTS', message: 'Este e-mail já tem conta no Abastece: entre com ela.' });

/** One colour per new company, picked from its CNPJ so the same company keeps it. */
const PALETTE = ['#0ea5e9', '#16a34a', '#d97706', '#7c3aed', '#db2777', '#0d9488', '#dc2626', '#4f46e5'];
const colourOf = (cnpj: string) => PALETTE[[...cnpj].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length]!;

/** The supplier row under the CNPJ (or the link's supplier), locked against a second sign-up at once. */
async function lockSupplier(tx: Db, where: { cnpj: string } | { id: string }) {
  const [row] = await tx
    .select({
      id: suppliers.id,
      cnpj: suppliers.cnpj,
      email: sql<string>`coalesce(${suppliers.orderEmail}, ${suppliers.email})`,
    })
    .from(suppliers)
    .where('id' in where ? eq(suppliers.id, where.id) : eq(suppliers.cnpj, where.cnpj))
    .for('update');
  if (!row) return null;
  const [member] = await tx
    .select({ id: supplierMembers.id })
    .from(supplierMembers)
    .where(eq(supplierMembers.supplierId, row.id))
    .limit(1);
  return { ...row, claimed: Boolean(member) };
}

/** Whether a buyer that added the supplier sends its orders and cotações to `email` (any buyer when none is named). */
async function buyerUsed(tx: Db, supplierId: string, email: string, organizationId?: string) {
  const [row] = await tx
    .select({ id: organizationSuppliers.id })
    .from(organizationSuppliers)
    .where(
      and(
        eq(organizationSuppliers.supplierId, supplierId),
        sql`lower(${organizationSuppliers.email}) = ${email.toLowerCase()}`,
        organizationId ? eq(organizationSuppliers.organizationId, organizationId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The address a link was sent to must be the one typed: the buyer's own e-mail for the supplier, or,
 * when that buyer never added it (a marketplace supplier invited to a cotação), the supplier's own.
 */
async function linkSentTo(tx: Db, claim: LinkClaim, email: string, supplierEmail: string) {
  if (await buyerUsed(tx, claim.supplierId, email, claim.organizationId)) return true;
  const [added] = await tx
    .select({ id: organizationSuppliers.id })
    .from(organizationSuppliers)
    .where(
      and(
        eq(organizationSuppliers.supplierId, claim.supplierId),
        eq(organizationSuppliers.organizationId, claim.organizationId),
      ),
    );
  return !added && supplierEmail.toLowerCase() === email.toLowerCase();
}

/** Which supplier the account is for: a new one, or the one it claims (checks every rule first). */
async function supplierToJoin(tx: Db, input: SupplierSignUpInput, claim: LinkClaim | null) {
  const found = await lockSupplier(tx, claim ? { id: claim.supplierId } : { cnpj: input.cnpj });
  if (claim && !found) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Link inválido' });
  if (!found) return null;
  if (found.claimed) throw hasMembers();
  if (claim) {
    if (found.cnpj !== input.cnpj) throw otherCnpj();
    if (!(await linkSentTo(tx, claim, input.email, found.email))) throw emailNotKnown();
  } else if (!(await buyerUsed(tx, found.id, input.email))) throw emailNotKnown();
  return found.id;
}

export interface SupplierSignedUp {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  supplier: { id: string; name: string; cnpj: string; listed: boolean };
  claimed: boolean;
}

/**
 * A supplier's account (#54), in one transaction: the person (a user), the supplier — new, not listed,
 * or the existing one it claims — and the person as its admin. With a link's token, the link was sent
 * to the address typed, so the address counts as confirmed and the caller opens the session; without
 * one, the address is confirmed by the e-mailed link first (as the buyer's sign-up), which then opens
 * the portal. Claiming needs the address a buyer used for the CNPJ; a CNPJ that already has people
 * is theirs to invite into.
 */
export async function signUpSupplier(db: Db, cfg: MailConfig, input: SupplierSignUpInput & { passwordCost: number }) {
  const claim = input.token ? await claimOfLink(db, cfg.SESSION_SECRET, input.token) : null;
  const passwordHash = await hashPassword(input.password, input.passwordCost);
  const verificationToken = claim ? null : randomToken();
  try {
    return await inTransaction(db, async (tx): Promise<SupplierSignedUp> => {
      const claimedId = await supplierToJoin(tx, input, claim);
      const [supplier] = claimedId
        ? await tx.select().from(suppliers).where(eq(suppliers.id, claimedId))
        : await tx
            .insert(suppliers)
            .values({
              name: input.company_name,
              email: input.email,
              cnpj: input.cnpj,
              color: colourOf(input.cnpj),
              listed: false,
            })
            .returning();
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          emailVerified: claim !== null,
          emailVerificationTokenHash: verificationToken ? sha256Hex(verificationToken) : null,
          emailVerificationExpiresAt: verificationToken ? new Date(Date.now() + TOKEN_TTL_MS) : null,
        })
        .returning({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified });
      await tx.insert(supplierMembers).values({ supplierId: supplier!.id, userId: user!.id, role: 'admin' });
      if (verificationToken) await mailVerification(tx, cfg, user!, verificationToken);
      const { id, name, cnpj, listed } = supplier!;
      return { user: user!, supplier: { id, name, cnpj, listed }, claimed: claimedId !== null };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
    // Two sign-ups of one new CNPJ at once: the second finds it taken, as if it had come later.
    if (isUniqueViolation(error, 'suppliers_cnpj_unique')) throw hasMembers();
    throw error;
  }
}

/** The confirmation link; confirming opens the session, which starts in the portal (the only membership). */
function mailVerification(tx: Db, cfg: MailConfig, user: { name: string; email: string }, token: string) {
  return enqueueEmail(tx, dataEncryptionKey(cfg), {
    to: user.email,
    template: 'email-verification',
    data: {
      name: user.name,
      url: `${cfg.APP_URL}/auth/verify-email?token=${token}&next=${encodeURIComponent('/fornecedor')}`,
    },
  });
}
