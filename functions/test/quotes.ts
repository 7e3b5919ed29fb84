import { expect } from 'vitest';
import { call, type Principal } from './tenant';

/**
 * A draft cotação for ten dozen eggs, answers due in a day, inviting `supplierIds` (none when left out:
 * undefined is not sent). The tests that use it care about the cotação's life, not its lines.
 */
export async function createEggsQuote(member: Principal, title: string, supplierIds?: string[]) {
  const created = await call('POST', '/quotes', {
    as: member,
    body: {
      title,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [{ description: 'Ovos', unit: 'dz', quantity: 10 }],
      supplierIds,
    },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: string; lines: { id: string }[] };
}
