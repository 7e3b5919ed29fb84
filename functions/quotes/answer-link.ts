import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'abastece';
const AUDIENCE = 'abastece:quote-answer';

/** What an answer link names: one supplier's invitation to one cotação, in the version not yet revoked. */
export interface AnswerLinkClaims {
  /** quote_suppliers.id */
  invitationId: string;
  quoteId: string;
  supplierId: string;
  linkVersion: number;
}

const encoder = new TextEncoder();

/** A link valid until the cotação's deadline; the supplier answers from a phone without signing in. */
export function signAnswerLink(secret: string, claims: AnswerLinkClaims, deadline: Date): Promise<string> {
  return new SignJWT({ qid: claims.quoteId, spl: claims.supplierId, v: claims.linkVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.invitationId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(deadline.getTime() / 1000))
    .sign(encoder.encode(secret));
}

/**
 * The link's claims, or why not: "expired" once the deadline has passed (410), "invalid" for anything
 * else — a changed character, another key, another audience (401). The algorithm is pinned.
 */
export async function openAnswerLink(
  secret: string,
  token: string,
): Promise<{ ok: true; claims: AnswerLinkClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, qid, spl, v } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof qid !== 'string' || typeof spl !== 'string' || typeof v !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { invitationId: sub, quoteId: qid, supplierId: spl, linkVersion: v } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
