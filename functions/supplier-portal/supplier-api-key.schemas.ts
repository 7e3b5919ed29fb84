import * as z from 'zod';
import { searchablePageQuery } from '../platform/pagination';
import { instantField } from '../platform/fields';

/** A key as the operator creates it, for any supplier. */
export const createKeyBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  supplierId: z.string({ error: 'Invalid supplier ID' }).uuid('Invalid supplier ID'),
  description: z.string().trim().max(500).nullable().optional(),
  enabled: z.boolean().default(true),
  neverExpires: z.boolean().default(false),
  expiresAt: instantField('Data de validade inválida').nullable().optional(),
});
export const updateKeyBody = createKeyBody
  .omit({ supplierId: true })
  .partial()
  .extend({ enabled: z.boolean().optional(), neverExpires: z.boolean().optional() });

/** A key as a supplier admin creates it in the portal (pt-BR): always for their own supplier. */
export const createOwnKeyBody = z.object({
  name: z
    .string({ error: 'Informe o nome da chave' })
    .trim()
    .min(1, 'Informe o nome da chave')
    .max(120, 'Nome com no máximo 120 caracteres'),
  description: z.string().trim().max(500, 'Descrição com no máximo 500 caracteres').nullable().optional(),
  enabled: z.boolean().default(true),
  neverExpires: z.boolean().default(false),
  expiresAt: instantField('Data de validade inválida').nullable().optional(),
});
export const updateOwnKeyBody = createOwnKeyBody
  .partial()
  .extend({ enabled: z.boolean().optional(), neverExpires: z.boolean().optional() });
export const ownKeyIdParam = z.object({ id: z.string().uuid('ID de chave inválido') });
export const keyListQuery = searchablePageQuery.extend({
  supplierId: z.string().uuid('Invalid supplier ID').optional(),
});
export const daysQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const keyIdParam = z.object({ id: z.string().uuid('ID de chave de API inválido') });
export const supplierIdParam = z.object({ supplierId: z.string().uuid('Invalid supplier ID') });
