import { describe, expect, it } from 'vitest';
import { call, createTenant, testCityId, type Principal } from '../test/tenant';

const ROUNDS = 4;

const newAddress = async (as: Principal, number: string, isDefault?: boolean) =>
  call('POST', '/delivery-addresses', {
    as,
    body: {
      cep: '04538-132',
      street: 'Avenida Brigadeiro Faria Lima',
      number,
      district: 'Itaim Bibi',
      cityId: await testCityId(),
      ...(isDefault === undefined ? {} : { isDefault }),
    },
  });

async function defaults(as: Principal) {
  const res = await call('GET', '/delivery-addresses', { as });
  const { data } = (await res.json()) as { data: { id: string; isDefault: boolean }[] };
  return data.filter((a) => a.isDefault).map((a) => a.id);
}

describe('delivery addresses: the one default under concurrent changes', () => {
  it('two addresses made the default at once both succeed, one after the other, and one default remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, admin } = await createTenant();
      const [first, second] = await Promise.all([
        newAddress(owner, `${round}-1`, true),
        newAddress(admin, `${round}-2`, true),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      const ids = [((await first.json()) as { id: string }).id, ((await second.json()) as { id: string }).id];
      const [only, ...others] = await defaults(owner);
      expect(others).toEqual([]);
      expect(ids).toContain(only);
    }
  });

  it('two existing addresses moved to default at once: both 200, one default remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, admin } = await createTenant();
      const made = await Promise.all([newAddress(owner, `${round}-a`), newAddress(owner, `${round}-b`)]);
      const [a, b] = (await Promise.all(made.map((r) => r.json()))) as { id: string }[];
      const answers = await Promise.all([
        call('PUT', `/delivery-addresses/${a!.id}`, { as: owner, body: { isDefault: true } }),
        call('PUT', `/delivery-addresses/${b!.id}`, { as: admin, body: { isDefault: true } }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const [only, ...others] = await defaults(owner);
      expect(others).toEqual([]);
      expect([a!.id, b!.id]).toContain(only);
    }
  });
});
