import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { dataEncryptionKey } from '../platform/env';
import { requireOperator } from '../identity/middleware';
import { pagination, paginationQuery } from '../platform/pagination';
import { validate } from '../platform/validate';
import { discardDeadLetter, listDeadLetters, replayDeadLetter } from './dead-letters';
import { area, doc } from '../platform/describe';
import { messageResponse } from '../platform/response-schemas';
import { deadLetterListSchema, deadLetterToResponse } from './dead-letters.responses';

/** Queue message ids are opaque: letters, digits and dashes. */
const messageParam = z.object({ messageId: z.string().regex(/^[\w-]{1,128}$/, 'ID de job inválido') });

export const deadLetterRoutes = new Hono<AppEnv>()
  .use(area('Operação'), requireOperator())
  // GET /dead-letters — jobs that exhausted their retries, newest first (platform operator)
  .get(
    '/',
    doc({
      summary: 'Jobs que esgotaram as tentativas, mais novos primeiro',
      description:
        'Só o operador da plataforma. O corpo do job fica cifrado e nunca é mostrado: só o tipo, o id e um resumo sem links nem tokens.',
      response: deadLetterListSchema,
    }),
    validate('query', paginationQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const { rows, total } = await listDeadLetters(c.var.db, { page, limit });
      return c.json({
        data: rows.map(deadLetterToResponse),
        pagination: pagination(page, limit, total),
      });
    },
  )
  // POST /dead-letters/:messageId/replay — put the job back on the queue
  .post(
    '/:messageId/replay',
    doc({
      summary: 'Devolve o job à fila',
      description:
        'O job volta à fila com o mesmo id (os handlers são idempotentes por id) e sai da lista; um id que não está na lista responde 404.',
      response: messageResponse,
    }),
    validate('param', messageParam),
    async (c) => {
      await replayDeadLetter(c.var.db, dataEncryptionKey(c.var.config), c.req.valid('param').messageId);
      return c.json({ message: 'Job reenviado para a fila' });
    },
  )
  // DELETE /dead-letters/:messageId — discard it
  .delete(
    '/:messageId',
    doc({ summary: 'Descarta o job (sai da lista sem ser executado)', response: messageResponse }),
    validate('param', messageParam),
    async (c) => {
      await discardDeadLetter(c.var.db, c.req.valid('param').messageId);
      return c.json({ message: 'Job descartado' });
    },
  );
