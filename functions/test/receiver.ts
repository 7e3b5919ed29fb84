import { env } from 'cloudflare:test';
import type { ReceivedRequest } from './webhook-receiver';

/** The local receiver that stands in for webhook endpoints and integrations (started by the global set-up). */
export const receiver = () => (env as unknown as { TEST_WEBHOOK_RECEIVER_URL: string }).TEST_WEBHOOK_RECEIVER_URL;

/** What the receiver got at `/<name>`, oldest first. */
export const received = async (name: string) =>
  (await (await fetch(`${receiver()}/${name}`)).json()) as ReceivedRequest[];
