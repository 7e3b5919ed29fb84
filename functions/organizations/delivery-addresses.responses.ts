import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { AddressRow } from './delivery-addresses.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const deliveryAddressSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    label: z.string().nullable().meta({ description: 'Apelido, ex. "Cozinha central"' }),
    cep: z.string().meta({ description: 'Oito dígitos, sem hífen', example: '01310100' }),
    street: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    district: z.string(),
    city: z.object({ id: uuid, name: z.string(), state: z.string().meta({ description: 'UF', example: 'SP' }) }),
    isDefault: z.boolean().meta({ description: 'O endereço usado quando o pedido não escolhe outro' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'DeliveryAddress' });

export const deliveryAddressListSchema = /* @__PURE__ */ z.object({ data: z.array(deliveryAddressSchema) });

export function deliveryAddressToResponse({ address, city }: AddressRow): z.output<typeof deliveryAddressSchema> {
  return {
    id: address.id,
    label: address.label,
    cep: address.cep,
    street: address.street,
    number: address.number,
    complement: address.complement,
    district: address.district,
    city,
    isDefault: address.isDefault,
    createdAt: address.createdAt.toISOString(),
    updatedAt: address.updatedAt.toISOString(),
  };
}
