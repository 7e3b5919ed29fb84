import { createApp } from './app';
import type { Bindings } from './platform/env';
import type { Job } from './platform/jobs/job';
import { consumeJobs } from './platform/jobs/consumer';
import { JOB_HANDLERS } from './job-registry';
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from './operator/dead-letters';
import { runScheduled } from './scheduled';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) =>
    batch.queue === DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeJobs(batch, env, JOB_HANDLERS),
  scheduled: async (controller, env, ctx) => {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings, Job>;
