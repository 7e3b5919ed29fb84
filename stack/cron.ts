import { readFileSync } from 'node:fs';
import { Cron } from 'croner';

/** The cron expressions of wrangler.toml's [triggers] section. */
export function readCronTriggers(wranglerToml: string): string[] {
  const text = readFileSync(wranglerToml, 'utf8');
  const section = text.split(/^\[triggers\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const list = section.match(/crons\s*=\s*\[([^\]]*)\]/)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * wrangler dev does not fire cron triggers by itself; it exposes them at
 * /cdn-cgi/local/scheduled. This fires each trigger on its schedule (UTC),
 * as Cloudflare would in production.
 */
export function startLocalCron(appUrl: string, crons: string[], log: (line: string) => void): () => void {
  const jobs = crons.map(
    (expression) =>
      new Cron(expression, { timezone: 'UTC', protect: true }, async () => {
        const url = `${appUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(expression)}`;
        try {
          const res = await fetch(url);
          if (!res.ok) log(`cron "${expression}" -> ${res.status}`);
        } catch (error) {
          log(`cron "${expression}" failed: ${String(error)}`);
        }
      }),
  );
  return () => jobs.forEach((job) => job.stop());
}
