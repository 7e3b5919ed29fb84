import * as z from 'zod';
import { auditActionList } from '../platform/audit-actions';
import { dayField } from '../platform/fields';

const day = dayField('Data inválida (use AAAA-MM-DD)');

/** Filters of the log and of its CSV: days are São Paulo calendar days, both ends included. */
export const auditFilterQuery = z
  .object({
    action: z.enum(auditActionList, { error: 'Ação desconhecida' }).optional(),
    actorId: z.uuid({ error: 'ID de autor inválido' }).optional(),
    targetType: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,40}$/, 'Tipo de alvo inválido')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'O início deve ser antes do fim', path: ['from'] });

export const auditListQuery = z.object({
  ...auditFilterQuery.shape,
  /** The seq of the last entry of the previous page (newest first). */
  cursor: z.coerce.number().int().positive({ error: 'Cursor inválido' }).optional(),
  limit: z.coerce.number().int().positive().max(100).default(50),
});

export type AuditFilter = z.infer<typeof auditFilterQuery>;
export type AuditListQuery = z.infer<typeof auditListQuery>;
