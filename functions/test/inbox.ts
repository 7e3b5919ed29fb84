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

/** The bytes of a message's attachment, as the inbox received them. */
export async function attachmentOf(message: InboxMessage, index = 0): Promise<Uint8Array> {
  const res = await fetch(`${inboxUrl()}/api/messages/${message.id}/attachments/${index}`);
  if (res.status !== 200) throw new Error(`attachment ${index} of "${message.subject}": ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
