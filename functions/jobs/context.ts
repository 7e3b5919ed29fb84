import type { AppConfig, Bindings } from '../env';
import type { Db } from '../lib/db';
import type { Job, JobOutcome } from './job';

/** What every handler gets: the bindings, the parsed configuration and the batch's one database. */
export interface JobContext {
  env: Bindings;
  cfg: AppConfig;
  db: Db;
}

export type JobHandler<K extends Job['kind']> = (
  job: Extract<Job, { kind: K }>,
  ctx: JobContext,
) => Promise<JobOutcome>;
