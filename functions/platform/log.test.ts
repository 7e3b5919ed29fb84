import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, logLine, REDACTED, withRequestId } from './log';

describe('the one logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line with level, domain, event and the fields, at the console level of its own', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const log = logger('billing');
    log.error('stripe_customer_missing', { organizationId: 'org-1' });
    log.info('usage_cycles_reset', { rolled: 3 });
    expect(JSON.parse(error.mock.calls[0]![0] as string)).toEqual({
      level: 'error',
      domain: 'billing',
      event: 'stripe_customer_missing',
      organizationId: 'org-1',
    });
    expect(JSON.parse(info.mock.calls[0]![0] as string)).toMatchObject({ level: 'info', event: 'usage_cycles_reset' });
  });

  it('names the request the line was logged in, and none outside a request', async () => {
    const inside = await withRequestId('req-42', async () => {
      await Promise.resolve();
      return JSON.parse(logLine('warn', 'platform', 'edge_cache_unavailable'));
    });
    expect(inside).toMatchObject({ requestId: 'req-42', event: 'edge_cache_unavailable' });
    expect(JSON.parse(logLine('warn', 'platform', 'edge_cache_unavailable'))).not.toHaveProperty('requestId');
  });

  it('never prints a secret: fields named like one, and values shaped like our keys, anywhere in the line', () => {
    const line = logLine('error', 'integrations', 'delivery_refused', {
      secret: 'whsec_abcdefghijklmnopqrstu',
      headers: { Authorization: 'Bearer abc', 'x-note': 'chave sk_ABCDEFGHIJKLMNOPQRSTUVWXYZ234567 vazou' },
      sessionToken: 'eyJhbGciOi',
      error: new Error('ak_0123456789abcdefghijklmnop refused'),
      sealed: 'enc:v1:AAAA:BBBB',
      kind: 'webhook-delivery',
      hash: `token ${'ab12'.repeat(16)}`,
      event: 'not_this_one',
    });
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      secret: REDACTED,
      headers: { Authorization: REDACTED, 'x-note': `chave ${REDACTED} vazou` },
      sessionToken: REDACTED,
      error: `Error: ${REDACTED} refused`,
      sealed: REDACTED,
      kind: 'webhook-delivery',
      hash: `token ${REDACTED}`,
      event: 'delivery_refused',
    });
    expect(line).not.toMatch(/whsec_|sk_[A-Z]|ak_0|enc:v1|Bearer/);
  });

  // Seen in the fault run: an idempotent answer that could not be stored logged the order's body and ids.
  it('never prints a failed statement’s parameters, whichever field carries its text', () => {
    const failed = new Error(
      'Failed query: update "idempotency_keys" set "body" = $1 where "key" = $2\nparams: {"notes":"ana@x.dev"},chave-1',
    );
    const line = logLine('error', 'platform', 'idempotent_answer_not_stored', {
      error: String(failed),
      cause: { message: failed.message },
    });
    expect(line).not.toContain('ana@x.dev');
    expect(line).not.toContain('chave-1');
    expect(line).toContain('update \\"idempotency_keys\\"');
  });
});
