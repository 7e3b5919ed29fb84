import type { TemplateData, TemplateName } from './templates';

/** An e-mail to send through the queue; `id` makes it idempotent across redeliveries. */
export type EmailJob = {
  [T in TemplateName]: { kind: 'email'; id: string; to: string; template: T; data: TemplateData[T]; sendAt?: string };
}[TemplateName];
