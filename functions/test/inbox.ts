import { env } from 'cloudflare:test';
import type { InboxMessage } from '../../stack/mail-inbox';

export type { InboxMessage };

const inboxUrl = () => (env as unknown as { TEST_INBOX_URL: string }).TEST_INBOX_URL;

/** Messages the local SMTP inbox received for one address, newest first. */
export async function inboxFor(address: string): Promise<InboxMessage[]> {
  const res = await fetch(`${inboxUrl()}/api/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as InboxMessage[];
}

/** The first link in a message's text that contains `path`. */
export function linkIn(message: InboxMessage, path: string): URL {
  const match = message.text.match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, (c) => `\\${c}`)}\\S*`));
  if (!match) throw new Error(`no link with ${path} in "${message.subject}"`);
  return new URL(match[0]);
}
