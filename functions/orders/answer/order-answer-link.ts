import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'abastece';
/** Its own audience: a cotação's answer link (abastece:quote-answer) never opens an order, nor the reverse. */
const AUDIENCE = 'abastece:order-answer';
const DAY_MS = 86_400_000;

/**
 * What an order answer link names (#54): one supplier order, for its supplier, placed by one
 * organization, in the link version not yet revoked. The JWT (HS256, signed with SESSION_SECRET like
 * the cotação's link) carries them as:
 *   sub = supplier order id, spl = supplier id, org = buying organization id,
 *   v = supplier_orders.answer_link_version when it was signed, exp = when it stops opening.
 * Whoever holds it may read that order as its supplier does, answer it and ship it, and sign the
 * supplier up with it (the supplier id and the order are the claim a sign-up may make).
 */
export interface OrderAnswerLinkClaims {
  supplierOrderId: string;
  supplierId: string;
  organizationId: string;
  linkVersion: number;
}

const encoder = new TextEncoder();

/**
 * Until when a link sent now opens: 30 days from sending, or a week after the delivery date the
 * buyer asked for when that is later. The same link answers and then ships the order, so it must
 * outlive the delivery (a week's slack for a late or partial shipment); 30 days covers orders with no
 * date or a near one. Past it the buyer sends a new link (or the supplier signs up).
 */
export function orderAnswerLinkExpiry(sentAt: Date, requestedDeliveryDate: string | null): Date {
  const floor = sentAt.getTime() + 30 * DAY_MS;
  const afterDelivery = requestedDeliveryDate ? Date.parse(`${requestedDeliveryDate}T23:59:59-03:00`) + 7 * DAY_MS : 0;
  return new Date(Math.max(floor, afterDelivery));
}

/** A signed link to one supplier order, for a supplier without an account (the e-mail carries it). */
export function signOrderAnswerLink(secret: string, claims: OrderAnswerLinkClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ spl: claims.supplierId, org: claims.organizationId, v: claims.linkVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.supplierOrderId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(encoder.encode(secret));
}

export type OpenedOrderAnswerLink =
  { ok: true; claims: OrderAnswerLinkClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The link's claims, or why not: "expired" past its expiry (410), "invalid" for anything else — a
 * changed character, another key, another audience (401). The algorithm is pinned. Whether the
 * version is still the order's (not revoked) is the caller's check against the row.
 */
export async function openOrderAnswerLink(secret: string, token: string): Promise<OpenedOrderAnswerLink> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, spl, org, v, exp } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof spl !== 'string' || typeof org !== 'string' || typeof v !== 'number')
      return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      claims: { supplierOrderId: sub, supplierId: spl, organizationId: org, linkVersion: v },
      expiresAt: new Date((exp as number) * 1000),
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
