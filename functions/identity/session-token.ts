import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'abastece';
const AUDIENCE = 'abastece:web';

/** Sessions last 30 days; the sessions table can end one sooner (sign-out, revoke). */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

export interface SessionClaims {
  sessionId: string;
  userId: string;
}

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let value = keyCache.get(secret);
  if (!value) {
    value = new TextEncoder().encode(secret);
    keyCache.set(secret, value);
  }
  return value;
}

export async function signSessionToken(secret: string, claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/**
 * The algorithm is pinned (no "none", no RS/HS confusion); issuer, audience and
 * expiry are checked. Anything wrong answers null, never throws.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
