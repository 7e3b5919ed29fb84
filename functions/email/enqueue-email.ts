import { ApiError } from '../platform/errors';
import type { DbOrTx } from '../platform/db';
import { writeOutbox } from '../platform/jobs/outbox';
import type { EmailJob } from './email.payload';
import type { TemplateData, TemplateName } from './templates';

/**
 * Every e-mail goes through the outbox, in the transaction (`tx`) that decided to send it: nothing is
 * sent for a rolled-back change, and nothing is lost when the queue is down. `sendAt` holds it back.
 */
export async function enqueueEmail<T extends TemplateName>(
  tx: DbOrTx,
  sealKey: string,
  email: { to: string; template: T; data: TemplateData[T]; sendAt?: Date },
): Promise<string> {
  if (email.sendAt && email.sendAt.getTime() <= Date.now()) {
    throw new ApiError({ code: 'BAD_REQUEST', message: 'O envio agendado deve estar no futuro' });
  }
  const id = crypto.randomUUID();
  const job = {
    kind: 'email',
    id,
    to: email.to,
    template: email.template,
    data: email.data,
    sendAt: email.sendAt?.toISOString(),
  } as EmailJob;
  await writeOutbox(tx, sealKey, [job], email.sendAt ? { availableAt: email.sendAt } : {});
  return id;
}
