import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { createSupplierPerson } from '../test/supplier-people';
import { createCostCentre } from '../test/budgets';
import { call, createOperator, createTenant, type Principal } from '../test/tenant';
import { atLeastOneCent } from './money';

/**
 * Money that reaches the database as 0.00 hits its check and answered 500 (a supplier product priced
 * 0.004). Every price field is sent amounts around a cent, and far ones, and must answer 2xx or 400.
 */
const amounts = fc.oneof(
  fc.double({ min: -0.02, max: 0.02, noNaN: true }),
  fc.constantFrom(0, -0, 0.001, 0.004, 0.0049999, 0.005, 0.009, 0.01, 1e-300, 5e-324, 9_999_999_999.994, 1e12),
  fc.double({ min: 0, max: 1e11, noNaN: true }),
);

type Send = (price: number) => Promise<Response>;

async function priceFields(): Promise<Array<[string, Send]>> {
  const operator = await createOperator();
  const { supplier, category, products } = await createCatalogue([{}]);
  const { key } = await createSupplierKey(supplier.id);
  const person: Principal = await createSupplierPerson(supplier.id, 'admin');
  const product = products[0]!.id;
  let n = 0;
  const fresh = () => ({ name: `Produto preço ${Date.now()} ${++n}`, unit: 'kg', categoryId: category.id });
  const withKey = { 'x-api-key': key };
  return [
    [
      'POST /supplier/products',
      (price) => call('POST', '/supplier/products', { headers: withKey, body: { ...fresh(), price } }),
    ],
    [
      'PUT /supplier/products/:id',
      (price) => call('PUT', `/supplier/products/${product}`, { headers: withKey, body: { price } }),
    ],
    [
      'POST /supplier-portal/products',
      (price) => call('POST', '/supplier-portal/products', { as: person, body: { ...fresh(), price } }),
    ],
    [
      'PUT /supplier-portal/products/:id',
      (price) => call('PUT', `/supplier-portal/products/${product}`, { as: person, body: { price } }),
    ],
    [
      'POST /products',
      (price) => call('POST', '/products', { as: operator, body: { ...fresh(), supplierId: supplier.id, price } }),
    ],
    ['PUT /products/:id', (price) => call('PUT', `/products/${product}`, { as: operator, body: { price } })],
  ];
}

/** The procurement policy's amounts: a budget, and an approval band's ceiling. */
async function policyFields(): Promise<Array<[string, Send]>> {
  const tenant = await createTenant();
  const centre = await createCostCentre(tenant);
  const owner = tenant.owner;
  let created: string | null = null;
  return [
    [
      'POST /budgets',
      async (amount) => {
        const res = await call('POST', '/budgets', { as: owner, body: { costCentreId: centre.id, amount } });
        // One budget per centre: the next amount goes to the one just created.
        if (res.status === 201) created = ((await res.clone().json()) as { id: string }).id;
        return res;
      },
    ],
    [
      'PUT /budgets/:id',
      (amount) =>
        created
          ? call('PUT', `/budgets/${created}`, { as: owner, body: { amount } })
          : call('POST', '/budgets', { as: owner, body: { costCentreId: centre.id, amount } }),
    ],
    [
      'PUT /approval-rules',
      (amount) =>
        call('PUT', '/approval-rules', {
          as: owner,
          body: {
            rules: [
              { minAmount: 0, maxAmount: amount, approvers: [] },
              { minAmount: amount, maxAmount: null, approvers: ['owner'] },
            ],
          },
        }),
    ],
  ];
}

describe('money fields', () => {
  it('a positive amount counts only if it is at least a cent once rounded', () => {
    expect([0.004, 0.0049, 0, -1, Number.NaN, Infinity].map(atLeastOneCent)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([0.005, 0.01, 8.9].map(atLeastOneCent)).toEqual([true, true, true]);
  });

  it("no budget or approval amount reaches the database's checks: 2xx or a 400 in Portuguese", async () => {
    for (const [route, send] of await policyFields()) {
      await fc.assert(
        fc.asyncProperty(amounts, async (amount) => {
          const res = await send(amount);
          expect([200, 201, 400, 409], `${route} ${amount}`).toContain(res.status);
        }),
        { numRuns: 25, seed: 20261125 },
      );
    }
  });

  it('no price reaches the database check: every amount answers 2xx or 400 with the price message', async () => {
    const fields = await priceFields();
    for (const [route, send] of fields) {
      await fc.assert(
        fc.asyncProperty(amounts, async (price) => {
          const res = await send(price);
          if (res.status >= 200 && res.status < 300) {
            const body = (await res.json()) as { price: number | string };
            expect(Number(body.price), `${route} ${price}`).toBeGreaterThanOrEqual(0.01);
            return;
          }
          expect(res.status, `${route} ${price}`).toBe(400);
          const { error } = (await res.json()) as { error: { message: string } };
          expect(error.message, `${route} ${price}`).toMatch(/price|preço|Preço/i);
        }),
        { numRuns: 25, seed: 20261125 },
      );
    }
  });
});
