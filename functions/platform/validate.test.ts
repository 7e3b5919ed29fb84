import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { call, createTenant, uniq, withDb } from '../test/tenant';

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

/** `depth` objects nested inside each other, as JSON text (built as text: no recursion anywhere). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bodies that are empty, not JSON or nested too deep', () => {
  it('answers a PUT that names none of its fields with 400 "Nada para alterar", not 500', async () => {
    const tenant = await createTenant();
    const [address] = await withDb((db) =>
      db
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.organizationId, tenant.organization.id)),
    );
    for (const path of ['/user', '/organization', `/delivery-addresses/${address!.id}`]) {
      for (const body of [{}, { campoQueNaoExiste: 'x' }]) {
        const res = await call('PUT', path, { as: tenant.owner, body });
        expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
        expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Nada para alterar' } });
      }
    }
    // A field of the route's, even null, is a change.
    const res = await call('PUT', '/user', { as: tenant.owner, body: { image: null } });
    expect(res.status).toBe(200);
  });

  it('answers a body not sent as JSON with 400 "Envie o corpo como JSON" on every route that reads JSON', async () => {
    const tenant = await createTenant();
    const asText = { as: tenant.owner, headers: { 'content-type': 'text/plain' } };
    for (const [method, path, body] of [
      ['PUT', '/user', { name: 'Nome Novo' }],
      ['PUT', '/organization', { name: 'Outro Nome' }],
      ['POST', '/lead', { email: `texto-${uniq()}@teste.dev`, name: 'Lead' }],
    ] as const) {
      const res = await call(method, path, { ...asText, rawBody: JSON.stringify(body) });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'Envie o corpo como JSON' } });
    }
    // No Content-Type at all (bytes carry none), as curl --data-binary sends it.
    const bare = await SELF.fetch('http://localhost/api/v1/user', {
      method: 'PUT',
      headers: { cookie: tenant.owner.cookie },
      body: new TextEncoder().encode('{"name":"Nome Novo"}'),
    });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'Envie o corpo como JSON' } });
  });

  it('still takes no body at all where the body is optional', async () => {
    const tenant = await createTenant();
    const res = await call('POST', '/notifications/read', { as: tenant.owner });
    expect(res.status).toBe(200);
  });

  it('refuses JSON nested deeper than 32 levels with a 400, and a 20,000-level one never overflows', async () => {
    const tenant = await createTenant();
    const submit = (data: string) =>
      call('POST', '/submissions', {
        as: tenant.owner,
        rawBody: `{"email":"fundo-${uniq()}@teste.dev","name":"Contato","metadata":{"source":"site","data":${data}}}`,
      });
    for (const depth of [20_000, 31]) {
      const res = await submit(nestedJson(depth));
      expect({ depth, status: res.status }).toEqual({ depth, status: 400 });
      expect(await res.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', message: 'JSON aninhado demais: no máximo 32 níveis' },
      });
    }
    // The body and its metadata are two levels: 30 more fit.
    expect((await submit(nestedJson(30))).status).toBe(201);
    const deepProfile = await call('PUT', '/user', {
      as: tenant.owner,
      rawBody: `{"metadata":{"x":${nestedJson(20_000)}}}`,
    });
    expect(deepProfile.status).toBe(400);
  });
});
