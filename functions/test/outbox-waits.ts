import { expect } from 'vitest';
import { inboxFor } from './inbox';
import { received } from './receiver';

/** How long a test waits for the relay and the queue consumer after the minute cron re-sends the outbox. */
const RELAYED = { timeout: 20_000, interval: 250 };

/** Waits until `address` has exactly one e-mail titled `subject` (a second one would be a duplicate send). */
export const expectOneMailTitled = (address: string, subject: string) =>
  expect.poll(async () => (await inboxFor(address)).filter((m) => m.subject === subject).length, RELAYED).toBe(1);

/** Waits until the receiver's `/<name>` got exactly one webhook delivery. */
export const expectOneDeliveryAt = (name: string) =>
  expect.poll(async () => (await received(name)).length, RELAYED).toBe(1);
