import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobEffects } from '../../db/schema/jobs';
import type { Bindings } from '../platform/env';
import { ApiError } from '../platform/errors';
import { inboxFor } from '../test/inbox';
import { uniq, withDb } from '../test/tenant';
import type { EmailJob } from './email.payload';
import { withJobContext } from '../test/jobs';
import { enqueueEmail } from './enqueue-email';
import { sendEmail } from '../platform/email-transport';
import { config } from '../platform/env';
import { EMAIL_SEND_TIMEOUT_MS, handleEmailJob, type AttachmentRenderer } from './email.job';
import { unlessDown } from '../test/database-down';
import { renderEmail, TEMPLATE_NAMES, type TemplateData } from './templates';

const job = (to: string, overrides: Partial<EmailJob> = {}): EmailJob =>
  ({
    kind: 'email',
    id: crypto.randomUUID(),
    to,
    template: 'welcome',
    data: { name: 'Ana', appUrl: 'http://localhost:8787' },
    ...overrides,
  }) as EmailJob;

/** The e-mail's claim row (platform/jobs/effects.ts), if any. */
const claimOf = async (jobId: string) =>
  (
    await withDb((db) =>
      db
        .select()
        .from(jobEffects)
        .where(eq(jobEffects.key, `email:${jobId}`)),
    )
  )[0];

describe('e-mail through the queue', () => {
  it('sends a job once, even when the queue delivers it again', async () => {
    const to = `mail-${uniq()}@teste.abastece.dev`;
    const message = job(to);
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx), env)).toBe('done');
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx), env)).toBe('done');
    const inbox = await inboxFor(to);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ subject: 'Boas-vindas ao Abastece', to: [to] });
    expect(inbox[0]!.html).toContain('http://localhost:8787/app');
    expect(await claimOf(message.id)).toMatchObject({ status: 'done' });
    // Its Message-ID is made from the job id, on the sender's domain.
    expect(inbox[0]!.messageId).toBe(`<${message.id}@abastece.dev>`);
  });

  it('releases the claim when sending fails, so a retry sends it', async () => {
    const to = `mail-${uniq()}@teste.abastece.dev`;
    const message = job(to);
    const broken = { ...env, SMTP_URL: 'smtp://127.0.0.1:1' } as Bindings;
    await expect(withJobContext((ctx) => handleEmailJob(message, ctx), broken)).rejects.toThrow();
    expect(await claimOf(message.id)).toBeUndefined();
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx), env)).toBe('done');
    expect(await inboxFor(to)).toHaveLength(1);
  });

  it('makes the attachment before it claims the send: a database gone while it is made leaves no claim, and the retry sends it', async () => {
    const to = `mail-${uniq()}@teste.abastece.dev`;
    const message = job(to, {
      template: 'notification',
      data: { title: 'Novo pedido de compra', message: 'Segue o pedido.' },
      attachment: { kind: 'supplier-order-pdf', supplierId: crypto.randomUUID(), supplierOrderId: crypto.randomUUID() },
    } as Partial<EmailJob>);
    // The database goes away while the PDF is read, and stays away for the rest of that attempt.
    let down = false;
    const failing: AttachmentRenderer = async () => {
      down = true;
      throw new Error('database unavailable (injected)');
    };
    await expect(
      withJobContext((ctx) =>
        handleEmailJob(message, { ...ctx, db: unlessDown(ctx.db, () => down) }, new Date(), failing),
      ),
    ).rejects.toThrow('injected');
    expect(await claimOf(message.id)).toBeUndefined();

    const pdf: AttachmentRenderer = async () => ({
      filename: 'pedido.pdf',
      contentType: 'application/pdf',
      content: new TextEncoder().encode('%PDF-1.7'),
    });
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx, new Date(), pdf))).toBe('done');
    const inbox = await inboxFor(to);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.attachments).toEqual([{ filename: 'pedido.pdf', contentType: 'application/pdf', size: 8 }]);
  });

  it('sends a job back to the queue while another attempt holds its claim, and takes a claim older than the send timeout over', async () => {
    const to = `mail-${uniq()}@teste.abastece.dev`;
    const message = job(to);
    const claimedAt = new Date();
    await withDb((db) => db.insert(jobEffects).values({ key: `email:${message.id}`, status: 'running', claimedAt }));
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx, new Date(claimedAt.getTime() + 1000)))).toBe(
      'retry',
    );
    expect(await inboxFor(to)).toEqual([]);
    const later = new Date(claimedAt.getTime() + EMAIL_SEND_TIMEOUT_MS + 1000);
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx, later))).toBe('done');
    expect(await inboxFor(to)).toHaveLength(1);
    expect(await claimOf(message.id)).toMatchObject({ status: 'done' });
  });

  it('sends through Resend with the official SDK when RESEND_API_KEY is set: once per job, provider-side idempotent, a refused key retries', async () => {
    const inboxUrl = (env as unknown as { TEST_INBOX_URL: string }).TEST_INBOX_URL;
    const viaResend = {
      ...env,
      SMTP_URL: 'smtp://127.0.0.1:1',
      RESEND_API_KEY: 're_teste_local',
      RESEND_API_URL: inboxUrl,
    } as Bindings;
    const to = `resend-${uniq()}@teste.abastece.dev`;
    const message = job(to);
    expect(await withJobContext((ctx) => handleEmailJob(message, ctx), viaResend)).toBe('done');
    const inbox = await inboxFor(to);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      subject: 'Boas-vindas ao Abastece',
      to: [to],
      from: 'nao-responda@abastece.dev',
      messageId: `<${message.id}@abastece.dev>`,
    });

    // The same idempotency key with the same e-mail is answered without a second message; with another e-mail, refused.
    const content = { subject: 's', html: '<p>h</p>', text: 't', to, idempotencyKey: `chave-${uniq()}` };
    await sendEmail(config(viaResend), content);
    await sendEmail(config(viaResend), content);
    expect(await inboxFor(to)).toHaveLength(2);
    await expect(sendEmail(config(viaResend), { ...content, subject: 'outro' })).rejects.toThrow(
      'invalid_idempotent_request',
    );

    const refused = { ...viaResend, RESEND_API_KEY: 'chave-errada' } as Bindings;
    const other = job(`resend-${uniq()}@teste.abastece.dev`);
    await expect(withJobContext((ctx) => handleEmailJob(other, ctx), refused)).rejects.toThrow('invalid_api_key');
    expect(await claimOf(other.id)).toBeUndefined();
  });

  it('puts a job scheduled for later back on the queue instead of sending it', async () => {
    const to = `mail-${uniq()}@teste.abastece.dev`;
    const send = vi.fn(async () => undefined);
    const later = new Date(Date.now() + 3600_000).toISOString();
    const outcome = await withJobContext((ctx) => handleEmailJob(job(to, { sendAt: later }), ctx), {
      ...env,
      JOBS: { send },
    } as unknown as Bindings);
    expect(outcome).toBe('done');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ sendAt: later }), { delaySeconds: 3600 });
    expect(await inboxFor(to)).toEqual([]);
  });

  it('refuses to schedule an e-mail in the past, writing nothing', async () => {
    const to = `past-${uniq()}@teste.abastece.dev`;
    const past = withDb((db) =>
      enqueueEmail(db, env.SESSION_SECRET, {
        to,
        template: 'welcome',
        data: { name: 'A', appUrl: 'http://x' },
        sendAt: new Date(Date.now() - 1000),
      }),
    );
    await expect(past).rejects.toBeInstanceOf(ApiError);
    await expect(past).rejects.toThrow('O envio agendado deve estar no futuro');
  });
});

describe('e-mail templates', () => {
  const samples: { [T in keyof TemplateData]: TemplateData[T] } = {
    welcome: { name: 'Ana', appUrl: 'http://localhost:8787' },
    'organization-invite': {
      inviterName: 'Marta',
      organizationName: 'Sabor <da> Terra',
      role: 'admin',
      url: 'http://localhost:8787/auth?invitation=1',
      expiresAt: '2026-11-29T12:00:00Z',
    },
    'email-verification': { name: 'Ana', url: 'http://localhost:8787/auth/verify-email?token=abc' },
    'forgot-password': { name: 'Ana', url: 'http://localhost:8787/auth/reset-password?token=abc' },
    'otp-code': { name: 'Ana', code: '123456' },
    notification: { title: 'Novo pedido', message: 'Chegou um pedido.', url: 'http://localhost:8787/app' },
    'billing-plan-upgrade': {
      organizationName: 'Sabor',
      planName: 'Pro',
      url: 'http://localhost:8787/app/settings/organization/billing',
    },
    'billing-plan-downgrade': {
      organizationName: 'Sabor',
      planName: 'Free',
      url: 'http://localhost:8787/app/settings/organization/billing',
    },
    'billing-plan-quota-exceed': {
      organizationName: 'Sabor',
      featureName: 'leads',
      limit: 100,
      url: 'http://localhost:8787/app/upgrade',
    },
  };

  it.each(TEMPLATE_NAMES)('renders %s in Portuguese as HTML and text', (name) => {
    const content = renderEmail(name, samples[name] as never);
    expect(content.subject.length).toBeGreaterThan(5);
    expect(content.html).toContain('<html lang="pt-BR">');
    expect(content.text).toContain('Abastece');
  });

  it('escapes what users typed', () => {
    const content = renderEmail('organization-invite', samples['organization-invite']);
    expect(content.html).toContain('Sabor &lt;da&gt; Terra');
    expect(content.html).not.toContain('Sabor <da> Terra');
  });

  it('says the one-time code expires in 10 minutes', () => {
    expect(renderEmail('otp-code', samples['otp-code']).text).toContain('expira em 10 minutos');
  });
});
