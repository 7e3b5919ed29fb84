import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { cities } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { auditChainOf } from '../platform/audit-log';
import { createCatalogue } from '../test/catalogue';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, createTenant, uniq, withDb, type Principal } from '../test/tenant';

type ManagedCity = {
  id: string;
  name: string;
  state: string;
  ibgeCode: string | null;
  isActive: boolean;
  supplierCount: number;
  organizationCount: number;
};
type CityPage = { data: ManagedCity[]; pagination: { total: number } };

/** A code of the UF's range no other test holds (PR, 41, unless asked): the matrix and fuzz use SP's. */
const freshCode = (ufCode = '41') => `${ufCode}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

async function addCity(operator: Principal, fields: Partial<{ name: string; state: string; ibgeCode: string }> = {}) {
  const res = await call('POST', '/cities', {
    as: operator,
    body: { name: `Cidade Nova ${uniq()}`, state: 'PR', ibgeCode: freshCode(), ...fields },
  });
  expect(res.status).toBe(201);
  return json<ManagedCity>(res);
}

const PLATFORM = auditChainOf(null);
const lastSeq = () =>
  withDb(async (db) => {
    const rows = await db.select({ seq: auditLog.seq }).from(auditLog).where(eq(auditLog.chain, PLATFORM));
    return Math.max(0, ...rows.map((r) => r.seq));
  });
/** The platform log's entries about one city after `seq`. */
const cityEntries = (cityId: string, seq: number) =>
  withDb((db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.chain, PLATFORM), gt(auditLog.seq, seq), eq(auditLog.targetId, cityId)))
      .orderBy(asc(auditLog.seq)),
  );

describe('the operator manages cities', () => {
  it('adds a city (201), finds it by part of its name, its UF or its code, and logs it', async () => {
    const operator = await createOperator();
    const seq = await lastSeq();
    const name = `Jundiaí ${uniq()}`;
    const ibgeCode = freshCode('35');
    const city = await addCity(operator, { name, state: 'sp', ibgeCode });
    expect(city).toMatchObject({ name, state: 'SP', ibgeCode, isActive: true, supplierCount: 0, organizationCount: 0 });
    for (const search of [name.slice(2, 10).toLowerCase(), ibgeCode]) {
      const page = await json<CityPage>(call('GET', `/cities?search=${encodeURIComponent(search)}`, { as: operator }));
      expect(page.data.map((c) => c.id)).toContain(city.id);
    }
    // A UF is found whole (Acre: the tests' other cities are in SP, PR and SC).
    const acre = await addCity(operator, { state: 'AC', ibgeCode: freshCode('12') });
    const byUf = await json<CityPage>(call('GET', '/cities?search=ac&limit=100', { as: operator }));
    expect(byUf.data.map((c) => c.id)).toContain(acre.id);
    const entries = await cityEntries(city.id, seq);
    expect(entries.map((e) => e.action)).toEqual(['city.created']);
    expect(entries[0]).toMatchObject({ targetType: 'city', actorId: operator.user.id, targetLabel: `${name}/SP` });
    expect(entries[0]!.changes).toMatchObject({ ibgeCode: { after: ibgeCode }, state: { after: 'SP' } });
  });

  it('counts the suppliers that serve each city and the organizations with an address in it', async () => {
    const operator = await createOperator();
    const { city } = await createCatalogue([]);
    const [one, two] = await Promise.all([createTenant({ address: false }), createTenant({ address: false })]);
    await withDb((db) =>
      db.insert(deliveryAddresses).values(
        [one, one, two].map((t, i) => ({
          organizationId: t.organization.id,
          label: `Loja ${i}`,
          cep: '01310100',
          street: 'Avenida Paulista',
          number: String(1000 + i),
          district: 'Bela Vista',
          cityId: city.id,
        })),
      ),
    );
    const page = await json<CityPage>(call('GET', `/cities?search=${encodeURIComponent(city.name)}`, { as: operator }));
    expect(page.data).toEqual([expect.objectContaining({ id: city.id, supplierCount: 1, organizationCount: 2 })]);
  });

  it.each([
    [{ state: 'XX' }, 'state', 'UF inválida: use a sigla de um dos 27 estados (SP, RJ, MG…)'],
    [{ ibgeCode: '41123' }, 'ibgeCode', 'O código IBGE tem 7 dígitos'],
    [{ ibgeCode: '41a2345' }, 'ibgeCode', 'O código IBGE tem 7 dígitos'],
    [{ ibgeCode: undefined }, 'ibgeCode', 'O código IBGE é obrigatório'],
    [{ ibgeCode: '3550308' }, 'ibgeCode', 'O código IBGE de uma cidade de PR começa com 41'],
    [{ name: '' }, 'name', 'O nome deve ter pelo menos 2 caracteres'],
  ])('refuses %j with 400 on %s: "%s"', async (patch, path, message) => {
    const operator = await createOperator();
    const res = await call('POST', '/cities', {
      as: operator,
      body: { name: `Cidade ${uniq()}`, state: 'PR', ibgeCode: freshCode(), ...patch },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { details: Array<{ path: string; message: string }> } }>(res);
    expect(body.error.details).toContainEqual({ path, message });
  });

  it('refuses a name already in the UF and a code of another city with 409, in Portuguese', async () => {
    const operator = await createOperator();
    const city = await addCity(operator);
    const sameName = await call('POST', '/cities', {
      as: operator,
      body: { name: city.name, state: 'PR', ibgeCode: freshCode() },
    });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toMatchObject({ error: { message: `${city.name}/PR já está cadastrada` } });
    const sameCode = await call('POST', '/cities', {
      as: operator,
      body: { name: `Outra ${uniq()}`, state: 'PR', ibgeCode: city.ibgeCode },
    });
    expect(sameCode.status).toBe(409);
    expect(await sameCode.json()).toMatchObject({
      error: { message: `O código IBGE ${city.ibgeCode} já é de outra cidade` },
    });
    // The same name in another UF is another city.
    await addCity(operator, { name: city.name, state: 'SC', ibgeCode: freshCode('42') });
    const other = await addCity(operator);
    const renamed = await call('PATCH', `/cities/${other.id}`, { as: operator, body: { name: city.name } });
    expect(renamed.status).toBe(409);
    const recoded = await call('PATCH', `/cities/${other.id}`, { as: operator, body: { ibgeCode: city.ibgeCode } });
    expect(recoded.status).toBe(409);
  });

  it('renames, recodes, deactivates and reactivates; the public list offers only active cities', async () => {
    const operator = await createOperator();
    const city = await addCity(operator);
    const seq = await lastSeq();
    const publicIds = async () =>
      (await json<Array<{ id: string }>>(call('GET', '/suppliers/cities/PR'))).map((c) => c.id);
    expect(await publicIds()).toContain(city.id);
    const name = `Renomeada ${uniq()}`;
    const ibgeCode = freshCode();
    const renamed = await call('PATCH', `/cities/${city.id}`, { as: operator, body: { name, ibgeCode } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: city.id, name, ibgeCode, isActive: true });
    const off = await json<ManagedCity>(
      call('PATCH', `/cities/${city.id}`, { as: operator, body: { isActive: false } }),
    );
    expect(off.isActive).toBe(false);
    expect(await publicIds()).not.toContain(city.id);
    const inactive = await json<CityPage>(call('GET', `/cities?search=${ibgeCode}&status=inactive`, { as: operator }));
    expect(inactive.data.map((c) => c.id)).toEqual([city.id]);
    await call('PATCH', `/cities/${city.id}`, { as: operator, body: { isActive: true } });
    expect(await publicIds()).toContain(city.id);
    const entries = await cityEntries(city.id, seq);
    expect(entries.map((e) => e.action)).toEqual(['city.updated', 'city.updated', 'city.updated']);
    expect(entries[0]!.changes).toEqual({
      name: { before: city.name, after: name },
      ibgeCode: { before: city.ibgeCode, after: ibgeCode },
    });
    expect(entries[1]!.changes).toEqual({ isActive: { before: true, after: false } });
  });

  it('keeps the code of the city’s UF when only the UF or only the code changes (400 on the code)', async () => {
    const operator = await createOperator();
    const city = await addCity(operator);
    for (const body of [{ state: 'SC' }, { ibgeCode: freshCode('42') }]) {
      const res = await call('PATCH', `/cities/${city.id}`, { as: operator, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { details: [{ path: 'ibgeCode', message: expect.stringMatching(/^O código IBGE de uma cidade de/) }] },
      });
    }
    const moved = await call('PATCH', `/cities/${city.id}`, {
      as: operator,
      body: { state: 'SC', ibgeCode: freshCode('42') },
    });
    expect(moved.status).toBe(200);
    expect(await json<ManagedCity>(moved)).toMatchObject({ state: 'SC' });
  });

  it('deletes a city nobody uses and logs it; an unknown one is 404', async () => {
    const operator = await createOperator();
    const city = await addCity(operator);
    const seq = await lastSeq();
    const res = await call('DELETE', `/cities/${city.id}`, { as: operator });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Cidade excluída' });
    expect(await withDb((db) => db.select().from(cities).where(eq(cities.id, city.id)))).toEqual([]);
    expect((await cityEntries(city.id, seq)).map((e) => e.action)).toEqual(['city.deleted']);
    const again = await call('DELETE', `/cities/${city.id}`, { as: operator });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: 'Cidade não encontrada' } });
    expect((await call('PATCH', `/cities/${city.id}`, { as: operator, body: { isActive: false } })).status).toBe(404);
  });

  it('refuses to delete a city a supplier serves or an organization receives in (409): deactivate it', async () => {
    const operator = await createOperator();
    const served = (await createCatalogue([])).city;
    const tenant = await createTenant({ address: false });
    const lived = await addCity(operator);
    await withDb((db) =>
      db.insert(deliveryAddresses).values({
        organizationId: tenant.organization.id,
        cep: '80010000',
        street: 'Rua XV de Novembro',
        number: '1',
        district: 'Centro',
        cityId: lived.id,
      }),
    );
    for (const city of [served, lived]) {
      const seq = await lastSeq();
      const res = await call('DELETE', `/cities/${city.id}`, { as: operator });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: {
          message: `${city.name}/${city.state} é atendida por fornecedores ou é o endereço de entrega de organizações: desative-a em vez de excluir`,
        },
      });
      expect(await withDb((db) => db.select().from(cities).where(eq(cities.id, city.id)))).toHaveLength(1);
      expect(await cityEntries(city.id, seq)).toEqual([]);
    }
  });
});

describe('only the operator manages cities', () => {
  it('refuses no session and anyone else (a member, an owner, a supplier’s person) before reading the body', async () => {
    const operator = await createOperator();
    const city = await addCity(operator);
    const tenant = await createTenant();
    const { supplier } = await createCatalogue([]);
    const supplierPerson = await createSupplierPerson(supplier.id, 'admin');
    const routes: Array<[string, string]> = [
      ['GET', '/cities'],
      ['POST', '/cities'],
      ['PATCH', `/cities/${city.id}`],
      ['DELETE', `/cities/${city.id}`],
    ];
    for (const [method, path] of routes) {
      const malformed = method === 'GET' ? {} : { rawBody: '{"malformed":' };
      const anonymous = await call(method, path, malformed);
      expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      for (const who of [tenant.member, tenant.owner, supplierPerson]) {
        const res = await call(method, path, { as: who, ...malformed });
        expect(res.status, `${method} ${path} as ${who.user.email}`).toBe(401);
        expect(await res.json()).toMatchObject({ error: { code: 'NOT_ALLOWED', message: 'Not allowed' } });
      }
    }
    const still = await json<CityPage>(call('GET', `/cities?search=${city.ibgeCode}`, { as: operator }));
    expect(still.data).toEqual([expect.objectContaining({ id: city.id, name: city.name, isActive: true })]);
  });
});
