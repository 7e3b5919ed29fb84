import * as z from 'zod';
import { isoDateTime, uuid } from '../../../lib/response-schemas';

/** The user as the auth routes show it (never the password hash). */
export const authUserSchema = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.string(),
  })
  .meta({ id: 'AuthUser' });

const sessionSchema = z
  .object({
    id: uuid,
    activeOrganizationId: uuid.nullable(),
    activeSupplierId: uuid.nullable(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'AuthSession' });

export const signUpResponse = z.object({
  message: z.string(),
  user: z.object({ id: uuid, name: z.string(), email: z.string(), emailVerified: z.boolean() }),
});

export const signInResponse = z.object({ user: authUserSchema, session: sessionSchema });

export const signOutResponse = z.object({ success: z.literal(true), callbackURL: z.string() });

export const currentSessionResponse = z.object({
  user: authUserSchema.extend({ isOperator: z.boolean() }),
  session: sessionSchema,
});

export const activeOrganizationResponse = z.object({ activeOrganizationId: uuid });
export const activeSupplierResponse = z.object({ activeSupplierId: uuid });

export const verifyEmailResponse = z.object({ message: z.string(), user: authUserSchema });

/** Where the browser goes next (the provider's authorization page). */
export const providerRedirectResponse = z.object({ url: z.url(), redirect: z.literal(true) });

export const linkedAccountsResponse = z.object({
  data: z.array(z.object({ provider: z.string(), createdAt: isoDateTime }).meta({ id: 'LinkedAccount' })),
  hasPassword: z.boolean(),
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
