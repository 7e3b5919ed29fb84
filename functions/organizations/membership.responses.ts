import * as z from 'zod';
import { isoDateTime, memberRoleSchema, pageOf, uuid, type paginationSchema } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const memberSchema = /* @__PURE__ */ z
  .object({
    id: uuid.meta({ description: 'O id do vínculo (o de PUT e DELETE /membership/{id}), não o do usuário' }),
    role: memberRoleSchema,
    joinedAt: isoDateTime,
    user: z.object({ id: uuid, name: z.string(), email: z.string(), image: z.string().nullable() }),
  })
  .meta({ id: 'MembershipMember' });

export const membershipListSchema = /* @__PURE__ */ pageOf(memberSchema);

export const membershipRoleSchema = /* @__PURE__ */ z
  .object({ id: uuid, role: memberRoleSchema })
  .meta({ id: 'MembershipRole' });

export const memberToResponse = (member: {
  id: string;
  role: z.output<typeof memberRoleSchema>;
  createdAt: Date;
  user: { id: string; name: string; email: string; image: string | null };
}): z.output<typeof memberSchema> => ({
  id: member.id,
  role: member.role,
  joinedAt: member.createdAt.toISOString(),
  user: { id: member.user.id, name: member.user.name, email: member.user.email, image: member.user.image },
});

export const membershipRoleToResponse = (member: {
  id: string;
  role: z.output<typeof memberRoleSchema>;
}): z.output<typeof membershipRoleSchema> => ({ id: member.id, role: member.role });

export const membershipPageToResponse = (page: {
  data: Parameters<typeof memberToResponse>[0][];
  pagination: z.output<typeof paginationSchema>;
}): z.output<typeof membershipListSchema> => ({ data: page.data.map(memberToResponse), pagination: page.pagination });
