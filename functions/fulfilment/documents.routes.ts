import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { monthField } from '../platform/fields';
import { monthNotes, monthZip } from './nfe-month-zip';

const MONTH = 'Informe o mês como AAAA-MM';
const monthQuery = z.object({
  month: monthField(MONTH).meta({ description: 'O mês de emissão (horário de Brasília), AAAA-MM', example: '2026-11' }),
});

/** The organization's fiscal documents for its accountant: owners and admins (a member is refused). */
export const documentRoutes = new Hono<SessionEnv>()
  .use(area('Documentos'), requireSession(), requireRole('owner', 'admin'))
  // GET /documents/nfe?month=AAAA-MM — the month's NF-e XMLs in one zip, with an index
  .get('/nfe', doc('documents', 'GET /nfe'), validate('query', monthQuery), async (c) => {
    const { month } = c.req.valid('query');
    const notes = await monthNotes(c.var.db, activeOrganizationId(c), month);
    return new Response(monthZip(c.env.DOCUMENTS, notes), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="nfe-${month}.zip"`,
        'cache-control': 'private, no-store',
      },
    });
  });
