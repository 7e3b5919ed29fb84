import { env } from 'cloudflare:test';

/**
 * The language check: every message a test receives through `call()` (an error's message and its
 * details, a success's "message") must be Portuguese, except the English messages that the API's
 * specification fixes word for word for some routes and rules (clients may match on them). A finding
 * fails the test that received it; the counts go to the global set-up, which prints the suite's figure.
 */
export const SPEC_ENGLISH_MESSAGES = new Set([
  'API Key deleted successfully',
  'API Key not found',
  'API key is required',
  'Admin access required',
  'ApiKey not found',
  'Authentication failed',
  'Authentication required',
  'Cannot delete organization owner',
  'Category not found',
  'Client not found',
  'Customer referenceId is required',
  'Failed to create billing portal session URL',
  'Failed to create checkout session URL',
  'Failed to get client details',
  'Failed to list clients',
  'If trial is not enabled, the default plan must be free',
  'Integration not found',
  'Invalid category ID',
  'Invalid or expired API key',
  'Invalid order ID format',
  'Invalid supplier ID',
  'Lead not found',
  'Membership not found',
  'Name is required',
  'No items found for subscription',
  'Not allowed',
  'Order ID is required',
  'Organization not found',
  'Price must be positive',
  'Product deleted successfully',
  'Product name is required',
  'Product not found',
  'Purchase Order deleted successfully',
  'Purchase Order not found',
  'Submission not found',
  'Supplier not found',
  'SupplierApiKey not found',
  'Unit is required',
  'Webhook not found',
  'You can only delete your own purchase orders',
  'You must be an admin or owner to view client details',
]);

/** Words a Portuguese message does not contain. */
const ENGLISH =
  /\b(the|not allowed|is|are|must|not|found|required|invalid|expected|received|only|cannot|should|least|most|characters|already|exists|successfully|input|unauthorized|forbidden|too many|please|your|you|failed|does|unknown|missing|allowed|string|number)\b/i;

/** The messages of a JSON answer a person may read. */
function messagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const out: string[] = [];
  const record = body as { message?: unknown; error?: { message?: unknown; details?: unknown } };
  if (typeof record.message === 'string') out.push(record.message);
  if (record.error && typeof record.error === 'object') {
    if (typeof record.error.message === 'string') out.push(record.error.message);
    if (Array.isArray(record.error.details)) {
      for (const d of record.error.details) {
        if (d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string') {
          out.push((d as { message: string }).message);
        }
      }
    }
  }
  return out;
}

/** Messages of a response that are English and not the specification's (pure: tested). */
export function englishMessages(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  return messagesOf(body).filter((m) => ENGLISH.test(m) && !SPEC_ENGLISH_MESSAGES.has(m));
}

let checked = 0;
const findings: string[] = [];

/** Checks a JSON response's messages without consuming it. */
export async function checkLanguageOf(method: string, path: string, res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  checked++;
  const found = englishMessages(await res.clone().text());
  if (found.length > 0) {
    const route = `${method} ${path.split('?')[0]} (${res.status})`;
    findings.push(...found.map((m) => `${route}: "${m}"`));
    throw new Error(`language check: ${route} answered in English: ${found.map((m) => `"${m}"`).join(', ')}`);
  }
  return res;
}

/** Sends this file's counts to the run's collector (functions/test/setup.ts, after each file). */
export async function flushLanguage(): Promise<void> {
  const url = (env as unknown as { TEST_ASSURANCE_URL?: string }).TEST_ASSURANCE_URL;
  if (!url) return;
  await fetch(`${url}/language`, { method: 'POST', body: JSON.stringify({ checked, findings }) });
  checked = 0;
  findings.length = 0;
}
