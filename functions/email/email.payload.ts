import * as z from 'zod';
import type { TemplateData, TemplateName } from './templates';
import { instant, jobId, rowId, type Same } from '../platform/jobs/payload';

/** The data each template needs (the same as email/templates.ts's `TemplateData`). */
const TEMPLATE_DATA = {
  welcome: z.object({ name: z.string(), appUrl: z.string() }),
  'organization-invite': z.object({
    inviterName: z.string(),
    organizationName: z.string(),
    role: z.enum(['admin', 'member']),
    url: z.string(),
    expiresAt: z.string(),
  }),
  'email-verification': z.object({ name: z.string(), url: z.string() }),
  'forgot-password': z.object({ name: z.string(), url: z.string() }),
  'otp-code': z.object({ name: z.string(), code: z.string() }),
  notification: z.object({
    title: z.string(),
    message: z.string(),
    url: z.string().optional(),
    actionLabel: z.string().optional(),
  }),
  'billing-plan-upgrade': z.object({ organizationName: z.string(), planName: z.string(), url: z.string() }),
  'billing-plan-downgrade': z.object({ organizationName: z.string(), planName: z.string(), url: z.string() }),
  'billing-plan-quota-exceed': z.object({
    organizationName: z.string(),
    featureName: z.string(),
    limit: z.number(),
    url: z.string(),
  }),
};
// A template added to (or changed in) TemplateData and not here fails typecheck.
const _sameTemplates: Same<{ [T in keyof typeof TEMPLATE_DATA]: z.infer<(typeof TEMPLATE_DATA)[T]> }, TemplateData> =
  true;

/** A file made when the e-mail is sent (never carried in the message): the pedido de compra's PDF. */
export const emailAttachmentRefSchema = z.object({
  kind: z.literal('supplier-order-pdf'),
  supplierId: rowId,
  supplierOrderId: rowId,
});
export type EmailAttachmentRef = z.infer<typeof emailAttachmentRefSchema>;

const forTemplate = <T extends TemplateName>(template: T) =>
  z.object({
    kind: z.literal('email'),
    id: jobId,
    to: z.string().regex(/^[^\s@]+@[^\s@]+$/),
    template: z.literal(template),
    data: TEMPLATE_DATA[template],
    sendAt: instant.optional(),
    attachment: emailAttachmentRefSchema.optional(),
  });

/** An e-mail to send; `id` makes it idempotent across redeliveries. */
export const emailJobSchema = z.discriminatedUnion('template', [
  forTemplate('welcome'),
  forTemplate('organization-invite'),
  forTemplate('email-verification'),
  forTemplate('forgot-password'),
  forTemplate('otp-code'),
  forTemplate('notification'),
  forTemplate('billing-plan-upgrade'),
  forTemplate('billing-plan-downgrade'),
  forTemplate('billing-plan-quota-exceed'),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;
// Every template can be sent.
const _everyTemplate: Same<EmailJob['template'], TemplateName> = true;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    email: EmailJob;
  }
}
