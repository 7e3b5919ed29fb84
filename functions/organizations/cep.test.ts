import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/catalogue';
import { call, createTenant, withDb, type Tenant } from '../test/tenant';

const standin = () => (env as unknown as { TEST_VIACEP_STANDIN_URL: string }).TEST_VIACEP_STANDIN_URL;

/** Makes the stand-in answer one CEP late or with a failure (its test API). */
const standinAnswers = (cep: string, behaviour: { delayMs?: number; status?: number }) =>
  fetch(`${standin()}/__standin/ceps/${cep}`, { method: 'PUT', body: JSON.stringify(behaviour) });

/** São Paulo served, Recife known to the ranges but not served (inactive). */
async function servedCities() {
  return withDb(async (db) => {
    await db.insert(cities).values({ name: 'São Paulo', state: 'SP' }).onConflictDoNothing();
    await db
      .insert(cities)
      .values({ name: 'Recife', state: 'PE', isActive: false })
      .onConflictDoUpdate({ target: [cities.country, cities.state, cities.name], set: { isActive: false } });
    const rows = await db.select({ id: cities.id, name: cities.name, state: cities.state }).from(cities);
    return rows.find((c) => c.name === 'São Paulo' && c.state === 'SP')!;
  });
}

type Answer = {
  cep: string;
  city: { id: string; name: string; state: string } | null;
  street: string | null;
  district: string | null;
  served: boolean;
};
type Refusal = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

let saoPaulo: { id: string; name: string; state: string };
let tenant: Tenant;
beforeAll(async () => {
  saoPaulo = await servedCities();
  tenant = await createTenant();
});

describe('GET /cep/:cep: the city from the CEP ranges, street and district from the lookup', () => {
  it('fills the city, street and district of a CEP in a city served', async () => {
    const res = await call('GET', '/cep/01310-100', { as: tenant.owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      cep: '01310100',
      city: saoPaulo,
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      served: true,
    } satisfies Answer);
  });

  it('still names the city when the lookup does not know the CEP', async () => {
    const res = await call('GET', '/cep/08011000', { as: tenant.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cep: '08011000', city: saoPaulo, street: null, district: null, served: true });
  });

  it('still names the city when the lookup fails', async () => {
    await standinAnswers('01001001', { status: 500 });
    const res = await call('GET', '/cep/01001-001', { as: tenant.owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: saoPaulo, street: null, district: null });
  });

  it('gives the lookup 2 s: a late answer leaves street and district for the person to type', async () => {
    await standinAnswers('01001002', { delayMs: 6000 });
    const started = Date.now();
    const res = await call('GET', '/cep/01001002', { as: tenant.owner });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(4500);
    expect(await res.json()).toMatchObject({ city: saoPaulo, street: null, district: null });
  });

  it('says a CEP outside the cities served is not served yet, naming its city when the ranges know it', async () => {
    const nowhere = await call('GET', '/cep/69005-010', { as: tenant.owner });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as Refusal).error.message).toBe('Ainda não atendemos o CEP 69005-010');
    const recife = await call('GET', '/cep/50030230', { as: tenant.owner });
    expect(recife.status).toBe(404);
    expect(((await recife.json()) as Refusal).error.message).toBe('Ainda não atendemos o CEP 50030-230 (Recife/PE)');
  });

  it('refuses a malformed CEP in Portuguese', async () => {
    for (const cep of ['1234', '0131O100', '013101000']) {
      const res = await call('GET', `/cep/${cep}`, { as: tenant.owner });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('CEP deve ter 8 dígitos');
    }
  });
});

describe('a delivery address keeps its CEP in its city', () => {
  it('refuses a CEP outside the ranges of a city that has them, on the CEP field', async () => {
    const res = await call('POST', '/delivery-addresses', {
      as: tenant.owner,
      body: {
        cep: '22270-000',
        street: 'Rua Voluntários da Pátria',
        number: '100',
        district: 'Botafogo',
        cityId: saoPaulo.id,
      },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as Refusal;
    expect(error.details).toEqual([{ path: 'cep', message: 'O CEP 22270-000 não é de São Paulo/SP' }]);
  });

  it('takes a CEP inside its city’s ranges', async () => {
    const res = await call('POST', '/delivery-addresses', {
      as: tenant.owner,
      body: { cep: '01304-001', street: 'Rua Augusta', number: '1500', district: 'Consolação', cityId: saoPaulo.id },
    });
    expect(res.status).toBe(201);
  });
});
