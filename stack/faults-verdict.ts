import type pg from 'pg';
import { messageIdOf } from '../functions/email/email.job';
import type { FaultStack } from './faults-stack';
import type { Tally } from './faults-client';

/** One checkout attempt of the stream: its key, its unique description, and the order a 2xx named. */
export interface Placed {
  key: string;
  description: string;
  orderId?: string;
  number?: number;
}

interface Inputs {
  db: pg.Client;
  stack: FaultStack;
  placed: Placed[];
  acknowledged: Set<string>;
  tally: Tally;
  left: { outbox: number; claims: number; unmailed: number };
  log: (line: string) => void;
}

/** Each checkout attempt against the rows: a 2xx is there once, a 5xx (given up) left nothing. */
async function orders(db: pg.Client, placed: Placed[]) {
  const { rows } = await db.query<{ description: string; ids: string[] }>(
    `select description, array_agg(id::text) as ids from purchase_orders where description = any($1) group by description`,
    [placed.map((p) => p.description)],
  );
  const byDescription = new Map(rows.map((r) => [r.description, r.ids]));
  const missing = placed.filter((p) => p.orderId && !byDescription.get(p.description)?.includes(p.orderId));
  const duplicated = placed.filter((p) => (byDescription.get(p.description)?.length ?? 0) > 1);
  const leftByFailure = placed.filter((p) => !p.orderId && byDescription.has(p.description));
  return { answered: placed.filter((p) => p.orderId).length, missing, duplicated, leftByFailure };
}

/** What the suppliers acknowledged is so in the database. */
async function acknowledgements(db: pg.Client, acknowledged: Set<string>) {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from supplier_orders where id = any($1) and status <> 'SENT' and acknowledged_at is not null`,
    [[...acknowledged]],
  );
  return { acknowledged: acknowledged.size, stored: rows[0]!.n };
}

/**
 * E-mails: every job the consumer marked done reached the inbox (lost: none), duplicates counted by
 * Message-ID; and every part sent to a supplier in the run had its "Novo pedido de compra" (with the PDF).
 */
async function emails(db: pg.Client, stack: FaultStack, placed: Placed[]) {
  const inbox = (await (await fetch(`${stack.inboxUrl}/api/messages`)).json()) as {
    messageId: string;
    subject: string;
    attachments: unknown[];
  }[];
  const arrived = new Map<string, number>();
  for (const m of inbox) arrived.set(m.messageId, (arrived.get(m.messageId) ?? 0) + 1);
  const { rows: done } = await db.query<{ key: string }>(
    `select key from job_effects where key like 'email:%' and status = 'done'`,
  );
  // The stack's sender, as the worker reads it (EMAIL_FROM, else the configuration's default).
  const from = process.env.EMAIL_FROM ?? 'Abastece <nao-responda@abastece.dev>';
  const lost = done.filter((d) => !arrived.has(messageIdOf(d.key.slice('email:'.length), from)));
  const { rows: sent } = await db.query<{ number: string }>(
    `select so.number from supplier_orders so join purchase_orders po on po.id = so.purchase_order_id
     where po.description = any($1) and so.sent_at is not null`,
    [placed.map((p) => p.description)],
  );
  const supplierMail = new Set(
    inbox
      .filter((m) => m.subject.startsWith('Novo pedido de compra nº') && m.attachments.length > 0)
      .map((m) => m.subject.match(/nº (\d+-\d+)/)?.[1]),
  );
  const partsUnmailed = sent.filter((s) => !supplierMail.has(s.number));
  return {
    jobs: done.length,
    messages: inbox.length,
    duplicates: inbox.length - arrived.size,
    lost: lost.length,
    partsSent: sent.length,
    partsUnmailed: partsUnmailed.map((p) => p.number),
  };
}

/** Prints the run's figures and each broken promise; true when every promise held. */
export async function verdict({ db, stack, placed, acknowledged, tally, left, log }: Inputs): Promise<boolean> {
  const o = await orders(db, placed);
  const a = await acknowledgements(db, acknowledged);
  const e = await emails(db, stack, placed);
  const unavailable = tally.byStatus[503] ?? 0;
  const { rows: dead } = await db.query<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from dead_letter_jobs group by kind`,
  );
  const statuses = Object.entries(tally.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  log(`requests ${tally.requests} (${statuses}; ${tally.networkErrors} without an answer)`);
  log(
    `checkouts ${placed.length}: ${o.answered} answered 2xx, ${o.missing.length} of them missing, ${o.duplicated.length} made twice, ${o.leftByFailure.length} rows left by a refused one`,
  );
  log(`supplier acknowledgements: ${a.acknowledged} answered 200, ${a.stored} stored`);
  log(
    `e-mails: ${e.jobs} sent by the consumer, ${e.messages} in the inbox, ${e.lost} lost, ${e.duplicates} duplicates (same Message-ID); ${e.partsSent} parts sent to suppliers, ${e.partsUnmailed.length} without their "Novo pedido de compra" with the PDF`,
  );
  log(
    `left: ${left.outbox} outbox rows, ${left.claims} claims running, ${dead.reduce((n, d) => n + d.n, 0)} dead letters; 503 with Retry-After: ${unavailable}`,
  );
  const broken = [
    o.missing.length && `${o.missing.length} orders answered 2xx are not in the database`,
    o.duplicated.length && `${o.duplicated.length} checkouts made more than one order`,
    o.leftByFailure.length && `${o.leftByFailure.length} refused checkouts left an order`,
    a.stored !== a.acknowledged && `${a.acknowledged - a.stored} acknowledgements answered 200 are not stored`,
    e.lost && `${e.lost} e-mails lost`,
    e.partsUnmailed.length && `parts never mailed to their supplier: ${e.partsUnmailed.slice(0, 10).join(', ')}`,
    left.outbox && `${left.outbox} outbox rows never relayed`,
    left.claims && `${left.claims} claims still running`,
    dead.length && `dead letters: ${dead.map((d) => `${d.kind}×${d.n}`).join(', ')}`,
    tally.unavailableWithoutRetryAfter &&
      `${tally.unavailableWithoutRetryAfter} 5xx that were not 503 with Retry-After`,
    tally.networkErrors && `${tally.networkErrors} requests the app never answered`,
    unavailable === 0 && process.env.FAULTS_INJECT !== 'false' && 'no 503 seen: the faults did not reach the requests',
  ].filter(Boolean);
  for (const line of broken) log(`BROKEN: ${line}`);
  log(broken.length ? `${broken.length} promises broken` : 'every promise held');
  return broken.length === 0;
}
