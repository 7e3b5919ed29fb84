/**
 * Who is calling: the shapes the auth middleware puts in the request context. Types only. They are
 * platform's because AppEnv's SessionEnv, which every domain's routes read, is built of them and
 * platform imports no domain (decision 0058); identity's middleware resolves and sets them.
 */

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
  /** Set while the person works as a supplier (the portal); then no organization is active. */
  activeSupplierId: string | null;
  expiresAt: Date;
}

export type SupplierMemberRole = 'admin' | 'staff';

/** The user's membership in the session's active supplier. */
export interface CurrentSupplierMembership {
  id: string;
  supplierId: string;
  role: SupplierMemberRole;
}

export interface CurrentMembership {
  id: string;
  organizationId: string;
  role: MemberRole;
}
