import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { escapeHtml } from '../catalogue/product-meta';

/** The shape the SPA's build writes to novidades.json (frontend/src/features/growth/content/changelog.ts). */
type FeedDay = {
  date: string;
  entries: readonly { id: string; title: string; items: readonly string[]; soon?: boolean }[];
};

/** The changelog's text without its link markup: "[Ajuda](/ajuda)" reads "Ajuda" in a feed reader. */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');

/** RFC 822 date of a day (noon UTC, so it is that day in Brazil too), as RSS 2.0 asks. */
const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/**
 * The changelog as RSS 2.0: one item per released entry, newest first, linking to its anchor on
 * /novidades. Announced entries ("em breve") are not news yet and stay out.
 */
export function changelogRss(days: readonly FeedDay[], origin: string): string {
  const page = `${origin}/novidades`;
  const items = days.flatMap((day) =>
    day.entries
      .filter((entry) => !entry.soon)
      .map((entry) => {
        const link = escapeHtml(`${page}#${entry.id}`);
        const description = escapeHtml(entry.items.map(plain).join(' '));
        return `<item><title>${escapeHtml(plain(entry.title))}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${rfc822(day.date)}</pubDate><description>${description}</description></item>`;
      }),
  );
  const built = days[0] ? `<lastBuildDate>${rfc822(days[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Novidades da Abastece</title><link>${escapeHtml(page)}</link><atom:link href="${escapeHtml(`${origin}/rss`)}" rel="self" type="application/rss+xml"/><description>O que mudou na Abastece · Mercado.</description><language>pt-BR</language>${built}
${items.join('\n')}
</channel></rss>
`;
}

/**
 * GET /rss (wrangler.toml's run_worker_first sends it here). The entries come from the SPA's build
 * (novidades.json among the static assets), so the changelog's text never weighs on the worker's bundle.
 */
export const changelogFeedPages = new Hono<AppEnv>()
  // GET /rss — the changelog as an RSS 2.0 feed
  .get('/rss', async (c) => {
    const url = new URL(c.req.url);
    const stored = await c.env.ASSETS.fetch(new Request(new URL('/novidades.json', url)));
    if (!stored.ok) return c.text('Feed indisponível no momento.', 503, { 'Retry-After': '60' });
    const days = (await stored.json()) as FeedDay[];
    return c.body(changelogRss(days, url.origin), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });
