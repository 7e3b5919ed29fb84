import type { DomainEventJob } from './domain-event.payload';

/**
 * Every kind of background job, as it travels through the outbox and the queue, filed under its kind
 * (a kind declared twice with different payloads fails typecheck).
 * Platform declares only its own kind; each domain adds its kinds from its `<kind>.payload.ts`, by
 * declaration merging, so the outbox, the queue and the consumer check every kind's fields while
 * platform imports no domain (decision 0058):
 *
 *   declare module '../platform/jobs/job' {
 *     interface JobPayloads { email: EmailJob }
 *   }
 *
 * Each payload is a zod schema there (types are inferred from it, so producers and the consumer's check
 * agree); its handler is `<kind>.job.ts`, listed in job-registry.ts. The schemas sit apart from the
 * handlers so that producers can name a payload without importing what handles it.
 */
export interface JobPayloads {
  'domain-event': DomainEventJob;
}

export type Job = JobPayloads[keyof JobPayloads];
export type { DomainEventJob };

/** What a handler reports: done (ack), or try again later (retry with backoff). */
export type JobOutcome = 'done' | 'retry';
