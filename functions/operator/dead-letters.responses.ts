import * as z from 'zod';
import { isoDateTime, pageOf } from '../platform/response-schemas';
import type { listDeadLetters } from './dead-letters';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The area's response shapes: a zod schema each and the mapper from rows that must produce it. */

export const deadLetterSchema = /* @__PURE__ */ z
  .object({
    messageId: z.string().meta({ description: 'O id da mensagem na fila: o que replay e DELETE recebem' }),
    kind: z
      .string()
      .nullable()
      .meta({ description: 'O tipo do job (email, domain-event, webhook-delivery…); null numa mensagem sem tipo' }),
    jobId: z.string().nullable().meta({ description: 'O id do job (chave de idempotência), quando tem um' }),
    summary: z.string().meta({
      description: 'O que se lê sem abrir o job (nunca um link ou token)',
      example: 'e-mail "welcome" para ana@padariaboa.com.br',
    }),
    attempts: z.number().int().meta({ description: 'Tentativas feitas antes de desistir' }),
    receivedAt: isoDateTime,
  })
  .meta({ id: 'DeadLetter' });

export const deadLetterListSchema = /* @__PURE__ */ pageOf(deadLetterSchema);

type DeadLetterRow = Awaited<ReturnType<typeof listDeadLetters>>['rows'][number];

/** Never the sealed body: what the operator reads to decide between replay and discard. */
export const deadLetterToResponse = (r: DeadLetterRow): z.output<typeof deadLetterSchema> => ({
  messageId: r.messageId,
  kind: r.kind,
  jobId: r.jobId,
  summary: r.summary,
  attempts: r.attempts,
  receivedAt: r.receivedAt.toISOString(),
});
