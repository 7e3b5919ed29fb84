import * as z from 'zod';
import { supplierMemberRole } from '../../db/schema/enums';
import type { UserMetadata } from '../../db/schema/identity';
import { isoDateTime, memberRoleSchema, uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const organizationSchema = /* @__PURE__ */ z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});

const supplierMembershipSchema = /* @__PURE__ */ z
  .object({
    supplierId: uuid,
    name: z.string(),
    role: z.enum(supplierMemberRole.enumValues),
    active: z.boolean().meta({ description: 'Se é o fornecedor ativo da sessão' }),
  })
  .meta({ id: 'UserSupplierMembership' });

const membershipSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    role: memberRoleSchema,
    joinedAt: isoDateTime,
    organization: organizationSchema,
    active: z.boolean().meta({ description: 'Se é a organização ativa da sessão' }),
  })
  .meta({ id: 'UserMembership' });

export const myMembershipsSchema = /* @__PURE__ */ z.object({
  suppliers: z.array(supplierMembershipSchema),
  data: z.array(membershipSchema),
});

/** Who a user is, as every answer about a user shows it (never the password hash). */
export const userIdentityFields = {
  id: uuid,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
};

export const profileSchema = /* @__PURE__ */ z
  .object({
    ...userIdentityFields,
    metadata: z
      .looseObject({ referral_source: z.string().optional().meta({ description: 'Como nos conheceu' }) })
      .meta({ description: 'Dados livres do perfil; uma atualização mescla as chaves, nunca apaga as que não traz' }),
  })
  .meta({ id: 'UserProfile' });

export const myMembershipsToResponse = (
  organizations: {
    id: string;
    role: z.output<typeof memberRoleSchema>;
    joinedAt: Date;
    organization: z.output<typeof organizationSchema>;
  }[],
  suppliers: { supplierId: string; name: string; role: (typeof supplierMemberRole.enumValues)[number] }[],
  session: { activeOrganizationId: string | null; activeSupplierId: string | null },
): z.output<typeof myMembershipsSchema> => ({
  suppliers: suppliers.map((s) => ({
    supplierId: s.supplierId,
    name: s.name,
    role: s.role,
    active: s.supplierId === session.activeSupplierId,
  })),
  data: organizations.map((m) => ({
    id: m.id,
    role: m.role,
    joinedAt: m.joinedAt.toISOString(),
    organization: {
      id: m.organization.id,
      name: m.organization.name,
      slug: m.organization.slug,
      logo: m.organization.logo,
    },
    active: m.organization.id === session.activeOrganizationId,
  })),
});

export const profileToResponse = (user: {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  metadata: UserMetadata;
}): z.output<typeof profileSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  emailVerified: user.emailVerified,
  metadata: user.metadata,
});
