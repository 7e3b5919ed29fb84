import type * as z from 'zod';
import type { AppConfig, Bindings } from '../env';
import type { Db } from '../db';
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

/** One job kind: the schema a message must match before `handle` sees it, and the handler. */
export interface JobKind<K extends Job['kind']> {
  payload: z.ZodType<Extract<Job, { kind: K }>>;
  handle: JobHandler<K>;
}

/** Kinds written a whole batch at once (usage logs: one insert for the batch), not one message at a time. */
export type BatchedKind = 'usage-log';
export type SingleKind = Exclude<Job['kind'], BatchedKind>;
export type JobKinds = { [K in SingleKind]: JobKind<K> };
export type BatchHandler = (
  messages: readonly Message<Job>[],
  ctx: JobContext,
  retryDelaySeconds: (attempt: number) => number,
) => Promise<void>;
/** What the queue consumer runs, handed in by the composition root (job-registry.ts). */
export interface JobHandlers {
  one: JobKinds;
  batched: { [K in BatchedKind]: BatchHandler };
}
