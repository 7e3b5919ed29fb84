import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { dataEncryptionKey } from '../platform/env';
import { requireOperator } from '../identity/middleware';
import { pagination, paginationQuery } from '../platform/pagination';
import { validate } from '../platform/validate';
import { discardDeadLetter, listDeadLetters, replayDeadLetter } from './dead-letters';
import { area, doc } from '../platform/describe';
import { deadLetterToResponse } from './dead-letters.responses';

/** Queue message ids are opaque: letters, digits and dashes. */
const messageParam = z.object({ messageId: z.string().regex(/^[\w-]{1,128}$/, 'ID de job inválido') });

export const deadLetterRoutes = new Hono<AppEnv>()
  .use(area('Operação'), requireOperator())
  // GET /dead-letters — jobs that exhausted their retries, newest first (platform operator)
  .get('/', doc('dead-letters', 'GET /'), validate('query', paginationQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    const { rows, total } = await listDeadLetters(c.var.db, { page, limit });
    return c.json({
      data: rows.map(deadLetterToResponse),
      pagination: pagination(page, limit, total),
    });
  })
  // POST /dead-letters/:messageId/replay — put the job back on the queue
  .post(
    '/:messageId/replay',
    doc('dead-letters', 'POST /:messageId/replay'),
    validate('param', messageParam),
    async (c) => {
      await replayDeadLetter(c.var.db, dataEncryptionKey(c.var.config), c.req.valid('param').messageId);
      return c.json({ message: 'Job reenviado para a fila' });
    },
  )
  // DELETE /dead-letters/:messageId — discard it
  .delete('/:messageId', doc('dead-letters', 'DELETE /:messageId'), validate('param', messageParam), async (c) => {
    await discardDeadLetter(c.var.db, c.req.valid('param').messageId);
    return c.json({ message: 'Job descartado' });
  });
