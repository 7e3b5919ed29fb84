import { describe, expect, it } from 'vitest';
import { call, createTenant } from './test/tenant';

describe('the API shell', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    'answers %s on an unknown /api/v1 path with a JSON 404 in the envelope',
    async (method) => {
      const res = await call(method, '/nope', method === 'GET' ? {} : { rawBody: '{bad' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('NOT_FOUND');
      expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
    },
  );

  it('answers a malformed JSON body with a 400 in the envelope', async () => {
    const { owner } = await createTenant();
    const res = await call('POST', '/auth/set-active-organization', { as: owner, rawBody: '{"organizationId": ' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'JSON malformado no corpo da requisição' },
    });
    expect(text).not.toContain('SyntaxError');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const { owner } = await createTenant();
    const res = await call('POST', '/auth/set-active-organization', {
      as: owner,
      rawBody: JSON.stringify({ organizationId: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('sends the security headers and no-store on API responses', async () => {
    const res = await call('GET', '/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
