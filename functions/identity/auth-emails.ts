import { enqueueEmail } from '../email/enqueue-email';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { inTransaction, type Db } from '../platform/db';
import { renewVerificationToken, requestPasswordReset, signUp, verifyEmail } from './auth.service';

/** What an account change needs to write its e-mail: the links' origin and the outbox's key. */
type MailConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

/** The confirmation link; `next` (a path of the app, checked by the schema) is where the page continues. */
const verificationUrl = (cfg: MailConfig, token: string, next?: string) =>
  `${cfg.APP_URL}/auth/verify-email?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/**
 * A new account and its verification e-mail, committed together. `next`: the page the person came to
 * sign up for (an invitation), so confirming the address leads back there.
 */
export function signUpWithVerificationEmail(
  db: Db,
  input: Parameters<typeof signUp>[1] & { next?: string },
  cfg: MailConfig,
) {
  return inTransaction(db, async (tx) => {
    const created = await signUp(tx, input);
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to: created.user.email,
      template: 'email-verification',
      data: { name: created.user.name, url: verificationUrl(cfg, created.verificationToken, input.next) },
    });
    return created.user;
  });
}

/** A fresh verification link for an account that tried to sign in before confirming its address. */
export function resendVerificationEmail(
  db: Db,
  user: { id: string; name: string; email: string },
  cfg: MailConfig,
  next?: string,
) {
  return inTransaction(db, async (tx) => {
    const token = await renewVerificationToken(tx, user.id);
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to: user.email,
      template: 'email-verification',
      data: { name: user.name, url: verificationUrl(cfg, token, next) },
    });
  });
}

/** A reset token and its e-mail, committed together; nothing (and no hint) for an unknown address. */
export function requestPasswordResetEmail(db: Db, email: string, cfg: MailConfig) {
  return inTransaction(db, async (tx) => {
    const reset = await requestPasswordReset(tx, email);
    if (!reset) return;
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to: reset.user.email,
      template: 'forgot-password',
      data: { name: reset.user.name, url: `${cfg.APP_URL}/auth/reset-password?token=${reset.token}` },
    });
  });
}

/** The confirmed address and the welcome e-mail, committed together. */
export function verifyEmailWithWelcome(db: Db, token: string, cfg: MailConfig) {
  return inTransaction(db, async (tx) => {
    const verified = await verifyEmail(tx, token);
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to: verified.email,
      template: 'welcome',
      data: { name: verified.name, appUrl: cfg.APP_URL },
    });
    return verified;
  });
}
