import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHANGELOG } from '../../frontend/src/features/growth/content/changelog';
import { createApp } from '../app';
import { changelogRss } from './changelog-feed';

const ORIGIN = 'https://mercado.abastece.dev';

/** The assets as the SPA's build leaves them: novidades.json is the changelog as JSON. */
const assetsWith = (json: string | null) =>
  ({
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname === '/novidades.json' && json !== null
        ? new Response(json, { headers: { 'content-type': 'application/json' } })
        : new Response('not here', { status: 404 });
    },
  }) as unknown as Fetcher;

const app = createApp();
async function feed(assets: Fetcher) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}/rss`), { ...env, ASSETS: assets }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const released = CHANGELOG.flatMap((day) => day.entries.filter((e) => !e.soon));

describe('the changelog', () => {
  it('is newest first, with unique anchors that stay URL-safe', () => {
    const dates = CHANGELOG.map((d) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = CHANGELOG.flatMap((d) => d.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('GET /rss', () => {
  it('serves the released entries as RSS 2.0, newest first, each linking to its anchor on /novidades', async () => {
    const { res, body } = await feed(assetsWith(JSON.stringify(CHANGELOG)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(body).toContain(`<link>${ORIGIN}/novidades</link>`);
    expect(body).toContain('<language>pt-BR</language>');
    const links = [...body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(released.map((e) => `${ORIGIN}/novidades#${e.id}`));
    // Announced entries are not news yet; link markup reads as plain words.
    for (const soon of CHANGELOG.flatMap((d) => d.entries.filter((e) => e.soon))) expect(body).not.toContain(soon.id);
    expect(body).not.toMatch(/\]\(\//);
    expect(body.match(/<pubDate>/g)).toHaveLength(released.length);
  });

  it('escapes what it writes', () => {
    const xml = changelogRss(
      [
        {
          date: '2026-01-02',
          entries: [{ id: 'a', title: 'Preços <b> & "aspas"', items: ['[Ajuda](/ajuda) & <script>'] }],
        },
      ],
      ORIGIN,
    );
    expect(xml).toContain('<title>Preços &lt;b&gt; &amp; &quot;aspas&quot;</title>');
    expect(xml).toContain('<description>Ajuda &amp; &lt;script&gt;</description>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 12:00:00 GMT</pubDate>');
  });

  it('answers 503 when the build left no changelog in the assets', async () => {
    const { res } = await feed(assetsWith(null));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });
});
