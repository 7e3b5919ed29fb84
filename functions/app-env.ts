import type { AppConfig, Bindings } from './env';
import type { Db } from './lib/db';
import type { CurrentMembership, CurrentSession, SessionUser } from './auth/principal';

/** Hono generics shared by every sub-app. session/user/membership exist once requireSession ran. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    config: AppConfig;
    db: Db;
    session: CurrentSession;
    user: SessionUser;
    /** The user's membership in the session's active organization, if any. */
    membership: CurrentMembership | null;
    /** Set when an organization API key (x-api-key: ak_…) authenticated the call. */
    apiKeyOrganizationId?: string;
  };
}
