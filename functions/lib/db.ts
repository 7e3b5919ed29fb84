import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle, type NeonDatabase } from 'drizzle-orm/neon-serverless';
import type { AppConfig } from '../env';

export type Db = NeonDatabase<Record<string, never>>;

export interface RequestDb {
  db: Db;
  /** Ends the pool; a Pool may not outlive its request on Workers. */
  close(): Promise<void>;
}

/**
 * One pool per request (or per queue batch / cron run), every query of it on
 * that pool. NEON_WS_PROXY points the driver at a local WebSocket->TCP bridge
 * in front of a plain PostgreSQL (local stack, tests); unset, it talks to Neon.
 */
export function createDb(cfg: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>): RequestDb {
  const proxy = cfg.NEON_WS_PROXY;
  if (proxy) {
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: cfg.DATABASE_URL, max: 4 });
  // An idle client's error (e.g. the server going away) must not crash the isolate.
  pool.on('error', (error: Error) => console.error('database pool error', error.message));
  const db = drizzle({ client: pool, casing: 'snake_case' });
  return { db, close: () => pool.end() };
}
