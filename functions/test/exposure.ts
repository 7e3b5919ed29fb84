import { env } from 'cloudflare:test';

/**
 * The exposure scan: every response a test receives through `call()` is
 * checked for secrets that must never leave the server, or only through
 * their one route. A finding fails the test at once; the counts go to the
 * global set-up, which prints the whole suite's figure at the end.
 */
const RULES: { name: string; pattern: RegExp; allowedOn?: RegExp }[] = [
  { name: 'password hash (bcrypt)', pattern: /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/ },
  { name: 'token or key hash (SHA-256 hex)', pattern: /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/ },
  {
    name: 'supplier API key',
    pattern: /sk_[A-Za-z2-7]{32}/,
    allowedOn: /^POST \/(supplier-api-key|supplier-portal\/api-keys)(\/[^/]+\/regenerate)?$/,
  },
  { name: 'organization API key', pattern: /ak_[A-Za-z0-9]{24,}/, allowedOn: /^POST \/api-key$/ },
  {
    name: 'webhook secret',
    pattern: /whsec_[A-Za-z0-9+/=]{16,}/,
    allowedOn: /^GET \/(webhook|supplier-portal\/webhooks)\/[^/]+\/secret$/,
  },
  // Sealed values (lib/secret-box) are opened where they are used; the ciphertext never leaves either.
  { name: 'sealed secret (ciphertext)', pattern: /enc:v1:[A-Za-z0-9+/=]{8,}:/ },
];

let scanned = 0;
const findings: string[] = [];

/** What a response exposes that it must not (pure: the rules themselves are tested). */
export function detectExposures(method: string, path: string, status: number, text: string): string[] {
  const route = `${method} ${path.split('?')[0]}`;
  return RULES.filter((rule) => rule.pattern.test(text) && !(status < 300 && rule.allowedOn?.test(route))).map(
    (rule) => `${route} (${status}): ${rule.name}`,
  );
}

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
