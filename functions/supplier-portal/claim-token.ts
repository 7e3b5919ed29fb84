import { and, eq } from 'drizzle-orm';
import { quoteSuppliers } from '../../db/schema/quotes';
import { seatOfOrderLink } from '../orders/answer/order-answer-link.service';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import { openAnswerLink } from '../quotes/answer-link';

/** Who a link was sent to: the supplier, on behalf of one buying organization. */
export interface LinkClaim {
  supplierId: string;
  organizationId: string;
}

const invalidLink = () =>
  new ApiError({ code: 'UNAUTHORIZED', message: 'Link inválido: crie a conta sem ele ou peça um novo ao cliente' });
const expiredLink = () =>
  new ApiError({
    code: 'GONE',
    message: 'Este link expirou: crie a conta sem ele, com o e-mail em que você recebe os pedidos do cliente',
  });

/** A cotação's answer link, still in the version the buyer has not revoked; null when it is no cotação link. */
async function quoteClaim(db: DbOrTx, secret: string, token: string): Promise<LinkClaim | 'expired' | null> {
  const opened = await openAnswerLink(secret, token);
  if (!opened.ok) return opened.reason === 'expired' ? 'expired' : null;
  const { invitationId, quoteId, supplierId, linkVersion } = opened.claims;
  const [row] = await db
    .select({ organizationId: quoteSuppliers.organizationId, linkVersion: quoteSuppliers.linkVersion })
    .from(quoteSuppliers)
    .where(
      and(
        eq(quoteSuppliers.id, invitationId),
        eq(quoteSuppliers.quoteId, quoteId),
        eq(quoteSuppliers.supplierId, supplierId),
      ),
    );
  if (!row || row.linkVersion !== linkVersion) throw invalidLink();
  return { supplierId, organizationId: row.organizationId };
}

/**
 * The supplier a cotação's or an order's answer link names, and the buyer that sent it: the sign-up
 * with that link claims this supplier. Each link has its own audience, so at most one of the two
 * opens it. A changed or revoked link is 401, one past its expiry 410.
 */
export async function claimOfLink(db: Db, secret: string, token: string): Promise<LinkClaim> {
  const claim = await quoteClaim(db, secret, token);
  if (claim === 'expired') throw expiredLink();
  if (claim !== null) return claim;
  // Not a cotação's: an order's link, opened by the orders' one rule (401 altered or revoked, 410 expired).
  const seat = await seatOfOrderLink(db, secret, token);
  return { supplierId: seat.supplierId, organizationId: seat.organizationId };
}
