import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { deliveryTermsFields } from '../suppliers/suppliers.responses';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const supplierSettingsSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    orderEmail: z
      .string()
      .nullable()
      .meta({ description: 'Para onde vão os pedidos (com o PDF); o e-mail de contato se vazio' }),
    minimumOrderValue: z.number().meta({ description: 'Pedido mínimo por entrega, em R$' }),
    leadTimeDays: z.number().int(),
    paymentTerms: z.array(z.string()).meta({ example: ['PIX à vista', 'Boleto 28 dias'] }),
    ...deliveryTermsFields,
    cities: z.array(z.object({ id: uuid, name: z.string(), state: z.string() })),
  })
  .meta({ id: 'SupplierSettings' });

const role = /* @__PURE__ */ z.enum(['admin', 'staff']);

export const supplierInvitationSchema = /* @__PURE__ */ z
  .object({ id: uuid, email: z.string(), role, status: z.string(), expiresAt: isoDateTime, createdAt: isoDateTime })
  .meta({ id: 'SupplierInvitation' });

export const supplierPeopleSchema = /* @__PURE__ */ z
  .object({
    people: z.array(
      z.object({ id: uuid, userId: uuid, name: z.string(), email: z.string(), role, createdAt: isoDateTime }),
    ),
    pending: z.array(supplierInvitationSchema),
  })
  .meta({ id: 'SupplierPeople' });

export const supplierInvitationViewSchema = /* @__PURE__ */ supplierInvitationSchema
  .extend({ supplierName: z.string() })
  .meta({ id: 'SupplierInvitationView' });

export const supplierInvitationViewListSchema = /* @__PURE__ */ z
  .object({ data: z.array(supplierInvitationViewSchema) })
  .meta({ id: 'SupplierInvitationViewList' });

export const acceptedSupplierInvitationSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  supplierId: uuid,
  supplierName: z.string(),
  role,
});

type Invitation = {
  id: string;
  email: string;
  role: 'admin' | 'staff';
  status: string;
  expiresAt: Date;
  createdAt: Date;
};

export const supplierInvitationToResponse = (i: Invitation): z.output<typeof supplierInvitationSchema> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
});

export const supplierPeopleToResponse = (found: {
  people: { id: string; userId: string; name: string; email: string; role: 'admin' | 'staff'; createdAt: Date }[];
  pending: Invitation[];
}): z.output<typeof supplierPeopleSchema> => ({
  people: found.people.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
  pending: found.pending.map(supplierInvitationToResponse),
});

export const settingsToResponse = (s: {
  id: string;
  name: string;
  email: string;
  orderEmail: string | null;
  minimumOrderValue: string;
  leadTimeDays: number;
  paymentTerms: string[];
  deliveryWeekdays: number[];
  orderCutoff: string | null;
  cities: { id: string; name: string; state: string }[];
}): z.output<typeof supplierSettingsSchema> => ({ ...s, minimumOrderValue: Number(s.minimumOrderValue) });
