import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from './job';
import worker from '../index';
import { consumeJobs, retryDelaySeconds } from './consumer';
import { JOB_HANDLERS, type JobHandlers } from './registry';

const message = (id: string, body: unknown, attempts = 1) => ({
  id,
  timestamp: new Date(),
  attempts,
  body: body as Job,
});

describe('queue consumer', () => {
  it("acks each message that its handler finished, through the worker's queue entry point", async () => {
    // Billing-customer jobs for organizations that do not exist: the handler finishes them ("nothing to bill").
    const batch = createMessageBatch<Job>('abastece-jobs', [
      message('a', { kind: 'billing-customer', id: '1', organizationId: crypto.randomUUID() }),
      message('b', { kind: 'billing-customer', id: '2', organizationId: crypto.randomUUID() }),
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['a', 'b']);
    expect(result.retryMessages).toEqual([]);
  });

  it('retries only the poison message, with backoff, and acks the rest', async () => {
    // A job kind of the test's own, beside the real ones.
    const handlers = {
      ...JOB_HANDLERS,
      noop: async (job: { id: string }) => {
        if (job.id === 'poison') throw new Error('cannot process');
        return 'done';
      },
    } as unknown as JobHandlers;
    const batch = createMessageBatch<Job>('abastece-jobs', [
      message('ok-1', { kind: 'noop', id: '1' }),
      message('bad', { kind: 'noop', id: 'poison' }, 3),
      message('ok-2', { kind: 'noop', id: '2' }),
    ]);
    const ctx = createExecutionContext();
    const retry = vi.spyOn(batch.messages[1]!, 'retry');
    await consumeJobs(batch, env, handlers);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['ok-1', 'ok-2']);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['bad']);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(3) });
  });

  it('acks (drops, with a log) a message of an unknown kind instead of retrying it forever', async () => {
    const batch = createMessageBatch<Job>('abastece-jobs', [message('x', { kind: 'does-not-exist' })]);
    const ctx = createExecutionContext();
    await consumeJobs(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['x']);
  });

  it('backs off exponentially up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(20)).toBe(900);
  });
});
