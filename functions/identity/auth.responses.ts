import * as z from 'zod';
import { socialProvider } from '../../db/schema/enums';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { SessionUser } from '../platform/principal';
import { userIdentityFields } from './user.responses';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/**
 * The auth and account areas' response shapes (the OpenAPI document's) and the
 * mappers typed by them, so a field the schema lacks does not compile.
 */

/** The user as the auth routes show it (never the password hash). */
export const authUserSchema = /* @__PURE__ */ z
  .object({
    ...userIdentityFields,
    role: z
      .string()
      .meta({ description: 'Papel na plataforma (o da organização está em /user/memberships)', example: 'user' }),
  })
  .meta({ id: 'AuthUser' });

const sessionSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    activeOrganizationId: uuid.nullable(),
    activeSupplierId: uuid
      .nullable()
      .meta({ description: 'O fornecedor em que a pessoa atua (portal); com ele ativo, nenhuma organização está' }),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'AuthSession' });

export const signUpResponse = /* @__PURE__ */ z
  .object({
    message: z.string(),
    user: z.object({ id: uuid, name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  })
  .meta({ id: 'AuthSignUp' });

export const signInResponse = /* @__PURE__ */ z
  .object({ user: authUserSchema, session: sessionSchema })
  .meta({ id: 'AuthSignIn' });

export const signOutResponse = /* @__PURE__ */ z.object({ success: z.literal(true), callbackURL: z.string() });

export const currentSessionResponse = /* @__PURE__ */ z
  .object({
    user: authUserSchema.extend({
      isOperator: z.boolean().meta({ description: 'Se é o operador da plataforma (console do catálogo)' }),
    }),
    session: sessionSchema,
  })
  .meta({ id: 'AuthCurrentSession' });

export const activeOrganizationResponse = /* @__PURE__ */ z.object({ activeOrganizationId: uuid });
export const activeSupplierResponse = /* @__PURE__ */ z.object({ activeSupplierId: uuid });

export const verifyEmailResponse = /* @__PURE__ */ z.object({ message: z.string(), user: authUserSchema });

/** Where the browser goes next (the provider's authorization page). */
export const providerRedirectResponse = /* @__PURE__ */ z
  .object({ url: z.url(), redirect: z.literal(true) })
  .meta({ id: 'AuthProviderRedirect' });

export const linkedAccountsResponse = /* @__PURE__ */ z.object({
  data: z.array(
    z
      .object({ provider: z.enum(socialProvider.enumValues), createdAt: isoDateTime })
      .meta({ id: 'AccountLink', description: 'Um provedor (Google, GitHub) vinculado à conta' }),
  ),
  hasPassword: z.boolean().meta({ description: 'Se a conta também entra com senha' }),
});

/** A user as the session carries it (platform/principal.ts). */
type AuthUserRow = SessionUser;

/** The user's public fields, picked one by one (a row with more never leaks them). */
export const authUserToResponse = (user: AuthUserRow): z.output<typeof authUserSchema> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  emailVerified: user.emailVerified,
  role: user.role,
});

/** The session as both sign-in and GET /auth/session show it. */
export const sessionToResponse = (session: {
  id: string;
  activeOrganizationId: string | null;
  activeSupplierId: string | null;
  expiresAt: Date;
}): z.output<typeof sessionSchema> => ({
  id: session.id,
  activeOrganizationId: session.activeOrganizationId,
  activeSupplierId: session.activeSupplierId,
  expiresAt: session.expiresAt.toISOString(),
});

export const signUpToResponse = (
  message: string,
  user: { id: string; name: string; email: string; emailVerified: boolean },
): z.output<typeof signUpResponse> => ({
  message,
  user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified },
});

export const signInToResponse = (
  user: AuthUserRow,
  session: Parameters<typeof sessionToResponse>[0],
): z.output<typeof signInResponse> => ({ user: authUserToResponse(user), session: sessionToResponse(session) });

export const currentSessionToResponse = (
  user: AuthUserRow,
  session: Parameters<typeof sessionToResponse>[0],
  operator: boolean,
): z.output<typeof currentSessionResponse> => ({
  user: { ...authUserToResponse(user), isOperator: operator },
  session: sessionToResponse(session),
});

export const verifyEmailToResponse = (message: string, user: AuthUserRow): z.output<typeof verifyEmailResponse> => ({
  message,
  user: authUserToResponse(user),
});

export const linkedAccountsToResponse = (input: {
  accounts: { provider: (typeof socialProvider.enumValues)[number]; createdAt: Date }[];
  hasPassword: boolean;
}): z.output<typeof linkedAccountsResponse> => ({
  data: input.accounts.map((a) => ({ provider: a.provider, createdAt: a.createdAt.toISOString() })),
  hasPassword: input.hasPassword,
});
