import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { isOperator, loadSession, requireSession, sessionTokenOf } from './middleware';
import { clientIp, consumeRateLimits } from './rate-limit';
import { requestOrigin } from '../platform/audit-actor';
import { clearSessionCookie, startSession } from './session-cookie';
import { ApiError } from '../platform/errors';
import { validate } from '../platform/validate';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  setActiveOrganizationSchema,
  setActiveSupplierSchema,
  setPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from './auth.schemas';
import {
  requestPasswordResetEmail,
  resendVerificationEmail,
  signUpWithVerificationEmail,
  verifyEmailWithWelcome,
} from './auth-emails';
import {
  AUTH_MESSAGES,
  endSession,
  resetPassword,
  setActiveOrganization,
  setActiveSupplier,
  setPassword,
  signInWithPassword,
} from './auth.service';
import { area, doc } from '../platform/describe';
import { currentSessionToResponse, signInToResponse, signUpToResponse, verifyEmailToResponse } from './auth.responses';

const MINUTE = 60;
const HOUR = 3600;

export const authRoutes = new Hono<AppEnv>()
  .use(area('Autenticação'))
  // POST /auth/sign-up — create an account and e-mail the verification link
  .post('/sign-up', doc('auth', 'POST /sign-up'), validate('json', signUpSchema), async (c) => {
    const { callbackURL, ...input } = c.req.valid('json');
    await consumeRateLimits(c.var.db, [
      { key: `sign-up:ip:${clientIp(c.req.raw.headers)}`, limit: 10, windowSeconds: HOUR },
    ]);
    const user = await signUpWithVerificationEmail(
      c.var.db,
      { ...input, passwordCost: c.var.config.PASSWORD_HASH_COST, next: callbackURL },
      c.var.config,
    );
    return c.json(signUpToResponse(AUTH_MESSAGES.signUpDone, user));
  })
  // POST /auth/sign-in/credentials — e-mail and password; sets the session cookie
  .post('/sign-in/credentials', doc('auth', 'POST /sign-in/credentials'), validate('json', signInSchema), async (c) => {
    const { email, password, callbackURL } = c.req.valid('json');
    const signedIn = await signInWithPassword(c.var.db, {
      email,
      password,
      passwordCost: c.var.config.PASSWORD_HASH_COST,
      origin: requestOrigin(c.req.raw.headers),
      limits: [
        { key: `sign-in:ip:${clientIp(c.req.raw.headers)}`, limit: 30, windowSeconds: 15 * MINUTE },
        { key: `sign-in:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE },
      ],
    });
    if (!signedIn.verified) {
      await resendVerificationEmail(c.var.db, signedIn.user, c.var.config, callbackURL);
      throw new ApiError({
        code: 'FORBIDDEN',
        message: `Confirme seu e-mail para ativar a conta: enviamos um novo link para ${signedIn.user.email}`,
      });
    }
    const { user, account } = signedIn;
    const session = await startSession(c, user.id, 'credentials', account);
    return c.json(signInToResponse(user, session));
  })
  // POST /auth/sign-out — ends the session (if any) and clears the cookie
  .post('/sign-out', doc('auth', 'POST /sign-out'), async (c) => {
    const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
      c.executionCtx.waitUntil(work),
    );
    if (found) await endSession(c.var.db, found.session.id);
    clearSessionCookie(c);
    return c.json({ success: true, callbackURL: '/' });
  })
  // GET /auth/session — the signed-in user and the session's active organization
  .get('/session', doc('auth', 'GET /session'), requireSession(), (c) => {
    const { user, session } = c.var;
    return c.json(
      currentSessionToResponse(user, session, isOperator(user.email, c.var.config.PLATFORM_OPERATOR_EMAIL)),
    );
  })
  // POST /auth/set-active-organization — switch the session to one of the user's organizations
  .post(
    '/set-active-organization',
    doc('auth', 'POST /set-active-organization'),
    requireSession(),
    validate('json', setActiveOrganizationSchema),
    async (c) => {
      const { organizationId } = c.req.valid('json');
      await setActiveOrganization(c.var.db, { sessionId: c.var.session.id, userId: c.var.user.id, organizationId });
      return c.json({ activeOrganizationId: organizationId });
    },
  )
  // POST /auth/set-active-supplier — work as one of the user's suppliers (the portal)
  .post(
    '/set-active-supplier',
    doc('auth', 'POST /set-active-supplier'),
    requireSession(),
    validate('json', setActiveSupplierSchema),
    async (c) => {
      const { supplierId } = c.req.valid('json');
      await setActiveSupplier(c.var.db, { sessionId: c.var.session.id, userId: c.var.user.id, supplierId });
      return c.json({ activeSupplierId: supplierId });
    },
  )
  // POST /auth/set-password — a first password for an account that has none
  .post(
    '/set-password',
    doc('auth', 'POST /set-password'),
    requireSession(),
    validate('json', setPasswordSchema),
    async (c) => {
      await setPassword(c.var.db, {
        userId: c.var.user.id,
        password: c.req.valid('json').password,
        passwordCost: c.var.config.PASSWORD_HASH_COST,
      });
      return c.json({ message: AUTH_MESSAGES.passwordSet });
    },
  )
  // POST /auth/forgot-password — the same answer whether or not the address exists
  .post('/forgot-password', doc('auth', 'POST /forgot-password'), validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await consumeRateLimits(c.var.db, [
      { key: `forgot:ip:${clientIp(c.req.raw.headers)}`, limit: 10, windowSeconds: HOUR },
      { key: `forgot:email:${email}`, limit: 5, windowSeconds: HOUR },
    ]);
    await requestPasswordResetEmail(c.var.db, email, c.var.config);
    return c.json({ message: AUTH_MESSAGES.forgotPassword });
  })
  // POST /auth/reset-password — single-use token; every session of the account ends
  .post('/reset-password', doc('auth', 'POST /reset-password'), validate('json', resetPasswordSchema), async (c) => {
    await resetPassword(c.var.db, { ...c.req.valid('json'), passwordCost: c.var.config.PASSWORD_HASH_COST });
    clearSessionCookie(c);
    return c.json({ message: AUTH_MESSAGES.passwordReset });
  })
  // POST /auth/verify-email — confirms the address and signs the user in
  .post('/verify-email', doc('auth', 'POST /verify-email'), validate('json', verifyEmailSchema), async (c) => {
    const user = await verifyEmailWithWelcome(c.var.db, c.req.valid('json').token, c.var.config);
    await startSession(c, user.id, 'verify_email');
    return c.json(verifyEmailToResponse(AUTH_MESSAGES.emailVerified, user));
  });
