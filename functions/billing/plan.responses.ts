import * as z from 'zod';
import { uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const planListSchema = /* @__PURE__ */ z.object({
  data: z.array(
    z
      .object({
        id: uuid,
        slug: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        features: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            limit: z.number().int().nullable(),
            enabled: z.boolean(),
            cycle: z.string().nullable(),
          }),
        ),
        prices: z.array(
          z.object({
            id: uuid,
            slug: z.string(),
            amount: z.number().int().meta({ description: 'Centavos' }),
            currency: z.string(),
            interval: z.string(),
            intervalCount: z.number().int(),
          }),
        ),
      })
      .meta({ id: 'Plan' }),
  ),
});
