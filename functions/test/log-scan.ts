import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectExposures } from './exposure-rules.ts';

/**
 * Every line the worker logged during `vitest run` (vitest.config.ts's onConsoleLog appends them). The
 * file is kept after the run (reports/ is ignored by git) so a finding's line can be looked up there.
 */
export const TEST_LOG_FILE = resolve(import.meta.dirname, '../../reports/test-logs.ndjson');

export function startLogCapture(): void {
  mkdirSync(resolve(TEST_LOG_FILE, '..'), { recursive: true });
  rmSync(TEST_LOG_FILE, { force: true });
}

export function captureLog(text: string): void {
  appendFileSync(TEST_LOG_FILE, text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * The exposure scan over the logs: no secret may be printed, on any route (a log is read by more people
 * than the database). Structured lines (platform/log.ts) are counted apart from the rest.
 */
export function scanLogs(): { lines: number; structured: number; findings: string[] } {
  const text = existsSync(TEST_LOG_FILE) ? readFileSync(TEST_LOG_FILE, 'utf8') : '';
  const lines = text.split('\n').filter((line) => line.trim());
  // A finding names the line and the rule, never the line's text: the report must not print the secret again.
  const findings = lines.flatMap((line, i) => detectExposures('LOG', `line ${i + 1}`, 500, line));
  const structured = lines.filter((line) => /"level":"(info|warn|error)","domain":"[^"]+","event":"[^"]+"/.test(line));
  return { lines: lines.length, structured: structured.length, findings };
}
