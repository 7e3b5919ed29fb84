import { expect } from '@playwright/test';
import { E2E } from './stack';

interface Message {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a message to `address` whose subject matches, and returns the first link in it containing `path`. */
export async function linkFromInbox(address: string, subject: RegExp, path: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
        const message = ((await res.json()) as Message[]).find((m) => subject.test(m.subject));
        const match = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
        link = match ? new URL(match) : undefined;
        return Boolean(link);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

/** Waits until `count` messages to `address` match the subject; their first links containing `path`, latest delivered first. */
export async function inboxLinks(address: string, subject: RegExp, path: string, count: number): Promise<URL[]> {
  let links: URL[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
        links = ((await res.json()) as Message[])
          .filter((m) => subject.test(m.subject))
          .flatMap((m) => m.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path)) ?? [])
          .map((url) => new URL(url));
        return links.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}
