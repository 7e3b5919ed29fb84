import { expect } from 'vitest';
import { call, type Principal } from './tenant';

/** A delivery address on Avenida Paulista placed in `cityId` (the city decides which suppliers deliver there). */
export async function createAddressIn(admin: Principal, cityId: string) {
  const created = await call('POST', '/delivery-addresses', {
    as: admin,
    body: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', cityId },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: string };
}
