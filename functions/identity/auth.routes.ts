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
import { messageResponse } from '../platform/response-schemas';
import {
  activeOrganizationResponse,
  activeSupplierResponse,
  currentSessionResponse,
  currentSessionToResponse,
  signInResponse,
  signInToResponse,
  signOutResponse,
  signUpResponse,
  signUpToResponse,
  verifyEmailResponse,
  verifyEmailToResponse,
} from './auth.responses';

const MINUTE = 60;
const HOUR = 3600;

export const authRoutes = new Hono<AppEnv>()
  .use(area('Autenticação'))
  // POST /auth/sign-up — create an account and e-mail the verification link
  .post(
    '/sign-up',
    doc({
      summary: 'Cria uma conta e envia o link de verificação por e-mail',
      description:
        'A conta nasce com o e-mail não verificado; o link (válido por 24 h) confirma e já entra. `callbackURL`, um caminho do próprio app (um convite, por exemplo), segue no link como `next`: é para lá que a página de confirmação continua. E-mail em uso: 400 ERR_USER_EXISTS. Limite: 10 cadastros por IP por hora.',
      response: signUpResponse,
      errors: [429],
      requestExample: { name: 'Ana Souza', email: 'ana@padariaboa.com.br', password: 'SenhaForte#2026' },
    }),
    validate('json', signUpSchema),
    async (c) => {
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
    },
  )
  // POST /auth/sign-in/credentials — e-mail and password; sets the session cookie
  .post(
    '/sign-in/credentials',
    doc({
      summary: 'Entra com e-mail e senha e recebe o cookie de sessão',
      description:
        'E-mail desconhecido e senha errada dão a mesma resposta (400 ERR_BAD_REQUEST). Senha certa de uma conta cujo e-mail ainda não foi confirmado: 403, e um novo link de verificação segue por e-mail (o anterior deixa de valer). A sessão começa na primeira organização do usuário (ou, sem nenhuma, no primeiro fornecedor). Limites: 10 tentativas por conta e 30 por IP a cada 15 minutos (429 com Retry-After).',
      response: signInResponse,
      errors: [403, 429],
      requestExample: { email: 'dono@padariaboa.com.br', password: 'SuaSenha#2026' },
    }),
    validate('json', signInSchema),
    async (c) => {
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
    },
  )
  // POST /auth/sign-out — ends the session (if any) and clears the cookie
  .post(
    '/sign-out',
    doc({
      summary: 'Encerra a sessão (se houver) e apaga o cookie',
      description: 'Sem sessão também responde 200: sair é sempre possível.',
      response: signOutResponse,
    }),
    async (c) => {
      const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
        c.executionCtx.waitUntil(work),
      );
      if (found) await endSession(c.var.db, found.session.id);
      clearSessionCookie(c);
      return c.json({ success: true, callbackURL: '/' });
    },
  )
  // GET /auth/session — the signed-in user and the session's active organization
  .get(
    '/session',
    doc({ summary: 'O usuário conectado e a organização ativa da sessão', response: currentSessionResponse }),
    requireSession(),
    (c) => {
      const { user, session } = c.var;
      return c.json(
        currentSessionToResponse(user, session, isOperator(user.email, c.var.config.PLATFORM_OPERATOR_EMAIL)),
      );
    },
  )
  // POST /auth/set-active-organization — switch the session to one of the user's organizations
  .post(
    '/set-active-organization',
    doc({
      summary: 'Troca a organização ativa da sessão',
      description:
        'Só para uma organização de que o usuário é membro; outra (ou uma inexistente) é 404. O fornecedor ativo, se houver, deixa de estar.',
      response: activeOrganizationResponse,
      errors: [404],
    }),
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
    doc({
      summary: 'Passa a atuar como um dos fornecedores do usuário (o portal)',
      description:
        'Enquanto um fornecedor está ativo, nenhuma organização compradora está; set-active-organization volta.',
      response: activeSupplierResponse,
      errors: [404],
    }),
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
    doc({
      summary: 'Define a primeira senha de uma conta que entrou por Google/GitHub',
      description: 'Uma conta que já tem senha recebe 400: a troca passa por forgot-password.',
      response: messageResponse,
    }),
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
  .post(
    '/forgot-password',
    doc({
      summary: 'Envia o link de nova senha (a mesma resposta exista ou não o e-mail)',
      response: messageResponse,
      errors: [429],
    }),
    validate('json', forgotPasswordSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      await consumeRateLimits(c.var.db, [
        { key: `forgot:ip:${clientIp(c.req.raw.headers)}`, limit: 10, windowSeconds: HOUR },
        { key: `forgot:email:${email}`, limit: 5, windowSeconds: HOUR },
      ]);
      await requestPasswordResetEmail(c.var.db, email, c.var.config);
      return c.json({ message: AUTH_MESSAGES.forgotPassword });
    },
  )
  // POST /auth/reset-password — single-use token; every session of the account ends
  .post(
    '/reset-password',
    doc({
      summary: 'Define a nova senha com o token do e-mail; encerra todas as sessões',
      description: 'O token vale uma vez, por 24 h; inválido ou expirado é 400 ERR_INVALID_TOKEN.',
      response: messageResponse,
    }),
    validate('json', resetPasswordSchema),
    async (c) => {
      await resetPassword(c.var.db, { ...c.req.valid('json'), passwordCost: c.var.config.PASSWORD_HASH_COST });
      clearSessionCookie(c);
      return c.json({ message: AUTH_MESSAGES.passwordReset });
    },
  )
  // POST /auth/verify-email — confirms the address and signs the user in
  .post(
    '/verify-email',
    doc({
      summary: 'Confirma o e-mail com o token e já entra',
      description:
        'Cria a sessão (cookie). O token vale uma vez, por 24 h; inválido ou expirado é 400 ERR_INVALID_TOKEN.',
      response: verifyEmailResponse,
    }),
    validate('json', verifyEmailSchema),
    async (c) => {
      const user = await verifyEmailWithWelcome(c.var.db, c.req.valid('json').token, c.var.config);
      await startSession(c, user.id, 'verify_email');
      return c.json(verifyEmailToResponse(AUTH_MESSAGES.emailVerified, user));
    },
  );
