import * as z from 'zod';
import { isoDateTime, pageOf, uuid } from '../platform/response-schemas';
import type { CityWithUse } from './cities.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** A city as the operator manages it: every field, and who uses it. */
export const managedCitySchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string().meta({ example: 'Campinas' }),
    state: z.string().meta({ description: 'UF', example: 'SP' }),
    country: z.string().meta({ example: 'BR' }),
    ibgeCode: z.string().nullable().meta({
      description: 'Código IBGE do município (7 dígitos); null numa cidade antiga sem ele',
      example: '3509502',
    }),
    isActive: z.boolean().meta({ description: 'Só as ativas são oferecidas a fornecedores e endereços' }),
    supplierCount: z.number().int().meta({ description: 'Fornecedores que atendem a cidade' }),
    organizationCount: z.number().int().meta({ description: 'Organizações com endereço de entrega na cidade' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ManagedCity' });

export const managedCityListSchema = /* @__PURE__ */ pageOf(managedCitySchema);

export const managedCityToResponse = ({
  city,
  supplierCount,
  organizationCount,
}: CityWithUse): z.output<typeof managedCitySchema> => ({
  id: city.id,
  name: city.name,
  state: city.state,
  country: city.country,
  ibgeCode: city.ibgeCode,
  isActive: city.isActive,
  supplierCount,
  organizationCount,
  createdAt: city.createdAt.toISOString(),
  updatedAt: city.updatedAt.toISOString(),
});
