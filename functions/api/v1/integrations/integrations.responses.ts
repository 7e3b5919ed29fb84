import * as z from 'zod';
import { isoDateTime, metadataObject } from '../../../lib/response-schemas';

export const integrationSchema = z
  .object({
    slug: z.string().meta({ example: 'slack' }),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    installed: z.boolean(),
    enabled: z.boolean(),
    metadata: metadataObject
      .nullable()
      .meta({ description: 'As configurações; credenciais só com os 4 últimos caracteres (…abcd)' }),
    installedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Integration' });

export const integrationListSchema = z.object({ data: z.array(integrationSchema) });
