import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../platform/jobs/job';
import { usageLog } from '../test/usage-logs';
import { queueUsageLog, USAGE_FLUSH_MS } from './usage-log.sender';

/** A queue that keeps each sendBatch's bodies, and the waitUntil promises the calls handed over. */
function recorder(fail = false) {
  const batches: Job[][] = [];
  const sendBatch = vi.fn(async (messages: Iterable<MessageSendRequest<Job>>) => {
    if (fail) throw new Error('queue unavailable');
    batches.push([...messages].map((m) => m.body));
  });
  const queue = { sendBatch, send: vi.fn() } as unknown as Queue<Job>;
  const pending: Promise<unknown>[] = [];
  const waitUntil = (p: Promise<unknown>) => void pending.push(p);
  const settled = async () => {
    while (pending.length) await pending.shift();
  };
  return { queue, batches, sendBatch, waitUntil, settled };
}

const key = crypto.randomUUID();
const supplier = crypto.randomUUID();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usage logs leave an isolate in batches', () => {
  it('sends the calls of one window as one batch, each log one message, after the window', async () => {
    const q = recorder();
    const jobs = [usageLog(key, supplier), usageLog(key, supplier), usageLog(key, supplier, { statusCode: 404 })];
    const started = performance.now();
    for (const job of jobs) queueUsageLog(q.queue, job, q.waitUntil);
    expect(q.sendBatch).not.toHaveBeenCalled();
    await q.settled();
    expect(performance.now() - started).toBeGreaterThanOrEqual(USAGE_FLUSH_MS - 5);
    expect(q.batches).toEqual([jobs]);
    expect(q.queue.send).not.toHaveBeenCalled();
  });

  it('sends a full batch at once (100 messages) and gathers the next call into a new one', async () => {
    const q = recorder();
    const jobs = Array.from({ length: 101 }, () => usageLog(key, supplier));
    for (const job of jobs.slice(0, 100)) queueUsageLog(q.queue, job, q.waitUntil);
    expect(q.sendBatch).toHaveBeenCalledOnce();
    queueUsageLog(q.queue, jobs[100]!, q.waitUntil);
    await q.settled();
    expect(q.batches).toEqual([jobs.slice(0, 100), jobs.slice(100)]);
  });

  it('keeps a batch under sendBatch’s 256 KB: large bodies go in several batches, none lost or repeated', async () => {
    const q = recorder();
    const jobs = Array.from({ length: 30 }, () =>
      usageLog(key, supplier, { method: 'PUT', requestBody: 'ç'.repeat(4096) }),
    );
    for (const job of jobs) queueUsageLog(q.queue, job, q.waitUntil);
    await q.settled();
    expect(q.batches.length).toBeGreaterThan(1);
    for (const batch of q.batches) expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThan(256_000);
    expect(q.batches.flat()).toEqual(jobs);
  });

  it('logs a batch the queue refused, with its size and without its bodies, and fails no request', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void printed.push(String(line)));
    const q = recorder(true);
    queueUsageLog(q.queue, usageLog(key, supplier, { requestBody: 'CORPO-SECRETO' }), q.waitUntil);
    queueUsageLog(q.queue, usageLog(key, supplier), q.waitUntil);
    await q.settled();
    const line = printed.map((l) => JSON.parse(l)).find((l) => l.event === 'usage_log_not_queued');
    expect(line).toMatchObject({ level: 'error', logs: 2 });
    expect(printed.join('\n')).not.toContain('CORPO-SECRETO');
  });
});
