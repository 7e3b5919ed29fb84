import type { Context } from 'hono';
import { Hono } from 'hono';
import { requestOrigin } from '../platform/audit-actor';
import { recordSignIn } from './sign-in-audit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { socialProvider } from '../../db/schema/enums';
import type { AppEnv } from '../platform/app-env';
import { loadSession, requireSession, sessionTokenOf } from './middleware';
import { ApiError } from '../platform/errors';
import { oauthProvider } from './oauth/providers';
import {
  OAUTH_COOKIE,
  OAUTH_COOKIE_MAX_AGE,
  openOAuthState,
  safeCallbackPath,
  sealOAuthState,
} from './oauth/state-cookie';
import { startSession } from './session-cookie';
import { validate } from '../platform/validate';
import { linkAccount, listAccounts, OAuthSignInError, unlinkAccount, userForProviderProfile } from './oauth.service';
import { area, doc } from '../platform/describe';
import { linkedAccountsToResponse } from './auth.responses';
import { logger } from '../platform/log';
import { loadArctic } from '../vendor-modules';

const log = logger('identity');

const providerEnum = z.enum(socialProvider.enumValues, { error: 'Provedor inválido' });

/** Builds the provider's authorization URL (PKCE S256 + state) and seals the verifier in a short-lived cookie. */
async function beginOAuth<E extends AppEnv>(
  c: Context<E>,
  input: { provider: string; callbackURL?: string; linkUserId?: string; fallback: string },
): Promise<string> {
  const provider = oauthProvider(c.var.config, input.provider);
  if (!provider) throw new ApiError({ code: 'BAD_REQUEST', message: 'Provedor não disponível' });
  const callbackPath = safeCallbackPath(input.callbackURL, c.var.config.APP_URL, input.fallback);
  if (!callbackPath) throw new ApiError({ code: 'BAD_REQUEST', message: 'callbackURL deve apontar para este site' });
  // The OAuth client is a module of its own, loaded by the first sign-in with a provider (decision 0061).
  const { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } = await loadArctic();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const client = new OAuth2Client(
    provider.clientId,
    provider.clientSecret,
    `${c.var.config.APP_URL}/api/v1/auth/callback/${input.provider}`,
  );
  const url = client.createAuthorizationURLWithPKCE(
    provider.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    provider.scopes,
  );
  const sealed = await sealOAuthState(c.var.config.SESSION_SECRET, {
    state,
    codeVerifier,
    provider: input.provider,
    callbackPath,
    linkUserId: input.linkUserId,
  });
  setCookie(c, OAUTH_COOKIE, sealed, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/api/v1/auth/callback',
    maxAge: OAUTH_COOKIE_MAX_AGE,
  });
  return url.toString();
}

export const oauthRoutes = new Hono<AppEnv>()
  .use(area('Autenticação'))
  // POST /auth/sign-in — start social sign-in; answers the provider URL to go to
  .post(
    '/sign-in',
    doc('oauth', 'POST /sign-in'),
    validate('json', z.object({ provider: providerEnum, callbackURL: z.string().max(500).optional() })),
    async (c) => {
      const { provider, callbackURL } = c.req.valid('json');
      return c.json({ url: await beginOAuth(c, { provider, callbackURL, fallback: '/app' }), redirect: true });
    },
  )
  // GET /auth/callback/:provider — the provider sends the user back here
  .get('/callback/:provider', doc('oauth', 'GET /callback/:provider'), async (c) => {
    const failure = (reason: string) => {
      log.warn('oauth_callback_refused', { reason, provider: c.req.param('provider') });
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/v1/auth/callback' });
      return c.redirect('/auth?error=true', 302);
    };
    const sealed = await openOAuthState(c.var.config.SESSION_SECRET, getCookie(c, OAUTH_COOKIE));
    const { code, state } = c.req.query();
    const providerName = c.req.param('provider');
    if (!sealed || !code || !state || sealed.state !== state || sealed.provider !== providerName)
      return failure('state mismatch');
    const provider = oauthProvider(c.var.config, providerName);
    const parsedProvider = providerEnum.safeParse(providerName);
    if (!provider || !parsedProvider.success) return failure('provider not available');

    const { OAuth2Client } = await loadArctic();
    let profile;
    try {
      const client = new OAuth2Client(
        provider.clientId,
        provider.clientSecret,
        `${c.var.config.APP_URL}/api/v1/auth/callback/${providerName}`,
      );
      const tokens = await client.validateAuthorizationCode(provider.tokenEndpoint, code, sealed.codeVerifier);
      profile = await provider.fetchProfile(tokens.accessToken());
    } catch (error) {
      return failure(`code exchange failed: ${String(error)}`);
    }
    deleteCookie(c, OAUTH_COOKIE, { path: '/api/v1/auth/callback' });

    try {
      if (sealed.linkUserId) {
        const current = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
          c.executionCtx.waitUntil(work),
        );
        if (current?.user.id !== sealed.linkUserId) return failure('link without the same session');
        await linkAccount(c.var.db, sealed.linkUserId, parsedProvider.data, profile);
        return c.redirect(sealed.callbackPath, 302);
      }
      const user = await userForProviderProfile(c.var.db, parsedProvider.data, profile);
      await startSession(c, user.id, parsedProvider.data);
      return c.redirect(sealed.callbackPath, 302);
    } catch (error) {
      if (!(error instanceof OAuthSignInError)) throw error;
      // The provider vouched for someone we refused: an attempt worth the audit log (state or code
      // failures before it are no attempt on an account, and anyone can cause them).
      if (!sealed.linkUserId)
        await recordSignIn(c.var.db, {
          userId: null,
          email: profile.email ?? null,
          method: parsedProvider.data,
          origin: requestOrigin(c.req.raw.headers),
          failure: error.message,
        });
      return failure(error.message);
    }
  });

export const accountRoutes = new Hono<AppEnv>()
  .use(area('Conta'), requireSession())
  // GET /account — linked social accounts (and whether a password is set)
  .get('/', doc('oauth', 'GET /'), async (c) =>
    c.json(linkedAccountsToResponse(await listAccounts(c.var.db, c.var.user.id))),
  )
  // POST /account — start linking a provider; answers the provider URL to go to
  .post(
    '/',
    doc('oauth', 'POST /'),
    validate(
      'json',
      z.object({
        provider: providerEnum,
        callbackURL: z.string({ error: 'callbackURL é obrigatória' }).min(1, 'callbackURL é obrigatória').max(500),
      }),
    ),
    async (c) => {
      const { provider, callbackURL } = c.req.valid('json');
      return c.json({
        url: await beginOAuth(c, { provider, callbackURL, linkUserId: c.var.user.id, fallback: '/app/profile' }),
        redirect: true,
      });
    },
  )
  // DELETE /account — unlink a provider (never the last way to sign in)
  .delete('/', doc('oauth', 'DELETE /'), validate('json', z.object({ provider: providerEnum })), async (c) => {
    await unlinkAccount(c.var.db, c.var.user.id, c.req.valid('json').provider);
    return c.json({ message: 'Conta desvinculada' });
  });
