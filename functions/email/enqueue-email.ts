import type { Bindings } from '../env';
import { ApiError } from '../lib/errors';
import type { EmailJob } from './email-job';
import type { TemplateData, TemplateName } from './templates';

/**
 * Every e-mail goes through the queue. Call after the transaction that
 * decided to send it has committed, so nothing is sent for a rolled-back change.
 */
export async function enqueueEmail<T extends TemplateName>(
  env: Pick<Bindings, 'JOBS'>,
  email: { to: string; template: T; data: TemplateData[T]; sendAt?: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  let delaySeconds = 0;
  if (email.sendAt) {
    delaySeconds = Math.ceil((email.sendAt.getTime() - Date.now()) / 1000);
    if (delaySeconds <= 0)
      throw new ApiError({ code: 'BAD_REQUEST', message: 'O envio agendado deve estar no futuro' });
  }
  const job = {
    kind: 'email',
    id,
    to: email.to,
    template: email.template,
    data: email.data,
    sendAt: email.sendAt?.toISOString(),
  } as EmailJob;
  await env.JOBS.send(job, delaySeconds > 0 ? { delaySeconds: Math.min(delaySeconds, 12 * 3600) } : undefined);
  return id;
}
