import { describe, expect, it } from 'vitest';
import { call, createOperator, createTenant } from '../test/tenant';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('a malformed id', () => {
  it("keeps the specification's message where it gives one, and otherwise names the id, never a 'not found' text", async () => {
    const { owner } = await createTenant();
    const operator = await createOperator();
    const cases: Array<[string, string, Parameters<typeof call>[2], string]> = [
      ['GET', '/purchase-orders/not-a-uuid', { as: owner }, 'Invalid order ID format'],
      ['GET', '/webhook/not-a-uuid', { as: owner }, 'ID de webhook inválido'],
      ['GET', '/lead/not-a-uuid', { as: owner }, 'ID de lead inválido'],
      ['GET', '/submissions/not-a-uuid', { as: owner }, 'ID de envio inválido'],
      ['DELETE', '/invitation/not-a-uuid/cancel', { as: owner }, 'ID de convite inválido'],
      ['GET', '/supplier-api-key/not-a-uuid', { as: operator }, 'ID de chave de API inválido'],
      ['POST', '/dead-letters/not%20an%20id/replay', { as: operator }, 'ID de job inválido'],
    ];
    for (const [method, path, options, message] of cases) {
      const res = await call(method, path, options);
      expect(res.status, `${method} ${path}`).toBe(400);
      const error = await errorOf(res);
      expect(error.message, `${method} ${path}`).toBe(message);
      expect(error.message).not.toMatch(/not found|não encontrad/i);
    }
  });
});
