import { env } from 'cloudflare:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deadLetterJobs, jobEffects } from '../../../db/schema/jobs';
import { supplierApiKeyUsageLogs, supplierApiUsageDaily } from '../../../db/schema/supplier-api';
import type { Job } from './job';
import { createCatalogue } from '../../test/catalogue';
import { reportFigure } from '../../test/exposure';
import { createSupplierKey } from '../../test/supplier-keys';
import { uniq, withDb } from '../../test/tenant';
import { consumeJobs } from './consumer';
import { JOB_HANDLERS } from '../../job-registry';
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from '../../operator/dead-letters';

/** Mulberry32: a fixed seed makes every run deliver, fail and duplicate the same messages. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** wrangler.toml: max_retries = 6, then the dead-letter queue. */
const MAX_RETRIES = 6;

interface Delivery {
  id: string;
  body: Job;
  attempts: number;
}

describe('queue and e-mail idempotency model', () => {
  it(
    '10,000 messages with 20% failures and 10% duplicates: rows equal unique ids, no e-mail twice, poison ends in the dead-letter queue',
    { timeout: 300_000 },
    async () => {
      const random = prng(20261122);
      const tag = `modelo-${uniq()}.dev`;
      const catalogue = await createCatalogue([]);
      const key = await createSupplierKey(catalogue.supplier.id);

      const TOTAL = 10_000;
      const bodies: Job[] = [];
      const poisonIds = new Set<string>();
      // The supplier's key reading its products: what every usage-log message here records, poison or not.
      const productsCall = {
        kind: 'usage-log',
        apiKeyId: key.id,
        supplierId: catalogue.supplier.id,
        endpoint: '/supplier/products',
        method: 'GET',
      } as const;
      for (let i = 0; i < TOTAL; i++) {
        const id = crypto.randomUUID();
        if (i % 40 === 0) {
          bodies.push({
            kind: 'email',
            id,
            to: `pessoa${i}@${tag}`,
            template: 'notification',
            data: { title: `Aviso ${i}`, message: 'Mensagem do modelo de fila.' },
          });
        } else if (i % 500 === 7) {
          poisonIds.add(id);
          // Malformed: no valid status code. It can never be written, so it must end in the dead-letter queue.
          bodies.push({ ...productsCall, id, statusCode: -1 } as unknown as Job);
        } else {
          bodies.push({
            ...productsCall,
            id,
            statusCode: random() < 0.9 ? 200 : 404,
            responseTime: Math.floor(random() * 80),
            ipAddress: '10.0.0.1',
            userAgent: 'modelo',
            requestSize: null,
            responseSize: 120,
            requestBody: null,
            queryParams: null,
            createdAt: new Date().toISOString(),
          });
        }
      }
      // 10% of the messages are delivered twice (the same body under another message id).
      const queue: Delivery[] = bodies.map((body) => ({ id: crypto.randomUUID(), body, attempts: 1 }));
      for (const body of bodies) if (random() < 0.1) queue.push({ id: crypto.randomUUID(), body, attempts: 1 });
      for (let i = queue.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [queue[i], queue[j]] = [queue[j]!, queue[i]!];
      }
      const uniqueDeliveries = queue.length;

      // 20% failures: half make the handler throw before any effect, half lose the ack after the effect
      // (the consumer did its work, the runtime redelivers), each on the message's first attempt.
      const failBefore = new Set<string>();
      const loseAck = new Set<string>();
      for (const d of queue) {
        const r = random();
        if (r < 0.1) failBefore.add(d.id);
        else if (r < 0.2) loseAck.add(d.id);
      }

      const deadLetters: Delivery[] = [];
      let deliveries = 0;
      let injected = 0;
      while (queue.length > 0) {
        const batch = queue.splice(0, 100);
        const outcome = new Map<string, 'ack' | 'retry'>();
        const messages = batch.map((d) => ({
          id: d.id,
          timestamp: new Date(),
          body: d.body,
          attempts: d.attempts,
          ack: () => void outcome.set(d.id, 'ack'),
          retry: () => void outcome.set(d.id, 'retry'),
        }));
        // Failures before the effect: these messages are retried without reaching their handler.
        const failing = messages.filter((m) => m.attempts === 1 && failBefore.has(m.id));
        for (const m of failing) m.retry();
        injected += failing.length;
        const rest = messages.filter((m) => !(m.attempts === 1 && failBefore.has(m.id)));
        deliveries += batch.length;
        await consumeJobs(
          {
            queue: 'abastece-jobs',
            messages: rest,
            ackAll: () => undefined,
            retryAll: () => undefined,
          } as unknown as MessageBatch<Job>,
          env,
          JOB_HANDLERS,
        );
        for (const d of batch) {
          const result = outcome.get(d.id) ?? 'ack';
          if (result === 'ack' && d.attempts === 1 && loseAck.has(d.id)) {
            injected++;
            queue.push({ ...d, attempts: d.attempts + 1 });
          } else if (result === 'retry') {
            if (d.attempts > MAX_RETRIES) deadLetters.push(d);
            else queue.push({ ...d, attempts: d.attempts + 1 });
          }
        }
      }

      // The dead-letter queue's consumer keeps them; its first batch is delivered twice (a lost ack).
      const dlqAcks: string[] = [];
      const dlqBatch = (letters: Delivery[]) =>
        ({
          queue: DEAD_LETTER_QUEUE,
          messages: letters.map((d) => ({
            id: d.id,
            timestamp: new Date(),
            body: d.body,
            attempts: 1,
            ack: () => undefined,
            retry: () => undefined,
          })),
          ackAll: () => void dlqAcks.push('ack'),
          retryAll: () => void dlqAcks.push('retry'),
        }) as unknown as MessageBatch<Job>;
      await consumeDeadLetters(dlqBatch(deadLetters.slice(0, 10)), env);
      await consumeDeadLetters(dlqBatch(deadLetters.slice(0, 10)), env);
      await consumeDeadLetters(dlqBatch(deadLetters.slice(10)), env);
      const kept = await withDb((db) =>
        db
          .select({ jobId: deadLetterJobs.jobId, kind: deadLetterJobs.kind })
          .from(deadLetterJobs)
          .where(
            inArray(
              deadLetterJobs.messageId,
              deadLetters.map((d) => d.id),
            ),
          ),
      );

      const validUsageIds = bodies.filter((b) => b.kind === 'usage-log' && !poisonIds.has(b.id)).map((b) => b.id);
      const emailIds = bodies.filter((b) => b.kind === 'email').map((b) => b.id);
      const [rows, daily, sent] = await withDb(async (db) => [
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(supplierApiKeyUsageLogs)
            .where(eq(supplierApiKeyUsageLogs.apiKeyId, key.id))
        )[0]!.n,
        (
          await db
            .select({ n: sql<number>`coalesce(sum(${supplierApiUsageDaily.requests}), 0)::int` })
            .from(supplierApiUsageDaily)
            .where(eq(supplierApiUsageDaily.apiKeyId, key.id))
        )[0]!.n,
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobEffects)
            .where(
              and(
                inArray(
                  jobEffects.key,
                  emailIds.map((id) => `email:${id}`),
                ),
                eq(jobEffects.status, 'done'),
              ),
            )
        )[0]!.n,
      ]);
      const inbox = (await (
        await fetch(`${(env as unknown as { TEST_INBOX_URL: string }).TEST_INBOX_URL}/api/messages`)
      ).json()) as { to: string[] | string }[];
      const received = inbox.map((m) => (Array.isArray(m.to) ? m.to.join(',') : m.to)).filter((to) => to.includes(tag));
      const deadIds = new Set(deadLetters.map((d) => d.body.id));

      await reportFigure(
        `queue model: ${TOTAL} messages (${uniqueDeliveries} deliveries with duplicates, ${deliveries} attempts, ${injected} injected failures): ${rows} rows for ${validUsageIds.length} unique usage ids, ${received.length} e-mails for ${emailIds.length} unique e-mail jobs (${received.length - new Set(received).size} sent twice), ${deadLetters.length} dead letters = ${deadIds.size} poison ids of ${poisonIds.size}, ${kept.length} kept by the dead-letter consumer`,
      );
      expect(rows).toBe(validUsageIds.length);
      expect(daily).toBe(validUsageIds.length);
      expect(sent).toBe(emailIds.length);
      expect(received).toHaveLength(emailIds.length);
      expect(new Set(received).size).toBe(emailIds.length);
      expect([...deadIds].sort()).toEqual([...poisonIds].sort());
      expect(deadLetters.every((d) => poisonIds.has(d.body.id))).toBe(true);
      expect(dlqAcks).toEqual(['ack', 'ack', 'ack']);
      expect(kept).toHaveLength(deadLetters.length);
      expect(new Set(kept.map((k) => k.jobId))).toEqual(poisonIds);
      expect(kept.every((k) => k.kind === 'usage-log')).toBe(true);
    },
  );
});
