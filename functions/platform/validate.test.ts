import { describe, expect, it } from 'vitest';
import { call, createTenant, uniq } from '../test/tenant';

describe('input validation', () => {
  it('refuses a NUL character in any text with a pt-BR 400 instead of a database error', async () => {
    const tenant = await createTenant();
    const res = await call('POST', '/lead', {
      as: tenant.owner,
      body: { email: `nul-${uniq()}@teste.dev`, name: 'Maria\u0000José' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Texto com caractere nulo (\\u0000) não é aceito',
        details: [{ path: 'name' }],
      },
    });
    const nested = await call('POST', '/submissions', {
      as: tenant.owner,
      body: {
        email: `nul-${uniq()}@teste.dev`,
        name: 'Contato',
        metadata: { source: 'site', data: { msg: 'oi\u0000' } },
      },
    });
    expect(nested.status).toBe(400);
  });
});
