import * as z from 'zod';
import {
  isoDateTime,
  memberRoleSchema,
  metadataObject,
  uuid,
  pagesPaginationSchema,
} from '../platform/response-schemas';
import { ORDER_STATUSES } from '../orders/purchase-orders.schemas';

const client = {
  id: uuid,
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  metadata: metadataObject,
  twoFactorEnabled: z.boolean(),
};

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const clientListSchema = /* @__PURE__ */ z.object({
  clients: z.array(z.object({ ...client, memberRole: memberRoleSchema, joinedAt: isoDateTime }).meta({ id: 'Client' })),
  pagination: pagesPaginationSchema,
});

export const clientDetailSchema = /* @__PURE__ */ z
  .object({
    ...client,
    organizations: z.array(
      z.object({
        id: uuid,
        name: z.string(),
        slug: z.string(),
        logo: z.string().nullable(),
        cnpj: z.string(),
        metadata: metadataObject,
        role: memberRoleSchema,
        joinedAt: isoDateTime,
      }),
    ),
    accounts: z.array(z.object({ provider: z.string(), createdAt: isoDateTime })),
    sessions: z.array(
      z.object({
        id: uuid,
        createdAt: isoDateTime,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    purchaseOrders: z.array(
      z.object({
        id: uuid,
        createdAt: isoDateTime,
        status: z.enum(ORDER_STATUSES),
        totalAmount: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'ClientDetail' });
