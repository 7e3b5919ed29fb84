import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Job } from './job';
import worker from '../../index';
import { consumeJobs, retryDelaySeconds } from './consumer';
import { JOB_HANDLERS } from '../../job-registry';
import type { JobKinds } from './context';

const JOB_KINDS = JOB_HANDLERS.one;

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
    const kinds = {
      ...JOB_KINDS,
      noop: {
        payload: z.object({ kind: z.literal('noop'), id: z.string() }),
        handle: async (job: { id: string }) => {
          if (job.id === 'poison') throw new Error('cannot process');
          return 'done';
        },
      },
    } as unknown as JobKinds;
    const batch = createMessageBatch<Job>('abastece-jobs', [
      message('ok-1', { kind: 'noop', id: '1' }),
      message('bad', { kind: 'noop', id: 'poison' }, 3),
      message('ok-2', { kind: 'noop', id: '2' }),
    ]);
    const ctx = createExecutionContext();
    const retry = vi.spyOn(batch.messages[1]!, 'retry');
    await consumeJobs(batch, env, { ...JOB_HANDLERS, one: kinds });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['ok-1', 'ok-2']);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['bad']);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(3) });
  });

  it("retries a message its kind's schema refuses, with backoff and without running the handler, and acks the rest", async () => {
    const billing = JOB_KINDS['billing-customer'];
    const email = JOB_KINDS.email;
    const handled: string[] = [];
    const kinds: JobKinds = {
      ...JOB_KINDS,
      'billing-customer': {
        ...billing,
        handle: async (job, ctx) => {
          handled.push(job.id);
          return billing.handle(job, ctx);
        },
      },
      email: {
        ...email,
        handle: async (job) => {
          handled.push(job.id);
          return 'done';
        },
      },
    };
    const batch = createMessageBatch<Job>('abastece-jobs', [
      message('ok', { kind: 'billing-customer', id: 'b-ok', organizationId: crypto.randomUUID() }),
      message('bad-id', { kind: 'billing-customer', id: 'b-bad', organizationId: 'não-é-um-uuid' }, 2),
      // The template's data lacks what the template needs (the message's title).
      message('bad-data', {
        kind: 'email',
        id: 'e-bad',
        to: 'ana@teste.abastece.dev',
        template: 'notification',
        data: { message: 'sem título' },
      }),
      message('bad-template', {
        kind: 'email',
        id: 'e-tpl',
        to: 'ana@teste.abastece.dev',
        template: 'nenhum',
        data: {},
      }),
      message('ok-mail', {
        kind: 'email',
        id: 'e-ok',
        to: 'ana@teste.abastece.dev',
        template: 'notification',
        data: { title: 'Aviso', message: 'Tudo certo.' },
      }),
    ]);
    const ctx = createExecutionContext();
    const retry = vi.spyOn(batch.messages[1]!, 'retry');
    await consumeJobs(batch, env, { ...JOB_HANDLERS, one: kinds });
    const result = await getQueueResult(batch, ctx);
    expect(handled.sort()).toEqual(['b-ok', 'e-ok']);
    expect(result.explicitAcks.sort()).toEqual(['ok', 'ok-mail']);
    expect(result.retryMessages.map((m) => m.msgId).sort()).toEqual(['bad-data', 'bad-id', 'bad-template']);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: retryDelaySeconds(2) });
  });

  it('acks (drops, with a log) a message of an unknown kind instead of retrying it forever', async () => {
    const batch = createMessageBatch<Job>('abastece-jobs', [message('x', { kind: 'does-not-exist' })]);
    const ctx = createExecutionContext();
    await consumeJobs(batch, env, JOB_HANDLERS);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['x']);
  });

  it('backs off exponentially up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(20)).toBe(900);
  });
});
