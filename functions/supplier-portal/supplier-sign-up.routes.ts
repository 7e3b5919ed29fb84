import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { clientIp, consumeRateLimits } from '../identity/rate-limit';
import { startSession } from '../identity/session-cookie';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { supplierSignUpToResponse } from './supplier-sign-up.responses';
import { supplierSignUpSchema } from './supplier-sign-up.schemas';
import { SIGN_UP_MESSAGES, signUpSupplier } from './supplier-sign-up.service';

const HOUR = 3600;

/** The supplier's own sign-up (#54): public, like the buyer's; mounted under /auth. */
export const supplierSignUpRoutes = new Hono<AppEnv>()
  .use(area('Autenticação'))
  // POST /auth/supplier-sign-up — a supplier's account: a new company, or the one buyers already added
  .post(
    '/supplier-sign-up',
    doc('supplier-sign-up', 'POST /supplier-sign-up'),
    validate('json', supplierSignUpSchema),
    async (c) => {
      const input = c.req.valid('json');
      await consumeRateLimits(c.var.db, [
        { key: `sign-up:ip:${clientIp(c.req.raw.headers)}`, limit: 10, windowSeconds: HOUR },
      ]);
      const signedUp = await signUpSupplier(c.var.db, c.var.config, {
        ...input,
        passwordCost: c.var.config.PASSWORD_HASH_COST,
      });
      if (!signedUp.user.emailVerified) return c.json(supplierSignUpToResponse(signedUp, SIGN_UP_MESSAGES.verify), 201);
      await startSession(c, signedUp.user.id, 'credentials');
      return c.json(supplierSignUpToResponse(signedUp, SIGN_UP_MESSAGES.signedIn), 201);
    },
  );
