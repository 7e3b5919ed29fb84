/**
 * npm run test:faults — the database blinks under a stream of real work, on a stack of its own.
 *
 * `npm start` (stack/start.ts) runs on its own ports and data folder; buyers check out (each with an
 * Idempotency-Key, retried on 503 as the SPA does), the owner approves, two suppliers acknowledge.
 * Meanwhile PostgreSQL is restarted once and, later, the database bridge is killed and its port held
 * for 30 s (the stack's supervisor restarts it when the port is free again). Then, once the queue has
 * drained, it checks what a user is promised: every 2xx is in the database, no 5xx left a row, each
 * key made one order, every e-mail of the run arrived (duplicates counted by Message-ID), the outbox
 * and the claims are empty, and every 5xx seen was a 503 with Retry-After. Exit 1 on any broken promise.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { startFaultStack, type FaultStack } from './faults-stack';
import { FaultClient, type Tally } from './faults-client';
import { holdPort } from './faults-port';
import type { Placed } from './faults-verdict';

const STREAM_MS = Number(process.env.FAULTS_STREAM_MS ?? 100_000);
const PG_RESTART_AT_MS = 15_000;
const BRIDGE_DOWN_AT_MS = 45_000;
const BRIDGE_DOWN_MS = 30_000;
const DRAIN_LIMIT_MS = 300_000;
const BUYERS = ['membro@abastece.dev', 'admin@abastece.dev'];
const APPROVER = 'dono@abastece.dev';
const SUPPLIERS = ['vale-verde@fornecedor.abastece.dev', 'serra-azul@fornecedor.abastece.dev'];
const PRODUCTS = ['Tomate italiano', 'Queijo muçarela'];

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const log = (line: string) => console.log(`[faults] ${line}`);

/** A buyer's loop: a fresh cart, two lines, checkout under one key until it answers (or gives up). */
async function buyer(client: FaultClient, until: number, placed: Placed[], toApprove: string[], products: string[]) {
  let n = 0;
  while (Date.now() < until) {
    n++;
    await client.send('POST', '/cart/clear');
    for (const productId of products) await client.send('POST', '/cart/item', { productId, quantity: 5 });
    const attempt: Placed = { key: crypto.randomUUID(), description: `Falha ${client.who} ${n} ${Date.now()}` };
    placed.push(attempt);
    const res = await client.send('POST', '/purchase-orders', { description: attempt.description }, attempt.key);
    if (res.status === 201) {
      const order = res.json as { id: string; number: number };
      attempt.orderId = order.id;
      attempt.number = order.number;
      toApprove.push(order.id);
    }
  }
}

/**
 * The approvers: the owner decides, and where the rules give the current step to the admin (a member's
 * order), the admin first, then the owner again for a later step. 409: nothing (left) to approve.
 */
async function approver(approvers: FaultClient[], until: number, toApprove: string[]) {
  while (Date.now() < until || toApprove.length > 0) {
    const id = toApprove.shift();
    if (!id) {
      await pause(200);
      continue;
    }
    for (let round = 0; round < 3; round++) {
      const answers = [];
      for (const who of approvers)
        answers.push((await who.send('PUT', `/purchase-orders/${id}/status`, { status: 'APPROVED' })).status);
      if (!answers.includes(200)) break;
    }
  }
}

async function supplier(client: FaultClient, until: number, acknowledged: Set<string>) {
  const promisedDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  while (Date.now() < until) {
    const inbox = await client.send('GET', '/supplier-portal/orders?status=SENT&limit=20');
    const parts = (inbox.json as { data?: { id: string }[] } | undefined)?.data ?? [];
    if (parts.length === 0) await pause(500);
    for (const part of parts) {
      const detail = await client.send('GET', `/supplier-portal/orders/${part.id}`);
      const lines = (detail.json as { lines?: { id: string }[] } | undefined)?.lines;
      if (!lines) continue;
      const answer = await client.send(
        'POST',
        `/supplier-portal/orders/${part.id}/acknowledge`,
        { lines: lines.map((line) => ({ itemId: line.id, accepted: true })), promisedDate },
        crypto.randomUUID(),
      );
      if (answer.status === 200) acknowledged.add(part.id);
    }
  }
}

/** The faults, on their schedule from the stream's start. */
async function inject(stack: FaultStack, started: number) {
  await pause(PG_RESTART_AT_MS - (Date.now() - started));
  log('PostgreSQL: fast shutdown, the stack restarts it');
  await stack.restartPostgres();
  log('PostgreSQL is back');
  if (process.env.FAULTS_ONLY === 'postgres') return;
  await pause(BRIDGE_DOWN_AT_MS - (Date.now() - started));
  log(`database bridge: killed, its port held for ${BRIDGE_DOWN_MS / 1000} s`);
  const held = await holdPort(stack.ports.wsProxy, () => stack.killBridge());
  await pause(BRIDGE_DOWN_MS);
  const back = stack.bridgeBack();
  await held.release();
  await back;
  log('database bridge is back');
}

/**
 * Waits until the work the stream caused is done: nothing in the outbox, no claim running, and every
 * part sent to a supplier mailed — the queue holds jobs it is retrying (after backoffs of up to minutes)
 * where no query sees them, so an empty outbox alone is not the end.
 */
async function drained(db: pg.Client, inboxUrl: string, descriptions: string[], limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const { rows } = await db.query<{ outbox: number; claims: number; sent: string[] }>(
      `select (select count(*)::int from outbox) as outbox,
              (select count(*)::int from job_effects where status = 'running') as claims,
              (select coalesce(array_agg(so.number), '{}') from supplier_orders so
                 join purchase_orders po on po.id = so.purchase_order_id
                where po.description = any($1) and so.sent_at is not null) as sent`,
      [descriptions],
    );
    const inbox = (await (await fetch(`${inboxUrl}/api/messages`)).json()) as { subject: string }[];
    const mailed = new Set(inbox.map((m) => m.subject.match(/^Novo pedido de compra nº (\d+-\d+)/)?.[1]));
    const unmailed = rows[0]!.sent.filter((number) => !mailed.has(number)).length;
    const left = { outbox: rows[0]!.outbox, claims: rows[0]!.claims, unmailed };
    if ((left.outbox === 0 && left.claims === 0 && unmailed === 0) || Date.now() > deadline) return left;
    await pause(3000);
  }
}

async function main() {
  const dataDir = resolve(import.meta.dirname, '../.data/faults');
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startFaultStack(dataDir, log);
  const tally: Tally = { requests: 0, byStatus: {}, unavailableWithoutRetryAfter: 0, networkErrors: 0 };
  let failed: boolean;
  try {
    const clients = await FaultClient.signIn(stack.appUrl, [...BUYERS, APPROVER, ...SUPPLIERS], tally);
    const products = await clients[BUYERS[0]!]!.productIds(PRODUCTS);
    const placed: Placed[] = [];
    const toApprove: string[] = [];
    const acknowledged = new Set<string>();
    const started = Date.now();
    const until = started + STREAM_MS;
    log(`stream: ${BUYERS.length} buyers, 1 approver, ${SUPPLIERS.length} suppliers for ${STREAM_MS / 1000} s`);
    await Promise.all([
      ...BUYERS.map((email) => buyer(clients[email]!, until, placed, toApprove, products)),
      approver([clients[APPROVER]!, clients[BUYERS[1]!]!], until, toApprove),
      ...SUPPLIERS.map((email) => supplier(clients[email]!, until + 20_000, acknowledged)),
      // FAULTS_INJECT=false: the same stream with no fault, the control for a broken promise.
      process.env.FAULTS_INJECT === 'false' ? Promise.resolve() : inject(stack, started),
    ]);
    log('stream over: waiting for the outbox and the queue to drain');
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const drainStarted = Date.now();
      const left = await drained(
        db,
        stack.inboxUrl,
        placed.map((p) => p.description),
        DRAIN_LIMIT_MS,
      );
      log(`drained in ${Math.round((Date.now() - drainStarted) / 1000)} s`);
      const { verdict } = await import('./faults-verdict');
      failed = !(await verdict({ db, stack, placed, acknowledged, tally, left, log }));
    } finally {
      await db.end();
    }
  } catch (error) {
    failed = true;
    log(`the run broke: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await stack.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
