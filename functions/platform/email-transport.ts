import { encodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from './env';
import { loadResend, loadWorkerMailer } from '../vendor-modules';

/** What an e-mail says: its subject and its body, as HTML and as plain text. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingEmail extends EmailContent {
  to: string;
  attachments?: EmailAttachment[];
  /** Provider-side idempotency where supported (Resend). */
  idempotencyKey: string;
  /** `<id@domain>`, the same on every attempt of one job: a repeat can be folded by the inbox. */
  messageId?: string;
}

export function parseFrom(from: string): { name?: string; email: string } {
  const match = from.match(/^\s*(.*?)\s*<([^>]+)>\s*$/);
  return match ? { name: match[1] || undefined, email: match[2]! } : { email: from.trim() };
}

/** Both providers take files as base64 text. */
const inBase64 = (files: EmailAttachment[] | undefined) =>
  files?.map((a) => ({ filename: a.filename, content: encodeBase64(a.content), mimeType: a.contentType }));

/** Resend when RESEND_API_KEY is set, otherwise SMTP (SMTP_URL). Throws on failure so the job retries. */
export async function sendEmail(
  cfg: Pick<AppConfig, 'RESEND_API_KEY' | 'RESEND_API_URL' | 'SMTP_URL' | 'EMAIL_FROM'>,
  email: OutgoingEmail,
): Promise<void> {
  if (cfg.RESEND_API_KEY) {
    // Loaded on the first e-mail through Resend: a module of its own, out of the main bundle.
    const { Resend } = await loadResend();
    const resend = new Resend(cfg.RESEND_API_KEY, { baseUrl: cfg.RESEND_API_URL.replace(/\/$/, '') });
    const { error } = await resend.emails.send(
      {
        from: cfg.EMAIL_FROM,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: inBase64(email.attachments)?.map(({ mimeType, ...a }) => ({ ...a, contentType: mimeType })),
        ...(email.messageId ? { headers: { 'Message-ID': email.messageId } } : {}),
      },
      { idempotencyKey: email.idempotencyKey },
    );
    if (error) throw new Error(`resend: ${error.name}: ${error.message}`);
    return;
  }
  if (!cfg.SMTP_URL) throw new Error('no e-mail provider configured (RESEND_API_KEY or SMTP_URL)');
  const url = new URL(cfg.SMTP_URL);
  const secure = url.protocol === 'smtps:';
  const username = decodeURIComponent(url.username);
  // Like Resend's SDK, a module of its own, loaded by the first e-mail over SMTP.
  const { LogLevel, WorkerMailer } = await loadWorkerMailer();
  await WorkerMailer.send(
    {
      host: url.hostname,
      port: Number(url.port || (secure ? 465 : 587)),
      secure,
      // Failures surface as thrown errors (and job retries); its info chatter is noise.
      logLevel: LogLevel.ERROR,
      startTls:
        !secure &&
        url.searchParams.get('starttls') !== 'false' &&
        url.hostname !== '127.0.0.1' &&
        url.hostname !== 'localhost',
      ...(username
        ? { credentials: { username, password: decodeURIComponent(url.password) }, authType: 'plain' as const }
        : {}),
    },
    {
      from: parseFrom(cfg.EMAIL_FROM),
      to: { email: email.to },
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: inBase64(email.attachments),
      ...(email.messageId ? { headers: { 'Message-ID': email.messageId } } : {}),
    },
  );
}
