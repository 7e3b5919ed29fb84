import type { AppConfig, Bindings } from './env';
import type { Db } from './lib/db';

/** Hono generics shared by every sub-app. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    config: AppConfig;
    db: Db;
  };
}
