/** Who is calling: the shapes the auth middleware puts in the request context. Types only. */

export type MemberRole = 'owner' | 'admin' | 'member';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  role: string;
}

export interface CurrentSession {
  id: string;
  activeOrganizationId: string | null;
  expiresAt: Date;
}

export interface CurrentMembership {
  id: string;
  organizationId: string;
  role: MemberRole;
}
