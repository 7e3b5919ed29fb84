import { env } from 'cloudflare:test';
import { detectExposures } from './exposure-rules';

let scanned = 0;
const findings: string[] = [];

/**
 * The exposure scan: every response a test receives through `call()` is
 * checked for secrets that must never leave the server, or only through
 * their one route. A finding fails the test at once; the counts go to the
 * global set-up, which prints the whole suite's figure at the end.
 */
function scanResponse(method: string, path: string, status: number, text: string): string[] {
  scanned++;
  const found = detectExposures(method, path, status, text);
  findings.push(...found);
  return found;
}

/** Scans a response without consuming it. */
export async function scanResponseOf(method: string, path: string, res: Response): Promise<Response> {
  const text = await res.clone().text();
  const found = scanResponse(method, path, res.status, text);
  if (found.length > 0) throw new Error(`exposure scan: ${found.join('; ')}`);
  return res;
}

/** Sends this file's counts to the run's collector (functions/test/setup.ts, after each file). */
export async function flushExposure(): Promise<void> {
  const url = (env as unknown as { TEST_ASSURANCE_URL?: string }).TEST_ASSURANCE_URL;
  if (!url) return;
  await fetch(`${url}/exposure`, { method: 'POST', body: JSON.stringify({ scanned, findings }) });
  scanned = 0;
  findings.length = 0;
}

/** A figure line for the end-of-run report (matrix, fuzzing, queue model). */
export async function reportFigure(line: string): Promise<void> {
  console.log(`[assurance] ${line}`);
  const url = (env as unknown as { TEST_ASSURANCE_URL?: string }).TEST_ASSURANCE_URL;
  if (url) await fetch(`${url}/figure`, { method: 'POST', body: JSON.stringify({ line }) });
}
