import { createApp } from './app';
import type { Bindings } from './env';
import type { Job } from './jobs/job';
import { consumeJobs } from './jobs/consumer';
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from './jobs/dead-letters';
import { runScheduled } from './scheduled/run';

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => (batch.queue === DEAD_LETTER_QUEUE ? consumeDeadLetters(batch, env) : consumeJobs(batch, env)),
  scheduled: async (controller, env, ctx) => {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings, Job>;
