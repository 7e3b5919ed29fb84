import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'abastece:oauth';
const ISSUER = 'abastece';
/** Ten minutes to come back from the provider. */
const TTL_SECONDS = 600;
export const OAUTH_COOKIE = 'abastece_oauth';
export const OAUTH_COOKIE_MAX_AGE = TTL_SECONDS;

export interface OAuthState {
  state: string;
  codeVerifier: string;
  provider: string;
  /** A path on our own origin to land on afterwards. */
  callbackPath: string;
  /** Set when a signed-in user links an account rather than signing in. */
  linkUserId?: string;
}

export async function sealOAuthState(secret: string, value: OAuthState): Promise<string> {
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}

export async function openOAuthState(secret: string, token: string | undefined): Promise<OAuthState | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { state, codeVerifier, provider, callbackPath, linkUserId } = payload as Record<string, unknown>;
    if (
      typeof state !== 'string' ||
      typeof codeVerifier !== 'string' ||
      typeof provider !== 'string' ||
      typeof callbackPath !== 'string'
    )
      return null;
    return {
      state,
      codeVerifier,
      provider,
      callbackPath,
      linkUserId: typeof linkUserId === 'string' ? linkUserId : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * callbackURL may only lead back to our own origin: a path ("/app") or an
 * absolute URL on APP_URL. Anything else is refused (no open redirect).
 */
export function safeCallbackPath(callbackURL: string | undefined, appUrl: string, fallback: string): string | null {
  if (!callbackURL) return fallback;
  if (callbackURL.startsWith('/') && !callbackURL.startsWith('//') && !callbackURL.startsWith('/\\'))
    return callbackURL;
  try {
    const url = new URL(callbackURL);
    return url.origin === new URL(appUrl).origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
