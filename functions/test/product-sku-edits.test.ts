import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import { createSupplierKey } from './supplier-keys';
import { createSupplierPerson } from './supplier-people';
import { call, createOperator, uniq, type Principal } from './tenant';

type Product = { id: string; sku: string };
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/**
 * The three faces that may change a product's SKU: how each one is called, where it reads a product
 * back, and how it refuses a SKU the supplier already uses on another active product.
 */
const FACES: Array<{
  face: string;
  as: (supplierId: string) => Promise<{ as?: Principal; headers?: Record<string, string> }>;
  path: string;
  duplicate: { status: number; message: string };
}> = [
  {
    face: 'the operator console',
    as: async () => ({ as: await createOperator() }),
    path: '/products',
    duplicate: { status: 400, message: 'Já existe um produto com esse SKU neste fornecedor' },
  },
  {
    face: 'the supplier portal',
    as: async (supplierId) => ({ as: await createSupplierPerson(supplierId, 'staff') }),
    path: '/supplier-portal/products',
    duplicate: { status: 409, message: 'Já existe um produto ativo com esse SKU' },
  },
  {
    face: 'the supplier product API',
    as: async (supplierId) => ({ headers: { 'x-api-key': (await createSupplierKey(supplierId)).key } }),
    path: '/supplier/products',
    duplicate: { status: 409, message: 'Já existe um produto ativo com esse SKU' },
  },
];

describe('editing a SKU', () => {
  it.each(FACES)(
    'through $face saves the new SKU, reads it back, and refuses one another product of the supplier already has',
    async ({ as, path, duplicate }) => {
      const { supplier, products } = await createCatalogue([{}, {}]);
      const [first, second] = products;
      const who = await as(supplier.id);
      const sku = `ED-${uniq()}`;

      const edited = await call('PUT', `${path}/${first!.id}`, { ...who, body: { sku } });
      expect(edited.status, await edited.clone().text()).toBe(200);
      expect(((await edited.json()) as Product).sku).toBe(sku);
      const read = await call('GET', `${path}/${first!.id}`, who);
      expect(((await read.json()) as Product).sku).toBe(sku);

      // Unique whatever the case: "ed-…" is the code just given to the first product.
      const before = ((await (await call('GET', `${path}/${second!.id}`, who)).json()) as Product).sku;
      const taken = await call('PUT', `${path}/${second!.id}`, { ...who, body: { sku: sku.toLowerCase() } });
      expect(taken.status).toBe(duplicate.status);
      expect((await errorOf(taken)).message).toBe(duplicate.message);
      const unchanged = (await (await call('GET', `${path}/${second!.id}`, who)).json()) as Product;
      expect(unchanged.sku).toBe(before);
    },
  );

  it('lets another supplier use the same SKU', async () => {
    const [mine, theirs] = await Promise.all([createCatalogue([{}]), createCatalogue([{}])]);
    const operator = await createOperator();
    const sku = `ED-${uniq()}`;
    for (const fixture of [mine, theirs]) {
      const res = await call('PUT', `/products/${fixture.products[0]!.id}`, { as: operator, body: { sku } });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as Product).sku).toBe(sku);
    }
  });
});
