import { dataEncryptionKey, type AppConfig } from '../../platform/env';
import type { AuditActor } from '../../platform/audit-log';
import { todayInSaoPaulo } from '../../platform/brazil';
import type { DbOrTx, Db } from '../../platform/db';
import { claiming, type IdempotentWrite } from '../../platform/idempotency';
import { readDecideWrite } from '../../platform/optimistic';
import type { AcknowledgeInput } from '../supplier-orders.schemas';
import { readForAnswer } from './answer-read';
import { decideAnswer } from './answer-plan';
import { writeAnswer } from './answer-write';

type Input = {
  supplierId: string;
  id: string;
  body: AcknowledgeInput;
  actorName: string | null;
  actor: AuditActor;
  /** The call's Idempotency-Key, checked while reading and claimed in the write batch. */
  idempotency?: IdempotentWrite | null;
};

type Effects = { sealKey: string; appUrl: string };

/**
 * The supplier answers every line: accepted (perhaps fewer, with the promised date) or refused with
 * a reason. Some accepted → ACKNOWLEDGED; all refused → REFUSED. The purchase order follows, and the
 * answer and everything others hear of it commit together: the buyer's audit log, webhooks
 * (purchase_order.updated), the bell and the e-mails. Read (answer-read), decide on the rows alone
 * (answer-plan), then one write batch (answer-write) whose guards check the order is still as read
 * (otherwise the work runs again under locks).
 */
export function answerSupplierOrder(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: Input,
) {
  const effects = { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL };
  return readDecideWrite(db, (handle, locked) => claiming(() => answerOnce(handle, locked, input, effects)));
}

/** One attempt: read, decide, write; `locked` when a guard found the order moved and the locks come first. */
async function answerOnce(handle: DbOrTx, locked: boolean, input: Input, effects: Effects) {
  // The key is claimed before any lock, in the batch and under locks alike: a second call with it
  // waits there for the first, then stops (and is given the first's answer).
  const claim = input.idempotency?.claim(handle) ?? [];
  if (locked) for (const statement of claim) await statement;
  const [read] = await Promise.all([readForAnswer(handle, input, locked), input.idempotency?.checked()]);
  const plan = decideAnswer(read, input, todayInSaoPaulo());
  return writeAnswer(handle, plan, { target: input, read, claim: locked ? [] : claim, ...effects });
}
