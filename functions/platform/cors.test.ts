import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, createTenant } from '../test/tenant';

const own = new URL(env.APP_URL ?? 'http://localhost:8787').origin;
const evil = 'https://evil.example';

describe('security headers and CORS', () => {
  it('every API response carries the security headers; HSTS only over https', async () => {
    for (const res of [await call('GET', '/health'), await call('GET', '/lead'), await call('GET', '/nao-existe')]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const tls = await SELF.fetch('https://abastece.example/api/v1/health');
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('cookie routes answer CORS for our own origin only, with credentials', async () => {
    const preflight = (origin: string) =>
      SELF.fetch('http://localhost/api/v1/lead', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ours = await preflight(own);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(own);
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
    const theirs = await preflight(evil);
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();

    const { member } = await createTenant();
    const read = await call('GET', '/lead', { as: member, headers: { origin: evil } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a cookie-carrying write from a foreign page is refused (CSRF); from our page it goes through', async () => {
    const { member } = await createTenant();
    const forged = await call('POST', '/lead', {
      as: member,
      headers: { origin: evil },
      body: { email: 'csrf@exemplo.dev' },
    });
    expect(forged.status).toBe(403);
    const list = (await (await call('GET', '/lead', { as: member })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(0);
    const real = await call('POST', '/lead', {
      as: member,
      headers: { origin: own },
      body: { email: 'real@exemplo.dev' },
    });
    expect(real.status).toBe(201);
    expect(real.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('machine routes (supplier API, website forms) may be read from any origin, without credentials', async () => {
    const res = await call('GET', '/supplier/products', { headers: { origin: evil, 'x-api-key': 'sk_invalida' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await SELF.fetch('http://localhost/api/v1/submissions', {
      method: 'OPTIONS',
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
  });
});
