import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import { call, createOperator, createTenant, uniq, type Principal } from './tenant';

type Page = {
  data: Array<{ id: string; name: string; isActive: boolean }>;
  pagination: { total: number };
  approximate: boolean;
};

/**
 * What the operator console's product tab asks when something is typed (operator.ts,
 * adminProductsQueryOptions). The supplier filter only keeps the suite's other catalogues out.
 */
async function consoleSearch(search: string, supplierId: string, as?: Principal) {
  const query = new URLSearchParams({ page: '1', limit: '20', search, includeInactive: 'true', supplierId });
  const res = await call('GET', `/products?${query}`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe("the operator console's product search", () => {
  it('finds products typed without accents, ranked as the catalogue ranks them, the retired ones included', async () => {
    const id = uniq();
    const { supplier, products } = await createCatalogue([
      { name: `Sal grosso ${id}` },
      { name: `Açúcar mascavo ${id}` },
      { name: `Açúcar refinado 1 kg ${id}` },
    ]);
    const [salt, brown, refined] = products;
    const operator = await createOperator();
    const retired = await call('DELETE', `/products/${brown!.id}`, { as: operator });
    expect(retired.status).toBe(200);

    const found = await consoleSearch('acucar', supplier.id, operator);
    expect(found.data.map((p) => [p.name, p.isActive])).toEqual([
      [brown!.name, false],
      [refined!.name, true],
    ]);
    expect(found.data.map((p) => p.id)).not.toContain(salt!.id);
    expect(found.approximate).toBe(false);

    // The catalogue's ranking: the name holding every word typed comes first.
    expect((await consoleSearch('acucar refinado', supplier.id, operator)).data[0]?.id).toBe(refined!.id);
    // And its typo tolerance: nothing holds "acucra", so the near matches are shown, as in the catalogue.
    const typo = await consoleSearch('acucra', supplier.id, operator);
    expect(typo.approximate).toBe(true);
    expect(typo.data.map((p) => p.id).sort()).toEqual([brown!.id, refined!.id].sort());
  });

  it('shows the retired products to the operator only: a buyer asking the same gets the active ones', async () => {
    const id = uniq();
    const { supplier, products } = await createCatalogue([
      { name: `Açúcar cristal ${id}` },
      { name: `Açúcar demerara ${id}` },
    ]);
    const operator = await createOperator();
    expect((await call('DELETE', `/products/${products[1]!.id}`, { as: operator })).status).toBe(200);
    const { owner } = await createTenant();

    for (const buyer of [owner, undefined]) {
      const seen = await consoleSearch('acucar', supplier.id, buyer);
      expect(seen.data.map((p) => p.id)).toEqual([products[0]!.id]);
    }
    expect((await consoleSearch('acucar', supplier.id, operator)).pagination.total).toBe(2);
  });
});
