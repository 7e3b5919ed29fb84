import { describe, expect, it } from 'vitest';
import { call } from '../../../test/tenant';

describe('GET /api/v1/openapi.json', () => {
  it('describes the supplier API in OpenAPI 3.1 with the key header and the validated bodies', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      components: {
        securitySchemes: unknown;
        schemas: { ProductCreate: { required: string[]; properties: Record<string, unknown> } };
      };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toMatchObject({
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      organizationKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    expect(doc.components.schemas.ProductCreate.required.sort()).toEqual(['categoryId', 'name', 'price', 'unit']);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/submissions',
      '/supplier/products',
      '/supplier/products/categories',
      '/supplier/products/stats',
      '/supplier/products/{id}',
    ]);
  });
});
