import type { AppConfig, Bindings } from './env';
import type { Db } from './db';
import type { CurrentMembership, CurrentSupplierMembership, CurrentSession, SessionUser } from './principal';

/** Hono generics shared by every sub-app: what every request has. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    config: AppConfig;
    db: Db;
    /** Set when an organization API key (x-api-key: ak_…) authenticated the call. */
    apiKeyOrganizationId?: string;
    /** That key, as the audit log names it (id and "description (ak_abcd…)"). */
    apiKey?: { id: string; label: string };
  };
}

/** What requireSession adds: a user exists only behind it. */
export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    session: CurrentSession;
    user: SessionUser;
    /** The user's membership in the session's active organization, if any. */
    membership: CurrentMembership | null;
    /** The user's membership in the session's active supplier, if any. */
    supplierMembership: CurrentSupplierMembership | null;
  };
}
